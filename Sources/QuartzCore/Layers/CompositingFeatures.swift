import Foundation

/// What a layer needs from the renderer beyond what it draws for a plain view.
package struct CompositingFeatures: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Standalone sublayers (kept in the layer's own list).
    public static let sublayers = CompositingFeatures(rawValue: 1 << 0)
    /// A `sublayerTransform` other than the identity.
    public static let sublayerTransform = CompositingFeatures(rawValue: 1 << 1)
    /// A shadow (`shadowOpacity` above 0).
    public static let shadow = CompositingFeatures(rawValue: 1 << 2)
    /// A mask layer.
    public static let mask = CompositingFeatures(rawValue: 1 << 3)
    /// Content of the layer's own: `contents`, a shape or gradient layer's drawing, a standalone
    /// layer's `draw(in:)`.
    public static let content = CompositingFeatures(rawValue: 1 << 4)
    /// Drawn through a bitmap (`shouldRasterize`).
    public static let rasterized = CompositingFeatures(rawValue: 1 << 5)
    /// Not drawn when its back faces the viewer (`isDoubleSided` false).
    public static let backFaceHidden = CompositingFeatures(rawValue: 1 << 6)
    /// Sublayers placed in a flipped coordinate space (`isGeometryFlipped`).
    public static let geometryFlipped = CompositingFeatures(rawValue: 1 << 7)
    /// Opacity applied to the content and each sublayer apart (`allowsGroupOpacity` false).
    public static let ungroupedOpacity = CompositingFeatures(rawValue: 1 << 8)

    mutating func set(_ feature: CompositingFeatures, _ on: Bool) {
        if on { insert(feature) } else { remove(feature) }
    }
}

import Foundation

/// How a layer's `contents` is sampled when it is drawn at another size, as Core Animation's
/// `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear: smooth. The default.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: sharp, blocky.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear from the image's mipmap levels: smooth when drawn much smaller.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The edges of a layer, as Core Animation's `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

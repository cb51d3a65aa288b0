import Foundation

/// The pixel format of a layer's drawn content, as Core Animation's `CALayerContentsFormat`.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 8 bits per component, RGBA: the default.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// 16-bit half floats per component (wide color).
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// 8 bits of gray.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

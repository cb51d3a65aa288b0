#if !canImport(Darwin)
/// Where a bitmap's alpha is and whether its color components are premultiplied by it, as Core
/// Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last (RGBA), components premultiplied.
    case premultipliedLast = 1
    /// Alpha first (ARGB), components premultiplied.
    case premultipliedFirst = 2
    /// Alpha last (RGBA), components not premultiplied.
    case last = 3
    /// Alpha first (ARGB), components not premultiplied.
    case first = 4
    /// An unused byte last (RGBX).
    case noneSkipLast = 5
    /// An unused byte first (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no color components.
    case alphaOnly = 7
}

/// The byte order of a bitmap's pixels, as Core Graphics' `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// A bitmap's layout — its alpha info, byte order and whether components are floats — as Core
/// Graphics' `CGBitmapInfo`; `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)`
/// as iOS code writes it.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Little.rawValue)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Little.rawValue)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Big.rawValue)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Big.rawValue)

    /// The alpha info part.
    package var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
    /// The byte order part.
    package var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}
#endif

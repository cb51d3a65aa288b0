import Foundation

#if !canImport(Darwin)
/// A color, as Core Graphics' `CGColor`: components in a color space, and alpha. Immutable;
/// equal when the spaces and components are.
///
/// Unlike `UIColor`, a `CGColor` has no appearances: `UIColor.cgColor` gives the color for the
/// current trait collection, as on iOS, and a layer keeps that color when the appearance changes.
public final class CGColor: Hashable, CustomStringConvertible, Sendable {
    /// The color's space.
    public let colorSpace: CGColorSpace?
    private let storedComponents: [CGFloat]

    /// Creates a color from `colorSpace`'s components followed by alpha (`numberOfComponents + 1`
    /// values), as Core Graphics' `init?(colorSpace:components:)`; nil for a space that cannot
    /// hold colors (pattern, indexed). Components outside 0…1 are clamped unless the space is an
    /// extended one.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents
        guard count > 0 else { return nil }
        colorSpace = space
        storedComponents = (0...count).map { index in
            let value = components[index]
            return value.isNaN ? 0 : (space.isExtended && index < count ? value : min(max(value, 0), 1))
        }
        sRGBComponents = Self.sRGB(of: storedComponents, in: space)
        pattern = nil
    }

    /// A pattern color, as Core Graphics' `init?(patternSpace:pattern:components:)`: `pattern`
    /// painted with `components` — alpha alone for a colored pattern, the base space's
    /// components and alpha for an uncolored one. Nil when `space` is not a pattern space.
    public init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let count = (space.baseColorSpace?.numberOfComponents ?? 0) + 1
        colorSpace = space
        let clamped = (0..<count).map { min(max(components[$0].isNaN ? 0 : components[$0], 0), 1) }
        storedComponents = clamped
        sRGBComponents = space.baseColorSpace.flatMap { Self.sRGB(of: clamped, in: $0) }
        self.pattern = pattern
    }

    /// The pattern a pattern color paints (nil for other colors).
    public let pattern: CGPattern?

    package convenience init(space: CGColorSpace, _ components: [CGFloat]) {
        self.init(colorSpace: space, components: components)!
    }

    /// A color in the sRGB space, as Core Graphics' `init(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGBSpace, [red, green, blue, alpha])
    }

    /// A color in the sRGB space, as Core Graphics' `init(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray in the generic gamma 2.2 gray space, as Core Graphics' `init(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22Space, [gray, alpha])
    }

    /// A gray in the generic gamma 2.2 gray space, as `init(genericGrayGamma2_2Gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A color in the generic CMYK space, as `init(genericCMYKCyan:magenta:yellow:black:alpha:)`.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericCMYK)!, [cyan, magenta, yellow, black, alpha])
    }

    /// Opaque black, as Core Graphics' `CGColor.black` (a gray).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, as Core Graphics' `CGColor.white` (a gray).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, as Core Graphics' `CGColor.clear` (a gray).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components in the color's space, followed by alpha.
    public var components: [CGFloat]? { storedComponents }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { storedComponents.count }
    /// The alpha component.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// Whether the color is exactly these sRGB components (so that setting it again can keep
    /// this one instead of making another).
    package func isSRGB(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> Bool {
        let c = storedComponents
        return colorSpace === CGColorSpace.sRGBSpace && c[0] == red && c[1] == green && c[2] == blue && c[3] == alpha
    }

    /// Whether the color is exactly this gray in the generic gamma 2.2 space.
    package func isGray(_ gray: CGFloat, _ alpha: CGFloat) -> Bool {
        let c = storedComponents
        return colorSpace === CGColorSpace.grayGamma22Space && c[0] == gray && c[1] == alpha
    }

    /// The same color, as Core Graphics' `copy()`.
    public func copy() -> CGColor? { self }

    /// The same color with another alpha, as Core Graphics' `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let colorSpace else { return nil }
        return CGColor(space: colorSpace, storedComponents.dropLast() + [alpha])
    }

    /// The color in `space`, as Core Graphics' `converted(to:intent:options:)`: between gray,
    /// RGB and CMYK spaces through sRGB (the intent and options change nothing here); nil for
    /// Lab and XYZ colors or spaces.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard let (red, green, blue, alpha) = sRGBComponents else { return nil }
        let linear = [red, green, blue].map(Self.sRGBToLinear)
        func encode(_ value: CGFloat) -> CGFloat { Self.linearToTransfer(value, space.transfer) }
        switch space.model {
        case .rgb:
            return CGColor(space: space, linear.map(encode) + [alpha])
        case .monochrome:
            // Rec. 709 luminance, as Core Graphics converts color to gray.
            let luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
            return CGColor(space: space, [encode(luminance), alpha])
        case .cmyk:
            let black = 1 - max(red, green, blue)
            let scale = black < 1 ? 1 / (1 - black) : 0
            return CGColor(space: space, [(1 - red - black) * scale, (1 - green - black) * scale, (1 - blue - black) * scale, black, alpha])
        default:
            return nil
        }
    }

    /// The color's red, green, blue and alpha in sRGB (unclamped for extended colors); nil for
    /// Lab and XYZ colors. What the renderer draws (worked out once, when the color is made).
    package let sRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    private static func sRGB(of c: [CGFloat], in colorSpace: CGColorSpace) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        let transfer = colorSpace.transfer
        func toSRGB(_ value: CGFloat) -> CGFloat {
            transfer == .sRGB ? value : linearToTransfer(transferToLinear(value, transfer), .sRGB)
        }
        switch colorSpace.model {
        case .rgb: return (toSRGB(c[0]), toSRGB(c[1]), toSRGB(c[2]), c[3])
        case .monochrome: let gray = toSRGB(c[0]); return (gray, gray, gray, c[1])
        case .cmyk: return ((1 - c[0]) * (1 - c[3]), (1 - c[1]) * (1 - c[3]), (1 - c[2]) * (1 - c[3]), c[4])
        default: return nil
        }
    }

    private static func sRGBToLinear(_ value: CGFloat) -> CGFloat { transferToLinear(value, .sRGB) }

    private static func transferToLinear(_ value: CGFloat, _ transfer: CGColorSpace.Transfer) -> CGFloat {
        let magnitude = abs(value)
        let linear: CGFloat = switch transfer {
        case .linear: magnitude
        case .gamma22: pow(magnitude, 2.2)
        case .sRGB: magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        }
        return value < 0 ? -linear : linear
    }

    private static func linearToTransfer(_ value: CGFloat, _ transfer: CGColorSpace.Transfer) -> CGFloat {
        let magnitude = abs(value)
        let encoded: CGFloat = switch transfer {
        case .linear: magnitude
        case .gamma22: pow(magnitude, 1 / 2.2)
        case .sRGB: magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        }
        return value < 0 ? -encoded : encoded
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.storedComponents == rhs.storedComponents && lhs.pattern === rhs.pattern)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(storedComponents)
    }

    /// As Core Graphics describes a color:
    /// `<CGColor 0x…> [<CGColorSpace 0x…> (kCGColorSpaceModelRGB; kCGColorSpaceSRGB)] ( 1 0 0 1 )`.
    public var description: String {
        let values = storedComponents.map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(Unmanaged.passUnretained(self).toOpaque())> [\(colorSpace.map(String.init(describing:)) ?? "")] ( \(values) )"
    }
}
#endif

import Foundation

/// A color in sRGB with alpha, as UIKit's `UIColor`: an immutable object (components from 0 to
/// 1), so that iOS code's `extension UIColor { convenience init(hex:) }` compiles as it is. A
/// dynamic color (`init(dynamicProvider:)`, the system colors) resolves per trait collection;
/// its components are those of its light appearance. Colors are equal when their components
/// (and dynamic provider) are.
open class UIColor: NSObject, @unchecked Sendable {
    @_spi(Rendering) public let red: CGFloat
    @_spi(Rendering) public let green: CGFloat
    @_spi(Rendering) public let blue: CGFloat
    @_spi(Rendering) public let alpha: CGFloat
    /// The provider of a dynamic color; nil for a fixed one.
    private let provider: DynamicColorProvider?
    /// Whether the color was made as a gray (`init(white:alpha:)`): UIKit keeps it in a gray
    /// color space, where it is not equal to the RGB color of the same components.
    private let isGray: Bool
    /// The image a pattern color (`init(patternImage:)`) tiles; nil for other colors.
    @_spi(Rendering) public let patternImage: UIImage?

    /// Creates a color from red, green, blue and alpha components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        provider = nil
        isGray = false
        patternImage = nil
        super.init()
    }

    /// Creates a gray color (in a gray color space, as UIKit's).
    public init(white: CGFloat, alpha: CGFloat) {
        red = Self.clamp(white)
        green = red
        blue = red
        self.alpha = Self.clamp(alpha)
        provider = nil
        isGray = true
        patternImage = nil
        super.init()
    }

    /// A color that paints `image` tiled from the drawing's origin, as UIKit's
    /// `init(patternImage:)`: views' backgrounds and drawing with it (`setFill()`) tile the
    /// image. It has no components (`getRed` answers false).
    public init(patternImage image: UIImage) {
        (red, green, blue, alpha) = (0, 0, 0, 1)
        provider = nil
        isGray = false
        patternImage = image
        super.init()
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Creates a color from red, green, blue and alpha in the Display P3 space, as UIKit's
    /// `init(displayP3Red:green:blue:alpha:)`; drawn as sRGB components here (no wide color).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// The same color, as UIKit's `init(cgColor:)`: a gray for a color in a gray space, else
    /// its sRGB components (black for a Lab or XYZ color, which do not convert here).
    public convenience init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.sRGBComponents ?? (0, 0, 0, cgColor.alpha)
        if cgColor.colorSpace?.model == .monochrome {
            self.init(white: red, alpha: alpha)
        } else {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// A color literal (`#colorLiteral(red:green:blue:alpha:)`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a color from hue, saturation and brightness (HSB), each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(saturating: h) % 6, f = h - h.rounded(.towardZero)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color that is whatever `dynamicProvider` returns for the trait collection it is
    /// resolved with (light appearance, dark, elevated...).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        provider = DynamicColorProvider(dynamicProvider)
        isGray = false
        patternImage = nil
        super.init()
    }

    /// A dynamic color with a light and a dark appearance (and, optionally, elevated ones).
    convenience init(light: UIColor, dark: UIColor, elevatedLight: UIColor? = nil, elevatedDark: UIColor? = nil) {
        self.init { traits in
            let elevated = traits.userInterfaceLevel == .elevated
            if traits.userInterfaceStyle == .dark { return elevated ? elevatedDark ?? dark : dark }
            return elevated ? elevatedLight ?? light : light
        }
    }

    /// The color for `traitCollection`: a dynamic color's appearance there; a fixed color
    /// itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider.provide(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the color changes with the trait collection.
    public var isDynamic: Bool { provider != nil }

    /// The same color with another alpha (for a dynamic color: each appearance with it).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard isDynamic else { return isGray ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// The components in the current trait collection, as UIKit's `getRed(_:green:blue:alpha:)`
    /// (pointers may be nil). Always true: a gray converts to RGB, as UIKit converts it.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard patternImage == nil else { return false }
        let color = resolvedColor(with: .current)
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    /// The brightness (the mean of the components) and alpha in the current trait collection,
    /// as UIKit's `getWhite(_:alpha:)`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard patternImage == nil else { return false }
        let color = resolvedColor(with: .current)
        white?.pointee = (color.red + color.green + color.blue) / 3
        alpha?.pointee = color.alpha
        return true
    }

    /// The Core Graphics color, as UIKit's `cgColor`: the color for the current trait
    /// collection (`UITraitCollection.current`), in the extended sRGB space (a gray in the
    /// extended gray space). It does not follow later appearance changes: a layer given it keeps
    /// it, as on iOS.
    public var cgColor: CGColor {
        if let patternImage { return Self.patternColor(of: patternImage) }
        let color = resolvedColor(with: .current)
        if color.isGray { return CGColor(space: Self.extendedGray, [color.red, color.alpha]) }
        return CGColor(space: Self.extendedSRGB, [color.red, color.green, color.blue, color.alpha])
    }

    private static let extendedGray = CGColorSpace(name: CGColorSpace.extendedGray)!
    private static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB)!

    /// As iOS describes a color: `UIExtendedSRGBColorSpace 1 0.5 0 1`, a gray's
    /// `UIExtendedGrayColorSpace 0.5 1`, a dynamic color's `<UIDynamicProviderColor: 0x…>`.
    open override var description: String {
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        if provider != nil { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        if isGray { return "UIExtendedGrayColorSpace \(number(red)) \(number(alpha))" }
        return "UIExtendedSRGBColorSpace \(number(red)) \(number(green)) \(number(blue)) \(number(alpha))"
    }

    /// Equal components in the same color space (a gray is not equal to the RGB color of the
    /// same components, as in UIKit), and the same provider for dynamic colors.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other === self || (other.red == red && other.green == green && other.blue == blue && other.alpha == alpha
                                  && other.isGray == isGray && other.provider == provider && other.patternImage === patternImage)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(provider)
        return hasher.finalize()
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

/// The provider of a dynamic color, compared by identity.
private final class DynamicColorProvider: Hashable, Sendable {
    let provide: @Sendable (UITraitCollection) -> UIColor

    init(_ provide: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.provide = provide
    }

    static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIColor: _ExpressibleByColorLiteral {}

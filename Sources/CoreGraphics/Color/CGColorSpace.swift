import Foundation

#if !canImport(Darwin)
/// A color space, as Core Graphics' `CGColorSpace`: how a color's components are read — its
/// model (gray, RGB, CMYK), how many components it has, and their transfer curve (sRGB's,
/// gamma 2.2, or linear). Immutable.
///
/// On Linux every color is drawn in sRGB: wide-gamut spaces (Display P3, BT.2020, Adobe RGB)
/// are read with sRGB's primaries and transfer curve, as `UIColor(displayP3Red:…)` is; linear
/// and gamma-2.2 spaces convert by their curves. Lab and XYZ spaces exist by name but their
/// colors do not convert (`CGColor.converted(to:…)` gives nil, and they draw as black).
public final class CGColorSpace: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The component curve of a color space.
    package enum Transfer: Sendable {
        case sRGB, gamma22, linear
    }

    /// The space's name (`CGColorSpace.sRGB`, …); device spaces have theirs too. An immutable
    /// string, so the space is sendable.
    public let name: CFString?
    /// The kind of space.
    public let model: CGColorSpaceModel
    /// Whether components may lie outside 0…1 (the extended spaces).
    package let isExtended: Bool
    package let transfer: Transfer

    /// A pattern space's space for the color of an uncolored pattern (nil otherwise).
    public let baseColorSpace: CGColorSpace?

    package init(name: String?, model: CGColorSpaceModel, isExtended: Bool = false, transfer: Transfer = .sRGB,
                 baseColorSpace: CGColorSpace? = nil) {
        self.name = name.map { $0 as CFString }
        self.model = model
        self.isExtended = isExtended
        self.transfer = transfer
        self.baseColorSpace = baseColorSpace
    }

    /// A pattern color space, as Core Graphics' `init?(patternBaseSpace:)`: colors in it are
    /// patterns; `baseSpace` is the space of an uncolored pattern's color (nil for colored
    /// patterns). Nil when `baseSpace` is itself a pattern space.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        self.init(name: nil, model: .pattern, baseColorSpace: baseSpace)
    }

    /// The space called `name` (one of `CGColorSpace`'s names), or nil for a name Core Graphics
    /// does not know.
    public convenience init?(name: CFString) {
        guard let known = Self.named[name as String] else { return nil }
        self.init(name: name as String, model: known.model, isExtended: known.isExtended, transfer: known.transfer)
    }

    /// The number of color components (alpha not counted): 1 for gray, 3 for RGB, 4 for CMYK.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk: 4
        case .unknown, .deviceN, .indexed, .pattern: 0
        }
    }

    /// Whether the space can be the destination of drawing (a bitmap context's space).
    public var supportsOutput: Bool { model == .monochrome || model == .rgb || model == .cmyk }

    /// Whether the space's gamut is wider than sRGB's (the extended spaces, Display P3, DCI-P3,
    /// BT.2020, Adobe RGB, ROMM RGB, ACEScg).
    public var isWideGamutRGB: Bool {
        model == .rgb && (isExtended || name.map { Self.wideGamutNames.contains($0 as String) } == true)
    }

    private static let wideGamutNames = Set([displayP3, dcip3, itur_2020, adobeRGB1998, rommrgb, acescgLinear].map { $0 as String })

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name.map { $0 as String } == rhs.name.map { $0 as String } && lhs.model == rhs.model)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name.map { $0 as String })
        hasher.combine(model)
    }

    /// As Core Graphics describes a space: `<CGColorSpace 0x…> (kCGColorSpaceModelRGB; kCGColorSpaceSRGB)`.
    public var description: String {
        let model = switch self.model {
        case .monochrome: "kCGColorSpaceModelMonochrome"
        case .rgb: "kCGColorSpaceModelRGB"
        case .cmyk: "kCGColorSpaceModelCMYK"
        case .lab: "kCGColorSpaceModelLab"
        case .XYZ: "kCGColorSpaceModelXYZ"
        case .deviceN: "kCGColorSpaceModelDeviceN"
        case .indexed: "kCGColorSpaceModelIndexed"
        case .pattern: "kCGColorSpaceModelPattern"
        case .unknown: "kCGColorSpaceModelUnknown"
        }
        return "<CGColorSpace \(Unmanaged.passUnretained(self).toOpaque())> (\(model); \((name as String?) ?? ""))"
    }

    // MARK: Names

    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    nonisolated(unsafe) public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    nonisolated(unsafe) public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    nonisolated(unsafe) public static let dcip3: CFString = "kCGColorSpaceDCIP3"
    nonisolated(unsafe) public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    nonisolated(unsafe) public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    nonisolated(unsafe) public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    nonisolated(unsafe) public static let rommrgb: CFString = "kCGColorSpaceROMMRGB"
    nonisolated(unsafe) public static let acescgLinear: CFString = "kCGColorSpaceACESCGLinear"
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    nonisolated(unsafe) public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    nonisolated(unsafe) public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
    nonisolated(unsafe) public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    nonisolated(unsafe) public static let genericLab: CFString = "kCGColorSpaceGenericLab"
    nonisolated(unsafe) public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"

    private static let named: [String: (model: CGColorSpaceModel, isExtended: Bool, transfer: Transfer)] = [
        sRGB as String: (.rgb, false, .sRGB),
        extendedSRGB as String: (.rgb, true, .sRGB),
        linearSRGB as String: (.rgb, false, .linear),
        extendedLinearSRGB as String: (.rgb, true, .linear),
        genericRGBLinear as String: (.rgb, false, .linear),
        displayP3 as String: (.rgb, false, .sRGB),
        extendedDisplayP3 as String: (.rgb, true, .sRGB),
        dcip3 as String: (.rgb, false, .sRGB),
        itur_709 as String: (.rgb, false, .sRGB),
        itur_2020 as String: (.rgb, false, .sRGB),
        adobeRGB1998 as String: (.rgb, false, .gamma22),
        rommrgb as String: (.rgb, false, .gamma22),
        acescgLinear as String: (.rgb, false, .linear),
        genericGrayGamma2_2 as String: (.monochrome, false, .gamma22),
        extendedGray as String: (.monochrome, true, .sRGB),
        linearGray as String: (.monochrome, false, .linear),
        extendedLinearGray as String: (.monochrome, true, .linear),
        genericCMYK as String: (.cmyk, false, .sRGB),
        genericLab as String: (.lab, false, .linear),
        genericXYZ as String: (.XYZ, false, .linear),
    ]

    package static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
    package static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)
    package static let deviceCMYK = CGColorSpace(name: "kCGColorSpaceDeviceCMYK", model: .cmyk)
    /// The space of `CGColor(red:green:blue:alpha:)` and of bitmaps the project makes.
    package static let sRGBSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    /// The space of `CGColor(gray:alpha:)`.
    package static let grayGamma22Space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}

/// The device-dependent RGB space, as Core Graphics' `CGColorSpaceCreateDeviceRGB()` (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device-dependent gray space, as Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// The device-dependent CMYK space, as Core Graphics' `CGColorSpaceCreateDeviceCMYK()`.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { .deviceCMYK }
#endif

import Foundation

/// What a blur style draws: the pixels behind blurred with a Gaussian of `radius` points
/// (its standard deviation), then `tint` laid over them — the system materials' colors,
/// light or dark with the interface style unless the style names one.
@_spi(Rendering) public struct BlurMaterial: Equatable, Sendable {
    /// The standard deviation of the blur, in points.
    public var radius: CGFloat
    /// The color laid over the blurred pixels (resolve it with the view's traits).
    public var tint: UIColor

    init(style: UIBlurEffect.Style) {
        // (white level, opacity) of the light and the dark material.
        let light: (CGFloat, CGFloat), dark: (CGFloat, CGFloat)
        var fixed: UIUserInterfaceStyle?
        switch style {
        case .extraLight: (light, dark, fixed) = ((0.97, 0.8), (0.97, 0.8), .light)
        case .light: (light, dark, fixed) = ((1, 0.3), (1, 0.3), .light)
        case .dark: (light, dark, fixed) = ((0.11, 0.73), (0.11, 0.73), .dark)
        case .extraDark: (light, dark, fixed) = ((0.06, 0.8), (0.06, 0.8), .dark)
        case .regular: (light, dark) = ((0.98, 0.6), (0.11, 0.6))
        case .prominent: (light, dark) = ((0.98, 0.8), (0.11, 0.8))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: (light, dark) = ((0.96, 0.35), (0.1, 0.35))
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: (light, dark) = ((0.97, 0.55), (0.1, 0.55))
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark: (light, dark) = ((0.97, 0.7), (0.11, 0.7))
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: (light, dark) = ((0.97, 0.85), (0.11, 0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: (light, dark) = ((0.976, 0.94), (0.11, 0.94))
        }
        switch style {
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight: fixed = .light
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark: fixed = .dark
        default: break
        }
        let lightColor = UIColor(white: light.0, alpha: light.1), darkColor = UIColor(white: dark.0, alpha: dark.1)
        switch fixed {
        case .light: tint = lightColor
        case .dark: tint = darkColor
        default: tint = UIColor(light: lightColor, dark: darkColor)
        }
        radius = 10
    }
}

import Foundation

/// iOS's system and semantic colors, with their light and dark appearances (and elevated dark
/// backgrounds), as Apple's Human Interface Guidelines give them for iOS.
extension UIColor {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private static func system(_ light: (CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat)) -> UIColor {
        UIColor(light: rgb(light.0, light.1, light.2), dark: rgb(dark.0, dark.1, dark.2))
    }

    public static let systemRed = system((255, 59, 48), (255, 69, 58))
    public static let systemOrange = system((255, 149, 0), (255, 159, 10))
    public static let systemYellow = system((255, 204, 0), (255, 214, 10))
    public static let systemGreen = system((52, 199, 89), (48, 209, 88))
    public static let systemMint = system((0, 199, 190), (99, 230, 226))
    public static let systemTeal = system((48, 176, 199), (64, 200, 224))
    public static let systemCyan = system((50, 173, 230), (100, 210, 255))
    public static let systemBlue = system((0, 122, 255), (10, 132, 255))
    public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
    public static let systemPurple = system((175, 82, 222), (191, 90, 242))
    public static let systemPink = system((255, 45, 85), (255, 55, 95))
    public static let systemBrown = system((162, 132, 94), (172, 142, 104))
    public static let systemGray = system((142, 142, 147), (142, 142, 147))
    public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
    public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
    public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
    public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

    /// The tint color: a view shows it as its `tintColor` (see `UIView.displayedColor(_:)`);
    /// resolved elsewhere, system blue.
    public static let tintColor = UIColor { systemBlue.resolvedColor(with: $0) }

    // MARK: Text

    public static let label = UIColor(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = UIColor(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = UIColor(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = UIColor(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    public static let placeholderText = UIColor(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let link = UIColor(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// White text for dark backgrounds, in every appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Black text for light backgrounds, in every appearance.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Fills

    public static let systemFill = UIColor(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = UIColor(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = UIColor(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = UIColor(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    // MARK: Backgrounds

    public static let systemBackground = UIColor(
        light: rgb(255, 255, 255), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public static let secondarySystemBackground = UIColor(
        light: rgb(242, 242, 247), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    public static let tertiarySystemBackground = UIColor(
        light: rgb(255, 255, 255), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    public static let systemGroupedBackground = UIColor(
        light: rgb(242, 242, 247), dark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30))
    public static let secondarySystemGroupedBackground = UIColor(
        light: rgb(255, 255, 255), dark: rgb(28, 28, 30), elevatedDark: rgb(44, 44, 46))
    public static let tertiarySystemGroupedBackground = UIColor(
        light: rgb(242, 242, 247), dark: rgb(44, 44, 46), elevatedDark: rgb(58, 58, 60))
    /// The background of a grouped table, deprecated since iOS 13: `systemGroupedBackground`.
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackgroundColor")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }

    // MARK: Separators

    public static let separator = UIColor(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = UIColor(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
}

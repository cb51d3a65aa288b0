import Foundation

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`: seven standard sizes
/// (`.large` is the default) and five larger accessibility sizes. Ordered from smallest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from the smallest, `unspecified` excluded.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's position from the smallest; `.large`'s for `unspecified` and unknown ones.
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// The category text is sized for: `traitCollection`'s, else the current trait
    /// collection's, else `.large`.
    static func resolved(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        for category in [traitCollection?.preferredContentSizeCategory, UITraitCollection.current.preferredContentSizeCategory]
        where category != nil && category != .unspecified {
            return category!
        }
        return .large
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Posted (object: the application) when the app's content size category — the key
    /// window's — changes; `newValueUserInfoKey` holds the new category's raw value.
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category's raw value in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    @MainActor
    static func postDidChange(to category: UIContentSizeCategory) {
        NotificationCenter.default.post(name: didChangeNotification, object: UIApplication.shared,
                                        userInfo: [newValueUserInfoKey: category.rawValue])
    }
}

/// An object whose image grows with the accessibility text sizes, as UIKit's
/// `UIAccessibilityContentSizeCategoryImageAdjusting` (iOS 11): image views and buttons.
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    /// Whether the image grows in accessibility content size categories.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}

import Foundation

/// What a bar button item's pre-iOS 13 appearance members set (`setBackgroundImage(_:for:…)`,
/// the position adjustments, and the back button's): per state, style and bar metrics.
struct BarButtonLegacyAppearance: Equatable {
    struct ImageKey: Hashable {
        var state: UInt
        /// Nil: for every style.
        var style: UIBarButtonItem.Style?
        var metrics: UIBarMetrics
    }

    var backgroundImages: [ImageKey: UIImage] = [:]
    var backgroundVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]
    var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backButtonBackgroundImages: [ImageKey: UIImage] = [:]
    var backButtonTitleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backButtonBackgroundVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// The background image for the state, style and metrics: the style's own, else every
    /// style's; the normal state's when the state has none.
    func backgroundImage(in images: [ImageKey: UIImage], state: UIControl.State, style: UIBarButtonItem.Style?, metrics: UIBarMetrics) -> UIImage? {
        for candidate in [state.rawValue, UIControl.State.normal.rawValue] {
            if let style, let image = images[ImageKey(state: candidate, style: style, metrics: metrics)] { return image }
            if let image = images[ImageKey(state: candidate, style: nil, metrics: metrics)] { return image }
        }
        return nil
    }
}

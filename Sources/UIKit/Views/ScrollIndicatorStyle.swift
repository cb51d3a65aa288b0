import Foundation

extension UIScrollView {
    /// The styles of the scroll indicators, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Black at 35 % opacity in the light appearance; in the dark appearance UIKit uses
        /// the white style.
        case `default` = 0
        /// Black at 50 % opacity, for light content.
        case black = 1
        /// White at 50 % opacity, for dark content.
        case white = 2

        /// The indicator's color in `appearance`: UIKit's iOS visual style
        /// (`_UIScrollViewScrollIndicatorVisualStyle_iOS`) gives black at 35 % for `.default`,
        /// black at 50 % for `.black` and white at 50 % for `.white`; `.default` becomes
        /// `.white` in the dark appearance (`-[UIScrollView _effectiveIndicatorStyle]`).
        public func color(in appearance: UIUserInterfaceStyle) -> UIColor {
            switch self {
            case .default: appearance == .dark ? IndicatorStyle.white.color(in: appearance) : UIColor(white: 0, alpha: 0.35)
            case .black: UIColor(white: 0, alpha: 0.5)
            case .white: UIColor(white: 1, alpha: 0.5)
            }
        }
    }
}

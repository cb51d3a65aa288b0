import Foundation

extension UIScrollView {
    /// How the on-screen keyboard is dismissed when a drag begins in the scroll view, as UIKit's
    /// `UIScrollView.KeyboardDismissMode`. Linux has no on-screen keyboard here: a scroll view
    /// keeps the value and nothing else happens.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard is not dismissed by a drag.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the dragging touch off screen and can be pulled back.
        case interactive = 2
        /// The keyboard is dismissed when a drag begins, its accessory view too (iOS 16).
        case onDragWithAccessory = 3
        /// The keyboard and its accessory view follow the dragging touch (iOS 16).
        case interactiveWithAccessory = 4
    }
}

import Foundation

/// An action to display when the user swipes a list row, as UIKit's `UIContextualAction`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The style of the action's button.
    public enum Style: Int, Sendable {
        /// A normal action (gray by default).
        case normal = 0
        /// A destructive action (red by default; the row is removed when it succeeds).
        case destructive = 1
    }

    /// The closure that performs the action: call `completionHandler` with whether it succeeded.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's background color. Default: by style (red for destructive, gray otherwise).
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The set of actions to perform when the user swipes a list row, as UIKit's
/// `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the swiped edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

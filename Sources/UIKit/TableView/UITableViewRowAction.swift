import Foundation

/// A button shown when the user swipes a row, as UIKit's `UITableViewRowAction` (iOS 8,
/// deprecated in iOS 13 for `UIContextualAction`): the delegate's
/// `tableView(_:editActionsForRowAt:)` returns them, first the outermost.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The look of a row action.
    public enum Style: Int, Sendable {
        /// Red: the destructive look.
        case `default` = 0
        /// Gray.
        case normal = 1

        /// The same as `.default`.
        public static var destructive: Style { .default }
    }

    /// The action's style.
    open private(set) var style: Style
    /// The button's title.
    open var title: String?
    /// The button's color; nil gives the style's.
    open var backgroundColor: UIColor?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action; `handler` runs with the action and the row when it is tapped.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The contextual action the row's swipe shows for this one.
    func contextualAction(at path: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) { [self] _, _, completion in
            handler(self, path)
            completion(true)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}

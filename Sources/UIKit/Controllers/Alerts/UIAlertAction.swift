import Foundation

/// An action of an alert or action sheet, as UIKit's: a button with a title and a style that
/// runs its handler when chosen (after the alert is dismissed).
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A button in the tint color.
        case `default` = 0
        /// The action that cancels: bold, last in a column of buttons (first of a row of two),
        /// in its own group in an action sheet; Escape chooses it.
        case cancel = 1
        /// An action that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button can be chosen: a disabled one is drawn gray. Default true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }
    /// What runs when the action is chosen.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Tells the alert showing the action that it changed.
    var onChange: (() -> Void)?

    /// Creates an action with a title, a style and a handler run when it is chosen.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}

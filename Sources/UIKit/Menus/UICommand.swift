import Foundation

/// A menu element that runs an action, as UIKit's `UICommand` (iOS 13): the elements of the main
/// menu an app builds in `buildMenu(with:)`; a `UIKeyCommand` is one with a key. Without
/// selectors, the action is a closure receiving the command. Commands in context menus are not
/// shown here (use `UIAction` there).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The command's title.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The command's image.
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// A title that tells more about the command.
    open var discoverabilityTitle: String?
    /// How the command looks and behaves (`.disabled` commands do not run).
    open var attributes: Attributes
    /// Whether the command shows a checkmark.
    open var state: State
    /// A value the app attaches to tell commands with one action apart.
    open internal(set) var propertyList: Any?
    /// The commands a modifier key turns this one into (kept: there is no menu bar to show
    /// them on Linux).
    open internal(set) var alternates: [UICommandAlternate]
    let perform: ((UICommand) -> Void)?

    /// A command titled `title` that calls `action` when chosen.
    public init(title: String, image: UIImage? = nil, action: ((UICommand) -> Void)?, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off) {
        self.perform = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// A variant of a command chosen with modifier keys held, as UIKit's `UICommandAlternate`.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The variant's title.
    public let title: String
    /// The keys held to choose it.
    public let modifierFlags: UIKeyModifierFlags
    let perform: ((UICommandAlternate) -> Void)?

    /// A variant titled `title`, chosen with `modifierFlags`, that calls `action`.
    public init(title: String, action: ((UICommandAlternate) -> Void)?, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.perform = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}

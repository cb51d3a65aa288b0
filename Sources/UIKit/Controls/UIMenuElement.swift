import Foundation

/// An element of a menu, as UIKit's `UIMenuElement`: the common part of actions and menus.
///
/// Menus are models; `Menus/` draws and shows them: context menus
/// (`UIContextMenuInteraction`, the collection view's delegate methods), a button's menu as its
/// primary action, and the list cell's pop-up menu accessory.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Whether an element shows a checkmark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// How an element looks and behaves, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is drawn in the destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu on screen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The element's title.
    open internal(set) var title: String
    /// The element's subtitle (iOS 15).
    open var subtitle: String?
    /// The element's image.
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// The closure an action performs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its handler when chosen, as UIKit's `UIAction`; controls
/// perform it for their events (`UIControl.addAction(_:for:)`), buttons as their primary action.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The name that identifies an action, as UIKit's `UIAction.Identifier`. A control holds
    /// one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; the title of a button made with it as its primary action.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The action's image.
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The image shown when the action's state is `.on` (iOS 17); nil shows `image`.
    open var selectedImage: UIImage?
    /// The action's identifier: the one given, else a unique one made for it.
    public let identifier: Identifier
    /// A title that tells more about the action (for key commands and accessibility).
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    open var attributes: Attributes
    /// Whether the action shows a checkmark in a menu.
    open var state: State
    /// What performed the action: the control, while its handler runs and after; nil until the
    /// action was performed.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action (iOS 13's initializer).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.action.dynamic." + UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Creates an action with a subtitle and a selected image (iOS 17's initializer).
    public convenience init(title: String = "", subtitle: String?, image: UIImage? = nil, selectedImage: UIImage? = nil,
                            identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                            attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.init(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state, handler: handler)
        self.subtitle = subtitle
        self.selectedImage = selectedImage
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }

    /// Performs the action as if `sender` sent it, as UIKit's `performWithSender(_:target:)`
    /// (iOS 16): the handler runs with `sender` as the action's sender. An action's handler is a
    /// closure, so `target` changes nothing.
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }
}

/// A group of menu elements, as UIKit's `UIMenu` (see `UIMenuElement`; `MenuView` draws it).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The name that identifies a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is drawn in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on` at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's elements, as UIKit's `UIMenu.ElementSize` (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0, medium, large
        case automatic = -1
    }

    /// The menu's identifier: the one given, else a unique one made for it.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of the menu's elements.
    open var preferredElementSize: ElementSize
    /// The menu's elements.
    public let children: [UIMenuElement]

    /// Creates a menu (iOS 14's initializer).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.children = children
        preferredElementSize = .large
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Creates a menu with a subtitle and an element size (iOS 16's initializer).
    public convenience init(title: String = "", subtitle: String?, image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], preferredElementSize: ElementSize = .large,
                            children: [UIMenuElement] = []) {
        self.init(title: title, image: image, identifier: identifier, options: options, children: children)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }

    /// A copy of the menu, with the same title, image, identifier and options, holding `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
        menu.subtitle = subtitle
        menu.preferredElementSize = preferredElementSize
        return menu
    }

    /// The children (actions, in nested inline menus too) whose state is `.on` (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let action = element as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }
}

import Foundation

/// A group of bar button items shown together, as UIKit's `UIBarButtonItemGroup` (the
/// shortcuts bar above the keyboard lays groups out).
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// A group of `barButtonItems`, shown as `representativeItem` where they do not fit.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        for item in barButtonItems { item.buttonGroup = self }
    }

    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }

    /// The items of the group (each item's `buttonGroup` is the group).
    open var barButtonItems: [UIBarButtonItem] {
        didSet { for item in barButtonItems { item.buttonGroup = self } }
    }
    /// The item shown for the group where its items do not fit.
    open var representativeItem: UIBarButtonItem?
    /// Whether the representative item shows instead of the items: never (nothing runs short of room).
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the group is hidden. Default false.
    open var isHidden = false
}

/// The shortcuts a text input shows beside the keyboard's suggestions, as UIKit's
/// `UITextInputAssistantItem`. Linux shows no on-screen keyboard and no shortcuts bar: the
/// groups are kept for the code that sets them (often to empty them), and not shown.
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// Whether the system may hide the shortcuts to make room. Default true.
    open var allowsHidingShortcuts = true
    /// The groups at the leading end of the shortcuts bar.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups at the trailing end.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The item the keyboard shows in place of its Return key (iOS 17). Default nil.
    open var keyboardActionButtonItem: UIBarButtonItem?
}

private nonisolated(unsafe) var inputAssistantItemKey: UInt8 = 0

extension UIResponder {
    /// The responder's shortcuts for the keyboard's assistant bar, made when first asked for
    /// (kept, not shown: see `UITextInputAssistantItem`).
    public var inputAssistantItem: UITextInputAssistantItem {
        if let item = objc_getAssociatedObject(self, &inputAssistantItemKey) as? UITextInputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        objc_setAssociatedObject(self, &inputAssistantItemKey, item, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return item
    }
}

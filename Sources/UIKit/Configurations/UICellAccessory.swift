import Foundation

/// An accessory of a list cell, as UIKit's `UICellAccessory` (iOS 14): a disclosure
/// indicator, outline disclosure, checkmark, delete, insert, reorder, multiselect, label, detail
/// or custom view, shown always, only while editing, or only while not editing.
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing, whenNotEditing
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for its kind.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// The options of a disclosure indicator (and, with the same members, of a checkmark and a
    /// detail button).
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// The options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the disclosure looks and where it sits.
        public enum Style: Int, Sendable {
            /// Header style for a root item with children, cell style otherwise.
            case automatic = 0
            /// A header's chevron on the trailing side; tapping the row toggles it.
            case header
            /// A cell's chevron on the leading side.
            case cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// The options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions

    /// The options of a delete control.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The options of an insert control.
    public typealias InsertOptions = DeleteOptions
    /// The options of a multiselect circle.
    public typealias MultiselectOptions = DeleteOptions
    /// The options of a detail button.
    public typealias DetailOptions = CheckmarkOptions

    /// The options of a pop-up menu (iOS 16).
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions
    /// The closure a pop-up menu accessory calls with its menu once the user chose another
    /// element (iOS 16, as UIKit's `UICellAccessory.MenuSelectedElementDidChangeHandler`).
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// The options of a reorder control.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// The options of a label.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom view accessory goes: the side, when it shows, and its position among the
    /// accessories on that side (a closure of the accessories there).
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// A custom view accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its own size instead of being sized to fit.
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, reorder(showsVerticalSeparator: Bool), multiselect, detail
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case delete, insert
        case label(String, UIFont?)
        case customView(CustomViewConfiguration)
        case popUpMenu(UIMenu, MenuSelectedElementDidChangeHandler?)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension?
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: (@MainActor () -> Void)?

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
                 background: UIColor? = nil, action: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width
        tintColor = tint
        backgroundColor = background
        actionHandler = action
    }

    /// A chevron that says the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor)
    }

    /// A chevron that expands and collapses an outline item; tapping it toggles the item (or runs
    /// `actionHandler` when given).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
                      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A checkmark in the tint color.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor)
    }

    /// A red delete control on the leading side, while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// A green insert control on the leading side, while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// A reorder grip on the trailing side, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
                      isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A selection circle on the leading side, while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor, background: options.backgroundColor)
    }

    /// A text on the trailing side.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed: displayed, isHidden: options.isHidden,
                      width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// An information button on the trailing side.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                      tint: options.tintColor, action: actionHandler)
    }

    /// Up and down chevrons on the trailing side that say a tap anywhere in the row shows
    /// `menu` as a pop-up menu (iOS 16): its selected element checked (the first one when none
    /// is `.on`), a chosen element becomes the only selected one, its handler runs, then
    /// `selectedElementDidChangeHandler` gets the menu.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu, selectedElementDidChangeHandler), displayed: displayed, isHidden: options.isHidden,
                      width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A view of your own.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                             width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether it goes on the leading side; `isHeader`: whether the row is a section's header
    /// row (an automatic outline disclosure then takes the header style).
    func isLeading(isHeader: Bool) -> Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .outlineDisclosure(let style): resolvedOutlineStyle(style, isHeader: isHeader) == .cell
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        case .disclosureIndicator, .checkmark, .reorder, .detail, .label, .popUpMenu: false
        }
    }

    /// An outline disclosure's style: `.automatic` is the header style on a header row.
    func resolvedOutlineStyle(_ style: OutlineDisclosureOptions.Style, isHeader: Bool) -> OutlineDisclosureOptions.Style {
        style == .automatic ? (isHeader ? .header : .cell) : style
    }

    /// Whether it shows now.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}

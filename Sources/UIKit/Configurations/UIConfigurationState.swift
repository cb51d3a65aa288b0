import Foundation

/// The requirements for an object that contains the state a view's configurations are resolved
/// against, as UIKit's `UIConfigurationState` (iOS 14).
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// A custom state value; nil when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom state of a configuration state, as UIKit's `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view: traits, disabled, highlighted, selected, focused, as UIKit's
/// `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a cell: a view's state plus editing, swiping, expansion, reordering and drag
/// and drop, as UIKit's `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Whether the cell is being dragged.
    public enum DragState: Int, Sendable {
        case none = 0, lifting, dragging
    }

    /// Whether something is dragged over the cell.
    public enum DropState: Int, Sendable {
        case none = 0, notTargeted, targeted
    }

    public var traitCollection: UITraitCollection
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    /// The Boolean states, one bit each, and the drag and drop states: packed so that the
    /// whole state fits in an existential's inline buffer (three words), and passing it as
    /// `any UIConfigurationState` allocates nothing.
    private var flags: UInt16 = 0
    private var dragAndDrop: (drag: UInt8, drop: UInt8) = (0, 0)

    private func flag(_ bit: UInt16) -> Bool { flags & bit != 0 }
    private mutating func set(_ bit: UInt16, _ on: Bool) { if on { flags |= bit } else { flags &= ~bit } }

    public var isDisabled: Bool { get { flag(1 << 0) } set { set(1 << 0, newValue) } }
    public var isHighlighted: Bool { get { flag(1 << 1) } set { set(1 << 1, newValue) } }
    public var isSelected: Bool { get { flag(1 << 2) } set { set(1 << 2, newValue) } }
    public var isFocused: Bool { get { flag(1 << 3) } set { set(1 << 3, newValue) } }
    /// Whether the cell is in editing mode.
    public var isEditing: Bool { get { flag(1 << 4) } set { set(1 << 4, newValue) } }
    /// Whether the cell's row is swiped to show actions.
    public var isSwiped: Bool { get { flag(1 << 5) } set { set(1 << 5, newValue) } }
    /// Whether the cell's outline item is expanded.
    public var isExpanded: Bool { get { flag(1 << 6) } set { set(1 << 6, newValue) } }
    /// Whether the cell is being reordered.
    public var isReordering: Bool { get { flag(1 << 7) } set { set(1 << 7, newValue) } }
    public var cellDragState: DragState {
        get { DragState(rawValue: Int(dragAndDrop.drag)) ?? .none }
        set { dragAndDrop.drag = UInt8(newValue.rawValue) }
    }
    public var cellDropState: DropState {
        get { DropState(rawValue: Int(dragAndDrop.drop)) ?? .none }
        set { dragAndDrop.drop = UInt8(newValue.rawValue) }
    }

    public static func == (lhs: UICellConfigurationState, rhs: UICellConfigurationState) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.flags == rhs.flags && lhs.dragAndDrop == rhs.dragAndDrop
            && lhs.custom == rhs.custom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(traitCollection)
        hasher.combine(flags)
        hasher.combine(dragAndDrop.drag)
        hasher.combine(dragAndDrop.drop)
        hasher.combine(custom)
    }

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension UIConfigurationState {
    /// The state's flags when it is a view's or a cell's state: (selected, highlighted, disabled).
    var viewFlags: (selected: Bool, highlighted: Bool, disabled: Bool) {
        // A focused cell looks highlighted (the keyboard's focus on a list row).
        if let state = self as? UICellConfigurationState { return (state.isSelected, state.isHighlighted || state.isFocused, state.isDisabled) }
        if let state = self as? UIViewConfigurationState { return (state.isSelected, state.isHighlighted, state.isDisabled) }
        return (false, false, false)
    }
}

/// The requirements for a content configuration: the description of a content view's look
/// for a state, as UIKit's `UIContentConfiguration` (iOS 14).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration as it looks in `state` (selected, highlighted...).
    func updated(for state: any UIConfigurationState) -> Self
}

/// The requirements for a view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16): true by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A transformation of a color for a state, as UIKit's `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Makes the color gray, keeping its lightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            let gray = 0.299 * resolved.red + 0.587 * resolved.green + 0.114 * resolved.blue
            return UIColor(red: gray, green: gray, blue: gray, alpha: resolved.alpha)
        }
    }
}

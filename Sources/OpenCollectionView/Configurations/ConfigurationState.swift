import Foundation

/// The requirements for an object that contains the state a view's configurations are resolved
/// against, as UIKit's `UIConfigurationState` (iOS 14).
public protocol ConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: TraitCollection)
    /// The traits of the view.
    var traitCollection: TraitCollection { get set }
    /// A custom state value; nil when not set.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom state of a configuration state, as UIKit's `UIConfigurationStateCustomKey`.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view: traits, disabled, highlighted, selected, focused, as UIKit's
/// `UIViewConfigurationState`.
public struct ViewConfigurationState: ConfigurationState, Hashable {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a cell: a view's state plus editing, swiping, expansion, reordering and drag
/// and drop, as UIKit's `UICellConfigurationState`.
public struct CellConfigurationState: ConfigurationState, Hashable {
    /// Whether the cell is being dragged.
    public enum DragState: Int, Sendable {
        case none = 0, lifting, dragging
    }

    /// Whether something is dragged over the cell.
    public enum DropState: Int, Sendable {
        case none = 0, notTargeted, targeted
    }

    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's row is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension ConfigurationState {
    /// The state's flags when it is a view's or a cell's state: (selected, highlighted, disabled).
    var viewFlags: (selected: Bool, highlighted: Bool, disabled: Bool) {
        if let state = self as? CellConfigurationState { return (state.isSelected, state.isHighlighted, state.isDisabled) }
        if let state = self as? ViewConfigurationState { return (state.isSelected, state.isHighlighted, state.isDisabled) }
        return (false, false, false)
    }
}

/// The requirements for a content configuration: the description of a content view's look
/// for a state, as UIKit's `UIContentConfiguration` (iOS 14).
@preconcurrency @MainActor
public protocol ContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> View & ContentView
    /// The configuration as it looks in `state` (selected, highlighted...).
    func updated(for state: any ConfigurationState) -> Self
}

/// The requirements for a view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16): true by default.
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: any ContentConfiguration) -> Bool { true }
}

/// A transformation of a color for a state, as UIKit's `UIConfigurationColorTransformer`.
public struct ConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (Color) -> Color

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        self.transform = transform
    }

    public func callAsFunction(_ input: Color) -> Color { transform(input) }

    /// Makes the color gray, keeping its lightness.
    public static let grayscale = ConfigurationColorTransformer { color in
        Color { traits in
            let resolved = color.resolvedColor(with: traits)
            let gray = 0.299 * resolved.red + 0.587 * resolved.green + 0.114 * resolved.blue
            return Color(red: gray, green: gray, blue: gray, alpha: resolved.alpha)
        }
    }
}

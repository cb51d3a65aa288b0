import Foundation

/// How bar button items of one style look, as UIKit's `UIBarButtonItemAppearance` (iOS 13):
/// one `UIBarButtonItemStateAppearance` each for the normal, highlighted, disabled and focused
/// states. A bar appearance holds one per item style (`buttonAppearance`,
/// `doneButtonAppearance`, `backButtonAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying, AppearancePart {
    /// The appearance in the normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// The appearance while highlighted (made from `normal` where not set).
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The appearance while disabled (made from `normal` where not set).
    public let disabled = UIBarButtonItemStateAppearance()
    /// The appearance while focused (made from `highlighted` where not set).
    public let focused = UIBarButtonItemStateAppearance()
    /// The style the appearance was made for.
    private(set) var style: UIBarButtonItem.Style
    /// Called when a state's appearance changes.
    var onChange: (() -> Void)?

    /// Makes the appearance of plain items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// Makes the default appearance of items of `style`.
    public required init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
        for state in states { state.onChange = { [weak self] in self?.onChange?() } }
    }

    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// Resets every state to the defaults of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        for state in states { state.reset() }
        onChange?()
    }

    /// A copy of the appearance.
    public func copy(with zone: NSZone?) -> Any { copy() }

    /// A copy of the appearance.
    open func copy() -> Self {
        let copy = type(of: self).init(style: style)
        for (mine, theirs) in zip(states, copy.states) { theirs.take(mine) }
        return copy
    }

    @_disfavoredOverload nonisolated open override func copy() -> Any { super.copy() }

    /// The title attributes for an item's `state`: the state's own over the normal ones (over
    /// the highlighted ones for focused).
    func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = normal.titleTextAttributes
        if state.contains(.focused) { attributes.merge(highlighted.titleTextAttributes) { $1 } }
        let own = state.contains(.disabled) ? disabled : state.contains(.focused) ? focused
            : state.contains(.highlighted) ? highlighted : normal
        attributes.merge(own.titleTextAttributes) { $1 }
        return attributes
    }

    /// The title offset for `state` (the state's own unless zero, else the normal one's).
    func titlePositionAdjustment(for state: UIControl.State) -> UIOffset {
        let own = state.contains(.disabled) ? disabled : state.contains(.highlighted) ? highlighted : normal
        return own.titlePositionAdjustment != .zero ? own.titlePositionAdjustment : normal.titlePositionAdjustment
    }
}

/// How bar button items look in one state, as UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObject {
    /// The title's font, color and other attributes (empty: the bar's defaults).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the title moves.
    public var titlePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    /// An image behind the button (kept; the bars here draw none behind buttons).
    public var backgroundImage: UIImage? { didSet { onChange?() } }
    /// How far the background image moves (kept with it).
    public var backgroundImagePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    var onChange: (() -> Void)?

    override init() {
        super.init()
    }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

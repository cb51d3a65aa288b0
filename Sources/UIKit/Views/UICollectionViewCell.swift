import Foundation

/// A single data item when that item is within the collection view's visible bounds, as UIKit's
/// `UICollectionViewCell`. Put your content in `contentView`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, ConfigurableCell {
    /// The main view to which you add your cell's custom content; it fills the cell.
    open private(set) var contentView: UIView

    /// The view displayed behind the cell's other content.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// The view displayed above the background view when the cell is selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    /// The selection state of the cell; the collection view sets it.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// The highlight state of the cell; the collection view sets it while a touch is down.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    // MARK: Configurations (iOS 14)

    /// The configuration of the cell's content. Setting it replaces `contentView` with the
    /// configuration's view, or gives the configuration to the current content view when that
    /// view supports it; nil puts back a plain content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            var replaced = storedContentConfiguration as? UIListContentConfiguration
            storedContentConfiguration = newValue
            showContentConfiguration()
            UIListContentConfiguration.recycle(&replaced)
        }
    }
    private var storedContentConfiguration: (any UIContentConfiguration)?

    /// The configuration of the cell's background. Setting it removes `backgroundView` and
    /// `selectedBackgroundView` and the cell's background color, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { showBackgroundConfiguration() }
    }

    /// A background configuration with the system's default values for the cell (iOS 16):
    /// outside a list section, a plain list cell's (`listPlainCell()`); a list cell gives its
    /// section's appearance.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listPlainCell()
    }

    /// Whether the content configuration follows the cell's state (`updated(for:)`). Default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the background configuration follows the cell's state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The closure that configures the cell for a state (iOS 15).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called with the cell and its state whenever the configuration is updated (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// States the collection view sets: editing, expanded (outlines), swiped, reordering.
    var isEditingState = false { didSet { if isEditingState != oldValue { setNeedsUpdateConfiguration() } } }
    var isExpandedState = false { didSet { if isExpandedState != oldValue { setNeedsUpdateConfiguration() } } }
    var isSwipedState = false { didSet { if isSwipedState != oldValue { setNeedsUpdateConfiguration() } } }
    var isReorderingState = false { didSet { if isReorderingState != oldValue { setNeedsUpdateConfiguration() } } }
    var isFocusedState = false { didSet { if isFocusedState != oldValue { setNeedsUpdateConfiguration() } } }
    /// Where the cell is in a drag of its item (set by the collection view's drag).
    var dragStateValue: DragState = .none
    /// The type of configuration the content view was made from.
    var contentViewConfigurationType: Any.Type?
    /// The view showing `backgroundConfiguration`.
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Whether `updateConfiguration(using:)` must run before the next layout.
    var needsConfigurationUpdate = false

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        // It follows the cell's size, so that constraints to it size the cell (self-sizing).
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Whether the cell can become focused: its collection view's delegate decides
    /// (`collectionView(_:canFocusItemAt:)`), else the collection view's `allowsFocus`.
    open override var canBecomeFocused: Bool {
        var node = superview
        while let view = node, !(view is UICollectionView) { node = view.superview }
        guard let collectionView = node as? UICollectionView, let path = collectionView.indexPath(for: self) else { return false }
        return collectionView.delegateAllowsFocus(at: path)
    }

    /// The cell's current state: its traits, selection, highlight, editing, expansion, swipe
    /// and reordering.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingState
        state.isExpanded = isExpandedState
        state.isSwiped = isSwipedState
        state.isReordering = isReorderingState
        state.isFocused = isFocusedState
        state.cellDragState = UICellConfigurationState.DragState(rawValue: dragStateValue.rawValue) ?? .none
        return state
    }

    /// Called when the cell's drag state changed: `.lifting` when a drag of its item lifts it,
    /// `.dragging` once the drag began, `.none` when the drag ended. The default does nothing;
    /// `configurationState.cellDragState` follows the same state.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell for `state`: the content and background configurations take the state
    /// (when they update automatically), then the `configurationUpdateHandler` runs. Subclasses
    /// override it to configure themselves, calling `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            showUpdated(configuration, for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            backgroundConfigurationView?.show(configuration.updated(for: state), margins: directionalLayoutMargins)
        }
        configurationUpdateHandler?(self, state)
    }

    /// The content view's preferred size when a content configuration is set (self-sizing rows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuredSizeThatFits(size) ?? super.sizeThatFits(size)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let fill = bounds
        contentView.frame = contentFrame(in: fill)
        backgroundView?.frame = fill
        selectedBackgroundView?.frame = fill
        layoutBackgroundConfiguration()
    }

    /// Where the content view goes in the cell's bounds: all of it (list cells leave room for
    /// their accessories).
    func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    /// The replaced content view, so that configuration code can swap it.
    func replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === contentView } ?? subviews.count
        contentView.removeFromSuperview()
        contentView = view
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = contentFrame(in: bounds)
        insertSubview(view, at: min(index, subviews.count))
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new {
            new.frame = bounds
            insertSubview(new, at: index)
        }
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

extension UICollectionViewCell {
    /// Where a cell is in a drag of its item, as UIKit's `UICollectionViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none = 0
        case lifting = 1
        case dragging = 2
    }

    /// Sets the drag state, updates the configuration and tells `dragStateDidChange(_:)`.
    func setDragState(_ state: DragState) {
        guard state != dragStateValue else { return }
        dragStateValue = state
        setNeedsUpdateConfiguration()
        dragStateDidChange(state)
    }
}

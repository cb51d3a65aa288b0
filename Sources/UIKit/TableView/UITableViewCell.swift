import Foundation

/// The visual representation of one row of a table view, as UIKit's `UITableViewCell`: a
/// content view (with the standard text label, detail label and image view of its style, or a
/// content configuration), an accessory along the trailing edge, a background and a selected
/// background, and the bottom separator the table draws for it.
@preconcurrency @MainActor
open class UITableViewCell: UIView, ConfigurableCell, SwipeableCell {
    /// The standard layouts of a cell's labels and image (`textLabel`, `detailTextLabel`, `imageView`).
    public enum CellStyle: Int, Sendable {
        /// A text label on the leading side, an optional image before it; no detail label.
        case `default` = 0
        /// A text label on the leading side and a detail label (secondary color) on the trailing side.
        case value1 = 1
        /// A small tinted text label followed by a detail label.
        case value2 = 2
        /// A text label with a smaller detail label below it.
        case subtitle = 3
    }

    /// The style of the separators between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        /// Deprecated since iOS 11: drawn as `.singleLine`.
        case singleLineEtched = 2
    }

    /// How the cell looks when selected. Since iOS 7 `.blue` and `.gray` look like `.default`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The editing control of a row while the table edits.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The standard accessory views.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An information button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint color.
        case checkmark = 3
        /// An information button.
        case detailButton = 4
    }

    /// How the cell looks when focused.
    public enum FocusStyle: Int, Sendable {
        case `default` = 0
        case custom = 1
    }

    /// Where the cell is in a drag of its row.
    public enum DragState: Int, Sendable {
        case none = 0
        case lifting = 1
        case dragging = 2
    }

    /// The cell's transitions into and out of editing states, for `willTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state (no flags).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    let cellStyle: CellStyle
    /// The identifier the cell was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The view that holds the cell's content: add subviews here, not to the cell, so that they
    /// move aside for the accessory and the editing controls.
    open private(set) var contentView: UIView

    /// Creates a cell of `style`, reusable under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        finishInit()
    }

    /// Creates a `.default` cell without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell of a registered class: `init(style: .default, reuseIdentifier:)`, which
    /// subclasses override (UIKit calls it through the Objective-C runtime).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        contentView.frame = bounds
        contentView.preservesSuperviewLayoutMargins = true
        contentView.layoutMargins = .zero
        addSubview(contentView)
        marginsSetByApp = false  // UIView's initializer sets them through the property.
        applyTableMargins(NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    // MARK: Standard content

    private var standardTextLabel: UILabel?
    private var standardDetailTextLabel: UILabel?
    private var standardImageView: UIImageView?

    /// The label of the cell's main text (in every style), created when first asked for.
    /// Deprecated in spirit since iOS 14: `defaultContentConfiguration()` replaces it.
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = StandardCellLabel.make(for: cellStyle, detail: false, tintColor: tintColor)
        standardTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The label of the cell's secondary text; nil in the `.default` style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let standardDetailTextLabel { return standardDetailTextLabel }
        let label = StandardCellLabel.make(for: cellStyle, detail: true, tintColor: tintColor)
        standardDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The image view on the leading side, created when first asked for; it shows when it has an image.
    open var imageView: UIImageView? {
        if let standardImageView { return standardImageView }
        let view = UIImageView(frame: .zero)
        standardImageView = view
        contentView.addSubview(view)
        return view
    }

    /// The standard views the cell created, for its layout.
    var standardViews: (text: UILabel?, detail: UILabel?, image: UIImageView?) {
        (standardTextLabel, standardDetailTextLabel, standardImageView)
    }

    // MARK: Background and selection

    /// The view behind the content. Default nil: the table's default background.
    open var backgroundView: UIView? {
        didSet { replaceSubview(oldValue, with: backgroundView, below: contentView); setNeedsLayout() }
    }

    /// The view behind the content while the cell is selected or highlighted. Default nil:
    /// the system's gray (unless `selectionStyle` is `.none`).
    open var selectedBackgroundView: UIView? {
        didSet { replaceSubview(oldValue, with: selectedBackgroundView, below: contentView); setNeedsLayout() }
    }

    /// The background while the cell is selected in a table that allows multiple selection.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { replaceSubview(oldValue, with: multipleSelectionBackgroundView, below: contentView); setNeedsLayout() }
    }

    /// How the selected and highlighted cell looks. Default `.default`.
    open var selectionStyle: SelectionStyle = .default {
        didSet { setNeedsLayout() }
    }

    /// Whether the cell is selected; the table sets it. Setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; the table sets it while a touch is down on the row.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedState = false
    private var highlightedState = false

    /// Selects or deselects the cell: the selected background shows, labels take their
    /// highlighted colors and the configuration updates.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        selectionAppearanceDidChange()
    }

    /// Highlights the cell or removes its highlight, as `setSelected(_:animated:)` looks.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        selectionAppearanceDidChange()
    }

    private func selectionAppearanceDidChange() {
        let lit = selectedState || highlightedState
        standardTextLabel?.isHighlighted = lit
        standardDetailTextLabel?.isHighlighted = lit
        standardImageView?.isHighlighted = lit
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    // MARK: Accessories

    /// The standard accessory on the trailing side. Default `.none`; `accessoryView` wins.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }

    /// A custom accessory view on the trailing side, sized by `sizeThatFits` (or its frame).
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } }
    }

    /// The standard accessory while the table edits. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { accessoryDidChange() } }
    }

    /// A custom accessory view while the table edits.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } }
    }

    // MARK: What the table's editing and swipes show

    /// The editing control on the leading side (delete, insert or the selection circle).
    var editingControl: CellAccessoryView?
    /// The reorder control on the trailing side while the row can move.
    var reorderControl: CellAccessoryView?
    /// Whether the table shows the reorder control (editing, and the row can move).
    var showsReorderHandle = false {
        didSet { if showsReorderHandle != oldValue { setNeedsLayout() } }
    }
    /// Whether the table selects several rows (the leading control is a selection circle while
    /// editing, and a selected cell shows `multipleSelectionBackgroundView`).
    var showsSelectionCircle = false {
        didSet { if showsSelectionCircle != oldValue { setNeedsLayout() } }
    }
    /// The table's metrics generation and the row they were given for (see `applyMetrics`).
    var appliedMetricsGeneration = -1
    var appliedMetricsPath: IndexPath?
    /// Whether the cell's row has keyboard focus: it shows the highlighted background.
    var isFocusedState = false {
        didSet { if isFocusedState != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the app set the cell's margins (the table then leaves them).
    var marginsSetByApp = false
    /// Whether the table's delegate lets the content indent while editing.
    var tableIndentsWhileEditing = true {
        didSet { if tableIndentsWhileEditing != oldValue { setNeedsLayout() } }
    }
    /// How far the row has slid to reveal swipe actions.
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The revealed swipe actions (or the delete confirmation).
    var swipeActionsView: SwipeActionsView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { insertSubview(swipeActionsView, at: 0) }
            let showing = swipeActionsView != nil
            clipsToBounds = showing
            guard showing != showingDeleteConfirmation else { return }
            var state: StateMask = isEditing && editingStyle != .none ? .showingEditControl : []
            if showing { state.insert(.showingDeleteConfirmation) }
            willTransition(to: state)
            showingDeleteConfirmation = showing
            setNeedsUpdateConfiguration()
            didTransition(to: state)
        }
    }

    /// The views of the standard accessory shown now (a detail button and a chevron at most).
    var standardAccessoryViews: [CellAccessoryView] = []
    var shownAccessoryType: AccessoryType?

    // MARK: Editing

    /// Whether the cell is in editing mode; the table sets it with `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// Turns the cell's editing mode on or off: the editing accessory replaces the accessory
    /// and the content indents (`shouldIndentWhileEditing`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        let state: StateMask = editing && editingStyle != .none ? .showingEditControl : []
        willTransition(to: state)
        editingState = editing
        accessoryDidChange()
        setNeedsUpdateConfiguration()
        didTransition(to: state)
    }

    /// The row's editing style, as the table's delegate gave it. `.none` outside editing.
    open internal(set) var editingStyle: EditingStyle = .none

    /// Whether the cell shows its delete confirmation button.
    open internal(set) var showingDeleteConfirmation = false

    /// Whether the cell shows a reorder control while editing (the data source must also let
    /// the row move). Default false.
    open var showsReorderControl = false

    /// Whether the content indents while the table edits. Default true.
    open var shouldIndentWhileEditing = true

    /// The indentation of the content, in multiples of `indentationWidth`. Default 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one level of indentation. Default 10.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// The insets of the cell's bottom separator; nil edges take the table's. Setting any value
    /// replaces the table's inset for this cell.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    /// The inset the cell set itself, nil while the table's applies.
    var ownSeparatorInset: UIEdgeInsets?

    /// How the cell looks focused: `.default` shows the highlighted background while the row
    /// has keyboard focus, `.custom` leaves the look to the cell (its configuration state's
    /// `isFocused`). Default `.default`.
    open var focusStyle: FocusStyle = .default

    /// Whether the cell's views take touches while its row is dragged. Default false: the
    /// dragged cell's controls ignore taps until the drag ends.
    open var userInteractionEnabledWhileDragging = false

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard dragStateValue != .none, !userInteractionEnabledWhileDragging, hit != nil else { return hit }
        return self
    }

    /// The cell is about to enter `state`: its editing control shows or goes (`setEditing`), its
    /// delete confirmation (or swipe actions) shows or goes. The default does nothing.
    open func willTransition(to state: StateMask) {}

    /// The cell entered `state`. The default does nothing.
    open func didTransition(to state: StateMask) {}

    /// Called when the cell's drag state changed: `.lifting` when a drag of its row lifts it,
    /// `.dragging` once the drag began, `.none` when the drag ended. The default does nothing;
    /// `configurationState.cellDragState` follows the same state.
    open func dragStateDidChange(_ dragState: DragState) {}

    func setDragState(_ state: DragState) {
        guard state != dragStateValue else { return }
        dragStateValue = state
        setNeedsUpdateConfiguration()
        dragStateDidChange(state)
    }

    /// Readies a dequeued cell: it is no longer selected, highlighted or editing. Subclasses
    /// reset their content here, calling `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        swipeOffset = 0
        swipeActionsView = nil
        marginsSetByApp = false
        alpha = 1
    }

    // MARK: Configurations (iOS 14)

    /// The configuration of the cell's content. Setting it replaces `contentView` with the
    /// configuration's view (or gives the configuration to the current one); nil puts back a
    /// plain content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    /// The configuration of the cell's background. Setting it removes `backgroundView` and
    /// `selectedBackgroundView` and the cell's background color, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { showBackgroundConfiguration() }
    }

    /// Whether the content configuration follows the cell's state. Default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the background configuration follows the cell's state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The closure that configures the cell for a state (iOS 15).
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Called with the cell and its state whenever the configuration is updated (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A list content configuration in the cell's style: `.cell()` for `.default` (and
    /// `.value2`), `.valueCell()` for `.value1`, `.subtitleCell()` for `.subtitle`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        case .default, .value2: .cell()
        }
    }

    /// A background configuration for the cell's table: a plain list cell's, or a grouped one's
    /// in grouped tables (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// The cell's state: traits, selection, highlight, editing, swipe.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        state.isFocused = isFocusedState
        state.cellDragState = UICellConfigurationState.DragState(rawValue: dragStateValue.rawValue) ?? .none
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell for `state`: the configurations take the state (when they update
    /// automatically), then the `configurationUpdateHandler` runs.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            showUpdated(configuration, for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            backgroundConfigurationView?.show(configuration.updated(for: state), margins: directionalLayoutMargins)
        }
        configurationUpdateHandler?(self, state)
    }

    var contentViewConfigurationType: Any.Type?
    var backgroundConfigurationView: BackgroundConfigurationView?
    var needsConfigurationUpdate = false
    var dragStateValue: DragState = .none

    func replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === contentView } ?? subviews.count
        contentView.removeFromSuperview()
        contentView = view
        view.frame = contentFrame(in: bounds)
        insertSubview(view, at: min(index, subviews.count))
    }

    // MARK: What the table gives the cell

    /// The style of the table showing the cell.
    var tableStyle: UITableView.Style = .plain
    /// The table's separator inset, for cells that set none.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The height of the bottom separator (one pixel; 0 without separators).
    var separatorHeight: CGFloat = 0 {
        didSet { if separatorHeight != oldValue { setNeedsLayout() } }
    }
    /// Where the table wants the cell's bottom separator.
    enum SeparatorPlacement { case inset, fullWidth, hidden }
    var separatorPlacement = SeparatorPlacement.inset {
        didSet { if separatorPlacement != oldValue { setNeedsLayout() } }
    }
    /// Whether the table's separator inset is its automatic one (it follows the text).
    var usesAutomaticSeparatorInset = true
    var separatorColor: UIColor? {
        get { separatorView.backgroundColor }
        set { separatorView.backgroundColor = newValue }
    }
    /// The cell's bottom separator.
    let separatorView = UIView(frame: .zero)
    /// The default background color the table gives (plain or grouped cell background).
    var tableBackgroundColor: UIColor?
    /// The corners an inset-grouped card rounds on this cell.
    var cardCorners: CACornerMask = [] {
        didSet { if cardCorners != oldValue { setNeedsLayout() } }
    }
    /// The system backgrounds shown while no background view is set.
    let defaultBackground = UIView(frame: .zero)
    let defaultSelectedBackground = UIView(frame: .zero)

    private func replaceSubview(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, belowSubview: anchor) }
    }

    private func accessoryDidChange() {
        shownAccessoryType = nil
        setNeedsLayout()
    }

    /// The cell's margins. The table gives a cell its own (the table's side margins, 11 points
    /// above and below); margins the app sets stay until the cell is reused, as in UIKit.
    open override var layoutMargins: UIEdgeInsets {
        get { super.layoutMargins }
        set {
            marginsSetByApp = true
            super.layoutMargins = newValue
        }
    }

    open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { super.directionalLayoutMargins }
        set {
            marginsSetByApp = true
            super.directionalLayoutMargins = newValue
        }
    }

    /// Gives the cell the table's margins, unless the app set its own.
    func applyTableMargins(_ margins: NSDirectionalEdgeInsets) {
        guard !marginsSetByApp else { return }
        super.directionalLayoutMargins = margins
        // UIView's setter goes through `layoutMargins`: that was the table's, not the app's.
        marginsSetByApp = false
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layOutCell()
        layoutBackgroundConfiguration()
    }

    /// The height the content needs at the cell's width: the content configuration's, the
    /// constraints', or the standard labels' (at least 44 points, the default row).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }
}

import Foundation

/// A cell of a list, as UIKit's `UICollectionViewListCell` (iOS 14): content and background
/// configurations that follow the list's appearance, accessories on both sides (shown always,
/// or only while editing), indentation for outlines, and separators drawn below the row.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableCell {
    /// The accessories, leading ones (delete, insert, multiselect, outline disclosure of cell
    /// style) and trailing ones (disclosure indicator, checkmark, reorder, label, detail).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// The outline depth of the row: the content moves in by `indentationWidth` per level. A
    /// diffable data source sets it from the item's level in its section snapshot.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level. Default 10.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the leading accessories move in with the indentation. Default true.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    private var accessoryViews: [CellAccessoryView] = []
    /// How far the row has slid to reveal swipe actions (negative: toward the leading side, showing
    /// the trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The revealed swipe actions.
    var swipeActionsView: SwipeActionsView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { insertSubview(swipeActionsView, at: 0) }
            isSwipedState = swipeActionsView != nil
            clipSwipedRow()
        }
    }

    /// While swiped, the row is clipped to its own shape (an inset-grouped row to its section's
    /// rounded corners), so that what slides out of it does not show beside the section.
    private func clipSwipedRow() {
        let swiped = swipeActionsView != nil
        clipsToBounds = swiped
        let background = backgroundConfigurationView
        layer.cornerRadius = swiped ? (background?.configuration.cornerRadius ?? 0) : 0
        layer.maskedCorners = swiped ? (background?.maskedCorners ?? .all) : .all
    }
    private let separator = UIView(frame: .zero)
    private var separatorGuide: UILayoutGuide?
    /// The separator guide's default leading edge (the text's), below anything the app adds.
    private var separatorGuideLeading: NSLayoutConstraint?

    /// A layout guide that defines the leading and trailing edges of the row's bottom separator
    /// (iOS 14): unconstrained, it spans from the text's leading edge to the cell's trailing
    /// edge; constrain its `leadingAnchor` (or `trailingAnchor`) to move the separator, as in
    /// `separatorLayoutGuide.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor)`.
    /// Separator insets set in the list's separator configuration take precedence.
    open var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        guide.isSeparatorGuide = true
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: textLeading)
        let trailing = guide.trailingAnchor.constraint(equalTo: trailingAnchor)
        leading.priority = .defaultLow
        trailing.priority = .defaultLow
        NSLayoutConstraint.activate([leading, trailing, guide.bottomAnchor.constraint(equalTo: bottomAnchor),
                                   guide.heightAnchor.constraint(equalToConstant: 1 / max(traitCollection.displayScale, 1))])
        separatorGuide = guide
        separatorGuideLeading = leading
        return guide
    }
    /// Where the row sits in its list section, from the last layout attributes applied.
    private var listPlacement: ListPlacement?
    /// The list environment trait the row's list section gives it (iOS 18), and the trait
    /// collection made with it from the inherited one.
    private var listEnvironment = UIListEnvironment.unspecified
    private var listTraits: (inherited: UITraitCollection, collection: UITraitCollection)?

    /// The inherited traits with the list environment of the row's section (iOS 18), unless
    /// `traitOverrides` names one.
    open override var traitCollection: UITraitCollection {
        let inherited = super.traitCollection
        guard listEnvironment != .unspecified, inherited.listEnvironment != listEnvironment,
              traitOverrides.listEnvironment == .unspecified else { return inherited }
        if let listTraits, listTraits.inherited === inherited { return listTraits.collection }
        let collection = inherited.modifyingTraits { $0.listEnvironment = listEnvironment }
        listTraits = (inherited, collection)
        return collection
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(separator)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(separator)
    }

    /// A list content configuration in the style of the cell's list: a sidebar cell in sidebars,
    /// a plain cell otherwise; a header's style for a section's header row.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        if let placement = listPlacement, placement.category == .supplementaryView {
            let footer = placement.isFooter
            switch placement.configuration.appearance {
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            case .plain: return footer ? .plainFooter() : .plainHeader()
            case .grouped, .insetGrouped: return footer ? .groupedFooter() : .groupedHeader()
            }
        }
        if isHeaderRow {
            switch listPlacement?.configuration.appearance {
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            case .plain: return .plainHeader()
            default: return .groupedHeader()
            }
        }
        switch listPlacement?.configuration.appearance {
        case .sidebar, .sidebarPlain: return .sidebarCell()
        default: return .cell()
        }
    }

    /// The background configuration of the cell's list appearance (iOS 16).
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if let placement = listPlacement, placement.category == .supplementaryView {
            switch placement.configuration.appearance {
            case .plain: return .listPlainHeaderFooter()
            case .grouped, .insetGrouped: return .listGroupedHeaderFooter()
            case .sidebar, .sidebarPlain: return .listSidebarHeader()
            }
        }
        switch listPlacement?.configuration.appearance {
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        case .plain, nil: return .listPlainCell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        var host = superview
        while let view = host, !(view is UICollectionView) { host = view.superview }
        guard let collectionView = host as? UICollectionView else { return }
        adoptListPlacement(in: collectionView, at: layoutAttributes.indexPath, category: layoutAttributes.representedElementCategory,
                           kind: layoutAttributes.representedElementKind)
    }

    /// Takes the list appearance and the row's place in its section: the default background
    /// (with the section's rounded corners when inset grouped), headers' clear backgrounds.
    func adoptListPlacement(in collectionView: UICollectionView, at indexPath: IndexPath, category: UICollectionView.ElementCategory,
                            kind: String?) {
        let placement = ListPlacement(collectionView: collectionView, indexPath: indexPath, category: category, kind: kind)
        guard placement != listPlacement else { return }
        listPlacement = placement
        if backgroundConfiguration == nil || usesListBackground {
            var background = defaultBackgroundConfiguration()
            if let placement, placement.isRow {
                switch placement.configuration.appearance {
                case .insetGrouped: background.cornerRadius = ListMetrics.insetGroupedCornerRadius
                case .sidebar, .sidebarPlain: background.cornerRadius = ListMetrics.sidebarCornerRadius
                case .plain, .grouped: break
                }
            }
            backgroundConfiguration = background
            usesListBackground = true
        }
        backgroundConfigurationView?.maskedCorners = placement?.roundedCorners ?? .all
        adoptListEnvironment(placement.map { UIListEnvironment($0.configuration.appearance) } ?? .unspecified)
        setNeedsLayout()
    }

    /// Takes the section's list environment trait: the subviews take their traits again, and
    /// the configurations update for it.
    private func adoptListEnvironment(_ environment: UIListEnvironment) {
        guard environment != listEnvironment else { return }
        let previous = traitCollection
        listEnvironment = environment
        listTraits = nil
        guard traitCollection != previous else { return }
        for subview in subviews { subview.traitsMayHaveChanged() }
        traitCollectionDidChange(previous)
        setNeedsUpdateConfiguration()
    }

    /// Whether the background configuration is the list's default (made here, not by the app).
    private var usesListBackground = false

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { usesListBackground = false }
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        for view in accessoryViews {
            view.isExpanded = state.isExpanded
            view.isCellSelected = state.isSelected
        }
        setNeedsLayout()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        swipeOffset = 0
        swipeActionsView = nil
    }

    /// Rows of a list are at least 44 points tall, header rows included; headers and footers
    /// take their content's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitting = super.sizeThatFits(size)
        if listPlacement?.isRow == true, contentConfiguration != nil { fitting.height = max(fitting.height, ListMetrics.rowHeight) }
        return fitting
    }

    private func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map(CellAccessoryView.init)
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The cell's side margin: 16 points, 20 in rows 414 points and wider.
    private var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// Whether the row is its section's header (the first item, with `headerMode` `.firstItemInSection`).
    private var isHeaderRow: Bool {
        listPlacement.map { $0.configuration.headerMode == .firstItemInSection && $0.isFirst } ?? false
    }

    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        let editing = isEditingState
        var leading = indentation
        var trailing: CGFloat = 0
        let shown = accessoryViews.filter { $0.accessory.isShown(editing: editing) }
        let leadingViews = shown.filter { $0.accessory.isLeading(isHeader: isHeaderRow) }
        let trailingViews = shown.filter { !$0.accessory.isLeading(isHeader: isHeaderRow) }
        if !leadingViews.isEmpty {
            leading += sideMargin + leadingViews.reduce(0) { $0 + $1.layoutWidth + 8 } - 8
        }
        if !trailingViews.isEmpty {
            trailing = sideMargin + trailingViews.reduce(0) { $0 + $1.layoutWidth + 8 } - 8
        }
        return CGRect(x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailing),
                      height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = isEditingState
        var x = (indentsAccessories ? indentation : 0) + sideMargin
        for view in accessoryViews where view.accessory.isLeading(isHeader: isHeaderRow) {
            view.isHidden = !view.accessory.isShown(editing: editing)
            guard !view.isHidden else { continue }
            view.frame = CGRect(x: x, y: 0, width: view.layoutWidth, height: bounds.height)
            x += view.layoutWidth + 8
        }
        var trailingEdge = bounds.width - sideMargin
        for view in accessoryViews.reversed() where !view.accessory.isLeading(isHeader: isHeaderRow) {
            view.isHidden = !view.accessory.isShown(editing: editing)
            guard !view.isHidden else { continue }
            trailingEdge -= view.layoutWidth
            view.frame = CGRect(x: trailingEdge, y: 0, width: view.layoutWidth, height: bounds.height)
            trailingEdge -= 8
        }
        layoutSeparator()
        layoutSwipe()
    }

    /// Slides the row's content, background and accessories by `swipeOffset` and puts the
    /// revealed actions in the space it leaves.
    private func layoutSwipe() {
        guard swipeOffset != 0 || swipeActionsView != nil else { return }
        let slid = [contentView, backgroundConfigurationView, backgroundView, selectedBackgroundView].compactMap { $0 } + accessoryViews
        for view in slid { view.frame.origin.x += swipeOffset }
        guard let actions = swipeActionsView else { return }
        let width = abs(swipeOffset)
        actions.frame = swipeOffset < 0
            ? CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
            : CGRect(x: 0, y: 0, width: width, height: bounds.height)
        bringSubviewToFront(actions)
    }

    /// The bottom separator: one pixel high, from the text's leading edge to the trailing edge;
    /// none below the last row of a grouped section or when the list hides separators.
    private func layoutSeparator() {
        guard let placement = listPlacement, placement.showsBottomSeparator else {
            separator.isHidden = true
            return
        }
        let pixel = 1 / max(traitCollection.displayScale, 1)
        var configuration = placement.configuration.separatorConfiguration
        if let handler = placement.configuration.itemSeparatorHandler {
            configuration = handler(placement.indexPath, configuration)
        }
        guard configuration.bottomSeparatorVisibility != .hidden else {
            separator.isHidden = true
            return
        }
        separator.isHidden = false
        separator.backgroundColor = configuration.color
        let automatic = configuration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets
        var leading = automatic ? textLeading : configuration.bottomSeparatorInsets.leading
        var trailing = automatic ? 0 : configuration.bottomSeparatorInsets.trailing
        if automatic, let guide = separatorGuide {
            if separatorGuideLeading?.constant != leading { separatorGuideLeading?.constant = leading }
            let frame = guide.layoutFrame
            (leading, trailing) = (frame.minX, bounds.width - frame.maxX)
        }
        separator.frame = CGRect(x: leading, y: bounds.height - pixel, width: max(0, bounds.width - leading - trailing), height: pixel)
        bringSubviewToFront(separator)
    }

    /// Where the row's text starts: the content view's leading edge plus its margins and image.
    private var textLeading: CGFloat {
        guard let configuration = contentConfiguration as? UIListContentConfiguration else { return contentView.frame.minX + sideMargin }
        var leading = contentView.frame.minX + configuration.directionalLayoutMargins.leading
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            leading += contentView.bounds.width >= 414 ? 20 : 16
        }
        if let image = configuration.image { leading += image.size.width + configuration.imageToTextPadding }
        return leading
    }

    /// The accessory view at `point` (the cell's coordinates) with an action, if any; a pop-up
    /// menu accessory takes a tap anywhere in the row.
    func accessoryAction(at point: CGPoint) -> (@MainActor () -> Void)? {
        if let popUp = accessoryViews.first(where: { !$0.isHidden && $0.isPopUpMenu }) { return { popUp.showPopUpMenu() } }
        for view in accessoryViews where !view.isHidden && view.frame.contains(point) {
            if let action = view.accessory.actionHandler { return action }
        }
        return nil
    }

    /// Whether a tap at `point` (the cell's coordinates) toggles the row's outline item: on an
    /// outline disclosure, or anywhere on a row whose disclosure has the header style.
    func hasOutlineDisclosure(at point: CGPoint) -> Bool {
        accessoryViews.contains { view in
            guard !view.isHidden, view.accessory.actionHandler == nil,
                  case .outlineDisclosure(let style) = view.accessory.kind
            else { return false }
            return view.accessory.resolvedOutlineStyle(style, isHeader: isHeaderRow) == .header || view.frame.contains(point)
        }
    }
}

/// Where a row sits in its list section.
struct ListPlacement: Equatable {
    var configuration: UICollectionLayoutListConfiguration
    var indexPath: IndexPath
    var isFirst: Bool
    var isLast: Bool

    /// The category and kind of the element the cell shows (list cells serve as headers too).
    var category: UICollectionView.ElementCategory
    var isFooter: Bool

    @MainActor
    init?(collectionView: UICollectionView, indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
        guard indexPath.count == 2, let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let configuration = layout.listConfiguration(ofSection: indexPath.section)
        else { return nil }
        self.configuration = configuration
        self.indexPath = indexPath
        self.category = category
        isFooter = kind == UICollectionView.elementKindSectionFooter
        isFirst = indexPath.item == 0
        isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
    }

    /// Whether the cell is a row (not a header or footer).
    var isRow: Bool { category == .cell }

    /// Whether the row shows a separator below it (headers and footers show none).
    var showsBottomSeparator: Bool {
        guard configuration.showsSeparators, isRow else { return false }
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        return !(grouped && isLast)
    }

    /// The corners of an inset-grouped row's background that are rounded: the section's outer ones.
    var roundedCorners: CACornerMask {
        guard configuration.appearance == .insetGrouped, isRow else { return .all }
        var corners: CACornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    static func == (a: ListPlacement, b: ListPlacement) -> Bool {
        a.indexPath == b.indexPath && a.category == b.category && a.isFirst == b.isFirst && a.isLast == b.isLast && a.configuration.appearance == b.configuration.appearance
            && a.configuration.showsSeparators == b.configuration.showsSeparators
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint places a list cell's separator guide (and so does not size the cell).
    var placesASeparator: Bool {
        (firstItem as? UILayoutGuide)?.isSeparatorGuide == true || (secondItem as? UILayoutGuide)?.isSeparatorGuide == true
    }
}

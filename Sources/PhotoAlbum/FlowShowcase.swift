import UIKit

/// What the flow layout guide's figures show — sections with headers and footers, pinned
/// headers, section insets, items of different sizes, both scroll directions — as an iOS app
/// with a navigation bar: Edit (`editButtonItem`) — or a two-finger pan, a Shift-drag with a
/// pointer — makes taps select several tiles and shows a trash button that deletes them; a
/// long press shows a context menu (Duplicate, Move to Shelf, Delete), and moving the finger
/// then drags the tile (while editing, the long press lifts it at once) within the grid or onto
/// the shelf (a second, horizontal collection view along the bottom) and back. With a
/// keyboard, the arrow keys move the focus and the selection follows it.
///
/// Reordering uses the drag and drop delegates, not `beginInteractiveMovementForItem(at:)`:
/// UIKit apps use one or the other, and only drag and drop moves items between two collection
/// views (with both delegates set the drag takes the long press).
public final class FlowShowcaseViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout {
    /// The sectioned grid.
    public private(set) var collectionView: UICollectionView!
    /// The shelf: one row of tiles along the bottom, scrolling sideways.
    public private(set) var shelfView: UICollectionView!
    /// The tiles of both.
    public internal(set) var board = FlowBoard.showcase
    /// The trash button shown while editing: it deletes the selected tiles.
    public private(set) lazy var trashItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in
        self?.deleteSelectedTiles()
    })
    /// Whether a context menu is shown (between `willDisplayContextMenu` and its end).
    public internal(set) var isShowingContextMenu = false
    /// The grid's layout.
    public let layout = UICollectionViewFlowLayout()
    let shelfBar = UIView()
    private let shelfLabel = UILabel()
    static let shelfHeight: CGFloat = 112

    static let palette = [
        UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1), UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1),
        UIColor(red: 0.36, green: 0.72, blue: 0.36, alpha: 1), UIColor(red: 0.7, green: 0.4, blue: 0.85, alpha: 1),
    ]

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Flow"
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        layout.sectionHeadersPinToVisibleBounds = true
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        collectionView = makeCollectionView(layout: layout)
        collectionView.allowsMultipleSelectionDuringEditing = true
        // With a keyboard, the arrow keys move the focus and the selection with it.
        collectionView.selectionFollowsFocus = true
        collectionView.register(ShowcaseHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: ShowcaseHeader.reuseIdentifier)
        collectionView.register(ShowcaseHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: ShowcaseHeader.reuseIdentifier)
        view.addSubview(collectionView)

        shelfBar.backgroundColor = .secondarySystemGroupedBackground
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
        hairline.backgroundColor = .separator
        hairline.autoresizingMask = [.flexibleWidth]
        shelfBar.addSubview(hairline)
        shelfLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        shelfLabel.textColor = .secondaryLabel
        shelfBar.addSubview(shelfLabel)
        let shelfLayout = UICollectionViewFlowLayout()
        shelfLayout.scrollDirection = .horizontal
        shelfLayout.itemSize = CGSize(width: 64, height: 64)
        shelfLayout.minimumLineSpacing = 8
        shelfLayout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        shelfView = makeCollectionView(layout: shelfLayout)
        shelfView.backgroundColor = .clear
        shelfView.alwaysBounceHorizontal = true
        shelfView.allowsSelection = false
        shelfBar.addSubview(shelfView)
        view.addSubview(shelfBar)
        updateShelfLabel()
    }

    private func makeCollectionView(layout: UICollectionViewLayout) -> UICollectionView {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
        collectionView.register(ShowcaseCell.self, forCellWithReuseIdentifier: ShowcaseCell.reuseIdentifier)
        return collectionView
    }

    /// The grid above the shelf, the shelf above the bottom of the safe area (the tab bar).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let shelfTop = bounds.height - view.safeAreaInsets.bottom - Self.shelfHeight
        shelfBar.frame = CGRect(x: 0, y: shelfTop, width: bounds.width, height: Self.shelfHeight)
        shelfLabel.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 18)
        shelfView.frame = CGRect(x: 0, y: 32, width: bounds.width, height: Self.shelfHeight - 36)
        collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: shelfTop)
    }

    func updateShelfLabel() {
        shelfLabel.text = board.shelf.isEmpty ? "SHELF · drag tiles here" : "SHELF · \(board.shelf.count) \(board.shelf.count == 1 ? "tile" : "tiles")"
    }

    /// Turns the grid between vertical and horizontal scrolling.
    public func toggleScrollDirection() {
        layout.scrollDirection = layout.scrollDirection == .vertical ? .horizontal : .vertical
        collectionView.setContentOffset(CGPoint(x: -collectionView.adjustedContentInset.left,
                                                y: -collectionView.adjustedContentInset.top), animated: false)
    }

    func container(of collectionView: UICollectionView) -> FlowContainer {
        collectionView === shelfView ? .shelf : .grid
    }

    func collectionView(for container: FlowContainer) -> UICollectionView {
        container == .shelf ? shelfView : collectionView
    }

    // MARK: Editing

    /// Editing lets taps select several tiles (`allowsMultipleSelectionDuringEditing`) and a
    /// long press lift a tile to drag it, and shows the trash button; leaving it deselects them.
    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
        shelfView.isEditing = editing
        if !editing {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
        navigationItem.setLeftBarButton(editing ? trashItem : nil, animated: animated)
        updateTrashItem()
    }

    func updateTrashItem() {
        trashItem.isEnabled = !(collectionView?.indexPathsForSelectedItems ?? []).isEmpty
    }

    /// Deletes the selected tiles from the grid, animated.
    public func deleteSelectedTiles() {
        let selected = collectionView.indexPathsForSelectedItems ?? []
        guard !selected.isEmpty else { return }
        collectionView.performBatchUpdates({ [self] in
            board.remove(at: selected, from: .grid)
            collectionView.deleteItems(at: selected)
        }, completion: { [weak self] _ in self?.reloadFooters() })
        updateTrashItem()
    }

    /// The footers say how many tiles their sections hold.
    func reloadFooters() {
        let kind = UICollectionView.elementKindSectionFooter
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
            let footer = collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? ShowcaseHeader
            footer?.label.text = "\(board.count(in: .grid, section: indexPath.section)) items"
        }
    }

    // MARK: Data source

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        container(of: collectionView) == .shelf ? 1 : board.sections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        board.count(in: container(of: collectionView), section: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShowcaseCell.reuseIdentifier, for: indexPath) as! ShowcaseCell
        let tile = board.tile(at: indexPath, in: container(of: collectionView))
        cell.configure(label: tile.label, color: Self.palette[tile.palette % Self.palette.count])
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: ShowcaseHeader.reuseIdentifier,
                                                                   for: indexPath) as! ShowcaseHeader
        let section = board.sections[indexPath.section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        view.label.text = isHeader ? section.title : "\(section.tiles.count) items"
        view.label.font = isHeader ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 13)
        view.backgroundColor = isHeader ? UIColor.systemGroupedBackground.withAlphaComponent(0.94) : nil
        return view
    }

    // MARK: Delegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        updateTrashItem()
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        updateTrashItem()
    }

    /// A two-finger pan (a Shift-drag with a pointer) over the grid's tiles selects them and
    /// turns editing on, as Apple's "Selecting multiple items with a two-finger pan gesture"
    /// writes it.
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        container(of: collectionView) == .grid
    }

    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        setEditing(true, animated: true)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard container(of: collectionView) == .grid else { return CGSize(width: 70, height: 70) }
        let number = board.tile(at: indexPath, in: .grid).id
        switch indexPath.section {
        case 1: return CGSize(width: 50 + CGFloat((number * 37) % 90), height: 50)
        case 2: return CGSize(width: 70, height: 40 + CGFloat((number * 29) % 70))
        default: return CGSize(width: 70, height: 70)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        guard container(of: collectionView) == .grid else { return UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
        return section == 3 ? UIEdgeInsets(top: 30, left: 50, bottom: 30, right: 50) : UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        container(of: collectionView) == .grid ? CGSize(width: 140, height: 36) : .zero
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        container(of: collectionView) == .grid ? CGSize(width: 80, height: 24) : .zero
    }
}

import UIKitCompat

/// What the flow layout guide's figures show: sections with headers and footers, pinned
/// headers, section insets, items of different sizes, and both scroll directions (the "D" key
/// switches). A tap selects; a long press picks an item up to reorder it.
final class FlowShowcaseViewController: UIViewController, GalleryScreen, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout {
    private struct Section {
        var title: String
        var color: UIColor
        var items: [Int]
    }

    var collectionView: UICollectionView!
    let screenTitle = "Flow"
    private let layout = UICollectionViewFlowLayout()
    private var sections: [Section] = [
        Section(title: "Uniform items", color: UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1), items: Array(0..<24)),
        Section(title: "Varied widths", color: UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1), items: Array(24..<54)),
        Section(title: "Varied heights", color: UIColor(red: 0.36, green: 0.72, blue: 0.36, alpha: 1), items: Array(54..<84)),
        Section(title: "Large insets", color: UIColor(red: 0.7, green: 0.4, blue: 0.85, alpha: 1), items: Array(84..<100)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(ShowcaseCell.self, forCellWithReuseIdentifier: ShowcaseCell.reuseIdentifier)
        collectionView.register(ShowcaseHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: ShowcaseHeader.reuseIdentifier)
        collectionView.register(ShowcaseHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: ShowcaseHeader.reuseIdentifier)
        view.addSubview(collectionView)
        self.collectionView = collectionView
        // Reordering as UIKit's documentation writes it: a long press drives the interactive movement.
        let longPress = UILongPressGestureRecognizer(target: self, action: { [weak self] gesture in
            self?.handleLongGesture(gesture as! UILongPressGestureRecognizer)
        })
        collectionView.addGestureRecognizer(longPress)
    }

    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    var stateDescription: String {
        let direction = layout.scrollDirection == .vertical ? "vertical" : "horizontal"
        let offset = collectionView.contentOffset
        let selected = collectionView.indexPathsForSelectedItems?.first.map { "\($0.section).\($0.item)" } ?? "none"
        let order = sections[0].items.prefix(4).map(String.init).joined(separator: ",")
        return "layout=UICollectionViewFlowLayout direction=\(direction) offset=\(Int(offset.x)),\(Int(offset.y)) selected=\(selected) order=\(order)"
    }

    func keyPressed(_ key: String) {
        guard key == "D" else { return }
        layout.scrollDirection = layout.scrollDirection == .vertical ? .horizontal : .vertical
        collectionView.setContentOffset(.zero, animated: false)
    }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShowcaseCell.reuseIdentifier, for: indexPath) as! ShowcaseCell
        cell.configure(number: sections[indexPath.section].items[indexPath.item], color: sections[indexPath.section].color)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: ShowcaseHeader.reuseIdentifier,
                                                                   for: indexPath) as! ShowcaseHeader
        let section = sections[indexPath.section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        view.label.text = isHeader ? section.title : "\(section.items.count) items"
        view.label.font = isHeader ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 13)
        view.backgroundColor = isHeader ? UIColor.secondarySystemGroupedBackground.withAlphaComponent(0.94) : nil
        return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.item)
    }

    // MARK: Flow layout delegate

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let number = sections[indexPath.section].items[indexPath.item]
        switch indexPath.section {
        case 1: return CGSize(width: 50 + CGFloat((number * 37) % 90), height: 50)
        case 2: return CGSize(width: 70, height: 40 + CGFloat((number * 29) % 70))
        default: return CGSize(width: 70, height: 70)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 3 ? UIEdgeInsets(top: 30, left: 50, bottom: 30, right: 50) : UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 140, height: 36)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 80, height: 24)
    }
}

/// A showcase item: its number on a rounded tile in the section's color, darker when selected.
final class ShowcaseCell: UICollectionViewCell {
    static let reuseIdentifier = "tile"
    private let label = UILabel()
    private var color = UIColor.gray

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 15)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(number: Int, color: UIColor) {
        label.text = "\(number)"
        self.color = color
        updateColor()
    }

    override var isSelected: Bool {
        didSet { updateColor() }
    }

    override var isHighlighted: Bool {
        didSet { updateColor() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    private func updateColor() {
        contentView.backgroundColor = isSelected || isHighlighted ? .darkGray : color
        contentView.layer.borderWidth = isSelected ? 3 : 0
        contentView.layer.borderColor = UIColor.label.cgColor
    }
}

/// A section header or footer: a line of text on the left.
final class ShowcaseHeader: UICollectionReusableView {
    static let reuseIdentifier = "title"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}

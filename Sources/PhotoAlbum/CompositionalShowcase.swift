// The gallery's compositional layout screen. It lives here, beside the tutorial's controller,
// so that the picture tests draw the screen itself (a test target cannot import the gallery
// executable); the gallery makes it one of its screens.
import UIKit

/// `UICollectionViewCompositionalLayout` as Apple's "Implementing Modern Collection Views"
/// sample shows it, one section of each: a grid, nested groups, badges on items, an
/// orthogonally scrolling row and a 1,000,000-item grid. Every section has a header pinned to
/// the top while the section is on screen; the first three sit on a rounded background
/// decoration.
public final class CompositionalShowcaseViewController: UIViewController, UICollectionViewDataSource {
    /// The sections, in order.
    public enum Section: Int, CaseIterable, Sendable {
        case grid, nestedGroups, badges, orthogonal, leadingBoundary, paging, groupPaging, groupPagingCentered, million

        public var title: String {
            switch self {
            case .grid: "Grid"
            case .nestedGroups: "Nested groups"
            case .badges: "Badges"
            case .orthogonal: "Orthogonal scrolling (drag sideways)"
            case .leadingBoundary: "Continuous, resting on a group's leading edge"
            case .paging: "Paging by the width"
            case .groupPaging: "Group paging"
            case .groupPagingCentered: "Group paging, centred"
            case .million: "1,000,000 items"
            }
        }

        public var itemCount: Int {
            switch self {
            case .grid: 10
            case .nestedGroups: 3
            case .badges: 8
            case .orthogonal, .leadingBoundary, .paging, .groupPaging, .groupPagingCentered: 12
            case .million: 1_000_000
            }
        }

        var color: UIColor {
            switch self {
            case .grid: UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1)
            case .nestedGroups: UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
            case .badges: UIColor(red: 0.36, green: 0.72, blue: 0.36, alpha: 1)
            case .orthogonal, .leadingBoundary, .paging, .groupPaging, .groupPagingCentered:
                UIColor(red: 0.7, green: 0.4, blue: 0.85, alpha: 1)
            case .million: .gray
            }
        }
    }

    public static let headerKind = UICollectionView.elementKindSectionHeader
    public static let badgeKind = "badge"
    public static let backgroundKind = "background"

    public var collectionView: UICollectionView!

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = Self.makeLayout()
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
        collectionView.register(SectionHeaderView.self, forSupplementaryViewOfKind: Self.headerKind,
                                withReuseIdentifier: SectionHeaderView.reuseIdentifier)
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: Self.badgeKind,
                                withReuseIdentifier: BadgeView.reuseIdentifier)
        view.addSubview(collectionView)
        self.collectionView = collectionView
    }

    /// Scrolls so that `item` of the million grid is the first row under its pinned header.
    public func showMillionGrid(at item: Int) {
        let indexPath = IndexPath(item: item, section: Section.million.rawValue)
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
        let y = min(max(0, frame.minY - Self.headerHeight), maxOffset)
        collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }

    // MARK: Layout

    static let headerHeight: CGFloat = 40

    /// One layout for the whole screen: each section from the provider, by its index.
    public static func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            guard let kind = Section(rawValue: index) else { return nil }
            let section: NSCollectionLayoutSection
            switch kind {
            case .grid: section = gridSection()
            case .nestedGroups: section = nestedGroupsSection()
            case .badges: section = badgesSection()
            case .orthogonal: section = orthogonalSection(.continuous)
            case .leadingBoundary: section = orthogonalSection(.continuousGroupLeadingBoundary)
            case .paging: section = orthogonalSection(.paging)
            case .groupPaging: section = orthogonalSection(.groupPaging)
            case .groupPagingCentered: section = orthogonalSection(.groupPagingCentered)
            case .million: section = millionSection()
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                elementKind: headerKind, alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            if kind != .million {
                let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
                background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
                section.decorationItems = [background]
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
            return section
        }, configuration: configuration)
    }

    /// Apple's "Grid": five square items to a row, each inset by 2 points.
    static func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// Apple's "NestedGroups": a large item beside a column of two, 40 % of the screen high.
    static func nestedGroupsSection() -> NSCollectionLayoutSection {
        let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = insets
        let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = insets
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                        subitem: trailingItem, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                       subitems: [leading, trailing])
        return NSCollectionLayoutSection(group: group)
    }

    /// Apple's "ItemBadgeSupplementary": a badge on each item's top trailing corner.
    static func badgesSection() -> NSCollectionLayoutSection {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: badgeKind,
                                                        containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// Apple's "OrthogonalScrolling", simplified: a row of cards that scrolls sideways on its own,
    /// with `behavior`.
    static func orthogonalSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.4), .fractionalWidth(0.28)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        return section
    }

    /// A million items, six to a row.
    static func millionSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 6), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 6)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    // MARK: Data source

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        Section.allCases.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Section(rawValue: section)?.itemCount ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath) as! TileCell
        let section = Section(rawValue: indexPath.section)!
        let color = section == .million
            ? UIColor(hue: CGFloat(indexPath.item % 360) / 360, saturation: 0.55, brightness: 0.85, alpha: 1)
            : section.color
        cell.configure(text: "\(indexPath.item)", color: color, dark: section == .million)
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == Self.badgeKind {
            let badge = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: BadgeView.reuseIdentifier,
                                                                        for: indexPath) as! BadgeView
            badge.label.text = "\(indexPath.item % 9 + 1)"
            return badge
        }
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! SectionHeaderView
        header.label.text = Section(rawValue: indexPath.section)?.title
        return header
    }
}

/// An item: its number on a rounded tile. Built with Auto Layout, as Apple's sample cells are.
final class TileCell: UICollectionViewCell {
    static let reuseIdentifier = "tile"
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(text: String, color: UIColor, dark: Bool) {
        label.text = text
        label.textColor = dark ? UIColor(white: 0.1, alpha: 1) : .white
        label.font = dark ? .systemFont(ofSize: 12) : .boldSystemFont(ofSize: 15)
        contentView.backgroundColor = color
    }
}

/// A section header: its title on a translucent bar (it stays at the top while its section shows).
final class SectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "header"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.secondarySystemGroupedBackground.withAlphaComponent(0.94)
        layer.cornerRadius = 8
        label.font = .boldSystemFont(ofSize: 17)
        label.textColor = .label
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

}

/// An item's badge: a number in a red circle.
final class BadgeView: UICollectionReusableView {
    static let reuseIdentifier = "badge"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        layer.borderWidth = 1.5
        layer.borderColor = UIColor.white.cgColor
        label.font = .boldSystemFont(ofSize: 11)
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.widthAnchor.constraint(equalTo: widthAnchor),
            label.heightAnchor.constraint(equalTo: heightAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A section's background: a rounded card behind its header and items.
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 14
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

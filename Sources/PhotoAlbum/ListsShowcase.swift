// The gallery's list screen. It lives here, beside the tutorial's controller, so that the picture
// tests draw the screen itself (a test target cannot import the gallery executable); the gallery
// makes it one of its screens.
import UIKit

/// Lists as Apple's "Implementing Modern Collection Views" sample shows them: a
/// `UICollectionViewCompositionalLayout.list(using:)` layout of `UICollectionViewListCell`s
/// configured by a cell registration — SF symbols, values, accessories, supplementary headers —
/// in one of four appearances; a settings section whose rows swipe to delete and, while editing,
/// show delete and reorder controls; an outline section (the sample's "emoji explorer", with
/// symbols) whose categories expand and collapse by their disclosures.
public final class ListsShowcaseViewController: UIViewController {
    /// The sections, in order.
    public enum Section: Int, CaseIterable, Sendable {
        case settings, outline

        public var title: String {
            switch self {
            case .settings: "Settings (swipe a row to delete)"
            case .outline: "Symbol explorer"
            }
        }
    }

    /// A row: a setting, an outline category, or one of a category's children.
    public enum Item: Hashable, Sendable {
        case setting(String)
        case category(String)
        case leaf(String)

        public var title: String {
            switch self {
            case .setting(let title), .category(let title), .leaf(let title): title
            }
        }
    }

    /// A setting's row: its symbol and what it shows at its trailing side.
    struct Setting {
        enum Trailing { case disclosure, value(String), label(String), checkmark }
        let title: String
        let symbol: String
        let trailing: Trailing
    }

    static let settings: [Setting] = [
        Setting(title: "Wi-Fi", symbol: "wifi", trailing: .value("Home")),
        Setting(title: "Airplane Mode", symbol: "airplane", trailing: .checkmark),
        Setting(title: "Notifications", symbol: "bell", trailing: .label("3")),
        Setting(title: "Sounds", symbol: "speaker.wave.2.fill", trailing: .disclosure),
        Setting(title: "Focus", symbol: "moon", trailing: .disclosure),
        Setting(title: "Screen Time", symbol: "hourglass", trailing: .value("2 h")),
        Setting(title: "Battery", symbol: "battery.100", trailing: .label("100 %")),
        Setting(title: "Privacy", symbol: "lock", trailing: .disclosure),
    ]

    /// The outline: categories and their children, each with a symbol.
    static let outline: [(category: String, symbol: String, children: [(String, String)])] = [
        ("Animals", "pawprint", [("Dog", "pawprint.fill"), ("Fish", "fish"), ("Leaf eater", "leaf")]),
        ("Food & Drink", "fork.knife", [("Carrot", "carrot"), ("Coffee", "cup.and.saucer")]),
        ("Travel", "airplane", [("Car", "car"), ("Tram", "tram"), ("Bicycle", "bicycle")]),
        ("Weather", "sun.max", [("Sun", "sun.max.fill"), ("Moon", "moon.stars"), ("Storm", "bolt.fill")]),
    ]

    static func symbol(of item: Item) -> String? {
        switch item {
        case .setting(let title): settings.first { $0.title == title }?.symbol
        case .category(let title): outline.first { $0.category == title }?.symbol
        case .leaf(let title): outline.lazy.flatMap(\.children).first { $0.0 == title }?.1
        }
    }

    /// The appearances the A key cycles through, in order.
    public static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.insetGrouped, .plain, .grouped, .sidebar]

    public var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    /// The list's appearance; setting it lays the list out again in the new one.
    public var appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped {
        didSet { if isViewLoaded, appearance != oldValue { appearanceDidChange() } }
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        self.collectionView = collectionView
        configureDataSource()
        applyInitialSnapshots()
        appearanceDidChange()
    }

    /// The next appearance in `appearances`.
    public func cycleAppearance() {
        let index = Self.appearances.firstIndex(of: appearance) ?? 0
        appearance = Self.appearances[(index + 1) % Self.appearances.count]
    }

    /// Switches editing on or off: rows show their delete and reorder controls while editing.
    public func toggleEditing() {
        collectionView.isEditing.toggle()
    }

    /// The appearance's name, as the state line and the title say it.
    public var appearanceName: String {
        switch appearance {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        case .sidebar: "sidebar"
        case .sidebarPlain: "sidebarPlain"
        @unknown default: "other"
        }
    }

    /// The outline's expanded categories, in order.
    public var expandedCategories: [String] {
        dataSource.snapshot(for: .outline).expandedItems.map(\.title)
    }

    /// Deletes `item` from the list (a swipe's Delete, the editing delete control).
    public func delete(_ item: Item) {
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(item) != nil else { return }
        snapshot.deleteItems([item])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: Layout

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = dataSource.itemIdentifier(for: indexPath), case .setting = item else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.delete(item)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func appearanceDidChange() {
        collectionView.backgroundColor = appearance == .plain ? .systemBackground : .systemGroupedBackground
        collectionView.setCollectionViewLayout(makeLayout(), animated: false)
        // The headers' and rows' content configurations depend on the appearance.
        collectionView.reloadData()
    }

    // MARK: Data

    private func configureDataSource() {
        let settingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [unowned self] cell, _, item in
            let setting = Self.settings.first { $0.title == item.title }
            var content: UIListContentConfiguration
            if case .value(let value)? = setting?.trailing {
                content = .valueCell()
                content.secondaryText = value
            } else {
                content = cell.defaultContentConfiguration()
            }
            content.text = item.title
            content.image = Self.symbol(of: item).flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            var accessories: [UICellAccessory] = [
                .delete(actionHandler: { [weak self] in self?.delete(item) }),
                .reorder(),
            ]
            switch setting?.trailing {
            case .disclosure?, .value?: accessories.append(.disclosureIndicator(displayed: .whenNotEditing))
            case .label(let text)?: accessories.append(.label(text: text, displayed: .whenNotEditing))
            case .checkmark?: accessories.append(.checkmark(displayed: .whenNotEditing))
            case nil: break
            }
            cell.accessories = accessories
        }
        let outlineRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [unowned self] cell, _, item in
            var content = appearance == .sidebar ? UIListContentConfiguration.sidebarCell() : cell.defaultContentConfiguration()
            content.text = item.title
            content.image = Self.symbol(of: item).flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            if case .category = item {
                // As in Apple's emoji explorer: the header style, whose whole row toggles it.
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            } else {
                cell.accessories = []
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] view, _, indexPath in
            var content: UIListContentConfiguration = switch appearance {
            case .plain: .plainHeader()
            case .sidebar, .sidebarPlain: .sidebarHeader()
            default: .groupedHeader()
            }
            content.text = Section(rawValue: indexPath.section)?.title
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { view, indexPath, item in
            if case .setting = item {
                return view.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: item)
            }
            return view.dequeueConfiguredReusableCell(using: outlineRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { item in
            if case .setting = item { return true }
            return false
        }
    }

    private func applyInitialSnapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Self.settings.map { .setting($0.title) }, toSection: .settings)
        dataSource.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<Item>()
        for (category, _, children) in Self.outline {
            outline.append([.category(category)])
            outline.append(children.map { .leaf($0.0) }, to: .category(category))
        }
        outline.expand([.category(Self.outline[0].category)])
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
    }
}

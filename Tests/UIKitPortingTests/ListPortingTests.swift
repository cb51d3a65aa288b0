@_spi(Host) import UIKit
import XCTest

/// Apple's "ListAppearancesViewController" (Implementing Modern Collection Views), as written.
final class ListAppearancesViewController: UIViewController {
    struct Item: Hashable {
        let title: String?
        private let identifier = UUID()
    }

    var dataSource: UICollectionViewDiffableDataSource<Int, Item>! = nil
    var collectionView: UICollectionView! = nil
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout() { [weak self] section, layoutEnvironment in
            guard let self = self else { return nil }
            var config = UICollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { (cell, indexPath, item) in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] (cell, indexPath, item) in
            guard let self = self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            if self.appearance == .sidebar {
                cell.backgroundConfiguration = UIBackgroundConfiguration.listSidebarCell()
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            }
        }
    }

    private func applyInitialSnapshots() {
        let sections = Array(0..<5)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(sections)
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in sections {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let headerItem = Item(title: "Section \(section)")
            sectionSnapshot.append([headerItem])
            let items = Array(0..<3).map { Item(title: "Item \($0)") }
            sectionSnapshot.append(items, to: headerItem)
            sectionSnapshot.expand([headerItem])
            dataSource.apply(sectionSnapshot, to: section)
        }
    }
}

final class ListPortingTests: XCTestCase {
    func testListAppearancesShowsExpandedSections() {
        let controller = ListAppearancesViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let collectionView = controller.collectionView!
        XCTAssertEqual(collectionView.numberOfSections, 5)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 0, y: 44, width: 390, height: 44))
        let header = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        XCTAssertEqual((header?.contentConfiguration as? UIListContentConfiguration)?.text, "Section 0")
        XCTAssertTrue(header?.configurationState.isExpanded ?? false)
    }

    func testTappingAHeaderCollapsesItsSection() {
        let controller = ListAppearancesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 100, y: 22)))
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
        XCTAssertFalse(controller.dataSource.snapshot(for: 0).isExpanded(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))!))
    }

    func testInsetGroupedRowsAreInset() {
        let controller = ListAppearancesViewController()
        controller.appearance = .insetGrouped
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 16)
    }
}

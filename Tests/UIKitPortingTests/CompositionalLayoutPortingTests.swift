import UIKit
import XCTest

/// Apple's "Implementing Modern Collection Views" layouts, as its sample code builds them (cells
/// registered by class until cell registrations exist), checked frame by frame.
class GridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        configureSupplementaryViews()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Registers and provides supplementary views; the grid has none.
    func configureSupplementaryViews() {}
}

/// Apple's "SectionHeadersFootersViewController" layout, with absolute heights.
final class SectionHeadersFootersViewController: GridViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    override func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .absolute(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionHeaderElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize,
            elementKind: SectionHeadersFootersViewController.sectionFooterElementKind, alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func configureSupplementaryViews() {
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: Self.sectionHeaderElementKind, withReuseIdentifier: "header")
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: Self.sectionFooterElementKind, withReuseIdentifier: "footer")
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind == Self.sectionHeaderElementKind ? "header" : "footer", for: indexPath)
        }
    }
}

final class CompositionalLayoutPortingTests: XCTestCase {
    private func loaded<Controller: UIViewController>(_ controller: Controller) -> Controller {
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        return controller
    }

    func testGridFrames() {
        let controller = loaded(GridViewController())
        let layout = controller.collectionView.collectionViewLayout
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame,
                       CGRect(x: 156, y: 78, width: 78, height: 78))
        XCTAssertEqual(controller.collectionView.contentSize, CGSize(width: 390, height: 19 * 78))
        XCTAssertEqual(controller.collectionView.indexPathsForVisibleItems.count, 55)
        XCTAssertEqual(controller.collectionView.indexPathForItem(at: CGPoint(x: 100, y: 100)), IndexPath(item: 6, section: 0))
    }

    func testHeadersAndFootersGetTheirKinds() {
        let controller = loaded(SectionHeadersFootersViewController())
        let layout = controller.collectionView.collectionViewLayout
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(
            ofKind: SectionHeadersFootersViewController.sectionHeaderElementKind, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 10, y: 0, width: 370, height: 44))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 10, y: 93, width: 370, height: 44))
        let header = controller.collectionView.supplementaryView(
            forElementKind: SectionHeadersFootersViewController.sectionHeaderElementKind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 10, y: 0, width: 370, height: 44))
    }
}

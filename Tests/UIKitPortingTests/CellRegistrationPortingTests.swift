import UIKit
import XCTest

/// A text cell as Apple's "Implementing Modern Collection Views" sample writes it (TextCell).
class TextCell: UICollectionViewCell {
    let label = UILabel()
    static let reuseIdentifier = "text-cell-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// Apple's "Grid" sample with its cell registration and section header registration.
final class RegisteredGridViewController: UIViewController {
    enum Section {
        case main
    }

    static let headerKind = "header-kind"
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil
    var configuredItems: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: RegisteredGridViewController.headerKind, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> { (cell, indexPath, identifier) in
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .systemBlue
            self.configuredItems.append(identifier)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: RegisteredGridViewController.headerKind) { supplementaryView, elementKind, indexPath in
            supplementaryView.backgroundColor = .systemGray
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class CellRegistrationPortingTests: XCTestCase {
    func testRegisteredCellsAreConfiguredAndReused() {
        let controller = RegisteredGridViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let collectionView = controller.collectionView!
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? TextCell
        XCTAssertEqual(cell?.label.text, "7")
        XCTAssertEqual(cell?.frame, CGRect(x: 156, y: 122, width: 78, height: 78))
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: RegisteredGridViewController.headerKind).first?.backgroundColor,
                       .systemGray)
        let configuredBeforeScrolling = controller.configuredItems.count
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        XCTAssertGreaterThan(controller.configuredItems.count, configuredBeforeScrolling)
        let scrolled = collectionView.cellForItem(at: IndexPath(item: 60, section: 0)) as? TextCell
        XCTAssertEqual(scrolled?.label.text, "60")
    }
}

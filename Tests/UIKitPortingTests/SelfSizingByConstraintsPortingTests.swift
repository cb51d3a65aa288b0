import UIKit
import XCTest

/// A cell built with Auto Layout as iOS apps build them: a wrapping label pinned to the content
/// view with margins.
final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SelfSizingByConstraintsPortingTests: XCTestCase {
    private let notes = ["Short", String(repeating: "A much longer note that wraps onto several lines. ", count: 4)]

    private func collectionView() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                              heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                        heightDimension: .estimated(44)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
            cell.label.text = note
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, note in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: note)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(notes)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    func testCellsSizeToTheirConstraintsAtTheFullWidth() {
        let (collectionView, _) = collectionView()
        let short = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let long = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        XCTAssertEqual(short.width, 390, "the width is not estimated: it stays")
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        XCTAssertEqual(short.height, (24 + lineHeight).rounded(.up), accuracy: 1)
        XCTAssertGreaterThan(long.height, 24 + 3 * lineHeight)
        XCTAssertEqual(long.minY, short.maxY)
    }
}


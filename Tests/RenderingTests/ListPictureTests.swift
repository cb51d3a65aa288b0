import Foundation
import Rendering
import Testing
import UIKit

/// Lists drawn as iOS draws them: appearances, content configurations, accessories, separators,
/// rounded inset-grouped sections, a selected row; compared with reference pictures.
@Suite(.serialized) @MainActor struct ListPictureTests {
    init() {
        Rendering.install()
    }

    private struct Row: Hashable {
        var title: String
        var value: String?
        var symbol: String?
        var accessory: Int
    }

    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, headers: Bool) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if headers { configuration.headerMode = .supplementary }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.backgroundColor = appearance == .plain ? .systemBackground : .systemGroupedBackground
        collectionView.contentInsetAdjustmentBehavior = .never
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = row.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            cell.accessories = [[.disclosureIndicator()], [.checkmark()], [.label(text: "12")], []][row.accessory]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = appearance == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader()
            content.text = ["Network", "Sound"][indexPath.section]
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { view, path, row in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: row)
        }
        dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([Row(title: "Wi-Fi", value: "Home", symbol: "wifi", accessory: 0),
                              Row(title: "Bluetooth", value: "On", symbol: "antenna.radiowaves.left.and.right", accessory: 0),
                              Row(title: "Airplane Mode", value: nil, symbol: "airplane", accessory: 3)], toSection: 0)
        snapshot.appendItems([Row(title: "Ringtone", value: nil, symbol: "bell", accessory: 1),
                              Row(title: "Messages", value: nil, symbol: "message", accessory: 2)], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        objc_setAssociatedObject(collectionView, "dataSource", dataSource, .OBJC_ASSOCIATION_RETAIN)
        return collectionView
    }

    private func render(_ view: UIView) -> RenderTarget {
        view.layoutIfNeeded()
        for subview in view.subviews { subview.layoutIfNeeded() }
        return ViewRenderer().renderFrame(view, scale: 2)
    }

    @Test func insetGroupedList() throws {
        try PictureComparison.expectMatches(render(list(.insetGrouped, headers: true)), "list-inset-grouped")
    }

    @Test func plainList() throws {
        try PictureComparison.expectMatches(render(list(.plain, headers: true)), "list-plain")
    }

    @Test func sidebar() throws {
        try PictureComparison.expectMatches(render(list(.sidebar, headers: false)), "list-sidebar")
    }
}

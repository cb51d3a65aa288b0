import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// List cells, configurations and accessories (issue 12).
@Suite @MainActor struct ListCellTests {
    @Test func everyCellHasADefaultBackgroundConfiguration() {
        #expect(UICollectionViewCell(frame: .zero).defaultBackgroundConfiguration() == .listPlainCell())
        #expect(UICollectionViewListCell(frame: .zero).defaultBackgroundConfiguration() == .listPlainCell(),
                "outside a list section")
    }

    @Test func selectingTurnsThePlainBackgroundGray() {
        let fixture = ListFixture(.init(appearance: .plain), sections: [["a", "b"]])
        fixture.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.layoutIfNeeded()
        let cell = fixture.cell(0)
        #expect(cell?.configurationState.isSelected == true)
        cell?.layoutIfNeeded()
        let shown = cell?.backgroundConfigurationView?.configuration
        #expect(shown?.backgroundColor == .systemGray4)
        #expect(cell?.backgroundConfiguration?.backgroundColor == .systemBackground, "the set configuration stays as set")
    }

    @Test func theUpdateHandlerSeesEachState() {
        let cell = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        cell.layoutIfNeeded()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
    }

    @Test func contentViewsAreReusedForTheSameConfigurationType() {
        let cell = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        let view = cell.contentView
        #expect(view is UIListContentView)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView === view)
        #expect((cell.contentView as? UIListContentView)?.listContentConfiguration.text == "Two")
    }

    @Test func rowsSizeToTheirContent() {
        let cell = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content
        let single = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        var one = UIListContentConfiguration.cell()
        one.text = "Title"
        single.contentConfiguration = one
        #expect(single.sizeThatFits(size(390, 44)).height == 44, "a one-line row is 44 points")
        #expect(cell.sizeThatFits(size(390, 44)).height > 44, "two lines need more")
    }

    @Test func accessoriesTakeRoomAndShowWhileEditing() {
        let cell = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        cell.accessories = [.disclosureIndicator(), .delete(), .reorder()]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 390 - 16 - 9, 44))
        cell.isEditingState = true
        cell.layoutIfNeeded()
        // Leading: 16 + delete 22; trailing: 16 + indicator 9 + 8 + reorder 22.
        #expect(cell.contentView.frame == rect(38, 0, 390 - 38 - 55, 44))
    }

    @Test func indentationMovesTheContent() {
        let cell = UICollectionViewListCell(frame: rect(0, 0, 390, 44))
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20)
    }

    @Test func tappingAnOutlineDisclosureExpandsTheItem() {
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 844),
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.count == 1 ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var expanded: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        collectionView.handleTap(at: CGPoint(x: 200, y: 22))
        collectionView.layoutIfNeeded()
        #expect(expanded == ["A"])
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.snapshot(for: 0).isExpanded("A"))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the tap toggled, it did not select")
    }

    @Test func accessoryActionsRunOnTap() {
        var deleted = 0
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 844),
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
            cell.accessories = [.delete(actionHandler: { deleted += 1 })]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["x"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.layoutIfNeeded()
        collectionView.handleTap(at: CGPoint(x: 27, y: 22))
        #expect(deleted == 1)
    }
}

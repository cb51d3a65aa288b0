import Foundation
import Testing
@_spi(Host) @testable import UIKit

@Suite @MainActor struct SelectionTests {
    private let item1 = CGPoint(x: 150, y: 50)
    private let item2 = CGPoint(x: 270, y: 50)

    @Test func tapHighlightsThenSelectsAndTellsTheDelegate() {
        let fixture = EngineFixture(items: 9)
        fixture.calls.removeAll()
        fixture.collectionView.touchesBegan(at: item1)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.isHighlighted && !cell.isSelected)
        fixture.collectionView.touchesEnded(at: item1)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(fixture.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func singleSelectionMovesAndMultipleSelectionToggles() {
        let fixture = EngineFixture(items: 9)
        fixture.collectionView.handleTap(at: item1)
        fixture.calls.removeAll()
        fixture.collectionView.handleTap(at: item2)
        #expect(fixture.calls.suffix(3) == ["shouldSelect 2", "didDeselect 1", "didSelect 2"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        fixture.collectionView.allowsMultipleSelection = true
        fixture.collectionView.handleTap(at: item1)
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)])
        fixture.calls.removeAll()
        fixture.collectionView.handleTap(at: item2)
        #expect(fixture.calls.suffix(2) == ["shouldDeselect 2", "didDeselect 2"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func delegateCanRefuseHighlightAndSelection() {
        let fixture = EngineFixture(items: 9)
        fixture.shouldHighlight = { $0.item != 1 }
        fixture.collectionView.handleTap(at: item1)
        #expect(fixture.collectionView.indexPathsForSelectedItems?.isEmpty == true, "no highlight, no selection")
        fixture.shouldSelect = { _ in false }
        fixture.collectionView.handleTap(at: item2)
        #expect(fixture.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        fixture.collectionView.allowsSelection = false
        fixture.calls.removeAll()
        fixture.collectionView.handleTap(at: item2)
        #expect(fixture.calls.isEmpty)
    }

    @Test func editingModeHasItsOwnSelectionRules() {
        let fixture = EngineFixture(items: 9)
        let collectionView = fixture.collectionView
        #expect(!collectionView.allowsSelectionDuringEditing && !collectionView.allowsMultipleSelectionDuringEditing)
        collectionView.isEditing = true
        collectionView.handleTap(at: item1)
        #expect(collectionView.indexPathsForSelectedItems == [], "no selection while editing by default")
        collectionView.allowsSelectionDuringEditing = true
        collectionView.handleTap(at: item1)
        collectionView.handleTap(at: item2)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        collectionView.allowsSelectionDuringEditing = false
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.handleTap(at: item1)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)])
        collectionView.isEditing = false
        collectionView.handleTap(at: item1)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)],
                "outside editing, a tap selects one item again")
        collectionView.isEditing = true
        collectionView.handleTap(at: item2)
        collectionView.allowsMultipleSelectionDuringEditing = false
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)],
                "turning multiple selection off keeps the first selected item")
    }

    @Test func programmaticSelectionDoesNotCallTheDelegate() {
        let fixture = EngineFixture(items: 60)
        fixture.calls.removeAll()
        fixture.collectionView.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(fixture.calls.allSatisfy { !$0.contains("Select") })
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 13 * 110))
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == true)
        fixture.collectionView.selectItem(at: IndexPath(item: 41, section: 0), animated: false, scrollPosition: [])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 41, section: 0)])
        fixture.collectionView.deselectItem(at: IndexPath(item: 41, section: 0), animated: false)
        #expect(fixture.collectionView.indexPathsForSelectedItems?.isEmpty == true)
    }

    @Test func reusedCellsShowTheirOwnSelection() {
        let fixture = EngineFixture(items: 60)
        fixture.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.visibleCells.allSatisfy { !$0.isSelected })
        fixture.collectionView.contentOffset = .zero
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }
}

import Foundation
import Testing
@testable import UIKit

/// `NSDiffableDataSourceSnapshot`: UIKit's semantics and messages (spec C2).
@Suite @MainActor struct SnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func layout(_ snapshot: Snapshot) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }

    @Test func countsIdentifiersAndLookups() {
        let snapshot = Snapshot([("A", [1, 2, 3]), ("B", []), ("C", [4, 5])])
        #expect(snapshot.numberOfSections == 3 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"] && snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "C") == 2 && snapshot.itemIdentifiers(inSection: "B") == [])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "C" && snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(5) == 4 && snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("C") == 2 && snapshot.indexOfSection("Z") == nil)
    }

    @Test func appendingWithoutASectionGoesToTheLast() {
        var snapshot = Snapshot([("A", [1]), ("B", [2])])
        snapshot.appendItems([3])
        #expect(layout(snapshot) == ["A": [1], "B": [2, 3]])
    }

    @Test func insertingAndMovingNextToItems() {
        var snapshot = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 4)
        #expect(layout(snapshot) == ["A": [1, 10, 11, 2, 3], "B": [4, 12]])
        snapshot.moveItem(1, afterItem: 12)
        snapshot.moveItem(3, beforeItem: 10)
        #expect(layout(snapshot) == ["A": [3, 10, 11, 2], "B": [4, 12, 1]])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
    }

    @Test func deletingItemsKeepsTheirSectionsAndDeleteAllEmptiesTheSnapshot() {
        var snapshot = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        snapshot.deleteItems([2, 4, 99])
        #expect(layout(snapshot) == ["A": [1, 3], "B": []] && snapshot.numberOfItems == 2)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func sectionsInsertMoveAndDeleteWithTheirItems() {
        var snapshot = Snapshot([("A", [1]), ("B", [2])])
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["M"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "M", "B"])
        snapshot.moveSection("Z", afterSection: "B")
        snapshot.moveSection("B", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["B", "A", "M", "Z"])
        #expect(snapshot.itemIdentifiers == [2, 1])
        snapshot.deleteSections(["A", "nope"])
        #expect(snapshot.sectionIdentifiers == ["B", "M", "Z"] && snapshot.indexOfItem(1) == nil && snapshot.numberOfItems == 1)
    }

    @Test func sectionAndItemIdentifiersAreSeparateNamespaces() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([1])
        snapshot.appendItems([1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    }

    @Test func marksAreOrderedUniqueAndDroppedWithTheirItems() {
        var snapshot = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([4])
        snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
        #expect(snapshot.reconfiguredItemIdentifiers == [4] && snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.deleteItems([1])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 2] && snapshot.reconfiguredItemIdentifiers == [])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
    }

    @Test func equalityComparesSectionsAndItemsNotMarks() {
        var marked = Snapshot([("A", [1, 2])])
        marked.reloadItems([1])
        #expect(marked == Snapshot([("A", [1, 2])]))
        #expect(Snapshot([("A", [2, 1])]) != Snapshot([("A", [1, 2])]))
        #expect(Snapshot([("A", [1]), ("B", [2])]) != Snapshot([("A", [1, 2]), ("B", [])]))
    }

    @Test func copiesAreIndependent() {
        let original = Snapshot([("A", [1, 2])])
        var copy = original
        copy.appendItems([3])
        #expect(original.numberOfItems == 2 && copy.numberOfItems == 3)
    }

    @Test func buildsOffTheMainActor() async {
        let snapshot = await Task.detached {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<1000), toSection: 0)
            snapshot.appendItems(Array(1000..<1500), toSection: 1)
            return snapshot
        }.value
        #expect(snapshot.numberOfItems == 1500 && snapshot.indexOfItem(1499) == 1499)
    }

    // MARK: Refused calls, in UIKit's words

    private func refused(_ snapshot: Snapshot, _ change: (inout Snapshot) -> Void) -> [String] {
        let log = MessageLog()
        var changed = snapshot
        log.capture { change(&changed) }
        #expect(changed == snapshot, "the snapshot is left as it was")
        return log.messages
    }

    @Test func appendingItemsWithoutSectionsOrToAnUnknownSection() {
        #expect(refused(Snapshot()) { $0.appendItems([1], toSection: "A") }
            == ["There are currently no sections in the data source. Please add a section first."])
        #expect(refused(Snapshot()) { $0.appendItems([]) }.count == 1, "checked first, even with nothing to append")
        #expect(refused(Snapshot([("A", [])])) { $0.appendItems([1], toSection: "B") }
            == ["Invalid parameter not satisfying: section != NSNotFound"])
    }

    @Test func duplicateIdentifiersInTheArgument() {
        #expect(refused(Snapshot([("A", [])])) { $0.appendItems([1, 2, 1, 2, 3], toSection: "A") }
            == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    2\n)}"])
        #expect(refused(Snapshot([("A", [])])) { $0.appendSections(["B", "B"]) }
            == ["Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    B\n)}"])
    }

    @Test func sectionsThatAlreadyExistAreRefused() {
        #expect(refused(Snapshot([("A", []), ("B", [])])) { $0.appendSections(["C", "A"]) }
            == ["Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    A\n)"])
        #expect(refused(Snapshot([("A", []), ("B", [])])) { $0.insertSections(["A", "B"], afterSection: "B") }.first?
            .hasPrefix("Invalid update: destination for insertion operation [B] is in the insertion identifier list") == true)
        #expect(refused(Snapshot([("A", []), ("B", [])])) { $0.insertSections(["A", "B"], beforeSection: "C") }
            == ["Invalid parameter not satisfying: insertIndex != NSNotFound"])
    }

    @Test func itemsThatAlreadyExistAreMovedIntoPlaceWithAWarning() {
        var snapshot = Snapshot([("A", [1, 2]), ("B", [3])])
        let log = MessageLog()
        log.capture { snapshot.appendItems([1, 4], toSection: "B") }
        #expect(layout(snapshot) == ["A": [2], "B": [3, 1, 4]] && snapshot.sectionIdentifier(containingItem: 1) == "B")
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead") == true)
    }

    @Test func unknownDestinationsAndSelfReferencesAreRefused() {
        let snapshot = Snapshot([("A", [1, 2]), ("B", [])])
        #expect(refused(snapshot) { $0.insertItems([5], beforeItem: 9) } == ["Invalid parameter not satisfying: section != NSNotFound"])
        #expect(refused(snapshot) { $0.insertItems([5, 1], afterItem: 1) }
            == ["Invalid update: destination for insertion operation [1] is in the insertion identifier list for update: (\n    5,\n    1\n)."])
        #expect(refused(snapshot) { $0.moveItem(9, afterItem: 1) } == ["Invalid parameter not satisfying: fromSection != NSNotFound"])
        #expect(refused(snapshot) { $0.moveItem(1, afterItem: 9) } == ["Invalid parameter not satisfying: toSection != NSNotFound"])
        #expect(refused(snapshot) { $0.moveItem(1, afterItem: 1) } == ["Invalid update: destination for move operation [1] is the identifier being moved."])
        #expect(refused(snapshot) { $0.moveSection("Z", afterSection: "A") } == ["Invalid parameter not satisfying: fromIndex != NSNotFound"])
        #expect(refused(snapshot) { $0.moveSection("A", afterSection: "Z") } == ["Invalid parameter not satisfying: toIndex != NSNotFound"])
    }

    @Test func reloadingOrReconfiguringUnknownIdentifiers() {
        let snapshot = Snapshot([("A", [1])])
        #expect(refused(snapshot) { $0.reloadItems([1, 7]) } == ["Attempted to reload item identifier that does not exist in the snapshot: 7"])
        #expect(refused(snapshot) { $0.reconfigureItems([7]) } == ["Attempted to reconfigure item identifier that does not exist in the snapshot: 7"])
        #expect(refused(snapshot) { $0.reloadSections(["Q"]) } == ["Attempted to reload section identifier that does not exist in the snapshot: Q"])
        #expect(refused(snapshot) { $0.reloadItems([7]) }.count == 1)
    }

    @Test func askingAboutAnUnknownSection() {
        let log = MessageLog()
        let snapshot = Snapshot([("A", [1])])
        log.capture {
            #expect(snapshot.numberOfItems(inSection: "Q") == 0 && snapshot.itemIdentifiers(inSection: "Q") == [])
        }
        #expect(log.messages == Array(repeating: "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)", count: 2))
    }
}

import Foundation
import Testing
@testable import UIKit

/// `NSDiffableDataSourceSectionSnapshot`: outlines (spec C3).
@Suite @MainActor struct SectionSnapshotTests {
    /// Animals ─ Cats ─ Lion
    ///         │      └ Tiger
    ///         └ Dogs
    /// Plants
    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Animals", "Plants"])
        snapshot.append(["Cats", "Dogs"], to: "Animals")
        snapshot.append(["Lion", "Tiger"], to: "Cats")
        return snapshot
    }

    @Test func itemsAreDepthFirstWithLevelsAndParents() {
        let snapshot = tree()
        #expect(snapshot.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants"])
        #expect(snapshot.rootItems == ["Animals", "Plants"])
        #expect(snapshot.level(of: "Animals") == 0 && snapshot.level(of: "Tiger") == 2 && snapshot.level(of: "Nope") == -1)
        #expect(snapshot.parent(of: "Tiger") == "Cats" && snapshot.parent(of: "Dogs") == "Animals" && snapshot.parent(of: "Plants") == nil)
        #expect(snapshot.index(of: "Dogs") == 4 && snapshot.contains("Lion") && !snapshot.contains("Nope"))
    }

    @Test func onlyExpandedParentsShowTheirChildren() {
        var snapshot = tree()
        #expect(snapshot.visibleItems == ["Animals", "Plants"] && !snapshot.isVisible("Cats"))
        snapshot.expand(["Animals"])
        #expect(snapshot.visibleItems == ["Animals", "Cats", "Dogs", "Plants"] && snapshot.isVisible("Cats"))
        snapshot.expand(["Cats"])
        #expect(snapshot.visibleItems == snapshot.items && snapshot.isExpanded("Cats"))
        snapshot.collapse(["Animals"])
        #expect(snapshot.visibleItems == ["Animals", "Plants"] && !snapshot.isVisible("Lion") && snapshot.isExpanded("Cats"))
        #expect(snapshot.items.count == 6, "collapsed descendants stay")
    }

    @Test func insertingSiblingsAndDeletingSubtrees() {
        var snapshot = tree()
        snapshot.insert(["Birds"], after: "Cats")
        snapshot.insert(["Fungi"], before: "Plants")
        #expect(snapshot.items == ["Animals", "Cats", "Lion", "Tiger", "Birds", "Dogs", "Fungi", "Plants"])
        #expect(snapshot.level(of: "Birds") == 1 && snapshot.level(of: "Fungi") == 0)
        snapshot.delete(["Cats"])
        #expect(snapshot.items == ["Animals", "Birds", "Dogs", "Fungi", "Plants"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func aSubtreeAsASnapshotOfItsOwn() {
        var snapshot = tree()
        snapshot.expand(["Cats"])
        let cats = snapshot.snapshot(of: "Cats")
        #expect(cats.items == ["Lion", "Tiger"] && cats.rootItems == ["Lion", "Tiger"])
        let withParent = snapshot.snapshot(of: "Cats", includingParent: true)
        #expect(withParent.rootItems == ["Cats"] && withParent.level(of: "Lion") == 1 && withParent.isExpanded("Cats"))
    }

    @Test func duplicatesAndUnknownParentsAreRefused() {
        var snapshot = tree()
        let log = MessageLog()
        log.capture {
            snapshot.append(["Lion"])
            snapshot.append(["Moss", "Moss"], to: "Plants")
            snapshot.append(["Moss"], to: "Rocks")
        }
        #expect(snapshot == tree())
        #expect(log.messages == [
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Lion\n)}",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Moss\n)}",
            "Item identifier was not found in the section snapshot: Rocks",
        ])
    }
}

import UIKit
import XCTest

/// `NSDiffableDataSourceSectionSnapshot`'s snapshot-taking members, as outline code uses them.
final class SectionSnapshotPortingTests: XCTestCase {
    func testAppendingAndInsertingSnapshotsKeepsTheirStructure() {
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(["Fruit"])
        children.append(["Apple", "Pear"], to: "Fruit")
        children.expand(["Fruit"])

        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks"])
        snapshot.append(children, to: "Food")
        XCTAssertEqual(snapshot.items, ["Food", "Fruit", "Apple", "Pear", "Drinks"])
        XCTAssertEqual(snapshot.level(of: "Apple"), 2)
        XCTAssertEqual(snapshot.parent(of: "Fruit"), "Food")
        XCTAssertTrue(snapshot.isExpanded("Fruit"))

        var tea = NSDiffableDataSourceSectionSnapshot<String>()
        tea.append(["Tea"])
        snapshot.insert(tea, before: "Drinks")
        var water = NSDiffableDataSourceSectionSnapshot<String>()
        water.append(["Water"])
        snapshot.insert(water, after: "Drinks")
        XCTAssertEqual(snapshot.rootItems, ["Food", "Tea", "Drinks", "Water"])
    }

    func testReplacingChildren() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Inbox", "Sent"])
        snapshot.append(["Mail 1", "Mail 2"], to: "Inbox")
        snapshot.append(["Old"], to: "Mail 1")
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Mail 2", "Mail 3"])
        replacement.append(["Reply"], to: "Mail 3")
        snapshot.replace(childrenOf: "Inbox", using: replacement)
        XCTAssertEqual(snapshot.items, ["Inbox", "Mail 2", "Mail 3", "Reply", "Sent"])
        XCTAssertFalse(snapshot.contains("Old"))
        XCTAssertEqual(snapshot.level(of: "Reply"), 2)
        XCTAssertEqual(snapshot.snapshot(of: "Inbox").items, ["Mail 2", "Mail 3", "Reply"])
        // A replacement holding an item found elsewhere is refused, as UIKit refuses it.
        var clash = NSDiffableDataSourceSectionSnapshot<String>()
        clash.append(["Sent"])
        snapshot.replace(childrenOf: "Inbox", using: clash)
        XCTAssertEqual(snapshot.items, ["Inbox", "Mail 2", "Mail 3", "Reply", "Sent"])
    }

    func testVisualDescriptionDrawsTheOutline() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks"])
        snapshot.append(["Burger", "Fries"], to: "Food")
        snapshot.append(["Cola"], to: "Drinks")
        snapshot.expand(["Food"])
        XCTAssertEqual(snapshot.visualDescription(), """
        <NSDiffableDataSourceSectionSnapshot: 5 items>
        + * Food
              * Burger
              * Fries
        - * Drinks
                Cola
        """)
    }
}

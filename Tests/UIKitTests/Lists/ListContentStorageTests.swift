import Foundation
import Testing
@testable import UIKit

/// A list content configuration keeps its values in shared copy-on-write storage that a cell
/// recycles when it replaces a configuration nothing else holds: value semantics stay whole.
@Suite(.serialized) @MainActor struct ListContentStorageTests {
    @Test func copiesAreIndependentValues() {
        var first = UIListContentConfiguration.cell()
        first.text = "One"
        var second = first
        second.text = "Two"
        second.textProperties.color = .systemRed
        #expect(first.text == "One" && second.text == "Two")
        #expect(first.textProperties.color == .label)
        #expect(first != second)
        second.text = "One"
        second.textProperties.color = .label
        #expect(first == second && first.hashValue == second.hashValue)
    }

    @Test func aConfigurationSomeoneHoldsIsNeverRecycled() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var held = cell.defaultContentConfiguration()
        held.text = "Kept"
        cell.contentConfiguration = held
        var next = cell.defaultContentConfiguration()
        next.text = "Next"
        cell.contentConfiguration = next
        var another = cell.defaultContentConfiguration()
        another.text = "Another"
        #expect(held.text == "Kept")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Next")
        #expect(another.text == "Another")
    }

    @Test func storageNobodyHoldsIsReused() {
        let (cellValues, valueCellValues) = (UIListContentConfiguration.cell().values, UIListContentConfiguration.valueCell().values)
        var storage: ListContentStorage? = ListContentStorage.make(cellValues)
        let identity = ObjectIdentifier(storage!)
        ListContentStorage.recycle(&storage)
        #expect(storage == nil)
        let reused = ListContentStorage.make(valueCellValues)
        #expect(ObjectIdentifier(reused) == identity)
        #expect(reused.values.prefersSideBySideTextAndSecondaryText)
    }

    @Test func aCellReplacingItsConfigurationShowsTheNewOne() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        for row in 0..<5 {
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            cell.contentConfiguration = content
            #expect((cell.contentView as? UIListContentView)?.listContentConfiguration.text == "Row \(row)")
        }
    }
}

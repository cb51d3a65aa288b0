import Foundation
@testable import UIKit

/// Random pairs of snapshots: a random old one, and a new one made from it by random changes —
/// items deleted, inserted, moved within and across sections, sections deleted, inserted,
/// moved and emptied, reload and reconfigure marks.
struct RandomSnapshotPair: CustomStringConvertible {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    var old: Snapshot
    var new: Snapshot

    init(seed: UInt64, maxItems: Int) {
        var random = SplitMix64(seed: seed)
        var nextID = 0
        func fresh(_ count: Int) -> [Int] {
            defer { nextID += count }
            return Array(nextID..<nextID + count)
        }
        var old = Snapshot()
        let sectionCount = Int.random(in: 0...6, using: &random)
        old.appendSections(Array(0..<sectionCount))
        var nextSection = sectionCount
        for section in 0..<sectionCount {
            old.appendItems(fresh(Int.random(in: 0...max(0, maxItems / max(sectionCount, 1)), using: &random)), toSection: section)
        }
        var new = old
        let steps = Int.random(in: 0...8, using: &random)
        for _ in 0..<steps {
            let items = new.itemIdentifiers, sections = new.sectionIdentifiers
            switch Int.random(in: 0..<11, using: &random) {
            case 0 where !items.isEmpty:
                let count = Int.random(in: 1...max(1, items.count / 5), using: &random)
                new.deleteItems((0..<count).map { _ in items.randomElement(using: &random)! })
            case 1 where !sections.isEmpty:
                new.appendItems(fresh(Int.random(in: 1...max(1, maxItems / 10), using: &random)), toSection: sections.randomElement(using: &random)!)
            case 2 where !items.isEmpty:
                new.insertItems(fresh(Int.random(in: 1...5, using: &random)), beforeItem: items.randomElement(using: &random)!)
            case 3 where items.count > 1:
                for _ in 0..<Int.random(in: 1...max(1, items.count / 10), using: &random) {
                    let item = items.randomElement(using: &random)!, destination = items.randomElement(using: &random)!
                    if item != destination { new.moveItem(item, afterItem: destination) }
                }
            case 4 where !sections.isEmpty:
                new.deleteSections([sections.randomElement(using: &random)!])
            case 5:
                let section = nextSection
                nextSection += 1
                if let anchor = sections.randomElement(using: &random) {
                    new.insertSections([section], beforeSection: anchor)
                } else {
                    new.appendSections([section])
                }
                if Bool.random(using: &random) { new.appendItems(fresh(Int.random(in: 0...20, using: &random)), toSection: section) }
            case 6 where sections.count > 1:
                let section = sections.randomElement(using: &random)!, destination = sections.randomElement(using: &random)!
                if section != destination { new.moveSection(section, afterSection: destination) }
            case 7 where !sections.isEmpty:
                let section = sections.randomElement(using: &random)!
                new.deleteItems(new.itemIdentifiers(inSection: section))
            case 8 where !items.isEmpty:
                new.reloadItems((0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! })
            case 9 where !items.isEmpty:
                new.reconfigureItems((0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! })
            case 10 where !sections.isEmpty:
                new.reloadSections([sections.randomElement(using: &random)!])
            default:
                break
            }
        }
        self.old = old
        self.new = new
    }

    var description: String {
        func show(_ snapshot: Snapshot) -> String {
            snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" }.joined(separator: "; ")
        }
        return "old [\(show(old))] new [\(show(new))] reloaded \(new.reloadedItemIdentifiers) sections \(new.reloadedSectionIdentifiers)"
    }
}

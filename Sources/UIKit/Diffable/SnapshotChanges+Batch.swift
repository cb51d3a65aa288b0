import Foundation

extension SnapshotChanges {
    /// The changes as a batch that needs no checking, for a collection view that shows `before`
    /// counts and will show `after`; nil when they hold reloads, which go through the checked
    /// path (they come alone, and UIKit derives their new places from the other changes).
    func validBatch(before: [Int], after: [Int]) -> ValidBatch? {
        guard reloadedSections.isEmpty, reloaded.isEmpty else { return nil }
        let batch = UpdateBatch(
            deletedSections: Array(deletedSections), insertedSections: Array(insertedSections), sectionMoves: movedSections,
            deletedItems: deleted.map(\.packed), insertedItems: inserted.map(\.packed),
            itemMoves: moved.map { ($0.from.packed, $0.to.packed) })
        return ValidBatch(batch: batch, before: before, after: after, operations: { self.operations })
    }
}

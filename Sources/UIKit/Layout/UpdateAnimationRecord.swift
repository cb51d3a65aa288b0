import Foundation

/// What a layout knows about the batch update being animated: the batch itself (the plan's, or
/// the one its update items describe), and the attributes elements had on screen before the
/// update.
struct UpdateAnimationRecord {
    /// The batch being animated; nil until the collection view or
    /// `prepare(forCollectionViewUpdates:)` provides it.
    var batch: UpdateBatch?
    /// The attributes elements had on screen before the update, by element.
    var attributesBeforeUpdate: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// Whether the element at `path` (after the update) is new: inserted, reloaded or in an
    /// inserted section.
    func isAppearing(_ path: IndexPath, isItem: Bool) -> Bool {
        batch?.isAppearing(path, isItem: isItem) ?? false
    }

    /// Whether the element at `path` (before the update) goes away: deleted, reloaded or in a
    /// deleted section.
    func isDisappearing(_ path: IndexPath, isItem: Bool) -> Bool {
        batch?.isDisappearing(path, isItem: isItem) ?? false
    }

    /// Where a moved item now at `path` was before the update; nil when it did not move.
    func moveSource(forNew path: IndexPath) -> IndexPath? {
        batch?.moveSource(forNew: path)
    }
}

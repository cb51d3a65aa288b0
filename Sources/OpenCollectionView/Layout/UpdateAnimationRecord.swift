import Foundation

/// What a layout knows about the batch update being animated: the update items, grouped for
/// lookups, and the attributes elements had on screen before the update.
struct UpdateAnimationRecord {
    /// After-update paths of inserted and reloaded items.
    private(set) var insertedItems: Set<IndexPath> = []
    private(set) var insertedSections = IndexSet()
    /// Before-update paths of deleted and reloaded items.
    private(set) var deletedItems: Set<IndexPath> = []
    private(set) var deletedSections = IndexSet()
    /// Moved items: after-update path to before-update path.
    private(set) var moveSources: [IndexPath: IndexPath] = [:]
    /// The attributes elements had on screen before the update, by element.
    var attributesBeforeUpdate: [ElementKey: CollectionViewLayoutAttributes] = [:]

    init(items: [CollectionViewUpdateItem], attributesBeforeUpdate: [ElementKey: CollectionViewLayoutAttributes]) {
        self.attributesBeforeUpdate = attributesBeforeUpdate
        for item in items {
            let before = item.indexPathBeforeUpdate, after = item.indexPathAfterUpdate
            switch item.updateAction {
            case .insert, .reload, .delete:
                if let after, item.updateAction != .delete { noteInsert(after, isSection: item.isSectionUpdate) }
                if let before, item.updateAction != .insert { noteDelete(before, isSection: item.isSectionUpdate) }
            case .move:
                if let before, let after, !item.isSectionUpdate { moveSources[after] = before }
            case .none:
                break
            }
        }
    }

    private mutating func noteInsert(_ path: IndexPath, isSection: Bool) {
        if isSection { insertedSections.insert(path.section) } else { insertedItems.insert(path) }
    }

    private mutating func noteDelete(_ path: IndexPath, isSection: Bool) {
        if isSection { deletedSections.insert(path.section) } else { deletedItems.insert(path) }
    }

    /// Whether the element at `path` (after the update) is new: inserted, reloaded or in an
    /// inserted section.
    func isAppearing(_ path: IndexPath, isItem: Bool) -> Bool {
        insertedSections.contains(path.section) || (isItem && insertedItems.contains(path))
    }

    /// Whether the element at `path` (before the update) goes away: deleted, reloaded or in a
    /// deleted section.
    func isDisappearing(_ path: IndexPath, isItem: Bool) -> Bool {
        deletedSections.contains(path.section) || (isItem && deletedItems.contains(path))
    }
}

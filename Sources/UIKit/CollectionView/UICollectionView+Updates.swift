import Foundation

/// Data changes: `reloadData`, the single-operation calls, and `performBatchUpdates` with UIKit's
/// processing order, validity rules and messages (`spec/updates-and-diffable.md` A).
///
/// An invalid batch never crashes by default: the collection view reports UIKit's message to
/// `invalidUpdateHandler` (and `Diagnostics`), reloads everything from its data source — the
/// source of truth — and goes on. Set `trapsOnInvalidUpdates` to trap instead, as UIKit does.
extension UICollectionView {
    /// What `performBatchUpdates` does unless a subclass overrides it.
    func defaultPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 {
            _ = numberOfSections  // the before state: counts are loaded now if they were not
            recordedOperations.removeAll()
            recordedValidBatch = nil
            reloadRequestedDuringUpdate = false
        }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if let completion { pendingUpdateCompletions.append(completion) }
        if updateDepth == 0 { endUpdates() }
    }

    /// What `insertItems` does unless a subclass overrides it.
    func defaultInsertItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.insertItem)) }
    /// What `deleteItems` does unless a subclass overrides it.
    func defaultDeleteItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.deleteItem)) }
    /// What `reloadItems` does unless a subclass overrides it.
    func defaultReloadItems(at indexPaths: [IndexPath]) { record(indexPaths.map(UpdateOperation.reloadItem)) }
    /// What `moveItem` does unless a subclass overrides it.
    func defaultMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([.moveItem(from: indexPath, to: newIndexPath)])
    }
    /// What `insertSections` does unless a subclass overrides it.
    func defaultInsertSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.insertSection)) }
    /// What `deleteSections` does unless a subclass overrides it.
    func defaultDeleteSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.deleteSection)) }
    /// What `reloadSections` does unless a subclass overrides it.
    func defaultReloadSections(_ sections: IndexSet) { record(sections.map(UpdateOperation.reloadSection)) }
    /// What `moveSection` does unless a subclass overrides it.
    func defaultMoveSection(_ section: Int, toSection newSection: Int) { record([.moveSection(from: section, to: newSection)]) }

    /// Outside a batch, one call is a batch of its own.
    func record(_ operations: [UpdateOperation]) {
        if updateDepth > 0 {
            recordedOperations += operations
        } else {
            performBatchUpdates({ self.recordedOperations += operations })
        }
    }

    /// Records a batch that is valid by construction, such as a snapshot diff: when it is the
    /// whole batch and the counts are the ones it was made for, it is applied without being
    /// checked again; otherwise its operations join the batch and are checked with the rest.
    func record(_ batch: ValidBatch) {
        if updateDepth > 0, recordedOperations.isEmpty, recordedValidBatch == nil {
            recordedValidBatch = batch
        } else {
            record(batch.operations())
        }
    }

    // MARK: Ending a batch

    private func endUpdates() {
        let completions = pendingUpdateCompletions
        pendingUpdateCompletions.removeAll()
        var operations = recordedOperations
        recordedOperations.removeAll()
        let validBatch = recordedValidBatch
        recordedValidBatch = nil
        let before = loadedCounts ?? []
        loadedCounts = nil
        let after = numberOfSections == 0 ? [] : (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        if reloadRequestedDuringUpdate {
            reloadAfterUpdate(completions)
            return
        }
        if let validBatch {
            if operations.isEmpty, validBatch.before == before, validBatch.after == after {
                // A valid batch has no reloads to decompose: its operations are the update items.
                apply(UpdatePlan(before: before, after: after, batch: validBatch.batch, operations: {
                    UpdateWork(validBatch.operations())
                }), completions: completions)
                return
            }
            operations = validBatch.operations() + operations
        }
        let plan: UpdatePlan
        do {
            plan = try UpdatePlanner(before: before, after: after, operations: operations).plan()
        } catch {
            reportInvalidUpdate(error)
            reloadAfterUpdate(completions)
            return
        }
        apply(plan, completions: completions)
    }

    /// Reports an invalid batch in UIKit's words; traps in strict mode.
    private func reportInvalidUpdate(_ error: CollectionViewUpdateError) {
        if trapsOnInvalidUpdates { raiseException(.internalInconsistencyException, "Invalid update: \(error.message)") }
        Diagnostics.report("[UICollectionView] Invalid update: \(error.message) - will perform reloadData.")
        invalidUpdateHandler?(error)
    }

    private func reloadAfterUpdate(_ completions: [(Bool) -> Void]) {
        reloadData()
        layoutIfNeeded()
        for completion in completions { completion(false) }
    }

    // MARK: Applying a valid batch

    /// Swaps in the new counts, remaps the selection and the views on screen, lets the layout
    /// prepare for the updates, and animates every view from its initial to its final attributes.
    func apply(_ plan: UpdatePlan, completions: [(Bool) -> Void]) {
        dropPreparedCells { _ in true }
        let transition = ElementTransition(collectionView: self)
        transition.captureBeforeState(forUpdate: true)
        selection.remap { plan.newPath(forOld: $0) }
        if let highlighted = highlightedIndexPath { highlightedIndexPath = plan.newPath(forOld: highlighted) }
        remapFocus { plan.newPath(forOld: $0) }
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        layout.beginUpdateAnimation(plan.batch)
        layout.prepare(forCollectionViewUpdates: layout.readsUpdateItems ? plan.updateItems : [])
        let proposed = layoutTargetContentOffset(forProposed: contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        if target != contentOffset { contentOffset = clampedContentOffset(target) }
        transition.run(
            mapItem: { plan.newPath(forOld: $0) },
            unmapItem: { plan.oldPath(forNew: $0) },
            mapSection: { plan.sections.newSection(forOld: $0) },
            initial: { key in self.initialAttributes(for: key) },
            final: { key in self.finalAttributes(for: key) },
            beforeAnimating: { self.layout.finalizeCollectionViewUpdates() },
            completion: { finished in for completion in completions { completion(finished) } })
    }

    /// The layout's initial attributes for an element appearing at `key` (after the update), in
    /// the collection view's coordinates.
    private func initialAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let path = key.indexPath
        switch key.category {
        case .cell:
            return mirrored(layout.initialLayoutAttributesForAppearingItem(at: path))
        case .supplementaryView:
            return mirrored(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: path))
        case .decorationView:
            return mirrored(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: path))
        }
    }

    /// The layout's final attributes for an element disappearing from `key` (before the update),
    /// in the collection view's coordinates.
    private func finalAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let path = key.indexPath
        switch key.category {
        case .cell:
            return mirrored(layout.finalLayoutAttributesForDisappearingItem(at: path))
        case .supplementaryView:
            return mirrored(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: path))
        case .decorationView:
            return mirrored(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: path))
        }
    }
}

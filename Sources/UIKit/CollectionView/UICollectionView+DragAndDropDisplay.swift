import Foundation

/// What one displayed item is while a drop changes what the collection view shows.
enum DropDisplaySlot: Equatable {
    /// An item of the data source, at its data index path.
    case data(IndexPath)
    /// The empty space a hovering drop opens for items from elsewhere.
    case gap
    /// A drop placeholder's cell.
    case placeholder(ObjectIdentifier)
}

/// The displayed items of a collection view that shows a drop gap, a locally dragged item moved
/// to the destination, or placeholders: per section, what each displayed item is. The data
/// source is not changed until the drop is performed (UIKit's "uncommitted updates").
struct DropDisplayOverlay {
    var slots: [[DropDisplaySlot]]
    /// The data index path of the dragged item shown hidden at the destination, in a reorder.
    var movedItem: IndexPath?

    func slot(at path: IndexPath) -> DropDisplaySlot? {
        guard path.count == 2, slots.indices.contains(path.section), slots[path.section].indices.contains(path.item) else { return nil }
        return slots[path.section][path.item]
    }

    func displayedPath(of slot: DropDisplaySlot) -> IndexPath? {
        for (section, items) in slots.enumerated() {
            if let item = items.firstIndex(of: slot) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Whether the overlay shows exactly the data source's items in its order.
    var isIdentity: Bool {
        movedItem == nil && slots.enumerated().allSatisfy { section, items in
            items.enumerated().allSatisfy { $1 == .data(IndexPath(item: $0, section: section)) }
        }
    }

    /// Numbers the data items of each section in displayed order (valid once no item is shown
    /// away from its data position).
    mutating func renumber() {
        for section in slots.indices {
            var next = 0
            for item in slots[section].indices {
                guard case .data = slots[section][item] else { continue }
                slots[section][item] = .data(IndexPath(item: next, section: section))
                next += 1
            }
        }
    }
}

/// The drop gap and placeholders on screen: the collection view shows items the data source
/// does not have (yet), through `dataIndexPath(forDisplayed:)` and `cellForDisplayedItem(at:)`.
extension UICollectionView {
    /// The reuse identifier of the gap's empty cells.
    static let dropGapReuseIdentifier = "UIKit.DropGap"

    var dropOverlaySlots: [[DropDisplaySlot]] {
        if let overlay = dragDrop.overlay { return overlay.slots }
        return (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { .data(IndexPath(item: $0, section: section)) }
        }
    }

    /// Opens the gap at `destination` (a displayed index path, as the items will be after the
    /// drop): the dragged item itself, hidden, when `movedItem` is this collection view's item
    /// (a reorder), else an empty cell. The other items move aside, animated.
    func showDropGap(at destination: IndexPath, movedItem: IndexPath?) {
        var overlay = dragDrop.overlay ?? DropDisplayOverlay(slots: dropOverlaySlots)
        let moving: DropDisplaySlot = movedItem.map { .data($0) } ?? .gap
        let old = overlay.displayedPath(of: moving)
        if let old { overlay.slots[old.section].remove(at: old.item) }
        guard overlay.slots.indices.contains(destination.section) else { return }
        let target = IndexPath(item: min(max(0, destination.item), overlay.slots[destination.section].count), section: destination.section)
        overlay.slots[target.section].insert(moving, at: target.item)
        overlay.movedItem = movedItem
        guard old != target else {
            dragDrop.overlay = overlay
            visibleCellViews[target]?.isHidden = true
            return
        }
        applyDropOverlay(overlay, operation: old.map { .moveItem(from: $0, to: target) } ?? .insertItem(target), animated: true)
    }

    /// Closes the gap: the dragged item goes back to its place, or the empty cell goes away.
    func hideDropGap(animated: Bool) {
        guard var overlay = dragDrop.overlay else { return }
        let operation: UpdateOperation
        if let moved = overlay.movedItem, let old = overlay.displayedPath(of: .data(moved)) {
            overlay.slots[old.section].remove(at: old.item)
            let home = IndexPath(item: min(moved.item, overlay.slots[moved.section].count), section: moved.section)
            overlay.slots[home.section].insert(.data(moved), at: home.item)
            overlay.movedItem = nil
            visibleCellViews[old]?.isHidden = false
            guard old != home else {
                dragDrop.overlay = overlay.isIdentity ? nil : overlay
                return
            }
            operation = .moveItem(from: old, to: home)
        } else if let old = overlay.displayedPath(of: .gap) {
            overlay.slots[old.section].remove(at: old.item)
            operation = .deleteItem(old)
        } else {
            return
        }
        applyDropOverlay(overlay, operation: operation, animated: animated)
    }

    /// Shows `overlay` in place of the current displayed items: `operation` turns one into the
    /// other.
    func applyDropOverlay(_ overlay: DropDisplayOverlay, operation: UpdateOperation, animated: Bool) {
        let before = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let after = overlay.slots.map(\.count)
        guard let plan = try? UpdatePlanner(before: before, after: after, operations: [operation]).plan() else { return }
        loadedCounts = after
        dragDrop.overlay = overlay.isIdentity ? nil : overlay
        if animated {
            apply(plan, completions: [])
        } else {
            UIView.performWithoutAnimation { apply(plan, completions: []) }
        }
    }

    /// The cell for a displayed item: the data source's, or the gap's empty cell, or a
    /// placeholder's cell configured by its handler.
    func cellForDisplayedItem(at path: IndexPath, from dataSource: UICollectionViewDataSource) -> UICollectionViewCell {
        switch dragDrop.overlay?.slot(at: path) {
        case .gap?:
            let key = ReusePool.Key(category: .cell, kind: nil, identifier: UICollectionView.dropGapReuseIdentifier)
            if !reusePool.isRegistered(key) { reusePool.register(.viewClass(UICollectionViewCell.self), for: key) }
            return dequeueReusableCell(withReuseIdentifier: key.identifier, for: path)
        case .placeholder(let id)? where dragDrop.placeholders[id] != nil:
            let context = dragDrop.placeholders[id]!
            let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: path)
            context.placeholder.cellUpdateHandler?(cell)
            return cell
        default:
            return requestCell(from: dataSource, at: dataIndexPath(forDisplayed: path))
        }
    }

    /// The data source's index path of a displayed item while a drop overlay is shown.
    func dropDataIndexPath(forDisplayed path: IndexPath) -> IndexPath? {
        guard let overlay = dragDrop.overlay else { return nil }
        if case .data(let data)? = overlay.slot(at: path) { return data }
        return path
    }

    /// The data source's index path of a displayed item for a layout's questions to the
    /// delegate while a drop shows its gap: nil for the gap itself.
    func dropDelegateIndexPath(forDisplayed path: IndexPath) -> IndexPath? {
        guard let overlay = dragDrop.overlay else { return path }
        if case .data(let data)? = overlay.slot(at: path) { return data }
        return nil
    }

    /// Hides the gap's cell and the dragged item's cell (the preview stands for it); called
    /// at every display pass.
    func applyDropAppearance() {
        guard let overlay = dragDrop.overlay else { return }
        if let gap = overlay.displayedPath(of: .gap) { visibleCellViews[gap]?.isHidden = true }
        if let moved = overlay.movedItem, let shown = overlay.displayedPath(of: .data(moved)) {
            visibleCellViews[shown]?.isHidden = true
        }
    }

    // MARK: Placeholders

    func insertDropPlaceholder(_ context: DropPlaceholderContext) {
        var overlay = dragDrop.overlay ?? DropDisplayOverlay(slots: dropOverlaySlots)
        let wanted = context.placeholder.insertionIndexPath
        let section = min(max(0, wanted.section), overlay.slots.count - 1)
        guard section >= 0 else { return }
        let path = IndexPath(item: min(max(0, wanted.item), overlay.slots[section].count), section: section)
        let slot = DropDisplaySlot.placeholder(ObjectIdentifier(context))
        overlay.slots[section].insert(slot, at: path.item)
        dragDrop.placeholders[ObjectIdentifier(context)] = context
        applyDropOverlay(overlay, operation: .insertItem(path), animated: true)
    }

    /// The displayed index path of a placeholder still shown.
    func displayedPath(of context: DropPlaceholderContext) -> IndexPath? {
        dragDrop.overlay?.displayedPath(of: .placeholder(ObjectIdentifier(context)))
    }

    func commitDropPlaceholder(_ context: DropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard var overlay = dragDrop.overlay, let path = displayedPath(of: context) else { return false }
        let phantomsBefore = overlay.slots[path.section][..<path.item].filter { if case .data = $0 { false } else { true } }.count
        dataSourceUpdates(IndexPath(item: path.item - phantomsBefore, section: path.section))
        dragDrop.placeholders[ObjectIdentifier(context)] = nil
        overlay.slots[path.section][path.item] = .data(path)
        overlay.renumber()
        applyDropOverlay(overlay, operation: .reloadItem(path), animated: true)
        return true
    }

    func deleteDropPlaceholder(_ context: DropPlaceholderContext) -> Bool {
        guard var overlay = dragDrop.overlay, let path = displayedPath(of: context) else { return false }
        dragDrop.placeholders[ObjectIdentifier(context)] = nil
        overlay.slots[path.section].remove(at: path.item)
        applyDropOverlay(overlay, operation: .deleteItem(path), animated: true)
        return true
    }

    func updateDropPlaceholderCell(_ context: DropPlaceholderContext) {
        guard let path = displayedPath(of: context), let cell = visibleCellViews[path] else { return }
        context.placeholder.cellUpdateHandler?(cell)
    }
}

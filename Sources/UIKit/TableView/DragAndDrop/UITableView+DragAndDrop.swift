import Foundation

/// A table's drag and drop state: its delegates and settings, the gap and placeholder rows
/// shown during a drop.
@MainActor
final class TableDragDropState {
    weak var dragDelegate: UITableViewDragDelegate?
    weak var dropDelegate: UITableViewDropDelegate?
    var dragInteractionEnabled = true
    /// The space a hovering drop opens, if any.
    var gap: TableDropGap?
    /// Whether the last proposal inserts at the destination (a gap), rather than into a row.
    var insertsAtDestination = false
    /// The placeholder rows shown, with the index paths they show at.
    var placeholders: [(context: TableDropPlaceholderContext, path: IndexPath)] = []
}

/// The space a hovering drop opens between rows, as the rows will be after the drop: the
/// dragged row of this table (hidden, its place closed up) moved there, or an empty space for
/// items from elsewhere. Rows, headers and footers after it move down by its height.
struct TableDropGap {
    var destination: IndexPath
    var height: CGFloat
    /// The table's own dragged row and its height, in a reorder.
    var movedRow: IndexPath?
    var movedHeight: CGFloat = 0

    /// How far the row at `path` moves: up for the dragged row's place closed, down for the gap.
    func offset(ofRow path: IndexPath) -> CGFloat {
        var offset: CGFloat = 0
        var row = path.row
        if let moved = movedRow, (path.section, path.row) > (moved.section, moved.row) {
            offset -= movedHeight
            if path.section == moved.section { row -= 1 }
        }
        if path.section > destination.section || (path.section == destination.section && row >= destination.row) {
            offset += height
        }
        return offset
    }

    /// How far a section's header (`isHeader`) or footer moves.
    func offset(ofSection section: Int, isHeader: Bool) -> CGFloat {
        var offset: CGFloat = 0
        if let moved = movedRow, isHeader ? section > moved.section : section >= moved.section { offset -= movedHeight }
        if isHeader ? section > destination.section : section >= destination.section { offset += height }
        return offset
    }

    /// How much taller the content is while the gap shows.
    var extraHeight: CGFloat { height - movedHeight }
}

/// Drag and drop in a table, as UIKit's (iOS 11): a long press on a row lifts it (the drag
/// delegate gives the items), its preview follows the touch across the window, the table under
/// the touch asks its drop delegate for a proposal and opens a gap where the items would go,
/// and lifting the finger asks it to perform the drop with a coordinator — or, for a row moved
/// within its own table, moves it through the data source's `tableView(_:moveRowAt:to:)`.
extension UITableView {
    /// The work of `dragDelegate`'s setter: installs the long press that lifts rows.
    func installDragDelegate(_ delegate: UITableViewDragDelegate?) {
        dragDrop.dragDelegate = delegate
        if delegate != nil { installLiftGesture() }
    }

    /// The row of this table being dragged alone (a reorder when dropped here), if any.
    var ownDraggedRow: IndexPath? {
        guard let drag = ActiveDrag.current, drag.source === self, drag.session.sourceIndexPaths.count == 1 else { return nil }
        return drag.session.sourceIndexPaths[0]
    }

    // MARK: Destinations

    /// The index path a drop at `point` would insert at, as the rows will be after the drop: in
    /// a reorder, the row under the touch (the delegate's `targetIndexPathForMoveFromRowAt` may
    /// change it, as for the reorder control); else before the row under the touch in its upper
    /// half, after it in its lower half. Over a header, the section's first row; over a footer
    /// or below the rows, the section's end. Nil without sections.
    func tableDropDestination(at point: CGPoint) -> IndexPath? {
        loadGeometryIfNeeded()
        let sections = geometry.numberOfSections
        guard sections > 0 else { return nil }
        let y = Double(point.y)
        let moved = ownDraggedRow
        var destination: IndexPath
        if let row = geometry.row(at: y) {
            destination = row
            if moved == nil && point.y >= frameOfRow(row).midY { destination.row += 1 }
        } else {
            let section = geometry.section(at: y) ?? (y < geometry.sectionTop(0) ? 0 : sections - 1)
            let rowsTop = geometry.sectionTop(section) + geometry.sections[section].rowsTop
            destination = IndexPath(row: y < rowsTop ? 0 : geometry.numberOfRows(in: section), section: section)
        }
        guard let moved else { return destination }
        let count = geometry.numberOfRows(in: destination.section) - (destination.section == moved.section ? 1 : 0)
        destination.row = max(0, min(destination.row, count))
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: moved, toProposedIndexPath: destination) ?? destination
        guard target.count == 2, target.section >= 0, target.section < sections else { return destination }
        let targetCount = geometry.numberOfRows(in: target.section) - (target.section == moved.section ? 1 : 0)
        return IndexPath(row: max(0, min(target.row, targetCount)), section: target.section)
    }

    /// Whether a drop at `point` under `intent` goes into the row there rather than between
    /// rows: always for `.insertIntoDestinationIndexPath`, never for `.insertAtDestinationIndexPath`;
    /// `.automatic` goes into a row over its middle half.
    func dropsIntoRow(at point: CGPoint, intent: UITableViewDropProposal.Intent) -> Bool {
        switch intent {
        case .insertIntoDestinationIndexPath: return true
        case .insertAtDestinationIndexPath: return false
        case .unspecified: return true
        case .automatic:
            guard let row = indexPathForRow(at: point) else { return false }
            let frame = frameOfRow(row)
            return point.y > frame.minY + frame.height / 4 && point.y < frame.maxY - frame.height / 4
        }
    }

    // MARK: The gap

    /// Opens the gap at `destination` (animated): the dragged row itself when `movedRow` is
    /// this table's, else an empty space `height` high.
    func showTableDropGap(at destination: IndexPath, movedRow: IndexPath?, height: CGFloat) {
        var gap = TableDropGap(destination: destination, height: height, movedRow: movedRow)
        if let movedRow, isValid(movedRow) {
            gap.movedHeight = CGFloat(geometry.rowHeight(movedRow.row, in: movedRow.section))
            gap.height = gap.movedHeight
        }
        dragDrop.gap = gap
        animateDropGapChange()
    }

    /// Closes the gap: the dragged row shows at its place again.
    func hideTableDropGap(animated: Bool) {
        guard let gap = dragDrop.gap else { return }
        dragDrop.gap = nil
        if let moved = gap.movedRow { visibleCellsByPath[moved]?.isHidden = false }
        if animated { animateDropGapChange() } else { setNeedsLayout() }
    }

    private func animateDropGapChange() {
        setNeedsLayout()
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState]) { self.layoutIfNeeded() }
    }

    /// The row's frame as shown: moved aside by a drop's gap.
    func displayedFrameOfRow(_ path: IndexPath) -> CGRect {
        frameOfRow(path).offsetBy(dx: 0, dy: dragDrop.gap?.offset(ofRow: path) ?? 0)
    }

    /// Hides the dragged row's cell while the gap shows it moved; called at every layout.
    func applyDropGapAppearance() {
        if let moved = dragDrop.gap?.movedRow { visibleCellsByPath[moved]?.isHidden = true }
    }

    // MARK: Placeholders

    /// The placeholder shown at `path`, if any.
    func dropPlaceholder(at path: IndexPath) -> TableDropPlaceholderContext? {
        dragDrop.placeholders.first { $0.path == path }?.context
    }

    /// The data source's index path of a row shown at `path`: placeholders above it in its
    /// section are not the data source's.
    func dataIndexPath(forDisplayed path: IndexPath) -> IndexPath {
        guard !dragDrop.placeholders.isEmpty else { return path }
        let above = dragDrop.placeholders.filter { $0.path.section == path.section && $0.path.row < path.row }.count
        return IndexPath(row: path.row - above, section: path.section)
    }

    /// The placeholders of each section, added to the data source's counts.
    func placeholderCount(in section: Int) -> Int {
        dragDrop.placeholders.reduce(0) { $0 + ($1.path.section == section ? 1 : 0) }
    }

    /// Moves the placeholders to their rows' new index paths after an update.
    func remapDropPlaceholders(_ newPath: (IndexPath) -> IndexPath?) {
        guard !dragDrop.placeholders.isEmpty else { return }
        dragDrop.placeholders = dragDrop.placeholders.compactMap { entry in newPath(entry.path).map { (entry.context, $0) } }
    }

    func insertDropPlaceholder(_ context: TableDropPlaceholderContext) {
        loadGeometryIfNeeded()
        guard geometry.numberOfSections > 0 else { return }
        let wanted = context.placeholder.insertionIndexPath
        let section = min(max(0, wanted.section), geometry.numberOfSections - 1)
        let path = IndexPath(row: min(max(0, wanted.row), geometry.numberOfRows(in: section)), section: section)
        var after = geometry.rowCounts
        after[section] += 1
        guard let plan = try? UpdatePlanner(before: geometry.rowCounts, after: after, operations: [.insertItem(path)]).plan() else { return }
        remapDropPlaceholders { plan.newPath(forOld: $0) }
        dragDrop.placeholders.append((context, path))
        apply(plan, animation: .automatic, remapsPlaceholders: false)
    }

    func commitDropPlaceholder(_ context: TableDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let index = dragDrop.placeholders.firstIndex(where: { $0.context === context }) else { return false }
        let path = dragDrop.placeholders[index].path
        let dataPath = dataIndexPath(forDisplayed: path)
        dragDrop.placeholders.remove(at: index)
        dataSourceUpdates(dataPath)
        let counts = geometry.rowCounts
        if let plan = try? UpdatePlanner(before: counts, after: counts, operations: [.reloadItem(path)]).plan() {
            apply(plan, animation: .fade)
        }
        return true
    }

    func deleteDropPlaceholder(_ context: TableDropPlaceholderContext) -> Bool {
        guard let index = dragDrop.placeholders.firstIndex(where: { $0.context === context }) else { return false }
        let path = dragDrop.placeholders[index].path
        dragDrop.placeholders.remove(at: index)
        var after = geometry.rowCounts
        after[path.section] -= 1
        if let plan = try? UpdatePlanner(before: geometry.rowCounts, after: after, operations: [.deleteItem(path)]).plan() {
            apply(plan, animation: .automatic)
        }
        return true
    }

    /// The placeholder's cell, dequeued with its reuse identifier and configured by its handler.
    func placeholderCell(_ context: TableDropPlaceholderContext, at path: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: context.placeholder.reuseIdentifier, for: path)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Forgets the gap and placeholders (the data was reloaded).
    func resetDropDisplay() {
        dragDrop.gap = nil
        dragDrop.placeholders.removeAll()
    }
}

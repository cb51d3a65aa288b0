import Foundation

/// A row moved by its reorder control while the table edits.
struct TableReorder {
    let source: IndexPath
    var destination: IndexPath
    let cell: UITableViewCell
    /// Where the touch held the cell, from the cell's top.
    let grabOffset: CGFloat
}

/// Reordering, as UIKit does it with the reorder control: the row follows the finger, the rows
/// it passes make room, the delegate may change where it would go
/// (`targetIndexPathForMoveFromRowAt`), and on release the data source moves it
/// (`moveRowAt`) and the table moves the row without asking for counts again.
extension UITableView {
    /// Begins moving the row whose reorder control is at `point`; false when there is none.
    func beginReorder(at point: CGPoint) -> Bool {
        guard isEditing, let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path],
              cell.editingPart(at: cell.convert(point, from: self)) == .reorderControl else { return false }
        let touchY = point.y
        reordering = TableReorder(source: path, destination: path, cell: cell, grabOffset: touchY - cell.frame.minY)
        bringSubviewToFront(cell)
        cell.alpha = 0.9
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 4
        return true
    }

    func moveReorder(toY y: CGFloat) {
        guard var move = reordering else { return }
        move.cell.frame.origin.y = y - move.grabOffset
        if let proposed = geometry.row(at: Double(move.cell.frame.midY)) {
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed) ?? proposed
            if isValid(target) { move.destination = target }
        }
        reordering = move
        UIView.animate(withDuration: 0.2) { self.placeRowsAroundReorder(move) }
    }

    /// The other visible rows, moved to leave a gap where the row would go.
    private func placeRowsAroundReorder(_ move: TableReorder) {
        let height = move.cell.frame.height
        for (path, cell) in visibleCellsByPath where cell !== move.cell {
            var frame = frameOfRow(path)
            if path.section == move.source.section && path.row > move.source.row { frame.origin.y -= height }
            if path.section == move.destination.section {
                let afterRemoval = path.section == move.source.section && path.row > move.source.row ? path.row - 1 : path.row
                if afterRemoval >= move.destination.row { frame.origin.y += height }
            }
            cell.frame = frame
        }
    }

    func endReorder() {
        guard let move = reordering else { return }
        finishReorderAppearance(move)
        if move.destination != move.source {
            dataSource?.tableView(self, moveRowAt: move.source, to: move.destination)
            moveRowInternally(from: move.source, to: move.destination)
        }
        UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    }

    func cancelReorder() {
        guard let move = reordering else { return }
        finishReorderAppearance(move)
        setNeedsLayout()
    }

    private func finishReorderAppearance(_ move: TableReorder) {
        reordering = nil
        move.cell.alpha = 1
        move.cell.layer.shadowOpacity = 0
        setNeedsLayout()
    }

    /// Moves a row as the data source already did: counts, heights, cells and selection follow.
    func moveRowInternally(from source: IndexPath, to destination: IndexPath) {
        let before = geometry.rowCounts
        var after = before
        after[source.section] -= 1
        after[destination.section] += 1
        guard let plan = try? UpdatePlanner(before: before, after: after, operations: [.moveItem(from: source, to: destination)]).plan()
        else { return reloadData() }
        apply(plan)
    }
}

/// The table's recognizer of a drag on a reorder control: it begins at once when the touch
/// comes down on a control (before the scroll view's pan could claim the drag) and fails
/// elsewhere.
final class ReorderControlGestureRecognizer: UIGestureRecognizer {
    private var table: UITableView? { view as? UITableView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let table, touches.count == 1, let touch = touches.first, table.beginReorder(at: touch.location(in: table)) else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let table, let touch = touches.first, state == .began || state == .changed else { return }
        table.moveReorder(toY: touch.location(in: table).y)
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .began || state == .changed else { return }
        table?.endReorder()
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard state == .began || state == .changed else { return }
        table?.cancelReorder()
        state = .cancelled
    }
}

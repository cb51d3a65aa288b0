import Foundation

/// Batch updates: inserts, deletes, reloads and moves recorded between `beginUpdates()` and
/// `endUpdates()` (or in `performBatchUpdates`, or alone), checked against the data source's new
/// counts by the collection view's planner with the table's wording, then applied: surviving
/// rows keep their measured heights, cells and selection follow their rows. An invalid batch is
/// reported with UIKit's message and the table recovers by reloading its data.
/// A batch update being recorded: how deep the `beginUpdates()` nesting is, the operations
/// (or the valid batch of a snapshot diff), the animation and the completions.
struct TableUpdateRecording {
    var depth = 0
    var operations: [UpdateOperation] = []
    var animation = UITableView.RowAnimation.automatic
    var validBatch: ValidBatch?
    var completions: [(Bool) -> Void] = []
}

extension UITableView {
    func beginRecordingUpdates() {
        loadGeometryIfNeeded()
        recording.depth += 1
    }

    func endRecordingUpdates() {
        guard recording.depth > 0 else { return }
        recording.depth -= 1
        if recording.depth == 0 { commitUpdates() }
    }

    func record(_ operations: [UpdateOperation], animation: RowAnimation) {
        if isDrivenByDiffableDataSource && !isApplyingSnapshot {
            raiseException(.internalInconsistencyException, "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView. \(self)")
        }
        beginRecordingUpdates()
        recording.operations += operations
        recording.animation = animation
        endRecordingUpdates()
    }

    /// Records a batch valid by construction (a snapshot diff): when it is the whole batch and
    /// the counts are the ones it was made for, it is applied without being checked again;
    /// otherwise its operations join the batch and are checked with the rest.
    func record(_ batch: ValidBatch, animation: RowAnimation) {
        if recording.depth > 0, recording.operations.isEmpty, recording.validBatch == nil {
            recording.validBatch = batch
            recording.animation = animation
        } else {
            record(batch.operations(), animation: animation)
        }
    }

    private func commitUpdates() {
        let recorded = recording
        recording = TableUpdateRecording()
        var operations = recorded.operations
        let animation = recorded.animation
        let before = geometry.rowCounts
        let after = dataSourceRowCounts()
        let finish: (Bool) -> Void = { finished in recorded.completions.forEach { $0(finished) } }
        if let validBatch = recorded.validBatch {
            if operations.isEmpty, validBatch.before == before, validBatch.after == after {
                // A valid batch has no reloads to decompose: its operations are the update items.
                return apply(UpdatePlan(before: before, after: after, batch: validBatch.batch, operations: {
                    UpdateWork(validBatch.operations())
                }), animation: animation, completion: finish)
            }
            operations = validBatch.operations() + operations
        }
        do {
            var planner = UpdatePlanner(before: before, after: after, operations: operations)
            planner.insertsMayReachCount = true
            let plan = try planner.plan()
            apply(plan, animation: animation, completion: finish)
        } catch {
            Diagnostics.report("[UITableView] \(tableWording(of: error.message)) - will perform reloadData.")
            reloadData()
            finish(false)
        }
    }

    /// The planner's message in UIKit's table wording.
    func tableWording(of message: String) -> String {
        var text = message.replacingOccurrences(of: "collection view", with: "table view")
            .replacingOccurrences(of: "item", with: "row")
            .replacingOccurrences(of: ".  ", with: ". ")
            .replacingOccurrences(of: "cannot move an row from a deleted section", with: "attempt to perform a delete and a move from the same section")
            .replacingOccurrences(of: "cannot move an row into a newly inserted section", with: "attempt to perform an insert and a move to the same section")
        if text.hasPrefix("Invalid update:") { text += " Table view: \(self)" }
        return text
    }

    /// Applies a valid plan: the new geometry (measured heights carried over), the visible
    /// cells and the selection moved to their rows' new paths. Animated (in a window, with
    /// animations enabled), surviving rows move from where they were, and rows that come and
    /// go do so with `animation` (0.3 s, ease in and out); `completion` runs after. Drop
    /// placeholders move with their rows unless the caller placed them already.
    func apply(_ plan: UpdatePlan, animation: RowAnimation = .none, remapsPlaceholders: Bool = true,
               completion: @escaping (Bool) -> Void = { _ in }) {
        if remapsPlaceholders { remapDropPlaceholders { plan.newPath(forOld: $0) } }
        let old = geometry
        let oldRowX = rowFrameX
        let animated = animation != .none && window != nil && UIView.areAnimationsEnabled
        buildGeometry(rowCounts: plan.after)
        if estimatesRowHeights {
            for section in 0..<geometry.numberOfSections {
                for row in 0..<geometry.numberOfRows(in: section) where geometry.isEstimated(row, in: section) {
                    guard let source = plan.oldPath(forNew: IndexPath(row: row, section: section)),
                          !old.isEstimated(source.row, in: source.section) else { continue }
                    geometry.setRowHeight(old.rowHeight(source.row, in: source.section), row: row, section: section)
                }
            }
        }
        var moved: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (path, cell) in visibleCellsByPath {
            if let target = plan.newPath(forOld: path) {
                moved[target] = cell
            } else if animated {
                leaving.append((path, cell))
            } else {
                endDisplaying(cell, at: path)
            }
        }
        visibleCellsByPath = moved
        for (section, view) in visibleHeaders { view.removeFromSuperview(); tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section) }
        for (section, view) in visibleFooters { view.removeFromSuperview(); tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        selection.remap { plan.newPath(forOld: $0) }
        remapFocus { plan.newPath(forOld: $0) }
        highlightedPath = nil
        setNeedsLayout()
        layoutIfNeeded()
        guard animated else { return completion(true) }
        animateUpdate(plan, animation: animation == .automatic ? .fade : animation, leaving: leaving, completion: completion) { oldPath in
            CGRect(x: oldRowX.x, y: CGFloat(old.rowTop(oldPath.row, in: oldPath.section)), width: oldRowX.width,
                   height: CGFloat(old.rowHeight(oldPath.row, in: oldPath.section)))
        }
    }

    /// Animates the visible rows into place: those that were there from their old frames,
    /// new ones in with `animation`, and `leaving` ones out with it.
    private func animateUpdate(_ plan: UpdatePlan, animation: RowAnimation, leaving: [(IndexPath, UITableViewCell)],
                               completion: @escaping (Bool) -> Void, oldFrame: (IndexPath) -> CGRect) {
        var finals: [(UITableViewCell, CGRect)] = []
        for (path, cell) in visibleCellsByPath {
            let final = cell.frame
            if let source = plan.oldPath(forNew: path) {
                UIView.performWithoutAnimation { cell.frame = oldFrame(source) }
            } else {
                UIView.performWithoutAnimation { Self.applyRowAnimation(animation, to: cell, frame: final, appearing: true) }
            }
            finals.append((cell, final))
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            for (cell, final) in finals {
                cell.frame = final
                cell.alpha = 1
            }
            for (_, cell) in leaving { Self.applyRowAnimation(animation, to: cell, frame: cell.frame, appearing: false) }
        }, completion: { [weak self] finished in
            for (path, cell) in leaving {
                cell.alpha = 1
                self?.endDisplaying(cell, at: path)
            }
            self?.setNeedsLayout()
            completion(finished)
        })
    }

    /// The state a row appears from or disappears to: faded, slid a row's width to the side, a
    /// row's height up or down, or collapsed to its middle.
    private static func applyRowAnimation(_ animation: RowAnimation, to cell: UITableViewCell, frame: CGRect, appearing: Bool) {
        var frame = frame
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .left: frame.origin.x -= frame.width
        case .right: frame.origin.x += frame.width
        case .top: frame.origin.y -= frame.height; cell.alpha = 0
        case .bottom: frame.origin.y += frame.height; cell.alpha = 0
        case .middle: frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0); cell.alpha = 0
        case .none: if !appearing { cell.alpha = 0 }
        }
        cell.frame = frame
    }

    // MARK: Reconfiguring

    func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else {
            raiseException(.internalInconsistencyException, "UITableView dataSource is not set: \(self)")
        }
        for path in paths {
            guard let cell = visibleCellsByPath[path] else { continue }
            cellBeingReconfigured = cell
            let returned = dataSource.tableView(self, cellForRowAt: path)
            cellBeingReconfigured = nil
            if returned !== cell {
                raiseException(.internalInconsistencyException, "UITableView dataSource returned a different cell from -tableView:cellForRowAtIndexPath: than the cell being reconfigured, which is not allowed. When reconfiguring a row, you must obtain the existing cell by dequeuing a cell for the index path specified, using the same reuse identifier that was used to dequeue the cell originally, and return the same cell. Index path: \(path.updateMessageDescription); Existing cell: \(cell); Returned cell: \(returned)")
            }
        }
    }
}

import Foundation

/// Registration and dequeueing of cells and header-footer views, with UIKit's checks.
extension UITableView {
    /// How many cells the table made from its registrations, for counting tests and benchmarks.
    @_spi(Benchmarks) public var cellsMadeCount: Int { cellPool.createdCount }

    func registerCell(_ source: Any?, identifier: String) {
        checkIdentifier(identifier, method: "registerClass:forCellReuseIdentifier:")
        switch source {
        case nil:
            cellPool.register(nil, for: identifier)
        case let nib as UINib:
            cellPool.register({
                guard let cell = nib.instantiate(withOwner: nil).first as? UITableViewCell else {
                    raiseException(.internalInconsistencyException, "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
                }
                return cell
            }, for: identifier)
        case let cellClass as UITableViewCell.Type:
            cellPool.register({ cellClass.init(registeredClassWithReuseIdentifier: identifier) }, for: identifier)
        default:
            raiseException(.invalidArgumentException, "must pass a class of kind UITableViewCell")
        }
    }

    func registerHeaderFooter(_ source: Any?, identifier: String) {
        checkIdentifier(identifier, method: "registerClass:forHeaderFooterViewReuseIdentifier:")
        switch source {
        case nil:
            headerFooterPool.register(nil, for: identifier)
        case let nib as UINib:
            headerFooterPool.register({
                guard let view = nib.instantiate(withOwner: nil).first as? UITableViewHeaderFooterView else {
                    raiseException(.internalInconsistencyException, "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance")
                }
                return view
            }, for: identifier)
        case let viewClass as UITableViewHeaderFooterView.Type:
            headerFooterPool.register({ viewClass.init(registeredClassWithReuseIdentifier: identifier) }, for: identifier)
        default:
            raiseException(.invalidArgumentException, "must pass a class of kind UITableViewHeaderFooterView")
        }
    }

    private func checkIdentifier(_ identifier: String, method: String) {
        if identifier.isEmpty { raiseException(.invalidArgumentException, "must pass a valid reuse identifier to -[UITableView \(method)]") }
    }

    /// A cell for the identifier; for a row, given the table's metrics and width.
    func dequeueCell(_ identifier: String, for path: IndexPath?) -> UITableViewCell? {
        if let path, let cell = cellBeingReconfigured, visibleCellsByPath[path] === cell, cell.reuseIdentifier == identifier {
            return cell
        }
        guard let cell = cellPool.dequeue(identifier, prepare: { $0.prepareForReuse() }) else { return nil }
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        if let path, isValid(path) {
            cell.frame = frameOfRow(path)
            applyMetrics(to: cell, at: path)
        }
        return cell
    }
}

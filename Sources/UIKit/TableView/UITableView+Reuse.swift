import Foundation

/// Registration and dequeueing of cells and header-footer views, with UIKit's checks.
extension UITableView {
    /// How many cells the table made from its registrations, for counting tests and benchmarks.
    @_spi(Benchmarks) public var cellsMadeCount: Int { cellPool.createdCount }

    func registerCell(_ source: Any?, identifier: String) {
        checkIdentifier(identifier, method: "registerClass:forCellReuseIdentifier:")
        cellPool.register(Self.maker(UITableViewCell.self, from: source, identifier: identifier) { cellClass in
            { cellClass.init(registeredClassWithReuseIdentifier: identifier) }
        }, for: identifier)
    }

    func registerHeaderFooter(_ source: Any?, identifier: String) {
        checkIdentifier(identifier, method: "registerClass:forHeaderFooterViewReuseIdentifier:")
        headerFooterPool.register(Self.maker(UITableViewHeaderFooterView.self, from: source, identifier: identifier) { viewClass in
            { viewClass.init(registeredClassWithReuseIdentifier: identifier) }
        }, for: identifier)
    }

    /// What makes views of `kind` for a registration: a nib's first object (which must be one),
    /// a class of the kind (`make` makes its instances), or nothing for nil; UIKit's messages
    /// for the rest.
    private static func maker<View: UIView>(
        _ kind: View.Type, from source: Any?, identifier: String, make: (View.Type) -> @MainActor () -> View
    ) -> (@MainActor () -> View)? {
        switch source {
        case nil:
            return nil
        case let nib as UINib:
            return {
                guard let view = nib.instantiate(withOwner: nil).first as? View else {
                    raiseException(.internalInconsistencyException, "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind) instance")
                }
                return view
            }
        case let viewClass as View.Type:
            return make(viewClass)
        default:
            raiseException(.invalidArgumentException, "must pass a class of kind \(kind)")
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
        if let path {
            if let asked = rowBeingAsked, asked.path == path, asked.dequeued {
                raiseException(.internalInconsistencyException, "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: \(path.updateMessageDescription)")
            }
            if rowBeingAsked?.path == path { rowBeingAsked?.dequeued = true }
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

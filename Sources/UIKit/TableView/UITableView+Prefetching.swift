import Foundation

/// Prefetching and filler rows.
extension UITableView {
    /// How many rows past the visible ones the prefetch data source hears about.
    static let prefetchDistance = 10

    /// Tells the prefetch data source about the rows just past the visible ones in the scroll
    /// direction (below them until the table scrolls up), and cancels those that fell behind
    /// without being shown (UIKit looks up to ten rows ahead).
    func prefetchRowsAhead() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let visible = visibleCellsByPath.keys
        prefetchedRows.subtract(visible)
        let scrollingUp = contentOffset.y < lastPrefetchOffsetY
        lastPrefetchOffsetY = contentOffset.y
        var ahead: [IndexPath] = []
        var next = scrollingUp ? visible.min().flatMap(geometry.row(before:)) : visible.max().flatMap(geometry.row(after:))
        while let path = next, ahead.count < Self.prefetchDistance {
            ahead.append(path)
            next = scrollingUp ? geometry.row(before: path) : geometry.row(after: path)
        }
        let wanted = ahead.filter { !prefetchedRows.contains($0) }
        let aheadSet = Set(ahead)
        let dropped = prefetchedRows.filter { !aheadSet.contains($0) }.sorted()
        if !dropped.isEmpty {
            prefetchedRows.subtract(dropped)
            prefetcher.tableView(self, cancelPrefetchingForRowsAt: dropped)
        }
        if !wanted.isEmpty {
            prefetchedRows.formUnion(wanted)
            prefetcher.tableView(self, prefetchRowsAt: wanted)
        }
    }

    /// A plain table's filler rows (`fillerRowHeight` other than 0): separators below the last
    /// row, one filler height apart (the last row's with `automaticDimension`), down to half a
    /// screen past the bounds, when nothing (a table footer, a section footer) ends the table.
    func placeFillerSeparators() {
        var positions: [CGFloat] = []
        let lastSection = geometry.numberOfSections - 1
        if style == .plain, fillerRowHeight != 0, separatorStyle != .none, tableFooterView == nil,
           lastSection < 0 || geometry.sections[lastSection].footerHeight == 0 {
            let rows = lastSection >= 0 ? geometry.numberOfRows(in: lastSection) : 0
            let lastRowHeight = rows > 0 ? CGFloat(geometry.rowHeight(rows - 1, in: lastSection)) : UITableViewCell.defaultRowHeight
            let step = fillerRowHeight > 0 ? fillerRowHeight : lastRowHeight
            let limit = (bounds.height * 1.5).rounded(.down)
            var y = CGFloat(geometry.contentHeight) + step - separatorThickness
            while step > 0, y < limit, positions.count < 200 {
                positions.append(y)
                y += step
            }
        }
        while fillerSeparators.count > positions.count { fillerSeparators.removeLast().removeFromSuperview() }
        let inset = separatorInset
        for (index, y) in positions.enumerated() {
            if index == fillerSeparators.count {
                let separator = UIView(frame: .zero)
                fillerSeparators.append(separator)
                addSubview(separator)
            }
            fillerSeparators[index].backgroundColor = separatorColor
            fillerSeparators[index].frame = CGRect(x: inset.left, y: y, width: max(0, bounds.width - inset.left - inset.right),
                                                   height: separatorThickness)
        }
    }
}

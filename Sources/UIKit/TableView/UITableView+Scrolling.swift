import Foundation

/// Scrolling to a row, with UIKit's positions: `.top` below a floating header, `.middle`
/// centred in the visible height, `.bottom` at the visible bottom, `.none` as little as shows
/// the row; the offset stays within the content.
extension UITableView {
    func scroll(toRow path: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadGeometryIfNeeded()
        layoutIfNeeded()
        guard path.section >= 0, path.section < geometry.numberOfSections else {
            raiseException(.rangeException, "Attempted to scroll the table view to an out-of-bounds section (\(path.section)) when there are only \(geometry.numberOfSections) sections. Table view: \(self)")
        }
        let rows = geometry.numberOfRows(in: path.section)
        let targetsHeader = path.row == NSNotFound
        guard targetsHeader || (path.row >= 0 && path.row < rows) else {
            raiseException(.rangeException, "Attempted to scroll the table view to an out-of-bounds row (\(path.row)) when there are only \(rows) rows in section \(path.section). Table view: \(self)")
        }
        let insets = adjustedContentInset
        let height = bounds.height
        let target = targetsHeader ? naturalFrame(ofHeaderIn: path.section) : frameOfRow(path)
        // A plain table's header floats over the section's rows; a grouped one's stays above row 0.
        let headerHeight = CGFloat(geometry.sections[path.section].headerHeight)
        let covering = targetsHeader ? 0 : (style == .plain || path.row == 0 ? headerHeight : 0)
        let footer = style == .plain && !targetsHeader ? CGFloat(geometry.sections[path.section].footerHeight) : 0
        let top = target.minY - insets.top - covering
        let bottom = target.maxY - height + insets.bottom + footer
        var y: CGFloat
        switch position {
        case .top: y = top
        case .middle: y = target.minY - (height - insets.top - insets.bottom) / 2 + target.height / 2 - insets.top
        case .bottom: y = bottom
        case .none:
            // Both edges compare with the current offset: `top` and `bottom` are offsets already.
            if top < contentOffset.y { y = top } else if bottom > contentOffset.y { y = bottom } else { return }
        }
        let maxY = max(-insets.top, contentSize.height + insets.bottom - height)
        y = min(max(y, -insets.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    func checkSection(_ section: Int) {
        loadGeometryIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else {
            raiseException(.rangeException, "request for rect of invalid section (\(section))")
        }
    }

    /// Whether the path names a row the table has.
    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < geometry.numberOfSections
            && path.row >= 0 && path.row < geometry.numberOfRows(in: path.section)
    }
}

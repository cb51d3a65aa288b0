import Foundation

/// Where a table's rows, headers and footers are, top to bottom, as UIKit's
/// `UITableViewRowData` keeps it: a top padding, the table header view, the sections (each a
/// padding above its header, the header, the rows and the footer), the table footer view and a
/// bottom padding. Vertical only: every row spans the table's row width.
struct TableGeometry {
    struct Section {
        /// The space above the header (`sectionHeaderTopPadding`; only above a header).
        var headerPadding: Double = 0
        var headerHeight: Double = 0
        var footerHeight: Double = 0
        /// The rows' heights; those not exact are estimates, measured when the rows show.
        var rows = OffsetTree()

        var height: Double { headerPadding + headerHeight + rows.total + footerHeight }
        /// Where the first row starts, from the top of the section.
        var rowsTop: Double { headerPadding + headerHeight }
        var hasHeader: Bool { headerHeight > 0 }
    }

    var topPadding: Double = 0
    var tableHeaderHeight: Double = 0
    var tableFooterHeight: Double = 0
    var bottomPadding: Double = 0
    private(set) var sections: [Section] = []
    private var sectionHeights = OffsetTree()

    init() {}

    init(sections: [Section]) {
        self.sections = sections
        sectionHeights = OffsetTree(sections.map(\.height))
    }

    var numberOfSections: Int { sections.count }
    func numberOfRows(in section: Int) -> Int { sections[section].rows.count }
    var totalRows: Int { sections.reduce(0) { $0 + $1.rows.count } }
    /// The number of rows of each section.
    var rowCounts: [Int] { sections.map(\.rows.count) }

    /// Where the first section starts.
    var sectionsTop: Double { topPadding + tableHeaderHeight }
    /// Where the last section ends (the table footer view starts there).
    var sectionsBottom: Double { sectionsTop + sectionHeights.total }
    var contentHeight: Double { sectionsBottom + tableFooterHeight + bottomPadding }

    func sectionTop(_ section: Int) -> Double { sectionsTop + sectionHeights.offset(of: section) }
    func headerTop(_ section: Int) -> Double { sectionTop(section) + sections[section].headerPadding }
    func footerTop(_ section: Int) -> Double {
        let data = sections[section]
        return sectionTop(section) + data.rowsTop + data.rows.total
    }
    func rowTop(_ row: Int, in section: Int) -> Double {
        sectionTop(section) + sections[section].rowsTop + sections[section].rows.offset(of: row)
    }
    func rowHeight(_ row: Int, in section: Int) -> Double { sections[section].rows[row] }
    func isEstimated(_ row: Int, in section: Int) -> Bool { !sections[section].rows.isExact(row) }

    /// Gives a row its real height (it is no longer an estimate).
    mutating func setRowHeight(_ height: Double, row: Int, section: Int) {
        sections[section].rows.set(height, at: row)
        sectionHeights.set(sections[section].height, at: section)
    }

    /// The section whose extent contains `y` (clamped to the sections there are).
    func section(at y: Double) -> Int? {
        sectionHeights.index(containing: y - sectionsTop)
    }

    /// The row that contains `y`, nil outside every row.
    func row(at y: Double) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let data = sections[section]
        let local = y - sectionTop(section) - data.rowsTop
        guard local >= 0, local < data.rows.total, let row = data.rows.index(containing: local) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// Calls `body` with each row that shares a point with `minY..<maxY`, top to bottom.
    func forEachRow(from minY: Double, to maxY: Double, _ body: (IndexPath) -> Void) {
        guard maxY > minY, var section = section(at: minY) else { return }
        while section < sections.count {
            let top = sectionTop(section)
            guard top < maxY else { return }
            let data = sections[section]
            let rowsTop = top + data.rowsTop
            // A query that starts above the rows starts at the first (zero-height rows included).
            if data.rows.count > 0, var row = minY <= rowsTop ? 0 : data.rows.index(containing: minY - rowsTop) {
                while row < data.rows.count, rowsTop + data.rows.offset(of: row) < maxY {
                    if rowsTop + data.rows.offset(of: row) + data.rows[row] > minY { body(IndexPath(row: row, section: section)) }
                    row += 1
                }
            }
            section += 1
        }
    }

    /// The first row whose extent reaches below `y`; nil past the last row.
    func firstRow(endingBelow y: Double) -> IndexPath? {
        guard var section = section(at: y) else { return nil }
        while section < sections.count {
            let data = sections[section]
            let rowsTop = sectionTop(section) + data.rowsTop
            if data.rows.count > 0, rowsTop + data.rows.total > y, var row = y < rowsTop ? 0 : data.rows.index(containing: y - rowsTop) {
                while row < data.rows.count - 1, rowsTop + data.rows.offset(of: row) + data.rows[row] <= y { row += 1 }
                return IndexPath(row: row, section: section)
            }
            section += 1
        }
        return nil
    }

    /// The row after `path` in reading order, across sections; nil after the last.
    func row(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < sections[path.section].rows.count { return IndexPath(row: path.row + 1, section: path.section) }
        var section = path.section + 1
        while section < sections.count {
            if sections[section].rows.count > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `path` in reading order, across sections; nil before the first.
    func row(before path: IndexPath) -> IndexPath? {
        if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
        var section = path.section - 1
        while section >= 0 {
            let count = sections[section].rows.count
            if count > 0 { return IndexPath(row: count - 1, section: section) }
            section -= 1
        }
        return nil
    }
}

import Foundation
import Testing
@testable import UIKit

/// The table geometry's queries against a deliberately plain model of the same layout (every
/// element's extent listed top to bottom), on random tables: sections with and without
/// padding, headers, footers and rows, paddings and table header and footer views, rows
/// measured in random order.
struct TableGeometryTests {
    /// The plain model: each row's top and height, listed in reading order.
    private struct PlainRow { let path: IndexPath; let top: Double; let height: Double }

    private func plainRows(_ geometry: TableGeometry, sections: [(padding: Double, header: Double, rows: [Double], footer: Double)])
        -> [PlainRow] {
        var rows: [PlainRow] = []
        var y = geometry.topPadding + geometry.tableHeaderHeight
        for (index, section) in sections.enumerated() {
            y += section.padding + section.header
            for (row, height) in section.rows.enumerated() {
                rows.append(PlainRow(path: IndexPath(row: row, section: index), top: y, height: height))
                y += height
            }
            y += section.footer
        }
        return rows
    }

    @Test(arguments: 0..<40)
    func queriesAgreeWithThePlainModel(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let sectionCount = Int.random(in: 0...6, using: &random)
        var sections: [(padding: Double, header: Double, rows: [Double], footer: Double)] = []
        var data: [TableGeometry.Section] = []
        for _ in 0..<sectionCount {
            let rowCount = [0, 1, 3, 1500][Int.random(in: 0..<4, using: &random)]
            let header = [0, 28, 17.5][Int.random(in: 0..<3, using: &random)]
            let padding = header > 0 && Bool.random(using: &random) ? 22.0 : 0
            let footer = [0, 17.5, 40][Int.random(in: 0..<3, using: &random)]
            var rows = [Double](repeating: 44, count: rowCount)
            var section = TableGeometry.Section()
            section.headerPadding = padding
            section.headerHeight = header
            section.footerHeight = footer
            section.rows = OffsetTree(repeating: 44, count: rowCount, exact: false)
            sections.append((padding, header, rows, footer))
            data.append(section)
            _ = rows.popLast()
        }
        var geometry = TableGeometry(sections: data)
        geometry.topPadding = [0, 35][Int.random(in: 0..<2, using: &random)]
        geometry.tableHeaderHeight = [0, 100][Int.random(in: 0..<2, using: &random)]
        geometry.tableFooterHeight = [0, 60][Int.random(in: 0..<2, using: &random)]
        // Measure rows in random order, as scrolling and jumps do.
        for _ in 0..<200 where geometry.totalRows > 0 {
            let section = Int.random(in: 0..<sectionCount, using: &random)
            guard geometry.numberOfRows(in: section) > 0 else { continue }
            let row = Int.random(in: 0..<geometry.numberOfRows(in: section), using: &random)
            let height = [0, 20, 44, 90.5][Int.random(in: 0..<4, using: &random)]
            geometry.setRowHeight(height, row: row, section: section)
            sections[section].rows[row] = height
            #expect(!geometry.isEstimated(row, in: section))
        }
        let plain = plainRows(geometry, sections: sections)
        for row in plain.prefix(50) + plain.suffix(50) {
            #expect(abs(geometry.rowTop(row.path.row, in: row.path.section) - row.top) < 1e-6)
            #expect(geometry.rowHeight(row.path.row, in: row.path.section) == row.height)
        }
        let total = geometry.contentHeight
        for _ in 0..<30 {
            let y = Double.random(in: -20...(total + 20), using: &random)
            let expected = plain.last { $0.top <= y && y < $0.top + $0.height }?.path
            #expect(geometry.row(at: y) == expected, "row at \(y)")
            let minY = y, maxY = y + Double.random(in: 1...900, using: &random)
            var visited: [IndexPath] = []
            geometry.forEachRow(from: minY, to: maxY) { visited.append($0) }
            #expect(visited == plain.filter { $0.top < maxY && $0.top + $0.height > minY }.map(\.path), "rows in \(minY)..<\(maxY)")
            let first = plain.first { $0.top + $0.height > minY }?.path
            if let first, geometry.rowHeight(first.row, in: first.section) > 0 {
                #expect(geometry.firstRow(endingBelow: minY) == first)
            }
        }
    }
}

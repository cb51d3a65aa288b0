import Foundation
import Testing
@testable import UIKit

/// The drop gap's offsets against a plain model: the table's elements listed top to bottom
/// (each section's header, rows and footer), the dragged row taken out, an element of the gap's
/// height put in at the destination, and everything stacked again.
struct TableDropGapTests {
    private enum Element: Hashable {
        case header(Int), row(IndexPath), footer(Int), gap
    }

    /// Each element's top after the change, by stacking the changed list.
    private func plainTops(counts: [Int], height: CGFloat, gap: TableDropGap) -> [Element: CGFloat] {
        var list: [Element] = []
        for (section, count) in counts.enumerated() {
            list.append(.header(section))
            for row in 0..<count { list.append(.row(IndexPath(row: row, section: section))) }
            list.append(.footer(section))
        }
        if let moved = gap.movedRow { list.removeAll { $0 == .row(moved) } }
        // The destination, as the rows will be after the drop: before the destination row's
        // current element, or before the section's footer at the section's end.
        var index = list.firstIndex(of: .footer(gap.destination.section))!
        var seen = 0
        for (position, element) in list.enumerated() {
            guard case .row(let path) = element, path.section == gap.destination.section else { continue }
            if seen == gap.destination.row { index = position; break }
            seen += 1
        }
        list.insert(.gap, at: index)
        var tops: [Element: CGFloat] = [:]
        var y: CGFloat = 0
        for element in list {
            tops[element] = y
            y += element == .gap ? gap.height : height
        }
        return tops
    }

    /// The natural top of each element (every element `height` high).
    private func naturalTop(of element: Element, counts: [Int], height: CGFloat) -> CGFloat {
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            if element == .header(section) { return y }
            y += height
            for row in 0..<count {
                if element == .row(IndexPath(row: row, section: section)) { return y }
                y += height
            }
            if element == .footer(section) { return y }
            y += height
        }
        return y
    }

    @Test(arguments: 0..<200)
    func offsetsAgreeWithThePlainModel(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let counts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
        let height: CGFloat = 10
        let rows = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(row: $0, section: section) } }
        let moved = rows.isEmpty || Bool.random(using: &random) ? nil : rows.randomElement(using: &random)
        let section = Int.random(in: 0..<counts.count, using: &random)
        let available = counts[section] - (moved?.section == section ? 1 : 0)
        var gap = TableDropGap(destination: IndexPath(row: Int.random(in: 0...available, using: &random), section: section),
                               height: moved == nil ? 25 : height, movedRow: moved)
        if moved != nil { gap.movedHeight = height }
        let tops = plainTops(counts: counts, height: height, gap: gap)
        for path in rows where path != moved {
            let shown = naturalTop(of: .row(path), counts: counts, height: height) + gap.offset(ofRow: path)
            #expect(shown == tops[.row(path)], "row \(path) with \(gap)")
        }
        for section in counts.indices {
            let header = naturalTop(of: .header(section), counts: counts, height: height) + gap.offset(ofSection: section, isHeader: true)
            let footer = naturalTop(of: .footer(section), counts: counts, height: height) + gap.offset(ofSection: section, isHeader: false)
            #expect(header == tops[.header(section)], "header \(section) with \(gap)")
            #expect(footer == tops[.footer(section)], "footer \(section) with \(gap)")
        }
    }
}

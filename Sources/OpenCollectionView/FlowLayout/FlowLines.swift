import Foundation

/// The rules a section's lines are broken and placed with (spec §3.5, §3.6, §3.11).
struct FlowLineRules: Sendable, Equatable {
    /// The line dimension D.
    var lineDimension: CGFloat
    var begin: CGFloat
    var end: CGFloat
    /// Spacing between items of a line, and between lines.
    var spacingInLine: CGFloat
    var spacingBetweenLines: CGFloat
    /// Where the first line starts, relative to the section.
    var linesStart: CGFloat
    /// Self-sizing sections complete their last line differently.
    var selfSizing: Bool

    /// The room for items along a line: `A = D − begin − end`.
    var available: CGFloat { lineDimension - begin - end }
}

/// A section of items with their own sizes, broken greedily into lines (UIKit's "variable"
/// mode). Struct of arrays, no object per item: item sizes and along-origins, plus one entry
/// per line. Frames are found by binary search over lines.
struct FlowLines: Sendable {
    private(set) var alongSizes: [CGFloat]
    private(set) var scrollSizes: [CGFloat]
    private(set) var alongOrigins: [CGFloat]
    private(set) var lines = FlowLineTable()
    let rules: FlowLineRules

    var count: Int { alongSizes.count }
    /// Scroll position right after the last line, relative to the section.
    var linesEnd: CGFloat { lines.end }

    /// Breaks `along.count` items (at least one) into lines.
    init(along: [CGFloat], scroll: [CGFloat], rules: FlowLineRules) {
        precondition(!along.isEmpty && along.count == scroll.count)
        alongSizes = along
        scrollSizes = scroll
        self.rules = rules
        var table = FlowLineTable()
        // Every item is placed by the full pass, so the origins need no zero fill first.
        alongOrigins = [CGFloat](unsafeUninitializedCapacity: along.count) { origins, initialized in
            along.withUnsafeBufferPointer { along in
                scroll.withUnsafeBufferPointer { scroll in
                    FlowLineBreaker(rules: rules, along: along, scroll: scroll, origins: origins)
                        .run(from: 0, at: rules.linesStart, atSectionStart: true, into: &table)
                }
            }
            initialized = along.count
        }
        lines = table
    }

    /// Bytes kept by the arrays.
    var storedByteCount: Int {
        (alongSizes.capacity + scrollSizes.capacity + alongOrigins.capacity) * MemoryLayout<CGFloat>.stride
            + lines.storedByteCount
    }

    /// Whether an item is wider than the room along a line.
    var hasOversizedItem: Bool {
        let available = rules.available
        return alongSizes.contains { $0 > available }
    }

    // MARK: Changing sizes

    /// Gives items new sizes and breaks the lines again from the line before the first changed
    /// item (lines before it cannot change). - Complexity: O(items after the first change).
    mutating func setSizes(_ changes: [(item: Int, along: CGFloat, scroll: CGFloat)]) {
        guard let firstChange = changes.map(\.item).min() else { return }
        for change in changes {
            alongSizes[change.item] = change.along
            scrollSizes[change.item] = change.scroll
        }
        let restart = max(0, lineIndex(containing: firstChange) - 1)
        let first = restart == 0 ? 0 : lines.firstItem[restart]
        let position = restart == 0 ? rules.linesStart : lines.start[restart]
        var table = lines
        lines = FlowLineTable()
        table.truncate(to: restart, itemCount: count)
        let rules = self.rules
        alongSizes.withUnsafeBufferPointer { along in
            scrollSizes.withUnsafeBufferPointer { scroll in
                alongOrigins.withUnsafeMutableBufferPointer { origins in
                    FlowLineBreaker(rules: rules, along: along, scroll: scroll, origins: origins)
                        .run(from: first, at: position, atSectionStart: restart == 0, into: &table)
                }
            }
        }
        lines = table
    }

    // MARK: Queries

    var lineCount: Int { lines.count }

    func itemRange(ofLine line: Int) -> Range<Int> { lines.itemRange(ofLine: line, itemCount: count) }

    /// The line holding item `k` (the last line starting at or before it). - Complexity: O(log lines).
    func lineIndex(containing k: Int) -> Int {
        let firstItem = lines.firstItem
        var low = 0, high = firstItem.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstItem[mid] <= k { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Item `k`'s box, section-relative: centred on its line's thickness.
    func box(ofItem k: Int) -> FlowBox {
        let line = lineIndex(containing: k)
        return FlowBox(along: alongOrigins[k], scroll: lines.start[line] + (lines.thickness[line] - scrollSizes[k]) / 2,
                       alongSize: alongSizes[k], scrollSize: scrollSizes[k])
    }

    /// Calls `body` with every item whose box touches both ranges (section-relative), in item
    /// order, with its box. - Complexity: O(log lines + k).
    func forEachItem(along alongRange: FlowRange, scroll scrollRange: FlowRange, _ body: (Int, FlowBox) -> Void) {
        let monotonic = rules.spacingBetweenLines >= 0
        var line = monotonic ? firstLine(endingAtOrAfter: scrollRange.lower) : 0
        while line < lineCount {
            let start = lines.start[line], thickness = lines.thickness[line]
            if monotonic, start > scrollRange.upper { break }
            if scrollRange.touches(start: start, length: thickness) {
                for k in itemRange(ofLine: line) {
                    let h = scrollSizes[k], scroll = start + (thickness - h) / 2
                    guard scrollRange.touches(start: scroll, length: h),
                          alongRange.touches(start: alongOrigins[k], length: alongSizes[k])
                    else { continue }
                    body(k, FlowBox(along: alongOrigins[k], scroll: scroll, alongSize: alongSizes[k], scrollSize: h))
                }
            }
            line += 1
        }
    }

    /// The first line whose end reaches `position`; lines end in increasing order when the
    /// line spacing is not negative.
    private func firstLine(endingAtOrAfter position: CGFloat) -> Int {
        var low = 0, high = lineCount
        while low < high {
            let mid = (low + high) / 2
            if lines.start[mid] + lines.thickness[mid] < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

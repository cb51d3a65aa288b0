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
    /// Which size component runs along a line.
    var axis: FlowAxis

    /// The room for items along a line: `A = D − begin − end`.
    var available: CGFloat { lineDimension - begin - end }
}

/// The arrays a line table keeps, handed from one layout pass to the next.
struct FlowLineStorage {
    /// The item sizes, for the next pass to read the delegate's answers into.
    var sizes: [CGSize] = []
    var origins: [CGFloat] = []
    var lines: [FlowLine] = []

    /// Moves one array out, leaving an empty one: the caller then holds its only reference and
    /// writes to it in place instead of copying it.
    mutating func take<Element>(_ array: WritableKeyPath<FlowLineStorage, [Element]>) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self[keyPath: array])
        return taken
    }

    /// Moves an array out as `take` does, with `count` elements: the same array when it has
    /// them, otherwise a new one filled with `zero`.
    mutating func take<Element>(_ array: WritableKeyPath<FlowLineStorage, [Element]>, count: Int, zero: Element) -> [Element] {
        let taken = take(array)
        return taken.count == count ? taken : [Element](repeating: zero, count: count)
    }
}

/// A section of items with their own sizes, broken greedily into lines (UIKit's "variable"
/// mode). Struct of arrays, no object per item: item sizes (shared with the delegate's array
/// when it gave one) and along-origins, plus one entry per line. Frames are found by binary
/// search over lines.
struct FlowLines: Sendable {
    private(set) var sizes: [CGSize]
    private(set) var alongOrigins: [CGFloat]
    private(set) var lines = FlowLineTable()
    let rules: FlowLineRules

    var count: Int { sizes.count }
    /// Scroll position right after the last line, relative to the section.
    var linesEnd: CGFloat { lines.end }

    /// Breaks `sizes.count` items (at least one) into lines. `spare` is the storage of the lines
    /// this section had before, reused when it fits, so that laying out again allocates nothing.
    init(sizes: [CGSize], rules: FlowLineRules, reusing spare: consuming FlowLineStorage = FlowLineStorage()) {
        precondition(!sizes.isEmpty)
        self.sizes = sizes
        self.rules = rules
        var table = FlowLineTable(reusing: spare.take(\.lines))
        var origins = spare.take(\.origins)
        if origins.count == sizes.count {
            origins.withUnsafeMutableBufferPointer { origins in
                sizes.withUnsafeBufferPointer { sizes in
                    Self.breakLines(rules, sizes, origins, from: 0, at: rules.linesStart, atSectionStart: true, into: &table)
                }
            }
            alongOrigins = origins
        } else {
            // Every item is placed by the full pass, so the origins need no zero fill first.
            alongOrigins = [CGFloat](unsafeUninitializedCapacity: sizes.count) { origins, initialized in
                sizes.withUnsafeBufferPointer { sizes in
                    Self.breakLines(rules, sizes, origins, from: 0, at: rules.linesStart, atSectionStart: true, into: &table)
                }
                initialized = sizes.count
            }
        }
        lines = table
    }

    /// Lines already broken (by `FlowLineBreakingWorker`).
    init(sizes: [CGSize], alongOrigins: [CGFloat], lines: FlowLineTable, rules: FlowLineRules) {
        self.sizes = sizes
        self.alongOrigins = alongOrigins
        self.lines = lines
        self.rules = rules
    }

    /// Gives up the arrays, for the next layout pass to reuse.
    mutating func takeStorage() -> FlowLineStorage {
        defer {
            sizes = []
            alongOrigins = []
            lines = FlowLineTable()
        }
        return FlowLineStorage(sizes: sizes, origins: alongOrigins, lines: lines.lines)
    }

    /// Runs the line breaker specialized for the direction.
    static func breakLines(
        _ rules: FlowLineRules, _ sizes: UnsafeBufferPointer<CGSize>, _ origins: UnsafeMutableBufferPointer<CGFloat>,
        from first: Int, at position: CGFloat, atSectionStart: Bool, into table: inout FlowLineTable
    ) {
        if rules.axis.isHorizontal {
            FlowLineBreaker<FlowColumnComponents>(rules: rules, sizes: sizes, origins: origins)
                .run(from: first, at: position, atSectionStart: atSectionStart, into: &table)
        } else {
            FlowLineBreaker<FlowRowComponents>(rules: rules, sizes: sizes, origins: origins)
                .run(from: first, at: position, atSectionStart: atSectionStart, into: &table)
        }
    }

    /// Bytes kept by the arrays (the sizes may be shared with the delegate's array).
    var storedByteCount: Int {
        sizes.capacity * MemoryLayout<CGSize>.stride + alongOrigins.capacity * MemoryLayout<CGFloat>.stride
            + lines.storedByteCount
    }

    /// Whether an item is wider than the room along a line.
    var hasOversizedItem: Bool { lines.hasOversizedItem }

    // MARK: Changing sizes

    /// Gives items new sizes and breaks the lines again from the line before the first changed
    /// item (lines before it cannot change). - Complexity: O(items after the first change).
    mutating func setSizes(_ changes: [(item: Int, size: CGSize)]) {
        guard let firstChange = changes.map(\.item).min() else { return }
        for change in changes { sizes[change.item] = change.size }
        let restart = max(0, lineIndex(containing: firstChange) - 1)
        let first = restart == 0 ? 0 : lines[restart].firstItem
        let position = restart == 0 ? rules.linesStart : lines[restart].start
        var table = lines
        lines = FlowLineTable()
        table.truncate(to: restart, itemCount: count)
        // The breaker notes the oversized items it places; look again at the ones it keeps.
        let available = rules.available, axis = rules.axis
        table.hasOversizedItem = sizes[..<first].contains { axis.along($0) > available }
        let rules = self.rules
        sizes.withUnsafeBufferPointer { sizes in
            alongOrigins.withUnsafeMutableBufferPointer { origins in
                Self.breakLines(rules, sizes, origins, from: first, at: position, atSectionStart: restart == 0, into: &table)
            }
        }
        lines = table
    }

    // MARK: Queries

    var lineCount: Int { lines.count }

    func itemRange(ofLine line: Int) -> Range<Int> { lines.itemRange(ofLine: line, itemCount: count) }

    /// The line holding item `k` (the last line starting at or before it). - Complexity: O(log lines).
    func lineIndex(containing k: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].firstItem <= k { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Item `k`'s box, section-relative: centred on its line's thickness.
    func box(ofItem k: Int) -> FlowBox {
        let line = lineIndex(containing: k), axis = rules.axis
        let along = axis.along(sizes[k]), scroll = axis.scroll(sizes[k])
        return FlowBox(along: alongOrigins[k], scroll: lines[line].start + (lines[line].thickness - scroll) / 2,
                       alongSize: along, scrollSize: scroll)
    }

    /// Calls `body` with every item whose box touches both ranges (section-relative), in item
    /// order, with its box. - Complexity: O(log lines + k).
    func forEachItem(along alongRange: FlowRange, scroll scrollRange: FlowRange, _ body: (Int, FlowBox) -> Void) {
        let monotonic = rules.spacingBetweenLines >= 0, axis = rules.axis
        var line = monotonic ? firstLine(endingAtOrAfter: scrollRange.lower) : 0
        while line < lineCount {
            let start = lines[line].start, thickness = lines[line].thickness
            if monotonic, start > scrollRange.upper { break }
            if scrollRange.touches(start: start, length: thickness) {
                for k in itemRange(ofLine: line) {
                    let w = axis.along(sizes[k]), h = axis.scroll(sizes[k]), scroll = start + (thickness - h) / 2
                    guard scrollRange.touches(start: scroll, length: h),
                          alongRange.touches(start: alongOrigins[k], length: w)
                    else { continue }
                    body(k, FlowBox(along: alongOrigins[k], scroll: scroll, alongSize: w, scrollSize: h))
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
            if lines[mid].start + lines[mid].thickness < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

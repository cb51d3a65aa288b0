import Foundation

/// Which component of a size runs along a line, as a type, so that each direction gets its own
/// branch-free line-breaking loop.
protocol FlowSizeComponents {
    static func along(_ size: CGSize) -> CGFloat
    static func scroll(_ size: CGSize) -> CGFloat
}

/// Lines are rows: widths run along them.
enum FlowRowComponents: FlowSizeComponents {
    static func along(_ size: CGSize) -> CGFloat { size.width }
    static func scroll(_ size: CGSize) -> CGFloat { size.height }
}

/// Lines are columns: heights run along them.
enum FlowColumnComponents: FlowSizeComponents {
    static func along(_ size: CGSize) -> CGFloat { size.height }
    static func scroll(_ size: CGSize) -> CGFloat { size.width }
}

/// The greedy line-breaking loop of a section (spec §3.5), over raw buffers so that a million
/// items break in one tight pass: it appends lines to a `FlowLineTable` and writes the
/// along-origin of every item it places.
struct FlowLineBreaker<Components: FlowSizeComponents> {
    let rules: FlowLineRules
    let sizes: UnsafeBufferPointer<CGSize>
    let origins: UnsafeMutableBufferPointer<CGFloat>

    private func along(_ k: Int) -> CGFloat { Components.along(sizes[k]) }
    private func scroll(_ k: Int) -> CGFloat { Components.scroll(sizes[k]) }

    /// Breaks the items from `first` on into lines starting at `position`. At the section's
    /// start the first item must fit like any other (an oversized one closes an empty line
    /// first); elsewhere it opens its line unconditionally, as after a closed line.
    func run(from first: Int, at position: CGFloat, atSectionStart: Bool, into table: inout FlowLineTable) {
        let n = sizes.count, available = rules.available, spacing = rules.spacingInLine
        var position = position, first = first, k = first
        var remaining = available, thickness: CGFloat = 0, total: CGFloat = 0
        if !atSectionStart {
            if along(first) > available { table.hasOversizedItem = true }
            remaining = available - (along(first) + spacing)
            thickness = scroll(first)
            total = along(first)
            k += 1
        }
        while k < n {
            let w = along(k)
            if w > available { table.hasOversizedItem = true }
            if w <= remaining {
                remaining -= w + spacing
                total += w
                thickness = max(thickness, scroll(k))
            } else {
                table.append(first: first, start: position, thickness: thickness, items: k - first)
                placeJustified(first, k, total: total)
                position += thickness + rules.spacingBetweenLines
                first = k
                remaining = available - (w + spacing)
                thickness = scroll(k)
                total = w
            }
            k += 1
        }
        closeLastLine(first: first, thickness: thickness, total: total, position: position, leftover: remaining, table: &table)
    }

    /// The last line is justified only when every line holds one item, or when it left exactly
    /// the room the previous line left; otherwise it is left-aligned. Self-sizing sections centre
    /// a section's only item, put a last line of equal widths on the grid's columns, and
    /// left-align the rest (spec §3.11).
    private func closeLastLine(
        first: Int, thickness: CGFloat, total: CGFloat, position: CGFloat, leftover: CGFloat, table: inout FlowLineTable
    ) {
        let end = sizes.count, items = end - first
        let allSingle = items == 1 && table.nonSingleLines == 0
        let sameLeftoverAsPrevious = table.count >= 1
            && leftover == self.leftover(of: table[table.count - 1].firstItem..<first)
        table.appendLast(first: first, start: position, thickness: thickness)
        if rules.selfSizing {
            if table.count == 1 && items == 1 {
                placeJustified(first, end, total: total)
            } else if sizes.allSatisfy({ Components.along($0) == along(0) }) {
                placeOnVirtualGrid(first, end)
            } else {
                placeSequentially(first, end, gap: rules.spacingInLine)
            }
        } else if allSingle || sameLeftoverAsPrevious {
            placeJustified(first, end, total: total)
        } else {
            placeSequentially(first, end, gap: rules.spacingInLine)
        }
    }

    /// The room a line of `items` left when it closed, computed as the breaking loop computed it.
    private func leftover(of items: Range<Int>) -> CGFloat {
        var remaining = rules.available
        for k in items { remaining -= along(k) + rules.spacingInLine }
        return remaining
    }

    /// A complete line: a lone item centred (left-aligned when wider than the room), otherwise
    /// the first item at `begin`, the last ending at `D − end`, equal gaps between.
    private func placeJustified(_ first: Int, _ end: Int, total: CGFloat) {
        let items = end - first
        guard items > 0 else { return }
        if items == 1 {
            let w = along(first), available = rules.available
            origins[first] = available >= w ? rules.begin + (available - w) / 2 : rules.begin
            return
        }
        placeSequentially(first, end, gap: (rules.lineDimension - total - rules.begin - rules.end) / CGFloat(items - 1))
    }

    /// A self-sizing last line of equal widths: the columns a full line of them would use (the
    /// line is laid out as if padded with copies of its last item).
    private func placeOnVirtualGrid(_ first: Int, _ end: Int) {
        let w = along(end - 1)
        var remaining = rules.available
        var fits = 0
        while w <= remaining, fits < Self.virtualFillLimit {
            remaining -= w + rules.spacingInLine
            fits += 1
        }
        guard fits >= 2 else {
            placeJustified(first, end, total: w * CGFloat(end - first))
            return
        }
        placeSequentially(first, end, gap: (rules.lineDimension - CGFloat(fits) * w - rules.begin - rules.end) / CGFloat(fits - 1))
    }

    /// Stops the virtual fill when zero-size items with zero spacing would fit forever.
    private static var virtualFillLimit: Int { 1 << 20 }

    private func placeSequentially(_ first: Int, _ end: Int, gap: CGFloat) {
        var x = rules.begin
        for k in first..<end {
            origins[k] = x
            x += along(k) + gap
        }
    }
}

/// One line: its first item, where it starts on the scroll axis, its thickness.
struct FlowLine: Sendable {
    var firstItem: Int
    var start: CGFloat
    var thickness: CGFloat
}

/// The lines of a section, in order.
struct FlowLineTable: Sendable {
    private(set) var lines: [FlowLine] = []
    /// How many lines before the last hold other than exactly one item.
    private(set) var nonSingleLines = 0
    /// Whether an item placed by the breaker is wider than the room along a line.
    var hasOversizedItem = false

    init() {}

    /// An empty table that reuses the capacity of `lines`.
    init(reusing lines: [FlowLine]) {
        self.lines = lines
        self.lines.removeAll(keepingCapacity: true)
    }

    var count: Int { lines.count }
    subscript(line: Int) -> FlowLine { lines[line] }
    /// Scroll position right after the last line.
    var end: CGFloat { lines.last.map { $0.start + $0.thickness } ?? 0 }

    func itemRange(ofLine line: Int, itemCount: Int) -> Range<Int> {
        lines[line].firstItem..<(line + 1 < count ? lines[line + 1].firstItem : itemCount)
    }

    /// Records a line that closed because the next item did not fit.
    mutating func append(first: Int, start: CGFloat, thickness: CGFloat, items: Int) {
        appendLast(first: first, start: start, thickness: thickness)
        if items != 1 { nonSingleLines += 1 }
    }

    /// Records the last line (not counted among the closed ones).
    mutating func appendLast(first: Int, start: CGFloat, thickness: CGFloat) {
        lines.append(FlowLine(firstItem: first, start: start, thickness: thickness))
    }

    /// Drops the lines from `line` on; the one being dropped last was the last line.
    mutating func truncate(to line: Int, itemCount: Int) {
        guard line < count else { return }
        for closed in line..<(count - 1) where itemRange(ofLine: closed, itemCount: itemCount).count != 1 {
            nonSingleLines -= 1
        }
        lines.removeSubrange(line...)
    }

    /// Bytes kept by the array.
    var storedByteCount: Int { lines.capacity * MemoryLayout<FlowLine>.stride }
}

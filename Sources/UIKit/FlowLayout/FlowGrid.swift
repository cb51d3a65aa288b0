import Foundation

/// A section whose items all share one size, solved in closed form: no per-item storage, O(1)
/// to build, O(1) per item frame, O(k) per rect query. UIKit's "fixed" mode (spec §3.4):
/// `n = max(1, floor((A + I) / (w + I)))` items per line, lines justified, the last incomplete
/// line on the same columns, a single column centred (at a negative offset when the item is
/// wider than the line).
struct FlowGrid: Sendable {
    let count: Int
    let itemAlong: CGFloat
    let itemScroll: CGFloat
    /// Items per line.
    let perLine: Int
    let begin: CGFloat
    /// The along origin of the single column when `perLine == 1`.
    let singleColumnAlong: CGFloat
    /// Item along-size plus the justified gap.
    let alongStep: CGFloat
    let linesStart: CGFloat
    /// Item scroll-size plus the line spacing.
    let lineStep: CGFloat
    let lineCount: Int
    /// The scroll extent of all lines: `rows·h + (rows−1)·L`, 0 without items.
    let linesLength: CGFloat

    /// The largest number of items per line the grid will use; beyond it (zero-size items with
    /// zero spacing) every item simply shares one line.
    private static let perLineLimit = 1 << 52

    init(count: Int, itemAlong w: CGFloat, itemScroll h: CGFloat, spec: FlowSectionSpec, lineDimension d: CGFloat) {
        self.count = count
        itemAlong = w
        itemScroll = h
        begin = spec.begin
        let interitem = spec.interitemSpacing
        let available = spec.available(in: d)
        let ratio = ((available + interitem) / (w + interitem)).rounded(.down)
        let fits: Int
        if w + interitem > 0, ratio.isFinite {
            fits = min(Self.perLineLimit, max(1, Int(saturating: ratio)))
        } else {
            fits = max(1, count)
        }
        perLine = fits
        singleColumnAlong = spec.begin + (d - spec.begin - spec.end - w) / 2
        alongStep = fits >= 2 ? w + (d - spec.begin - spec.end - CGFloat(fits) * w) / CGFloat(fits - 1) : 0
        linesStart = spec.linesStart
        lineStep = h + spec.lineSpacing
        lineCount = count == 0 ? 0 : (count - 1) / fits + 1
        linesLength = lineCount == 0 ? 0 : CGFloat(lineCount) * h + CGFloat(lineCount - 1) * spec.lineSpacing
    }

    /// Whether the item is wider than the room along a line (UIKit logs it).
    func isOversized(spec: FlowSectionSpec, lineDimension d: CGFloat) -> Bool {
        count > 0 && itemAlong > spec.available(in: d)
    }

    func along(column c: Int) -> CGFloat {
        perLine == 1 ? singleColumnAlong : begin + CGFloat(c) * alongStep
    }

    func scroll(line r: Int) -> CGFloat { linesStart + CGFloat(r) * lineStep }

    /// The box of item `k`, section-relative.
    func box(ofItem k: Int) -> FlowBox {
        FlowBox(along: along(column: k % perLine), scroll: scroll(line: k / perLine), alongSize: itemAlong, scrollSize: itemScroll)
    }

    /// Calls `body` with every item whose box touches both ranges (section-relative), in item
    /// order, with its origin. - Complexity: O(k) for k items visited.
    func forEachItem(along alongRange: FlowRange, scroll scrollRange: FlowRange, _ body: (Int, FlowBox) -> Void) {
        guard count > 0 else { return }
        let rows = candidateRange(lineCount, first: scrollRange.lower - linesStart - itemScroll, step: lineStep)
        let columns = candidateRange(min(perLine, count), first: alongRange.lower - begin - itemAlong,
                                     step: perLine == 1 ? 0 : alongStep)
        for r in rows {
            let rowStart = scroll(line: r)
            if lineStep > 0, rowStart > scrollRange.upper { break }
            guard scrollRange.touches(start: rowStart, length: itemScroll) else { continue }
            for c in columns {
                let k = r * perLine + c
                if k >= count { break }
                let columnStart = along(column: c)
                if perLine > 1, alongStep > 0, columnStart > alongRange.upper { break }
                if alongRange.touches(start: columnStart, length: itemAlong) {
                    body(k, FlowBox(along: columnStart, scroll: rowStart, alongSize: itemAlong, scrollSize: itemScroll))
                }
            }
        }
    }

    /// Indices from the first one whose end may reach `first` (one earlier, for rounding).
    private func candidateRange(_ total: Int, first offset: CGFloat, step: CGFloat) -> Range<Int> {
        guard step > 0, total > 0 else { return 0..<total }
        let estimate = (offset / step).rounded(.down) - 1
        guard estimate.isFinite, estimate > 0 else { return 0..<total }
        let start = min(total, Int(saturating: estimate))
        return start..<total
    }
}

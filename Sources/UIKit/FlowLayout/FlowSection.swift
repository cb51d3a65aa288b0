import Foundation

/// One solved section: its metrics, its items (a closed-form grid or a line table) and its
/// length on the scroll axis. Positions are relative to the section's start.
struct FlowSection: Sendable {
    enum Items: Sendable {
        case grid(FlowGrid)
        case lines(FlowLines)
    }

    let spec: FlowSectionSpec
    private(set) var items: Items
    /// `header + lead + lines + trail + footer`.
    private(set) var length: CGFloat = 0

    /// Solves a section. `sizes` decide the mode: uniform sizes make a grid, per-item sizes
    /// (checked by `FlowItemSizes.checked`, or self-sizing) make lines, or come as lines already.
    init(spec: FlowSectionSpec, sizes: FlowItemSizes, environment: FlowEnvironment,
         reusing spare: consuming FlowLineStorage = FlowLineStorage()) {
        self.spec = spec
        let d = environment.lineDimension
        let axis = environment.axis
        switch sizes {
        case .uniform(let size):
            items = .grid(FlowGrid(count: spec.itemCount, itemAlong: axis.along(size), itemScroll: axis.scroll(size),
                                   spec: spec, lineDimension: d))
        case .perItem(let sizes):
            if spec.itemCount == 0 {
                items = .grid(FlowGrid(count: 0, itemAlong: 0, itemScroll: 0, spec: spec, lineDimension: d))
            } else {
                items = .lines(FlowLines(sizes: sizes, rules: Self.rules(spec, environment), reusing: consume spare))
            }
        case .lines(let lines):
            items = .lines(lines)
        }
        updateLength()
    }

    /// The line rules of a section with per-item sizes. Horizontal sections put the line spacing
    /// between the items of a column and the interitem spacing between columns, as UIKit really
    /// does (spec §3.6), except when self-sizing.
    static func rules(_ spec: FlowSectionSpec, _ environment: FlowEnvironment) -> FlowLineRules {
        let swapped = environment.axis.isHorizontal && !environment.selfSizing
        return FlowLineRules(
            lineDimension: environment.lineDimension, begin: spec.begin, end: spec.end,
            spacingInLine: swapped ? spec.lineSpacing : spec.interitemSpacing,
            spacingBetweenLines: swapped ? spec.interitemSpacing : spec.lineSpacing,
            linesStart: spec.linesStart, selfSizing: environment.selfSizing, axis: environment.axis)
    }

    private mutating func updateLength() {
        let linesEnd: CGFloat
        switch items {
        case .grid(let grid): linesEnd = spec.linesStart + grid.linesLength
        case .lines(let lines): linesEnd = lines.linesEnd
        }
        length = linesEnd + spec.trail + spec.footerLength
    }

    /// Gives up the line table's arrays, for the next layout pass to reuse; none for a grid.
    mutating func takeLineStorage() -> FlowLineStorage {
        guard case .lines(var lines) = items else { return FlowLineStorage() }
        items = .grid(FlowGrid(count: 0, itemAlong: 0, itemScroll: 0, spec: spec, lineDimension: 0))
        return lines.takeStorage()
    }

    /// Gives items of a line-table section new sizes. - Complexity: O(items after the first).
    mutating func setSizes(_ changes: [(item: Int, size: CGSize)]) {
        guard case .lines(var lines) = items else { return }
        items = .grid(FlowGrid(count: 0, itemAlong: 0, itemScroll: 0, spec: spec, lineDimension: 0))
        lines.setSizes(changes)
        items = .lines(lines)
        updateLength()
    }

    /// Whether an item is wider than the room along a line (UIKit logs it).
    func hasOversizedItem(lineDimension d: CGFloat) -> Bool {
        switch items {
        case .grid(let grid): return grid.isOversized(spec: spec, lineDimension: d)
        case .lines(let lines): return lines.hasOversizedItem
        }
    }

    /// The item sizes, to solve the section again with other metrics.
    func sizes(axis: FlowAxis) -> FlowItemSizes {
        switch items {
        case .grid(let grid): return .uniform(axis.size(along: grid.itemAlong, scroll: grid.itemScroll))
        case .lines(let lines): return .perItem(lines.sizes)
        }
    }

    /// Item `k`'s box, section-relative.
    func box(ofItem k: Int) -> FlowBox {
        switch items {
        case .grid(let grid): return grid.box(ofItem: k)
        case .lines(let lines): return lines.box(ofItem: k)
        }
    }

    /// Calls `body` with the items whose boxes touch both ranges (section-relative).
    func forEachItem(along: FlowRange, scroll: FlowRange, _ body: (Int, FlowBox) -> Void) {
        switch items {
        case .grid(let grid): grid.forEachItem(along: along, scroll: scroll, body)
        case .lines(let lines): lines.forEachItem(along: along, scroll: scroll, body)
        }
    }
}

/// An item's origin and size, section-relative, in axis-neutral terms.
struct FlowBox {
    var along: CGFloat
    var scroll: CGFloat
    var alongSize: CGFloat
    var scrollSize: CGFloat
}

/// What every section of a flow layout shares: direction, line dimension, pixel scale, the
/// extra space `sectionInsetReference` adds before the first and after the last section, and
/// whether items are self-sizing.
struct FlowEnvironment: Sendable, Equatable {
    var axis = FlowAxis(.vertical)
    /// D: the collection view's extent along a line minus the adjusted content inset.
    var lineDimension: CGFloat = 0
    /// The pixel scale frame origins round to.
    var scale: CGFloat = 1
    var leadExtra: CGFloat = 0
    var trailExtra: CGFloat = 0
    var selfSizing = false
}

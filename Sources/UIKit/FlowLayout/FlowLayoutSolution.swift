import Foundation

/// A solved flow layout: every section, where each starts on the scroll axis, and the content
/// size. A pure value: it answers frame and rect queries without a collection view.
///
/// Frames are absolute (content coordinates) with origins rounded to the pixel grid (spec §3.9);
/// sizes are never rounded. Sections stack on the scroll axis without spacing.
struct FlowLayoutSolution: Sendable {
    private(set) var environment: FlowEnvironment
    private(set) var sections: [FlowSection] = []
    /// Scroll-axis origin of each section, absolute.
    private(set) var sectionOrigins: [CGFloat] = []
    /// The content's extent on the scroll axis.
    private(set) var contentLength: CGFloat = 0

    init(environment: FlowEnvironment) {
        self.environment = environment
    }

    /// Whether anything is laid out: a zero line dimension lays out nothing (spec §3.1).
    var isEmpty: Bool { environment.lineDimension <= 0 }

    var contentSize: CGSize {
        guard !isEmpty else { return .zero }
        return environment.axis.size(along: environment.lineDimension, scroll: contentLength)
    }

    /// Bytes kept: every section record and array capacity.
    var storedByteCount: Int {
        var bytes = sections.capacity * MemoryLayout<FlowSection>.stride + sectionOrigins.capacity * MemoryLayout<CGFloat>.stride
        for section in sections {
            if case .lines(let lines) = section.items { bytes += lines.storedByteCount }
        }
        return bytes
    }

    // MARK: Building

    mutating func append(_ section: FlowSection) {
        sections.append(section)
    }

    mutating func replaceSection(_ index: Int, with section: FlowSection) {
        sections[index] = section
    }

    mutating func updateSection(_ index: Int, _ change: (inout FlowSection) -> Void) {
        change(&sections[index])
    }

    /// Gives up a section's line-table arrays, for the next layout pass to reuse.
    mutating func takeLineStorage(_ index: Int) -> FlowLineStorage {
        sections[index].takeLineStorage()
    }

    /// Recomputes section origins and the content length from `first` on.
    mutating func restack(from first: Int = 0) {
        sectionOrigins.removeSubrange(min(first, sectionOrigins.count)...)
        var origin = first == 0 ? environment.leadExtra : sectionOrigins[first - 1] + sections[first - 1].length
        for index in first..<sections.count {
            sectionOrigins.append(origin)
            origin = (origin + sections[index].length).clampedToFinite
        }
        contentLength = (origin + environment.trailExtra).clampedToFinite
    }

    // MARK: Frames

    /// The absolute, rounded frame of a section-relative box.
    private func frame(_ box: FlowBox, sectionOrigin: CGFloat) -> CGRect {
        rounded(environment.axis.rect(along: box.along, scroll: sectionOrigin + box.scroll,
                                      alongSize: box.alongSize, scrollSize: box.scrollSize))
    }

    /// The frame with its origin on the pixel grid; positions that overflowed (sums of absurd
    /// sizes) are kept finite.
    private func rounded(_ rect: CGRect) -> CGRect {
        let scale = environment.scale
        return CGRect(x: rect.origin.x.clampedToFinite.roundedToPixel(scale: scale),
                      y: rect.origin.y.clampedToFinite.roundedToPixel(scale: scale),
                      width: rect.width.clampedToFinite, height: rect.height.clampedToFinite)
    }

    /// The frame of item `item` in `section`, or nil when there is no such item.
    func itemFrame(section: Int, item: Int) -> CGRect? {
        guard !isEmpty, sections.indices.contains(section), item >= 0, item < sections[section].spec.itemCount else {
            return nil
        }
        return frame(sections[section].box(ofItem: item), sectionOrigin: sectionOrigins[section])
    }

    /// The frame of the whole section (unrounded), spanning the line dimension.
    func sectionFrame(_ section: Int) -> CGRect {
        environment.axis.rect(along: 0, scroll: sectionOrigins[section], alongSize: environment.lineDimension,
                              scrollSize: sections[section].length)
    }

    /// The header (or footer) frame of `section`, pinned to `visible` when given, or nil when
    /// the section has none (spec §3.3, §3.12).
    func supplementaryFrame(section: Int, isHeader: Bool, pinnedTo visible: CGRect?) -> CGRect? {
        guard !isEmpty, sections.indices.contains(section) else { return nil }
        let spec = sections[section].spec
        let length = isHeader ? spec.headerLength : spec.footerLength
        guard length > 0 else { return nil }
        let axis = environment.axis
        let sectionStart = sectionOrigins[section], sectionEnd = sectionStart + sections[section].length
        var start = isHeader ? sectionStart : sectionEnd - length
        if let visible {
            let range = axis.scrollRange(visible)
            if isHeader {
                if range.lower > start { start = range.lower }
                if start + length + spec.footerLength > sectionEnd { start = sectionEnd - spec.footerLength - length }
            } else {
                if range.upper < start + length { start = range.upper - length }
                if start - spec.headerLength < sectionStart { start = sectionStart + spec.headerLength }
            }
        }
        return rounded(axis.rect(along: 0, scroll: start, alongSize: environment.lineDimension, scrollSize: length))
    }

    // MARK: Rect queries

    /// The sections whose frames touch `rect`. - Complexity: O(log sections + k).
    func sections(touching rect: CGRect) -> Range<Int> {
        guard !isEmpty, !sections.isEmpty else { return 0..<0 }
        let axis = environment.axis
        guard axis.alongRange(rect).touches(start: 0, length: environment.lineDimension) else { return 0..<0 }
        let range = axis.scrollRange(rect)
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sectionOrigins[mid] + sections[mid].length < range.lower { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < sections.count, sectionOrigins[end] <= range.upper { end += 1 }
        return low..<end
    }

    /// Candidates for a query come from unrounded geometry; widening it by a pixel keeps the
    /// elements that rounding moves into the rectangle, and their rounded frames decide.
    private var roundingMargin: CGFloat { 1 / max(environment.scale, 1) }

    /// The sections that may hold an element whose rounded frame touches `rect`.
    func sections(near rect: CGRect) -> Range<Int> {
        sections(touching: rect.insetBy(dx: -roundingMargin, dy: -roundingMargin))
    }

    /// Calls `body` with every item whose frame touches `rect`, section by section, in item
    /// order. - Complexity: O(log n + k).
    func forEachItem(in rect: CGRect, _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
        let axis = environment.axis
        let margin = roundingMargin
        let along = axis.alongRange(rect).widened(by: margin)
        for section in sections(near: rect) {
            let origin = sectionOrigins[section]
            let scroll = axis.scrollRange(rect).widened(by: margin).offset(by: -origin)
            let solved = sections[section]
            solved.forEachItem(along: along, scroll: scroll) { item, box in
                let frame = self.frame(box, sectionOrigin: origin)
                if frame.sharesPoint(with: rect) { body(section, item, frame) }
            }
        }
    }
}

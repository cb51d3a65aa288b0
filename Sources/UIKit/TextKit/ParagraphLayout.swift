import Foundation

/// The layout of a text storage, paragraph by paragraph: each paragraph is laid out by the
/// text measurer (Pango) once, and again only when an edit touches it, so that a keystroke
/// in a long text costs one paragraph's layout. Offsets and heights of the paragraphs are
/// running sums, redone after an edit (a pass over the paragraphs, not over the text).
/// Coordinates are the container's; the padding is added by the layout manager.
@MainActor
final class ParagraphLayout {
    struct Paragraph {
        /// The paragraph's length with its line break, and without.
        var length: Int
        var contentLength: Int
        /// The lines, once laid out, the right edge of the widest, and the bottom of the last.
        var lines: [TextLine]?
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private(set) var paragraphs: [Paragraph] = []
    private(set) var starts: [Int] = []
    private(set) var tops: [CGFloat] = []
    /// The right edge of the widest line, once every paragraph is laid out.
    private(set) var widest: CGFloat = 0
    private var startsAreCurrent = false
    private var topsAreCurrent = false
    private var needsSplit = true

    /// How many paragraphs were laid out (for tests of the incremental layout).
    private(set) var layoutCount = 0

    // MARK: Invalidation

    func invalidateAll() {
        needsSplit = true
        startsAreCurrent = false
        topsAreCurrent = false
    }

    /// Forgets the lines (after a width change), keeping the paragraphs.
    func invalidateLines() {
        for index in paragraphs.indices { paragraphs[index].lines = nil }
        topsAreCurrent = false
    }

    /// The paragraphs an edit re-split: the first, how many there are now, and where they
    /// began and ended before it (container coordinates).
    struct EditedParagraphs: Equatable {
        var first: Int
        var count: Int
        var top: CGFloat
        var bottom: CGFloat
    }

    /// Re-splits the paragraphs an edit of `range` (in the new text) touched, whose length
    /// changed by `delta`; their lines are laid out again when next asked for. Returns them
    /// when their place was known (every paragraph laid out), so that only they are drawn again.
    @discardableResult
    func edited(range: NSRange, changeInLength delta: Int, text: NSString) -> EditedParagraphs? {
        guard !needsSplit, !paragraphs.isEmpty, range.location != NSNotFound else {
            invalidateAll()
            return nil
        }
        ensureSums()
        let oldLength = starts[paragraphs.count - 1] + paragraphs[paragraphs.count - 1].length
        let oldEnd = min(oldLength, max(range.location, NSMaxRange(range) - delta))
        var first = paragraph(containing: min(range.location, oldLength))
        var last = paragraph(containing: oldEnd)
        // A line feed now after a carriage return joins the paragraph before (CR LF is one break).
        if first > 0, range.location == starts[first], range.location < text.length, text.character(at: range.location) == 0x0A,
           text.character(at: range.location - 1) == 0x0D {
            first -= 1
        }
        while true {
            let start = starts[first]
            let end = starts[last] + paragraphs[last].length + delta
            let scanned = Self.split(text, from: start, to: min(end, text.length), isTextEnd: last == paragraphs.count - 1)
            // The edit removed the last paragraph's line break: the next paragraph joins it.
            if last < paragraphs.count - 1, scanned.last.map({ $0.length == $0.contentLength }) ?? true {
                last += 1
                continue
            }
            let edited = topsAreCurrent
                ? EditedParagraphs(first: first, count: scanned.count, top: tops[first], bottom: tops[last] + paragraphs[last].height)
                : nil
            paragraphs.replaceSubrange(first...last, with: scanned)
            startsAreCurrent = false
            topsAreCurrent = false
            return edited
        }
    }

    /// Where `count` paragraphs from `first` end now (container coordinates), once every
    /// paragraph is laid out.
    func bottom(ofParagraphs first: Int, count: Int) -> CGFloat? {
        ensureSums()
        let last = first + count - 1
        guard topsAreCurrent, count > 0, last < paragraphs.count else { return nil }
        return tops[last] + paragraphs[last].height
    }

    // MARK: Layout

    /// Splits the text when needed, then lays out `paragraph`'s lines with `layout`.
    func ensureParagraphs(of text: NSString) {
        guard needsSplit else { return }
        paragraphs = Self.split(text, from: 0, to: text.length, isTextEnd: true)
        needsSplit = false
        startsAreCurrent = false
        topsAreCurrent = false
    }

    /// The lines of `index`, laid out with `layout` if they were not.
    func lines(of index: Int, layout: (Int) -> [TextLine]) -> [TextLine] {
        if let lines = paragraphs[index].lines { return lines }
        let lines = layout(index)
        paragraphs[index].lines = lines
        paragraphs[index].width = lines.map(\.frame.maxX).max() ?? 0
        paragraphs[index].height = lines.last?.frame.maxY ?? 0
        layoutCount += 1
        topsAreCurrent = false
        return lines
    }

    /// Lays out every paragraph and updates the running sums.
    func ensureAll(layout: (Int) -> [TextLine]) {
        for index in paragraphs.indices where paragraphs[index].lines == nil { _ = lines(of: index, layout: layout) }
        ensureSums()
    }

    var height: CGFloat {
        guard let top = tops.last, let lines = paragraphs.last?.lines else { return 0 }
        return top + (lines.last?.frame.maxY ?? 0)
    }

    /// Brings the paragraphs' offsets, and once all are laid out their tops, up to date. It
    /// reads only the paragraphs' numbers (a keystroke pays it once per paragraph).
    func ensureSums() {
        if !startsAreCurrent {
            starts.removeAll(keepingCapacity: true)
            var offset = 0
            for index in paragraphs.indices {
                starts.append(offset)
                offset += paragraphs[index].length
            }
            startsAreCurrent = true
        }
        guard !topsAreCurrent else { return }
        var sums: [CGFloat] = []
        sums.reserveCapacity(paragraphs.count)
        var top: CGFloat = 0, widest: CGFloat = 0
        for index in paragraphs.indices {
            guard paragraphs[index].lines != nil else { return }
            sums.append(top)
            top += paragraphs[index].height
            widest = max(widest, paragraphs[index].width)
        }
        (tops, self.widest, topsAreCurrent) = (sums, widest, true)
    }

    // MARK: Finding paragraphs

    /// The paragraph holding `offset` (the last one at the text's end).
    func paragraph(containing offset: Int) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The paragraph at `y` (the first above its top, the last below its bottom).
    func paragraph(atY y: CGFloat) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: Splitting

    /// The paragraphs of `text` between `start` and `end`: each ends after a line break (LF,
    /// CR, CR LF or U+2029); the text's last paragraph has none (and may be empty).
    static func split(_ text: NSString, from start: Int, to end: Int, isTextEnd: Bool) -> [Paragraph] {
        var paragraphs: [Paragraph] = [], paragraphStart = start, index = start
        while index < end {
            let unit = text.character(at: index)
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                var breakEnd = index + 1
                if unit == 0x0D, breakEnd < text.length, text.character(at: breakEnd) == 0x0A { breakEnd += 1 }
                paragraphs.append(Paragraph(length: breakEnd - paragraphStart, contentLength: index - paragraphStart))
                paragraphStart = breakEnd
                index = breakEnd
            } else {
                index += 1
            }
        }
        if paragraphStart < end || isTextEnd {
            paragraphs.append(Paragraph(length: end - paragraphStart, contentLength: end - paragraphStart))
        }
        return paragraphs
    }
}

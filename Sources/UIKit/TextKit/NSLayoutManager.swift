import Foundation

/// Lays out a text storage's text in a text container, as TextKit's `NSLayoutManager`:
/// paragraph by paragraph with Pango (through the text measurer), again only for the
/// paragraphs an edit touched. The text is laid out in the first container; a glyph here is
/// a UTF-16 unit of the text (glyph and character indexes are the same), since Pango shapes
/// the glyphs when it draws. Rectangles are in the container's coordinates: a line fragment
/// spans the container's width; its used rectangle, the text with the padding at each end.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The storage whose text is laid out.
    open internal(set) weak var textStorage: NSTextStorage? {
        didSet { invalidateEverything() }
    }
    /// The containers the text is laid out in (the first one holds it all).
    open private(set) var textContainers: [NSTextContainer] = []

    /// Whether parts of the text may be laid out before the text before them. Kept: every
    /// paragraph is laid out (each only once, and again only after an edit touches it).
    open var allowsNonContiguousLayout = false
    /// Whether the layout has holes: never.
    open var hasNonContiguousLayout: Bool { false }
    /// Kept; invisible characters are not drawn.
    open var showsInvisibleCharacters = false
    /// Kept; control characters are not drawn.
    open var showsControlCharacters = false
    /// Whether lines use the fonts' leading (Pango's line heights always include it).
    open var usesFontLeading = true

    let layout = ParagraphLayout()
    /// The font of an empty paragraph without attributes (a text view's typing font).
    var emptyParagraphFont = UIFont.systemFont(ofSize: 12)
    /// The links a text view detected, and the attributes links are drawn with.
    var detectedLinks: [NSRange] = []
    var linkAttributes: [NSAttributedString.Key: Any]?

    // MARK: Containers

    open func addTextContainer(_ container: NSTextContainer) { insertTextContainer(container, at: textContainers.count) }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: min(max(0, index), textContainers.count))
        container.layoutManager = self
        textContainerChangedGeometry(container)
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        textContainers.remove(at: index).layoutManager = nil
        invalidateEverything()
    }

    /// Lays the text out again for a container's new size or padding.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        guard container === textContainers.first else { return }
        layout.invalidateLines()
        container.textView?.textLayoutDidChange()
    }

    // MARK: Edits

    /// Called by the storage after an edit: the paragraphs it touched are laid out again.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        let edited = layout.edited(range: newCharRange, changeInLength: delta, text: textStorage.text)
        for container in textContainers { container.textView?.textLayoutDidChange(edited: edited) }
    }

    /// Lays out the paragraphs of `charRange` again.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        layout.edited(range: charRange, changeInLength: 0, text: text)
        actualCharRange?.pointee = charRange
        for container in textContainers { container.textView?.textLayoutDidChange() }
    }

    /// Redraws the text of `charRange`.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        for container in textContainers { container.textView?.setNeedsDisplay() }
    }

    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) { invalidateDisplay(forCharacterRange: glyphRange) }

    private func invalidateEverything() {
        layout.invalidateAll()
        for container in textContainers { container.textView?.textLayoutDidChange() }
    }

    // MARK: Layout

    var text: NSString { textStorage?.text ?? "" }

    /// Lays out the whole text (every paragraph not laid out yet).
    func ensureLayout() {
        layout.ensureParagraphs(of: text)
        layout.ensureAll(layout: layOutParagraph)
    }

    open func ensureLayout(for container: NSTextContainer) { ensureLayout() }
    open func ensureLayout(forCharacterRange charRange: NSRange) { ensureLayout() }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { ensureLayout() }
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { ensureLayout() }

    /// The lines of paragraph `index`, laid out by the text measurer at the container's width.
    private func layOutParagraph(_ index: Int) -> [TextLine] {
        let start = offsetOfParagraph(index)
        let paragraph = layout.paragraphs[index], storage = textStorage
        let content = NSRange(location: start, length: paragraph.contentLength)
        let styled: StyledText
        if content.length > 0, let storage {
            styled = storage.styledText(in: content, font: .systemFont(ofSize: 12), color: .black)
        } else {
            let probe = start < text.length ? start : start - 1
            let font = probe >= 0 && probe < text.length ? storage?.attributes(at: probe, effectiveRange: nil)[.font] as? UIFont : nil
            styled = StyledText(plain: "", font: font ?? emptyParagraphFont, color: .black, alignment: .natural)
        }
        return UILabel.textMeasurer.lines(of: styled, width: textContainers.first?.wrappingWidth)
    }

    /// The offset of paragraph `index` (the running sums may be out of date while laying out).
    private func offsetOfParagraph(_ index: Int) -> Int {
        layout.ensureSums()
        return layout.starts[index]
    }

    // MARK: Lines

    /// A laid-out line: its paragraph's offset and top, and the line.
    struct LocatedLine {
        var paragraph: Int
        var start: Int
        var top: CGFloat
        var line: TextLine
        var range: NSRange { NSRange(location: start + line.range.lowerBound, length: line.range.count) }
    }

    /// The lines shown, in order, from paragraph `first`: all, or up to the container's
    /// maximum number of lines.
    func lines(from first: Int = 0, while keepGoing: (LocatedLine) -> Bool) {
        ensureLayout()
        let limit = textContainers.first?.maximumNumberOfLines ?? 0
        var shown = 0
        if limit > 0 {
            for index in 0..<first { shown += layout.paragraphs[index].lines?.count ?? 0 }
        }
        for index in first..<layout.paragraphs.count {
            for line in layout.paragraphs[index].lines ?? [] {
                shown += 1
                if limit > 0, shown > limit { return }
                guard keepGoing(LocatedLine(paragraph: index, start: layout.starts[index], top: layout.tops[index], line: line)) else { return }
            }
        }
    }

    /// The line holding `offset` (where an insertion point there is drawn).
    func line(at offset: Int) -> LocatedLine? {
        ensureLayout()
        let index = layout.paragraph(containing: offset)
        var found: LocatedLine?
        lines(from: index) { located in
            guard located.paragraph == index else { return false }
            found = located
            return offset >= NSMaxRange(located.range)
        }
        return found
    }

    /// The line at `y` (the first or last past the text's top or bottom).
    func line(atY y: CGFloat) -> LocatedLine? {
        ensureLayout()
        let index = layout.paragraph(atY: y)
        var found: LocatedLine?
        lines(from: index) { located in
            guard located.paragraph == index else { return false }
            found = located
            return located.top + located.line.frame.maxY <= y
        }
        return found
    }

    var padding: CGFloat { textContainers.first?.lineFragmentPadding ?? 0 }
    /// The container's limit on lines (0: none).
    private var lineLimit: Int { textContainers.first?.maximumNumberOfLines ?? 0 }
    var containerWidth: CGFloat {
        guard let width = textContainers.first?.size.width, width > 0, width < CGFloat.greatestFiniteMagnitude / 2 else {
            return usedWidth
        }
        return width
    }
    private var usedWidth: CGFloat {
        ensureLayout()
        if lineLimit == 0 { return layout.widest + 2 * padding }
        var widest: CGFloat = 0
        lines { widest = max(widest, $0.line.frame.maxX); return true }
        return widest + 2 * padding
    }

    // MARK: Geometry (container coordinates)

    /// The height and width of the laid-out text, with the padding.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        ensureLayout()
        if lineLimit == 0 { return CGRect(x: 0, y: 0, width: usedWidth, height: layout.height) }
        var bottom: CGFloat = 0
        lines { bottom = $0.top + $0.line.frame.maxY; return true }
        return CGRect(x: 0, y: 0, width: usedWidth, height: bottom)
    }

    open var numberOfGlyphs: Int { text.length }

    open func glyphRange(for container: NSTextContainer) -> NSRange {
        var end = 0
        lines { end = NSMaxRange($0.range); return true }
        return NSRange(location: 0, length: min(text.length, max(end, lastShownParagraphEnd())))
    }

    private func lastShownParagraphEnd() -> Int {
        guard (textContainers.first?.maximumNumberOfLines ?? 0) == 0 else { return 0 }
        return text.length
    }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The rectangle enclosing the glyphs of `glyphRange`.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        selectionFrames(for: glyphRange, extendingBreaks: false).reduce(CGRect.null) { $0.union($1) }
    }

    /// The glyphs of the lines that `bounds` meets.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        var start: Int?, end = 0
        ensureLayout()
        // From the paragraph at the rectangle's top: drawing what shows costs what shows.
        lines(from: layout.paragraph(atY: bounds.minY)) { located in
            let top = located.top + located.line.frame.minY
            if top > bounds.maxY { return false }
            if top + located.line.frame.height >= bounds.minY {
                start = start ?? located.range.location
                end = NSMaxRange(located.range)
            }
            return true
        }
        guard let start else { return NSRange(location: 0, length: 0) }
        return NSRange(location: start, length: end - start)
    }

    /// The glyph under `point`, or the nearest.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let index = characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: partialFraction)
        return min(index, max(0, text.length - 1))
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point` (the one whose left half or right half it is in), and how
    /// far through the character it is.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let located = line(atY: point.y) else { partialFraction?.pointee = 0; return 0 }
        let x = point.x - padding, line = located.line
        var index = located.range.location, fraction: CGFloat = 0
        for (offset, (left, right)) in zip(line.caretOffsets, zip(line.caretXs, line.caretXs.dropFirst())) {
            index = located.start + offset
            if x < right || right == line.caretXs.last {
                fraction = right > left ? min(1, max(0, (x - left) / (right - left))) : 0
                break
            }
        }
        partialFraction?.pointee = fraction
        return min(index, text.length)
    }

    /// The line fragment holding glyph `glyphIndex`: the container's width, the line's height.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let located = line(at: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = located.range
        return CGRect(x: 0, y: located.top + located.line.frame.minY, width: containerWidth, height: located.line.frame.height)
    }

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The part of the line fragment the text uses, with the padding at each end.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let located = line(at: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = located.range
        return CGRect(x: located.line.frame.minX, y: located.top + located.line.frame.minY,
                      width: located.line.frame.width + 2 * padding, height: located.line.frame.height)
    }

    /// Calls `block` with each line fragment of `glyphRange`: its rectangle, used rectangle,
    /// container and glyphs; setting the last argument stops.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first else { return }
        let width = containerWidth, padding = self.padding
        var stop = ObjCBool(false)
        lines { located in
            let range = located.range
            guard NSMaxRange(range) >= glyphRange.location else { return true }
            guard range.location <= NSMaxRange(glyphRange), range.location < NSMaxRange(glyphRange) || range.length == 0 || glyphRange.length == 0
            else { return false }
            let top = located.top + located.line.frame.minY, height = located.line.frame.height
            block(CGRect(x: 0, y: top, width: width, height: height),
                  CGRect(x: located.line.frame.minX, y: top, width: located.line.frame.width + 2 * padding, height: height),
                  container, range, &stop)
            return !stop.boolValue
        }
    }

    /// Where glyph `glyphIndex` is drawn: its x in the line fragment, and the baseline.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let located = line(at: glyphIndex) else { return .zero }
        return CGPoint(x: padding + located.line.caretX(at: glyphIndex - located.start), y: located.line.baseline - located.line.frame.minY)
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: text.length)
        return textContainers.first
    }

    /// The line after a final line break (or of empty text), where the insertion point goes.
    open var extraLineFragmentRect: CGRect {
        guard text.length == 0 || TextBoundaries.isLineBreak(text.character(at: text.length - 1)), let located = line(at: text.length)
        else { return .zero }
        return CGRect(x: 0, y: located.top + located.line.frame.minY, width: containerWidth, height: located.line.frame.height)
    }

    open var extraLineFragmentUsedRect: CGRect {
        let rect = extraLineFragmentRect
        return rect == .zero ? .zero : CGRect(x: 0, y: rect.minY, width: 2 * padding, height: rect.height)
    }

    open var extraLineFragmentTextContainer: NSTextContainer? { extraLineFragmentRect == .zero ? nil : textContainers.first }

    /// The rectangles `range` covers, one per line; with `extendingBreaks`, a selected line
    /// break reaches the line fragment's end, as UIKit's selections do.
    func selectionFrames(for range: NSRange, extendingBreaks: Bool) -> [CGRect] {
        var frames: [CGRect] = []
        let width = containerWidth, padding = self.padding
        let first = line(at: range.location)?.paragraph ?? 0
        lines(from: first) { located in
            let lineRange = located.range
            let end = NSMaxRange(range)
            guard located.start + located.line.range.lowerBound <= end else { return false }
            let lineEnd = located.start + located.line.range.upperBound
            if lineEnd < range.location || (lineEnd == range.location && range.length > 0) { return true }
            let from = max(range.location, lineRange.location), to = min(end, lineEnd)
            let minX = padding + located.line.caretX(at: from - located.start)
            var maxX = padding + located.line.caretX(at: to - located.start)
            if extendingBreaks, end > lineEnd { maxX = width - padding }
            if to > from || (extendingBreaks && end > lineEnd) {
                frames.append(CGRect(x: minX, y: located.top + located.line.frame.minY, width: max(0, maxX - minX), height: located.line.frame.height))
            }
            return end > lineEnd
        }
        return frames
    }

    // MARK: Drawing

    /// The text of `range` styled for drawing, its links in `linkAttributes`.
    private func styledTextShowingLinks(in range: NSRange, of storage: NSTextStorage) -> StyledText {
        var pieces = storage.attributeRuns(in: range)
        if let linkAttributes, !linkAttributes.isEmpty {
            let links = detectedLinks.map { NSRange(location: $0.location - range.location, length: $0.length) }
            pieces = pieces.flatMap { attributes, run -> [([NSAttributedString.Key: Any], NSRange)] in
                if attributes[.link] != nil { return [(attributes.merging(linkAttributes) { _, new in new }, run)] }
                // Split the run at the detected links it meets.
                var parts: [([NSAttributedString.Key: Any], NSRange)] = [], location = run.location
                for link in links where NSIntersectionRange(link, run).length > 0 {
                    let inside = NSIntersectionRange(link, run)
                    if inside.location > location { parts.append((attributes, NSRange(location: location, length: inside.location - location))) }
                    parts.append((attributes.merging(linkAttributes) { _, new in new }, inside))
                    location = NSMaxRange(inside)
                }
                if location < NSMaxRange(run) { parts.append((attributes, NSRange(location: location, length: NSMaxRange(run) - location))) }
                return parts
            }
        }
        return StyledText(string: storage.substring(with: range), attributeRuns: pieces, font: .systemFont(ofSize: 12), color: .black)
    }

    /// Draws the backgrounds of the glyphs (drawn with the glyphs here).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    /// Draws the paragraphs holding `glyphsToShow`, the container's origin at `origin`.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = Graphics.currentContext, let storage = textStorage else { return }
        ensureLayout()
        let first = layout.paragraph(containing: glyphsToShow.location), last = layout.paragraph(containing: NSMaxRange(glyphsToShow))
        let limit = textContainers.first?.maximumNumberOfLines ?? 0
        var shownBefore = 0
        if limit > 0 { for index in 0..<first { shownBefore += layout.paragraphs[index].lines?.count ?? 0 } }
        let width = textContainers.first?.wrappingWidth ?? 0
        for index in first...last {
            let paragraph = layout.paragraphs[index], lines = paragraph.lines ?? []
            if limit > 0, shownBefore >= limit { break }
            let count = limit > 0 ? min(lines.count, limit - shownBefore) : 0
            shownBefore += lines.count
            guard paragraph.contentLength > 0 else { continue }
            let range = NSRange(location: layout.starts[index], length: paragraph.contentLength)
            let styled = styledTextShowingLinks(in: range, of: storage)
            let height = lines.last?.frame.maxY ?? 0
            context.draw(styled, in: CGRect(x: origin.x + padding, y: origin.y + layout.tops[index], width: width, height: height),
                         numberOfLines: count, verticallyCentered: false)
        }
    }
}

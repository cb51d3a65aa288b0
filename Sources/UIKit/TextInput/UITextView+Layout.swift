import Foundation

/// The text view's text, layout and drawing: its container follows its width, its content
/// size its text's height, and it draws only the paragraphs in the rectangle asked for,
/// the selection behind them and the links in `linkTextAttributes`.
extension UITextView {
    func setUpTextView() {
        textContainer.textView = self
        layoutManager.emptyParagraphFont = UITextView.defaultFont
        linkTextAttributes = [.foregroundColor: UIColor.link]
        backgroundColor = .systemBackground
        isOpaque = false
        textContentView.textView = self
        addSubview(textContentView)
        updateContainerWidth()
    }

    /// Replaces the text in code: no delegate call; the insertion point goes to the end.
    func replaceAllText(with text: NSAttributedString) {
        editingState.markedRange = nil
        textStorage.setAttributedString(text)
        undoManager?.removeAllActions(withTarget: self)
        selection = NSRange(location: textStorage.length, length: 0)
        textLayoutDidChange()
    }

    /// Sets an attribute over the whole text and the typing attributes.
    func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        typingAttributes[key] = value
        if key == .font, let font = value as? UIFont { layoutManager.emptyParagraphFont = font }
        guard textStorage.length > 0 else { return textLayoutDidChange() }
        textStorage.addAttribute(key, value: value, range: NSRange(location: 0, length: textStorage.length))
    }

    /// The layout changed (an edit, a new width): size, content size, caret and drawing. An
    /// edit whose paragraphs are known draws only them again (see `redrawEditedText()`).
    func textLayoutDidChange(edited: ParagraphLayout.EditedParagraphs? = nil) {
        layoutManager.detectedLinks = detectedLinks()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        pendingTextRedraw = pendingTextRedraw.adding(edited)
        if case .all = pendingTextRedraw { setNeedsDisplay() }
    }

    /// After layout: marks what the edits since the last layout changed for drawing — the
    /// edited paragraphs when they end where they did, else everything from their top down.
    func redrawEditedText() {
        let redraw = pendingTextRedraw
        pendingTextRedraw = .none
        switch redraw {
        case .none, .all:
            return
        case .paragraphs(let edited):
            let bottom = layoutManager.layout.bottom(ofParagraphs: edited.first, count: edited.count)
            redrawText(from: edited.top, to: bottom == edited.bottom ? edited.bottom : .infinity)
        case .from(let top):
            redrawText(from: top, to: .infinity)
        }
    }

    /// Marks the text between `top` and `bottom` (container coordinates) for drawing.
    private func redrawText(from top: CGFloat, to bottom: CGFloat) {
        let shift = containerOrigin.y - textContentView.frame.minY
        let visible = textContentView.bounds
        let rect = CGRect(x: visible.minX, y: top + shift, width: visible.width,
                          height: bottom.isFinite ? bottom - top : visible.maxY - (top + shift)).intersection(visible)
        if !rect.isNull, !rect.isEmpty { textContentView.setNeedsDisplay(rect) }
    }

    /// The container's width follows the view's, less the inset.
    func updateContainerWidth() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude) }
    }

    func updateContentSize() {
        let used = layoutManager.usedRect(for: textContainer)
        let size = CGSize(width: bounds.width, height: (used.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
        if contentSize != size { contentSize = size }
    }

    /// The text's size at `width`: its lines, the padding and the inset, rounded up.
    func fittingSize(width: CGFloat) -> CGSize {
        if textContainer.widthTracksTextView, width > 0, width.isFinite {
            let available = max(0, width - textContainerInset.left - textContainerInset.right)
            if textContainer.size.width != available { textContainer.size = CGSize(width: available, height: CGFloat.greatestFiniteMagnitude) }
        }
        let used = layoutManager.usedRect(for: textContainer)
        let fitted = CGSize(width: (used.width + textContainerInset.left + textContainerInset.right).rounded(.up),
                            height: (used.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
        return CGSize(width: width > 0 && width.isFinite ? min(width, fitted.width) : fitted.width, height: fitted.height)
    }

    /// Where the container's origin is in the view's content.
    var containerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    /// Scrolls so that `range`'s rectangles (or its insertion point) show.
    func scrollTextToVisible(_ range: NSRange) {
        guard range.location != NSNotFound, NSMaxRange(range) <= textStorage.length else { return }
        layoutIfNeeded()
        let frames = selectionFrames(for: range)
        let target = frames.reduce(CGRect.null) { $0.union($1) }
        scrollRectToVisible(target.isNull ? caretFrame(at: range.location) : target, animated: false)
    }

    // MARK: Drawing

    /// Keeps the text's view over the bounds (where the text shows).
    func placeTextContentView() {
        let visible = CGRect(origin: bounds.origin, size: bounds.size)
        guard textContentView.frame != visible else { return }
        textContentView.frame = visible
        textContentView.setNeedsDisplay()
    }

    /// The selection, then the text of the paragraphs `rect` (in the content) meets, drawn
    /// with the content's point `shift` at the drawing's origin.
    func drawText(in rect: CGRect, shiftedBy shift: CGPoint) {
        let origin = CGPoint(x: containerOrigin.x - shift.x, y: containerOrigin.y - shift.y)
        if editing, isFirstResponder, selection.length > 0 {
            for frame in selectionFrames(for: selection) where frame.intersects(rect) {
                Graphics.currentContext?.fill(frame.offsetBy(dx: -shift.x, dy: -shift.y), color: tintColor.withAlphaComponent(0.25),
                                              cornerRadius: 0)
            }
        }
        layoutManager.linkAttributes = linkTextAttributes
        let glyphs = layoutManager.glyphRange(forBoundingRect: rect.offsetBy(dx: -containerOrigin.x, dy: -containerOrigin.y), in: textContainer)
        layoutManager.drawGlyphs(forGlyphRange: glyphs, at: origin)
    }

    // MARK: Links

    /// The links data detection finds when the text view is not editable: web and email
    /// addresses (Linux's Foundation has no `NSDataDetector`).
    func detectedLinks() -> [NSRange] {
        guard !isEditable, dataDetectorTypes.contains(.link), textStorage.length > 0 else { return [] }
        let text = textStorage.string
        return UITextView.linkPattern.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).map(\.range)
    }

    static let linkPattern = try! NSRegularExpression(
        pattern: #"\b(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)\]']|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b"#)

    /// The link at `offset`: a `.link` attribute's URL, or a detected address's.
    func link(at offset: Int) -> (URL, NSRange)? {
        guard offset < textStorage.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        switch textStorage.attributes(at: offset, effectiveRange: &range)[.link] {
        case let url as URL: return (url, range)
        case let string as String: return URL(string: string).map { ($0, range) }
        default: break
        }
        guard let found = layoutManager.detectedLinks.first(where: { NSLocationInRange(offset, $0) }) else { return nil }
        let string = textStorage.text.substring(with: found)
        let address = string.contains("@") && !string.contains("/") ? "mailto:" + string
            : string.hasPrefix("www.") ? "http://" + string : string
        return URL(string: address).map { ($0, found) }
    }
}

/// The view a text view draws its visible text in, kept over its bounds.
final class TextContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        textView?.drawText(in: rect.offsetBy(dx: frame.minX, dy: frame.minY), shiftedBy: frame.origin)
    }
}

/// What of a text view's text to draw again after the next layout.
enum TextRedraw {
    case none
    /// One edit's paragraphs.
    case paragraphs(ParagraphLayout.EditedParagraphs)
    /// Everything from a top down (several edits).
    case from(CGFloat)
    case all

    /// This and another edit (nil: one whose paragraphs are not known).
    func adding(_ edited: ParagraphLayout.EditedParagraphs?) -> TextRedraw {
        guard let edited else { return .all }
        switch self {
        case .none: return .paragraphs(edited)
        case .paragraphs(let earlier): return .from(min(earlier.top, edited.top))
        case .from(let top): return .from(min(top, edited.top))
        case .all: return .all
        }
    }
}

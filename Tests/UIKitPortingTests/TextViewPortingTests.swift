import UIKit
import XCTest

/// A delegate that records UIKit's calls, and can refuse changes.
private final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var refusesNewlines = false
    var openedURL: URL?

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return !(refusesNewlines && text == "\n")
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        openedURL = URL
        return false
    }
}

/// A text storage with its own backing store, as syntax highlighters write them.
private final class HighlightingTextStorage: NSTextStorage {
    private let backing = NSMutableAttributedString(string: "")
    override var string: String { backing.string }
    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }
    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backing.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }
    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backing.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }
    override func processEditing() {
        // Hashtags in the tint color.
        let text = string as NSString
        let paragraph = text.paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraph)
        let pattern = try! NSRegularExpression(pattern: "#\\w+")
        for match in pattern.matches(in: string, range: paragraph) {
            addAttribute(.foregroundColor, value: UIColor.systemBlue, range: match.range)
        }
        super.processEditing()
    }
}

/// `UITextView` as iOS code uses it: defaults, self-sizing, delegate order, TextKit queries,
/// links, and custom text storage.
final class TextViewPortingTests: XCTestCase {
    private var window: UIWindow!
    private var observers: [NSObjectProtocol] = []

    override func tearDown() {
        observers.forEach(NotificationCenter.default.removeObserver)
        window = nil
        super.tearDown()
    }

    private func textViewInWindow(_ text: String, delegate: UITextViewDelegate? = nil) -> UITextView {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        textView.delegate = delegate
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.layoutIfNeeded()
        return textView
    }

    private func lineHeight(_ font: UIFont) -> CGFloat {
        ("Hg" as NSString).size(withAttributes: [.font: font]).height
    }

    func testDefaults() {
        let textView = UITextView()
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(textView.isEditable)
        XCTAssertTrue(textView.isSelectable)
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertEqual(textView.text, "")
        XCTAssertNil(textView.font, "an empty text view has no font until one is set")
        XCTAssertEqual(textView.dataDetectorTypes, [])
        XCTAssertTrue(textView.textContainer.widthTracksTextView)
        XCTAssertTrue(textView.layoutManager.textStorage === textView.textStorage)
        XCTAssertTrue(textView.textContainer.layoutManager === textView.layoutManager)
        textView.text = "hello"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 5, length: 0), "setting the text moves the insertion point to its end")
        XCTAssertEqual(textView.font?.pointSize, 12, "the default font is the system font of 12 points")
    }

    func testWithoutScrollingItSizesToItsText() {
        let font = UIFont.systemFont(ofSize: 17)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        textView.isScrollEnabled = false
        textView.font = font
        textView.text = "One line"
        let one = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(one.height, (lineHeight(font) + 16).rounded(.up))
        XCTAssertEqual(textView.intrinsicContentSize.height, one.height)
        textView.text = "One\nTwo\nThree"
        let three = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(three.height, (3 * lineHeight(font) + 16).rounded(.up), accuracy: 1)
        textView.text = String(repeating: "word ", count: 40)
        let wrapped = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertGreaterThan(wrapped.height, three.height, "long text wraps at the width")
        XCTAssertLessThanOrEqual(wrapped.width, 200)
    }

    func testTypingCallsTheDelegateInUIKitsOrder() {
        let delegate = RecordingTextViewDelegate()
        let textView = textViewInWindow("", delegate: delegate)
        observers.append(NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: textView,
                                                                queue: nil) { _ in MainActor.assumeIsolated { delegate.log.append("notification") } })
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.insertText("a")
        XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin", "shouldChange 0,0 \"a\"", "didChangeSelection", "didChange", "notification"])
        delegate.log.removeAll()
        delegate.refusesNewlines = true
        textView.insertText("\n")
        XCTAssertEqual(textView.text, "a")
        XCTAssertEqual(delegate.log, ["shouldChange 1,0 \"\n\""])
        delegate.log.removeAll()
        textView.text = "code"
        XCTAssertEqual(delegate.log, [], "changes made in code call no delegate method")
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd"])
    }

    func testLinesCaretsAndPositions() {
        let textView = textViewInWindow("first\nsecond")
        let font = UIFont.systemFont(ofSize: 17)
        let start = textView.caretRect(for: textView.beginningOfDocument)
        XCTAssertEqual(start.origin.x, 5, "the padding is 5 points")
        XCTAssertEqual(start.origin.y, 8, "the inset is 8 points")
        XCTAssertEqual(start.height, lineHeight(font), accuracy: 0.5)
        let second = textView.position(from: textView.beginningOfDocument, offset: 6)!
        XCTAssertEqual(textView.caretRect(for: second).minY, 8 + start.height, accuracy: 0.5)
        let endOfFirst = textView.position(from: textView.beginningOfDocument, offset: 5)!
        XCTAssertEqual(textView.caretRect(for: endOfFirst).minY, start.minY, "the end of a paragraph is on its own line")
        XCTAssertGreaterThan(textView.caretRect(for: endOfFirst).minX, start.minX)
        let below = textView.closestPosition(to: CGPoint(x: 1000, y: textView.caretRect(for: second).midY))!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: below), 12)
        let rects = textView.selectionRects(for: textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)!)
        XCTAssertEqual(rects.count, 2, "one rectangle per line")
        XCTAssertTrue(rects[0].containsStart)
        XCTAssertTrue(rects[1].containsEnd)
        let paragraph = textView.tokenizer.rangeEnclosingPosition(second, with: .paragraph, inDirection: .storage(.forward))!
        XCTAssertEqual(textView.text(in: paragraph), "second")
    }

    func testTheLayoutManagerAnswersTextKitQueries() {
        let textView = textViewInWindow("Tap here to continue")
        let layoutManager = textView.layoutManager, container = textView.textContainer
        let used = layoutManager.usedRect(for: container)
        XCTAssertEqual(used.height, lineHeight(.systemFont(ofSize: 17)), accuracy: 0.5)
        XCTAssertEqual(layoutManager.numberOfGlyphs, 20)
        let word = layoutManager.boundingRect(forGlyphRange: NSRange(location: 4, length: 4), in: container)
        XCTAssertGreaterThan(word.minX, 5)
        let index = layoutManager.characterIndex(for: CGPoint(x: word.midX, y: word.midY), in: container,
                                                 fractionOfDistanceBetweenInsertionPoints: nil)
        XCTAssertTrue((4..<8).contains(index), "the point in 'here' is over one of its characters: \(index)")
        var fragments = 0
        layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 20)) { rect, usedRect, _, range, _ in
            fragments += 1
            XCTAssertEqual(rect.width, 300, "a line fragment spans the container")
            XCTAssertEqual(range, NSRange(location: 0, length: 20))
            XCTAssertLessThan(usedRect.width, rect.width)
        }
        XCTAssertEqual(fragments, 1)
    }

    func testEditingTheStorageUpdatesTheLayout() {
        let textView = textViewInWindow("small")
        let before = textView.contentSize.height
        textView.textStorage.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 0, length: 5))
        textView.layoutIfNeeded()
        XCTAssertGreaterThan(textView.contentSize.height, before + 20)
        textView.textStorage.append(NSAttributedString(string: "\nmore", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.text, "small\nmore")
    }

    func testLinksOpenThroughTheDelegate() {
        let delegate = RecordingTextViewDelegate()
        let textView = textViewInWindow("", delegate: delegate)
        textView.isEditable = false
        textView.attributedText = NSAttributedString(string: "Read the terms", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .link: URL(string: "https://example.com/terms")!,
        ])
        textView.layoutIfNeeded()
        let point = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 2)!).origin
        let touch = UITouch(location: CGPoint(x: point.x + 2, y: point.y + 5), in: window)
        textView.touchesBegan([touch], with: nil)
        textView.touchesEnded([touch], with: nil)
        XCTAssertEqual(delegate.openedURL?.absoluteString, "https://example.com/terms")
    }

    func testACustomStorageHighlightsAsItIsEdited() {
        let storage = HighlightingTextStorage()
        let layoutManager = NSLayoutManager()
        storage.addLayoutManager(layoutManager)
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        layoutManager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), textContainer: container)
        XCTAssertTrue(textView.textStorage === storage)
        textView.text = "a #tag here"
        let color = storage.attributes(at: 3, effectiveRange: nil)[.foregroundColor] as? UIColor
        XCTAssertEqual(color, .systemBlue)
        XCTAssertNil(storage.attributes(at: 0, effectiveRange: nil)[.foregroundColor])
        XCTAssertEqual(textView.text, "a #tag here")
        XCTAssertEqual(layoutManager.numberOfGlyphs, 11)
    }

    func testUndoRestoresTypedText() {
        let textView = textViewInWindow("")
        XCTAssertTrue(textView.becomeFirstResponder())
        for character in "hi there" { textView.insertText(String(character)) }
        textView.undoManager?.undo()
        XCTAssertEqual(textView.text, "")
        textView.undoManager?.redo()
        XCTAssertEqual(textView.text, "hi there")
    }
}

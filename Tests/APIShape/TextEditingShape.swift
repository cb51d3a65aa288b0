import UIKit

/// A growing comment box as iOS apps write it: a text view that sizes itself, shows a
/// placeholder label, limits its length and reports links.
final class ShapeCommentView: UIView, UITextViewDelegate {
    let textView = UITextView(frame: .zero, textContainer: nil)
    let placeholderLabel = UILabel()
    var heightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.delegate = self
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textColor = .label
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8)
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainer.maximumNumberOfLines = 0
        textView.textContainer.lineBreakMode = .byWordWrapping
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue]
        textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 15)]
        textView.keyboardDismissMode = .interactive
        textView.autocorrectionType = .no
        textView.returnKeyType = .send
        textView.addSubview(placeholderLabel)
        addSubview(textView)
        heightConstraint = textView.heightAnchor.constraint(equalToConstant: 40)
        heightConstraint.isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func textViewDidChange(_ textView: UITextView) {
        placeholderLabel.isHidden = !textView.text.isEmpty
        let size = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        heightConstraint.constant = min(size.height, 120)
        textView.isScrollEnabled = size.height > 120
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: stringRange, with: text).count <= 280
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        _ = textView.selectedRange
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        interaction == .invokeDefaultAction
    }
}

/// A highlighter, as syntax-coloring text views subclass the storage.
final class ShapeHighlighter: NSTextStorage {
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
        let paragraph = (string as NSString).paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraph)
        super.processEditing()
    }
}

/// A custom text input, as drawing or code-editor views adopt `UITextInput` themselves.
final class ShapeCodeView: UIView, UITextInput {
    var storage = ""
    var selection = NSRange(location: 0, length: 0)
    final class Position: UITextPosition {
        let offset: Int
        init(_ offset: Int) { self.offset = offset }
    }
    final class Range: UITextRange {
        let from: Position, to: Position
        init(_ from: Position, _ to: Position) { self.from = from; self.to = to }
        override var start: UITextPosition { from }
        override var end: UITextPosition { to }
        override var isEmpty: Bool { from.offset == to.offset }
    }

    var hasText: Bool { !storage.isEmpty }
    func insertText(_ text: String) { storage += text }
    func deleteBackward() { if !storage.isEmpty { storage.removeLast() } }
    func text(in range: UITextRange) -> String? { nil }
    func replace(_ range: UITextRange, withText text: String) {}
    var selectedTextRange: UITextRange?
    var markedTextRange: UITextRange? { nil }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { Position(0) }
    var endOfDocument: UITextPosition { Position(storage.utf16.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? Position, let to = toPosition as? Position else { return nil }
        return Range(from, to)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        (position as? Position).map { Position($0.offset + offset) }
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { .orderedSame }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
    weak var inputDelegate: UITextInputDelegate?
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
    override var canBecomeFirstResponder: Bool { true }
}

/// A text field that hides its caret and formats through `UITextInput`, as masking libraries do.
final class ShapeMaskedField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    override func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }

    func moveCursor(to offset: Int) {
        if let position = position(from: beginningOfDocument, offset: offset) {
            selectedTextRange = textRange(from: position, to: position)
        }
    }
}

@MainActor func textEditingShape() {
    let comment = ShapeCommentView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    comment.textView.text = "Hello"
    comment.textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
    let layoutManager: NSLayoutManager = comment.textView.layoutManager
    let container: NSTextContainer = comment.textView.textContainer
    layoutManager.ensureLayout(for: container)
    let used: CGRect = layoutManager.usedRect(for: container)
    let glyphs = layoutManager.glyphRange(forCharacterRange: NSRange(location: 0, length: 2), actualCharacterRange: nil)
    let box = layoutManager.boundingRect(forGlyphRange: glyphs, in: container)
    var fraction: CGFloat = 0
    let index = layoutManager.characterIndex(for: CGPoint(x: box.midX, y: used.midY), in: container,
                                             fractionOfDistanceBetweenInsertionPoints: &fraction)
    layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: index + 1)) { rect, usedRect, _, range, stop in
        if rect.height < usedRect.height || range.length < 0 { stop.pointee = true }
    }
    let storage = ShapeHighlighter()
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let box2 = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    manager.addTextContainer(box2)
    let code = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: box2)
    code.text = "let x = 1"
    _ = code.textStorage.length

    let field = ShapeMaskedField()
    field.text = "123"
    field.moveCursor(to: 1)
    if let range = field.selectedTextRange {
        _ = field.offset(from: field.beginningOfDocument, to: range.start)
        _ = field.tokenizer.rangeEnclosingPosition(range.start, with: .word, inDirection: .storage(.forward))
        _ = field.tokenizer.position(from: range.start, toBoundary: .word, inDirection: .layout(.right))
    }
    UIPasteboard.general.string = "copied"
    if UIPasteboard.general.hasStrings, let copied = UIPasteboard.general.string { field.insertText(copied) }
    UIPasteboard.general.items = [["public.utf8-plain-text": "a"]]
    let undo = UndoManager()
    undo.registerUndo(withTarget: field) { $0.text = "123" }
    undo.setActionName("Typing")
    if undo.canUndo { undo.undo() }
    _ = field.undoManager?.canRedo
    let view = ShapeCodeView()
    view.insertText("x")
    ShapeChatController().loadViewIfNeeded()
    _ = NSTextStorage.EditActions.editedCharacters
    UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) { opened in _ = opened }
}

/// A chat screen: an input bar on the keyboard layout guide, the shortcuts bar emptied.
final class ShapeChatController: UIViewController {
    let inputBar = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.inputAssistantItem.leadingBarButtonGroups = []
        inputBar.inputAssistantItem.trailingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)]
        view.addSubview(inputBar)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        view.keyboardLayoutGuide.setConstraints([inputBar.heightAnchor.constraint(equalToConstant: 44)], activeWhenNearEdge: .bottom)
    }
}

/// A rating line as apps build it: a symbol attachment sitting in the text, an image
/// attachment nudged below the baseline, and a subclass that sizes its image to the line.
final class ShapeRatingAttachment: NSTextAttachment {
    override func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                                   characterIndex charIndex: Int) -> CGRect {
        CGRect(x: 0, y: -2, width: lineFrag.height, height: lineFrag.height)
    }

    override func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        super.image(forBounds: imageBounds, textContainer: textContainer, characterIndex: charIndex)
    }

    static func ratingText(stars: Int) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for _ in 0..<stars {
            let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
            star.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
            text.append(NSAttributedString(attachment: star))
        }
        let data = NSTextAttachment(data: Data(), ofType: "public.png")
        data.lineLayoutPadding = 2
        let contents: Data? = data.contents
        let type: String? = data.fileType
        _ = (contents, type, NSTextAttachment.character)
        text.append(NSAttributedString(attachment: data, attributes: [.foregroundColor: UIColor.systemYellow]))
        let attachment = text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
        _ = attachment?.image
        return text
    }
}

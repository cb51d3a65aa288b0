import Foundation

/// A scrollable, editable and selectable rich text, as UIKit's `UITextView`: its text lives
/// in a TextKit `NSTextStorage`, laid out by an `NSLayoutManager` in an `NSTextContainer`
/// (Pango underneath, a paragraph at a time) and inset by `textContainerInset`. It adopts
/// `UITextInput`: the window types into it as first responder, with UIKit's delegate calls
/// and notifications. With scrolling off it sizes itself to its text (its intrinsic height).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Posted when editing begins; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each change the person makes.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text, its layout and its region (TextKit 1).
    public let textStorage: NSTextStorage
    public let layoutManager: NSLayoutManager
    public let textContainer: NSTextContainer

    /// The selection (UTF-16); its location is the insertion point.
    var selection = NSRange(location: 0, length: 0)
    var editing = false
    let editingState = TextEditingState()
    private lazy var ownUndoManager = UndoManager()
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The view the visible text is drawn in: it covers the bounds, so that drawing costs what
    /// shows, not the whole text.
    lazy var textContentView = TextContentView()
    /// What the edits since the last layout changed, to draw again (`redrawEditedText()`).
    var pendingTextRedraw = TextRedraw.none
    /// Where a drag that selects began.
    var selectionDragOrigin: Int?
    /// The font and color given, for an empty text.
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    /// A text view laying out in `textContainer`, or in a container of its own that tracks
    /// its width.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        if let textContainer, let manager = textContainer.layoutManager {
            self.textContainer = textContainer
            layoutManager = manager
            textStorage = manager.textStorage ?? NSTextStorage()
        } else {
            self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: CGFloat.greatestFiniteMagnitude))
            layoutManager = NSLayoutManager()
            textStorage = NSTextStorage()
            layoutManager.addTextContainer(self.textContainer)
            textStorage.addLayoutManager(layoutManager)
        }
        super.init(frame: frame)
        if textContainer == nil { self.textContainer.widthTracksTextView = true }
        setUpTextView()
    }

    /// A text view with a container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        layoutManager = NSLayoutManager()
        textStorage = NSTextStorage()
        layoutManager.addTextContainer(textContainer)
        textStorage.addLayoutManager(layoutManager)
        super.init(coder: coder)
        textContainer.widthTracksTextView = true
        setUpTextView()
    }

    // MARK: Text

    /// The text; setting it gives it the text view's font, color and alignment, moves the
    /// insertion point to its end, and sends no delegate call or notification, as in UIKit.
    open var text: String! {
        get { textStorage.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
    }

    /// The styled text; setting it replaces the text as it is.
    open var attributedText: NSAttributedString! {
        get { textStorage.attributedText(in: NSRange(location: 0, length: textStorage.length)) }
        set { replaceAllText(with: newValue ?? NSAttributedString(string: "")) }
    }

    /// The font of the text's start (nil for an empty text whose font was never set); setting
    /// it sets the whole text's and the typing attributes'.
    open var font: UIFont? {
        get { textStorage.length > 0 ? textStorage.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont : storedFont }
        set {
            storedFont = newValue
            applyToAllText(.font, newValue ?? UITextView.defaultFont)
        }
    }
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    /// The color of the text's start; setting it colors the whole text. nil draws `.label`.
    open var textColor: UIColor? {
        get { textStorage.length > 0 ? textStorage.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor : storedTextColor }
        set {
            storedTextColor = newValue
            applyToAllText(.foregroundColor, newValue ?? .label)
        }
    }

    /// The alignment of the paragraphs: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            applyToAllText(.paragraphStyle, style)
        }
    }

    /// The attributes typed text takes: the font, color and paragraph style at the insertion
    /// point.
    open var typingAttributes: [NSAttributedString.Key: Any] = [.font: UITextView.defaultFont, .foregroundColor: UIColor.label]

    /// The attributes of links (`.link` runs and detected data): the tint color by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        didSet { setNeedsDisplay() }
    }

    /// What kinds of data are shown as links when the text view is not editable. Default none.
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { setNeedsDisplay() } }

    /// Whether the person may edit the text. Default true; turning it off ends editing.
    open var isEditable = true {
        didSet { if !isEditable, editing { resignFirstResponder() } }
    }
    /// Whether the person may select the text (and tap its links). Default true.
    open var isSelectable = true
    /// Whether the person may style the text (kept; styling has no menu here). Default false.
    open var allowsEditingTextAttributes = false
    /// Whether inserted text replaces the whole text. Default false.
    open var clearsOnInsertion = false
    /// Whether text scales as in UIKit's standard text views (kept). Default false.
    open var usesStandardTextScaling = false
    /// Whether the font follows the content size category (kept; the font is as given).
    open var adjustsFontForContentSizeCategory = false

    /// The inset of the text container in the view: 8 points at the top and bottom.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange(); updateContainerWidth() }
    }

    /// The selection as an `NSRange` (UTF-16); setting it moves the selection, kept in the text.
    open var selectedRange: NSRange {
        get { selection }
        set {
            editingState.selectionAnchor = nil
            select(newValue)
        }
    }

    /// Whether the text view is being edited.
    open var isEditing: Bool { editing }

    /// The view's delegate: its `UITextViewDelegate` methods are called when it adopts them.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// With scrolling off, the text's height for the current width (the width is free).
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingSize(width: bounds.width).height)
    }

    /// The size the text takes at the width given: the laid-out text, the padding and the inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

    /// Scrolls so that the text of `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) { scrollTextToVisible(range) }

    /// The view shown instead of a keyboard: kept (Linux shows no on-screen keyboard).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// The view shown above the keyboard: kept, not shown (there is no on-screen keyboard).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    // MARK: Text input traits

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: Layout and drawing (UITextView+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContainerWidth()
        updateContentSize()
        placeTextContentView()
        redrawEditedText()
        placeCaret()
    }

    /// Scrolling moves the drawn text with the bounds.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            placeTextContentView()
        }
    }

    /// Redraws the text too.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        textContentView.setNeedsDisplay()
    }

    // MARK: Editing (UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool {
        isEditable && isUserInteractionEnabled && (textViewDelegate?.textViewShouldBeginEditing(self) ?? true)
    }

    /// Starts editing: the text view becomes first responder, then `textViewDidBeginEditing`
    /// and `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Ends editing unless `textViewShouldEndEditing` refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if editing, !UIResponder.resignsWithoutAsking, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        if editing { finishEditing() }
        return true
    }

    open var hasText: Bool { textStorage.length > 0 }
    /// Types `text` over the marked text or the selection (Return types a line break).
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() { typeBackspace() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, beginTouch(touch, with: event) else { return super.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, moveTouch(touch) else { return super.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, endTouch(touch, with: event) else { return super.touchesEnded(touches, with: event) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // A drag that began in the text while editing selects rather than scrolls.
        if gestureRecognizer === panGestureRecognizer, selectionDragOrigin != nil { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Edit actions and undo

    /// The text view's own undo manager, as UIKit's text views have.
    open override var undoManager: UndoManager? { ownUndoManager }
    open override func copy(_ sender: Any?) { editingCopy() }
    open override func cut(_ sender: Any?) { editingCut() }
    open override func paste(_ sender: Any?) { editingPaste() }
    open override func selectAll(_ sender: Any?) { editingSelectAll() }
    open override func delete(_ sender: Any?) { editingDelete() }

    // MARK: UITextInput (positions are UTF-16 offsets of the text; see TextEditing.swift)

    open func text(in range: UITextRange) -> String? { editingText(in: range) }
    /// Replaces `range` without asking the delegate, telling it the text changed.
    open func replace(_ range: UITextRange, withText text: String) { editingReplace(range, withText: text) }
    open var selectedTextRange: UITextRange? {
        get { editingSelectedTextRange }
        set { setEditingSelectedTextRange(newValue) }
    }
    open var markedTextRange: UITextRange? { editingMarkedTextRange }
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editingState.markedTextStyle }
        set { editingState.markedTextStyle = newValue }
    }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editingSetMarkedText(markedText, selectedRange: selectedRange) }
    open func unmarkText() { editingUnmarkText() }
    open var beginningOfDocument: UITextPosition { editingBeginningOfDocument }
    open var endOfDocument: UITextPosition { editingEndOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editingTextRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editingPosition(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editingPosition(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editingCompare(position, to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editingOffset(from: from, to: toPosition) }
    open weak var inputDelegate: UITextInputDelegate? {
        get { editingState.inputDelegate }
        set { editingState.inputDelegate = newValue }
    }
    open var tokenizer: UITextInputTokenizer { stringTokenizer }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editingPosition(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editingCharacterRange(byExtending: position, in: direction)
    }
    /// The writing direction: left to right.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Aligns the text to the direction's leading edge.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        textAlignment = writingDirection == .rightToLeft ? .right : .natural
    }
    open func firstRect(for range: UITextRange) -> CGRect { editingFirstRect(for: range) }
    open func caretRect(for position: UITextPosition) -> CGRect { editingCaretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editingSelectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editingClosestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editingClosestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { editingCharacterRange(at: point) }
    open var textInputView: UIView { self }
    open var selectionAffinity: UITextStorageDirection {
        get { editingState.selectionAffinity }
        set { editingState.selectionAffinity = newValue }
    }
}

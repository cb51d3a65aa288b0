import Foundation

/// A one-line editable text, as UIKit's `UITextField`: its text or placeholder in a border
/// style, a clear button and accessory views, edited as the first responder through
/// `UIKeyInput` (the window types into it), with UIKit's delegate calls, control events and
/// notifications in UIKit's order. Geometry follows UIKit's metrics per border style (a
/// rounded-rect field of the system font is 34 points tall).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// Which frame each border style draws, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, left or right view) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// Posted when editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after each change the person makes; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; `userInfo` holds the reason under `didEndEditingReasonUserInfoKey`.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The key of the reason (an `NSNumber` of `DidEndEditingReason`) in the end notification.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"

    /// The text, UTF-16 addressed as `NSRange` does.
    var storage = ""
    /// The selection while editing (UTF-16); its location is the insertion point.
    var selection = NSRange(location: 0, length: 0)
    var editing = false
    /// The attributed text as set, while the person has not edited it.
    var attributedStorage: NSAttributedString?
    /// The line heights of the fonts fields have drawn in (measured once per font).
    static var lineHeights: [UIFont: CGFloat] = [:]
    /// The drawn text laid out on one line, with the text and font it was laid out for
    /// (`drawnLine`).
    var measuredLine: (text: String, font: UIFont, line: TextLine?)?
    /// Marked text, the keyboard's selection anchor, undo records (TextEditing).
    let editingState = TextEditingState()
    private lazy var ownUndoManager = UndoManager()
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: Text

    /// The text; never nil when read (`""` when empty). Setting it sends no event, no
    /// notification and no delegate call, as in UIKit; line breaks become spaces.
    open var text: String? {
        get { storage }
        set {
            storage = Self.oneLine(newValue ?? "")
            attributedStorage = nil
            selection = NSRange(location: storage.utf16.count, length: 0)
            textDidChangeProgrammatically()
        }
    }

    /// The text with its attributes; set, it replaces the text (plain runs take the font and
    /// color).
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? NSAttributedString(string: storage, attributes: defaultTextAttributes) }
        set {
            storage = Self.oneLine(newValue?.string ?? "")
            attributedStorage = newValue
            selection = NSRange(location: storage.utf16.count, length: 0)
            textDidChangeProgrammatically()
        }
    }

    /// The text shown in the placeholder color while the field is empty.
    open var placeholder: String? {
        didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }

    /// The placeholder with its attributes (its plain string is `placeholder`).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes ?? [:]) } }
        set {
            placeholderAttributes = newValue.map { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : [:] }
            placeholder = newValue?.string
        }
    }
    /// The attributes of `attributedPlaceholder`'s first character.
    var placeholderAttributes: [NSAttributedString.Key: Any]?

    /// The font: the system font of 17 points by default; nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UITextField.defaultFont; setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }
    private var storedFont = UITextField.defaultFont
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    /// The text's color: `.label` by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// How the text is aligned: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The attributes of the text: its font and color.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: storedFont, .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    /// The frame the field draws: `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }

    /// An image drawn as the field's background (instead of the border style's) when enabled.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The background image when disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    /// Whether the text is emptied when editing begins (the delegate's `textFieldShouldClear`
    /// may refuse). Default false.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks, down to `minimumFontSize`, for the text to fit. Default false.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to. Default 0 (UIKit's
    /// documented value).
    open var minimumFontSize: CGFloat = 0 {
        didSet { minimumFontSize = max(0, minimumFontSize.isNaN ? 0 : minimumFontSize) }
    }
    /// Whether inserted text replaces the whole text. Default false.
    open var clearsOnInsertion = false
    /// Whether the person may style the text (kept; styling has no menu here). Default false.
    open var allowsEditingTextAttributes = false

    /// The field's delegate.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is the first responder).
    open var isEditing: Bool { editing }

    // MARK: Overlay views

    /// When the clear button shows (only over non-empty text): `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// A view at the leading edge, shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge (it hides the clear button while shown).
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view shown instead of a keyboard. Linux shows no on-screen keyboard, so the field
    /// keeps it for the code that reads it; typing comes from the physical keyboard.
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
    /// Whether the text shows as bullets and cannot be copied. Default false.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var textContentType: UITextContentType!

    // MARK: Geometry (UIKit's, per border style; see `UITextField+Geometry.swift`)

    /// Where the border and background are drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: the border style's padding, less the shown
    /// left view, clear button or right view.
    open func textRect(forBounds bounds: CGRect) -> CGRect { availableTextRect(bounds, editing: false) }
    /// Where the text is drawn and edited while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { availableTextRect(bounds, editing: true) }
    /// Where the placeholder is drawn: one line of its font, centred in the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultPlaceholderRect(bounds) }
    /// The clear button: 19 × 19 points, 24 points from the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 24, y: (bounds.midY - 10.5).rounded() + 1, width: 19, height: 19)
    }
    /// The left view: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(leftView, x: { _ in bounds.minX }, in: bounds)
    }
    /// The right view: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(rightView, x: { width in (bounds.maxX - width).rounded() }, in: bounds)
    }

    /// Draws the text (bullets for secure entry) in `rect`; override to draw it otherwise.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`, in the placeholder color.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        placeCaret()
    }

    open override func draw(_ rect: CGRect) { drawField() }

    // MARK: Editing (see `UITextField+Editing.swift`)

    /// Whether the field can be edited: enabled, interactive, and the delegate agrees.
    open override var canBecomeFirstResponder: Bool {
        isEnabled && isUserInteractionEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    /// Starts editing, as UIKit does: `.editingDidBegin`, `textFieldDidBeginEditing`, then
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Ends editing unless the delegate's `textFieldShouldEndEditing` refuses: `.editingDidEnd`,
    /// `textFieldDidEndEditing(_:reason:)`, then `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if editing, !UIResponder.resignsWithoutAsking, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        if editing { finishEditing() }
        return true
    }

    /// Whether there is text.
    open var hasText: Bool { !storage.isEmpty }
    /// Types `text` at the insertion point, over the marked text or the selection (Return
    /// ends editing as UIKit's does).
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection, or the character before the insertion point.
    open func deleteBackward() { typeBackspace() }

    /// Disabling the field ends its editing.
    open override var isEnabled: Bool {
        didSet { if !isEnabled, editing { resignFirstResponder() } }
    }

    /// A secondary (right) click shows the edit menu (editing begins first); other touches track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard event?.buttonMask.contains(.secondary) == true else { return super.beginTracking(touch, with: event) }
        if editing || becomeFirstResponder() { presentEditMenu(at: touch.location(in: self)) }
        return false
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, isTouchInside { tap(at: touch.location(in: self)) }
    }

    // MARK: Edit actions and undo

    /// The field's own undo manager, as UIKit's text fields have.
    open override var undoManager: UndoManager? { ownUndoManager }
    /// Copies the selection to `UIPasteboard.general` (not for secure entry).
    open override func copy(_ sender: Any?) { editingCopy() }
    /// Copies the selection and deletes it.
    open override func cut(_ sender: Any?) { editingCut() }
    /// Replaces the selection with the pasteboard's text.
    open override func paste(_ sender: Any?) { editingPaste() }
    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { editingSelectAll() }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { editingDelete() }

    // MARK: UITextInput (positions are UTF-16 offsets of the text; see TextEditing.swift)

    open func text(in range: UITextRange) -> String? { editingText(in: range) }
    /// Replaces `range` without asking the delegate, sending `.editingChanged` as a change does.
    open func replace(_ range: UITextRange, withText text: String) { editingReplace(range, withText: UITextField.oneLine(text)) }
    /// The selection; an empty range is the insertion point. Setting it moves the selection.
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
    /// The writing direction: left to right (the field lays out one direction).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Aligns the text to the direction's leading edge.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        textAlignment = writingDirection == .rightToLeft ? .right : .natural
    }
    open func firstRect(for range: UITextRange) -> CGRect { editingFirstRect(for: range) }
    /// The insertion point's rectangle: two points wide, the font's line tall.
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

import Foundation

/// Told when a text storage processes its edits, as TextKit's `NSTextStorageDelegate`.
@preconcurrency @MainActor
public protocol NSTextStorageDelegate: AnyObject {
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}

/// The text a text view shows, as TextKit's `NSTextStorage`: an attributed string that tells
/// its layout managers about each edit, so that they lay out again only the paragraphs the
/// edit touched. Edits between `beginEditing()` and `endEditing()` are processed together.
///
/// Subclasses that keep their own backing store (syntax highlighters) override `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` and
/// `setAttributes(_:range:)` and call `edited(_:range:changeInLength:)`, as on iOS; the text
/// view reads the text only through those members. `mutableString` is Foundation's and edits
/// it without telling the layout: edit through the storage's methods.
open class NSTextStorage: NSMutableAttributedString, @unchecked Sendable {
    /// What an edit changed, as `NSTextStorage.EditActions`.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1)
        public static let editedCharacters = EditActions(rawValue: 2)
    }

    /// Posted before and after the storage processes edits.
    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The storage's delegate.
    public weak var delegate: NSTextStorageDelegate?
    /// The layout managers that lay the text out.
    public private(set) var layoutManagers: [NSLayoutManager] = []

    /// What the edits being processed changed.
    public private(set) var editedMask: EditActions = []
    /// The range the edits cover, in the edited text (`NSNotFound` when none).
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much longer the edits made the text.
    public private(set) var changeInLength = 0

    private var editingDepth = 0
    /// How deeply the storage's own mutators are nested (Foundation's call one another); only
    /// the outermost reports its edit.
    private var mutationDepth = 0

    public convenience init() { self.init(string: "") }
    public override init(string: String) { super.init(string: string) }
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) { super.init(string: string, attributes: attributes) }
    public override init(attributedString: NSAttributedString) { super.init(attributedString: attributedString) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds a layout manager (it lays out this text from now on).
    @MainActor
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    @MainActor
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    // MARK: Edits

    /// Groups edits until the matching `endEditing()`.
    open func beginEditing() { editingDepth += 1 }

    /// Ends a group; the outermost processes the edits.
    open func endEditing() {
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { MainActor.assumeIsolated { processEditing() } }
    }

    /// Records an edit of `range` (in the text before it) that changed its length by `delta`;
    /// outside `beginEditing()`/`endEditing()` it is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
        } else {
            // Earlier edits' range moves with this one's change.
            var union = self.editedRange
            if union.location >= NSMaxRange(editedRange) { union.location += delta } else if NSMaxRange(union) >= editedRange.location {
                union.length = max(0, union.length + delta)
            }
            let start = min(union.location, newRange.location), end = max(NSMaxRange(union), NSMaxRange(newRange))
            self.editedRange = NSRange(location: start, length: end - start)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { MainActor.assumeIsolated { processEditing() } }
    }

    /// Tells the delegate and the layout managers about the edits, then forgets them. Edits
    /// the delegate makes while it is told join the ones being processed.
    @MainActor
    open func processEditing() {
        editingDepth += 1
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: self)
        editingDepth -= 1
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for layoutManager in layoutManagers {
            layoutManager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    /// Runs one of Foundation's mutators; the outermost reports `mask` over `range` with `delta`.
    private func mutate(_ mask: EditActions, _ range: NSRange, _ delta: Int, _ body: () -> Void) {
        mutationDepth += 1
        body()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        mutate(.editedCharacters, range, (str as NSString).length - range.length) { super.replaceCharacters(in: range, with: str) }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range, attrString.length - range.length) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    open override func deleteCharacters(in range: NSRange) {
        mutate(.editedCharacters, range, -range.length) { super.deleteCharacters(in: range) }
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: loc, length: 0), attrString.length) { super.insert(attrString, at: loc) }
    }

    open override func append(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: length, length: 0), attrString.length) { super.append(attrString) }
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: 0, length: length), attrString.length - length) {
            super.setAttributedString(attrString)
        }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.setAttributes(attrs, range: range) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutate(.editedAttributes, range, 0) { super.removeAttribute(name, range: range) }
    }

    /// The attributed text of `range`, read through `string` and `attributes(at:effectiveRange:)`
    /// so that subclasses with their own backing store are read right.
    func attributedText(in range: NSRange) -> NSAttributedString {
        let text = string as NSString
        let result = NSMutableAttributedString(string: text.substring(with: range))
        var location = range.location
        while location < NSMaxRange(range) {
            var effective = NSRange(location: 0, length: 0)
            let attributes = self.attributes(at: location, effectiveRange: &effective)
            let end = min(NSMaxRange(range), max(NSMaxRange(effective), location + 1))
            result.setAttributes(attributes, range: NSRange(location: location - range.location, length: end - location))
            location = end
        }
        return result
    }
}

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
    /// Set while `processEditing()` runs: edits made then (a subclass's highlighting, the
    /// delegate's) join the ones being processed.
    private var isProcessingEdits = false

    /// The characters and their attributes (see `AttributeRuns`).
    private let characters: NSMutableString
    private var runs: AttributeRuns
    /// The characters as a Swift string, made again after each edit.
    private var cachedString: String?
    /// A subclass's `string` as an `NSString`, made again after each edit it reports.
    private var cachedText: NSString?

    public convenience init() { self.init(string: "") }
    public convenience override init(string: String) { self.init(string: string, attributes: nil) }
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        characters = NSMutableString(string: string)
        runs = AttributeRuns(length: characters.length, attributes: attributes ?? [:])
        super.init(string: "")
    }
    public convenience override init(attributedString: NSAttributedString) {
        self.init(string: attributedString.string)
        var location = 0
        while location < attributedString.length {
            var run = NSRange(location: 0, length: 0)
            let attributes = attributedString.attributes(at: location, effectiveRange: &run)
            let end = max(NSMaxRange(run), location + 1)
            runs.replace(NSRange(location: location, length: end - location), withLength: end - location, attributes: attributes)
            location = end
        }
    }
    public required init?(coder: NSCoder) {
        characters = NSMutableString(string: "")
        runs = AttributeRuns(length: 0, attributes: [:])
        super.init(coder: coder)
    }

    /// Adds a layout manager (it lays out this text from now on). Call it on the main thread,
    /// where text views and their layout live.
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        nonisolated(unsafe) let (storage, manager) = (self, layoutManager)
        MainActor.assumeIsolated {
            manager.textStorage?.removeLayoutManager(manager)
            storage.layoutManagers.append(manager)
            manager.textStorage = storage
        }
    }

    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        nonisolated(unsafe) let (storage, manager) = (self, layoutManager)
        MainActor.assumeIsolated { if manager.textStorage === storage { manager.textStorage = nil } }
    }

    // MARK: Edits

    /// Groups edits until the matching `endEditing()`.
    open override func beginEditing() { editingDepth += 1 }

    /// Ends a group; the outermost processes the edits.
    open override func endEditing() {
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEdits() }
    }

    /// Records an edit of `range` (in the text before it) that changed its length by `delta`;
    /// outside `beginEditing()`/`endEditing()` it is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if editedMask.contains(.editedCharacters) { cachedText = nil }
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
        if editingDepth == 0 { processEdits() }
    }

    /// Tells the delegate and the layout managers about the edits, then forgets them. Edits
    /// the delegate makes while it is told join the ones being processed. Runs on the main
    /// thread, where text views and their layout live.
    open func processEditing() {
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated {
            storage.delegate?.textStorage(storage, willProcessEditing: storage.editedMask, range: storage.editedRange,
                                          changeInLength: storage.changeInLength)
            NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: storage)
            storage.delegate?.textStorage(storage, didProcessEditing: storage.editedMask, range: storage.editedRange,
                                          changeInLength: storage.changeInLength)
            NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: storage)
            let (mask, range, delta) = (storage.editedMask, storage.editedRange, storage.changeInLength)
            storage.editedMask = []
            storage.editedRange = NSRange(location: NSNotFound, length: 0)
            storage.changeInLength = 0
            for layoutManager in storage.layoutManagers {
                layoutManager.processEditing(for: storage, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
            }
        }
    }

    private func processEdits() {
        guard !isProcessingEdits else { return }
        isProcessingEdits = true
        processEditing()
        isProcessingEdits = false
    }

    // MARK: Primitives: every other mutator goes through these two, as on Apple's platforms

    /// Replaces the characters of `range` with `str` (they take the attributes of the character
    /// before, or after at the start), and reports the edit. A range with an end inside a
    /// character (a surrogate pair or a grapheme cluster) is widened to whole characters.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let text = characters as NSString
        guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= text.length else {
            raiseException(.rangeException, "NSTextStorage replaceCharacters(in:with:): range \(range) out of bounds; string length \(text.length)")
        }
        let range = range.length > 0 ? text.rangeOfComposedCharacterSequences(for: range)
            : NSRange(location: range.location < text.length ? text.rangeOfComposedCharacterSequence(at: range.location).location : range.location,
                      length: 0)
        let inserted = (str as NSString).length
        let attributes = text.length == 0 ? [:] : runs.attributes(at: range.location > 0 ? range.location - 1 : range.location).0
        characters.replaceCharacters(in: range, with: str)
        runs.replace(range, withLength: inserted, attributes: attributes)
        cachedString = nil
        edited(.editedCharacters, range: range, changeInLength: inserted - range.length)
    }

    /// Sets the attributes of `range`, and reports the edit.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= characters.length else {
            raiseException(.rangeException, "NSTextStorage setAttributes(_:range:): range \(range) out of bounds; string length \(characters.length)")
        }
        runs.replace(range, withLength: range.length, attributes: attrs ?? [:])
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Reading

    /// The text as an `NSString`, for reading by UTF-16 offsets without copying the text at
    /// each read: the storage's own characters, or a subclass's `string` once per edit.
    var text: NSString {
        if type(of: self) == NSTextStorage.self { return characters }
        if let cachedText { return cachedText }
        let made = NSString(string: string)
        cachedText = made
        return made
    }

    open override var string: String {
        if let cachedString { return cachedString }
        let made = characters as String
        cachedString = made
        return made
    }

    /// The length of `string` (so that subclasses with a backing store need not override it).
    open override var length: Int { text.length }

    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        let (attributes, run) = runs.attributes(at: location)
        range?.pointee = run
        return attributes
    }

    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    open override func attributedSubstring(from range: NSRange) -> NSAttributedString { attributedText(in: range) }

    open override func enumerateAttributes(in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
                                           using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var pieces: [([NSAttributedString.Key: Any], NSRange)] = []
        var location = enumerationRange.location
        while location < NSMaxRange(enumerationRange) {
            var run = NSRange(location: 0, length: 0)
            let attributes = self.attributes(at: location, effectiveRange: &run)
            let end = min(NSMaxRange(enumerationRange), max(NSMaxRange(run), location + 1))
            pieces.append((attributes, NSRange(location: location, length: end - location)))
            location = end
        }
        var stop = ObjCBool(false)
        for (attributes, range) in opts.contains(.reverse) ? pieces.reversed() : pieces {
            block(attributes, range, &stop)
            if stop.boolValue { return }
        }
    }

    open override func enumerateAttribute(_ attrName: NSAttributedString.Key, in enumerationRange: NSRange,
                                          options opts: NSAttributedString.EnumerationOptions = [],
                                          using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateAttributes(in: enumerationRange, options: opts) { attributes, range, stop in block(attributes[attrName], range, stop) }
    }

    /// A copy of the characters: Foundation's mutable string of an attributed string edits it
    /// behind its back, so a text storage gives a copy; edit through the storage's methods.
    open override var mutableString: NSMutableString { NSMutableString(string: string) }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        beginEditing()
        replaceCharacters(in: range, with: attrString.string)
        var location = 0
        while location < attrString.length {
            var run = NSRange(location: 0, length: 0)
            let attributes = attrString.attributes(at: location, effectiveRange: &run)
            let end = max(NSMaxRange(run), location + 1)
            setAttributes(attributes, range: NSRange(location: range.location + location, length: end - location))
            location = end
        }
        endEditing()
    }

    open override func deleteCharacters(in range: NSRange) { replaceCharacters(in: range, with: "") }
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }
    open override func append(_ attrString: NSAttributedString) { insert(attrString, at: length) }
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        addAttributes([name: value], range: range)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        changeAttributes(in: range) { $0.merge(attrs) { _, new in new } }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        changeAttributes(in: range) { $0[name] = nil }
    }

    /// Changes the attributes of each run of `range` through the primitives.
    private func changeAttributes(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        beginEditing()
        var location = range.location
        while location < NSMaxRange(range) {
            var run = NSRange(location: 0, length: 0)
            var attributes = self.attributes(at: location, effectiveRange: &run)
            let end = min(NSMaxRange(range), max(NSMaxRange(run), location + 1))
            change(&attributes)
            setAttributes(attributes, range: NSRange(location: location, length: end - location))
            location = end
        }
        endEditing()
    }

    /// The runs of `range` (offsets from its start) with their attributes, read through
    /// `attributes(at:effectiveRange:)`.
    func attributeRuns(in range: NSRange) -> [([NSAttributedString.Key: Any], NSRange)] {
        var pieces: [([NSAttributedString.Key: Any], NSRange)] = []
        var location = range.location
        while location < NSMaxRange(range) {
            var effective = NSRange(location: 0, length: 0)
            let attributes = self.attributes(at: location, effectiveRange: &effective)
            let end = min(NSMaxRange(range), max(NSMaxRange(effective), location + 1))
            pieces.append((attributes, NSRange(location: location - range.location, length: end - location)))
            location = end
        }
        return pieces
    }

    /// The characters of `range`, sliced from `string` by UTF-16 offsets: Foundation's
    /// `substring(with:)` on Linux transcodes them one by one, at ten times the cost.
    func substring(with range: NSRange) -> String {
        let whole = string, utf16 = whole.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        return String(whole[start..<utf16.index(start, offsetBy: range.length)])
    }

    /// The text of `range` as styled runs, for laying out and drawing (no attributed string made).
    func styledText(in range: NSRange, font: UIFont, color: UIColor) -> StyledText {
        StyledText(string: substring(with: range), attributeRuns: attributeRuns(in: range), font: font, color: color)
    }

    /// The attributed text of `range`, read through `string` and `attributes(at:effectiveRange:)`
    /// so that subclasses with their own backing store are read right. It is a storage of its
    /// own (an attributed string that keeps its runs in Swift: see `AttributeRuns`).
    func attributedText(in range: NSRange) -> NSAttributedString {
        let result = NSTextStorage(string: substring(with: range))
        for (attributes, run) in attributeRuns(in: range) { result.runs.replace(run, withLength: run.length, attributes: attributes) }
        return result
    }
}

import Foundation

#if !canImport(Darwin)
/// How the lines of a paragraph are laid out, as UIKit's `NSParagraphStyle`: immutable; make
/// an `NSMutableParagraphStyle` to change one.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The paragraph style with every value at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Every value of the style.
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var lineBreakStrategy: LineBreakStrategy = []
        var paragraphSpacingBefore: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var allowsDefaultTighteningForTruncation = false
        /// Nil for the default tab stops.
        var tabStops: [NSTextTab]?
        var defaultTabInterval: CGFloat = 0
    }

    var values = Values()

    public override init() {
        super.init()
    }

    /// The text alignment. Default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap or are cut. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines, in points. Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph, in points. Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The indent of the first line. Default 0.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines. Default 0.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (negative: from the trailing margin). Default 0.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The minimum height of a line; 0 for none. Default 0.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The maximum height of a line; 0 for none. Default 0.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor for the natural line height; 0 for none. Default 0.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How lines are chosen to break. Default none. Kept, not applied: Pango breaks lines by
    /// Unicode's line-breaking rules (UAX #14).
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }
    /// Space before the paragraph, in points. Default 0.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The paragraph's base writing direction. Default `.natural` (from its first strong
    /// character, as Pango lays it out).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0 (never, the default) to 1. Kept, not applied: Pango
    /// 1.50 does not hyphenate where it wraps words.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the system's hyphenation applies (iOS 15). Default false. Kept, not applied (see
    /// `hyphenationFactor`).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// Whether a line may be tightened before it is truncated. Default false. Kept, not applied.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// The tab stops, sorted by location: by default 12 left-aligned tabs 28 points apart.
    open var tabStops: [NSTextTab] { values.tabStops ?? Self.defaultTabStops }

    /// UIKit's default tab stops: 12 left-aligned tabs 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    /// The distance of the tabs after the last of `tabStops`; 0 (the default) for none.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    /// Strategies for choosing where lines break, as UIKit's.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes a line's last word to the next line rather than leave one word alone there.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Keeps Hangul words whole.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies UIKit's labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.alignment)
        hasher.combine(values.lineBreakMode)
        hasher.combine(values.lineSpacing)
        return hasher.finalize()
    }
}

/// A tab stop of a paragraph style, as UIKit's `NSTextTab`: where text after a tab character
/// aligns, and how.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Keys of a tab's options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters (a `CharacterSet`) that end the text a tab aligns.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text aligns at the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the line's start, in points.
    public let location: CGFloat
    /// The stop's options (`columnTerminators`).
    public let options: [NSTextTab.OptionKey: Any]

    /// A tab stop at `location` aligning text by `alignment`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        (self.alignment, self.location, self.options) = (alignment, loc, options)
        super.init()
    }

    /// The characters that end a column for `aLocale`, as UIKit's: the locale's decimal
    /// separator (a period without a locale), and the tab characters.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale?.decimalSeparator ?? ".") + "\t")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }
}

/// A paragraph style whose values can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var tabStops: [NSTextTab] {
        get { values.tabStops ?? Self.defaultTabStops }
        set { setTabStops(newValue) }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }

    /// Adds a tab stop (kept sorted by location).
    open func addTabStop(_ anObject: NSTextTab) {
        setTabStops(tabStops + [anObject])
    }

    /// Removes the tab stops equal to `anObject` (same location and alignment).
    open func removeTabStop(_ anObject: NSTextTab) {
        setTabStops(tabStops.filter { !$0.isEqual(anObject) })
    }

    private func setTabStops(_ stops: [NSTextTab]) {
        let sorted = stops.sorted { $0.location < $1.location }
        values.tabStops = sorted == Self.defaultTabStops ? nil : sorted
    }

    /// Takes every value of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}

#endif

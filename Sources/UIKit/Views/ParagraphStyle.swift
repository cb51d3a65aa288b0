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
}

#endif

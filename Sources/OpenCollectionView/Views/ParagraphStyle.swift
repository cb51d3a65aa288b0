import Foundation

#if !canImport(Darwin)
/// How the lines of a paragraph are laid out, as UIKit's `NSParagraphStyle`: immutable; make
/// an `NSMutableParagraphStyle` to change one.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The paragraph style with every value at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var storedAlignment: TextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0

    public override init() {
        super.init()
    }

    /// The text alignment. Default `.natural`.
    open var alignment: TextAlignment { storedAlignment }
    /// How lines wrap or are cut. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines, in points. Default 0.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Space after the paragraph, in points. Default 0.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// The indent of the first line. Default 0.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// The indent of the other lines. Default 0.
    open var headIndent: CGFloat { storedHeadIndent }
    /// The trailing indent (negative: from the trailing margin). Default 0.
    open var tailIndent: CGFloat { storedTailIndent }
    /// The minimum height of a line; 0 for none. Default 0.
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The maximum height of a line; 0 for none. Default 0.
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// A factor for the natural line height; 0 for none. Default 0.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    private func copyValues<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.storedAlignment = storedAlignment
        copy.storedLineBreakMode = storedLineBreakMode
        copy.storedLineSpacing = storedLineSpacing
        copy.storedParagraphSpacing = storedParagraphSpacing
        copy.storedFirstLineHeadIndent = storedFirstLineHeadIndent
        copy.storedHeadIndent = storedHeadIndent
        copy.storedTailIndent = storedTailIndent
        copy.storedMinimumLineHeight = storedMinimumLineHeight
        copy.storedMaximumLineHeight = storedMaximumLineHeight
        copy.storedLineHeightMultiple = storedLineHeightMultiple
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
            && paragraphSpacing == other.paragraphSpacing && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent && minimumLineHeight == other.minimumLineHeight
            && maximumLineHeight == other.maximumLineHeight && lineHeightMultiple == other.lineHeightMultiple
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
        return hasher.finalize()
    }
}

/// A paragraph style whose values can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: TextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
}

#endif

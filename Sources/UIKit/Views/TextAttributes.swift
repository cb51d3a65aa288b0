import Foundation

#if !canImport(Darwin)
// The text attributes UIKit adds to Foundation (NSAttributedString.Key's UIKit keys,
// NSParagraphStyle, NSLineBreakMode, the string drawing options), which Linux's Foundation lacks.

extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`. Default: the system font at 12 points.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text: a `UIColor`. Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text: a `UIColor`. Default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout: an `NSParagraphStyle`. Default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points: a number. Default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Underlining: an `NSUnderlineStyle` raw value. Default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Striking through: an `NSUnderlineStyle` raw value. Default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
}

/// How a line of text wraps or is cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    /// Whether the mode keeps each paragraph on one line (clipping or truncating it).
    var keepsOneLine: Bool { self != .byWordWrapping && self != .byCharWrapping }
}

/// The styles of underlines and strikethroughs, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Options for measuring and drawing strings, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines wrapped to the width (without it: one line, origin at the
    /// baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading between lines.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses the glyphs' image bounds instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cuts the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How a string was drawn or measured, as UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (no shrinking here: the text is measured at
    /// its size, and `actualScaleFactor` stays 1).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text measured or drawn last with this context.
    open internal(set) var totalBounds: CGRect = .zero
}
#endif

/// How a label places text whose font `adjustsFontSizeToFitWidth` shrank, as UIKit's
/// `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}

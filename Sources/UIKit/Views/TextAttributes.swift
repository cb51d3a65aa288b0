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
    /// The color of the underline: a `UIColor`. Default nil: the text's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The color of the strikethrough: a `UIColor`. Default nil: the text's color.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The text's shadow: an `NSShadow`. Default none.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// How far the characters sit above the baseline, in points (negative: below): a number.
    /// Default 0. The line makes room for it beside characters on the baseline (a line moved
    /// whole keeps its height here).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The skew of the glyphs, as a fraction of their height leaning right (negative: left): a
    /// number. Default 0.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The width of the glyphs' outline, in percent of the font's size: a number. Positive
    /// strokes the outline alone (hollow text), negative fills and strokes. Default 0: filled.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The color of the glyphs' outline: a `UIColor`. Default nil: the text's color.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// Ligatures: 0 none, 1 the font's standard ones (the default), 2 all the font has.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Extra space between characters, in points, as `kern` (iOS 14): a number. Default 0;
    /// `kern` wins where both are set.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// How much the glyphs stretch across, as the logarithm of the factor: a number. Default 0.
    /// Kept, not drawn: text here is drawn at its font's width.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Embedding and override marks around the text (`NSWritingDirection` and
    /// `NSWritingDirectionFormatType` raw values summed): an array of numbers. Kept, not applied:
    /// Pango orders text by Unicode's bidirectional algorithm, so insert the marks themselves.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// A text effect: an `NSAttributedString.TextEffectStyle` raw value. Default none. Kept, not
    /// drawn (the letterpress effect is iOS's own rendering).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Vertical glyphs: a number, 0 (horizontal). iOS draws all text horizontally, as here.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")

    // Accessibility attributes: data for assistive technologies, which Linux's UIKit does not
    // speak to; kept with the text.

    /// Whether to speak punctuation: a Boolean number.
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    /// The language to speak the text in: a BCP 47 code.
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// The pitch to speak the text at, 0 to 2 (1 normal): a number.
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// Whether to queue the announcement behind the one being spoken: a Boolean number.
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// The pronunciation of the text in the International Phonetic Alphabet: a string.
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    /// Whether to spell the text out letter by letter: a Boolean number.
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// The priority of an announcement: a `UIAccessibilityPriority` raw value.
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// The heading level of the text, 0 (none) to 6: a number.
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    /// Custom attributes for assistive technologies: an array of strings.
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}

extension NSAttributedString {
    /// The text effects `NSAttributedString.Key.textEffect` names, as UIKit's.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Text that looks pressed into paper.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}

/// A shadow under text or drawing, as UIKit's `NSShadow`: the `.shadow` attribute's value.
open class NSShadow: NSObject, NSCopying {
    /// Where the shadow falls from the text, in points (a positive height is below). Default
    /// `(0, -3)`.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur's radius, in points. Default 0: a sharp shadow.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color: a `UIColor`. Default nil: black at a third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        (copy.shadowOffset, copy.shadowBlurRadius, copy.shadowColor) = (shadowOffset, shadowBlurRadius, shadowColor)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    open override var hash: Int { Int(shadowOffset.width * 31 + shadowOffset.height * 17 + shadowBlurRadius) }
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

    /// One line (the line's pattern is solid).
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line: drawn here as one line of the font's underline thickness (Pango has no
    /// thick underline).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern; the default).
    public static let patternSolid = NSUnderlineStyle(rawValue: 0x0000)
    /// A dotted line: drawn here solid (Pango draws underlines solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line: drawn here solid (Pango draws underlines solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line: drawn here solid (Pango draws underlines solid).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line: drawn here solid (Pango draws underlines solid).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are underlined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
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

import Foundation

/// Text with runs of styling, as an `NSAttributedString` describes it, ready for the text
/// measurer and the renderer: each run's font, colors, kerning, lines, shadow, baseline offset,
/// skew, outline and ligatures.
public struct StyledText: Sendable, Equatable {
    /// A range of the text (UTF-16 offsets, as `NSRange`) and its style.
    public struct Run: Sendable, Equatable {
        public var range: Range<Int>
        public var font: UIFont
        public var color: UIColor
        public var backgroundColor: UIColor?
        public var kern: CGFloat
        /// The underline's style; empty for none.
        public var underline: NSUnderlineStyle
        /// The strikethrough's style; empty for none.
        public var strikethrough: NSUnderlineStyle
        /// The image an attachment (`NSTextAttachment`) shows in place of the run's text.
        public var attachment: AttachedImage? = nil
        /// The underline's and the strikethrough's colors; nil: the text's.
        public var underlineColor: UIColor? = nil
        public var strikethroughColor: UIColor? = nil
        public var shadow: Shadow? = nil
        /// Points above the baseline (negative: below).
        public var baselineOffset: CGFloat = 0
        /// The glyphs' skew: the fraction of their height they lean right.
        public var obliqueness: CGFloat = 0
        /// The outline's width in percent of the font's size (positive: the outline alone), and
        /// its color (nil: the text's).
        public var strokeWidth: CGFloat = 0
        public var strokeColor: UIColor? = nil
        /// 0: no ligatures, 1: the font's standard ones, 2: all it has.
        public var ligature: Int = 1

        /// Whether the renderer draws the run's glyphs itself, where Pango cannot (outlined or
        /// skewed glyphs).
        public var drawsGlyphsByHand: Bool { strokeWidth != 0 || obliqueness != 0 }
    }

    /// A text shadow (`NSShadow`), resolved: its offset (a positive height below), blur radius
    /// and color.
    public struct Shadow: Sendable, Equatable {
        public var offset: CGSize
        public var blurRadius: CGFloat
        public var color: UIColor
    }

    /// An attachment's image and bounds (the bottom's offset from the baseline in `y`), as its
    /// attachment gave them when the text was styled.
    public struct AttachedImage: Sendable, Equatable {
        public var image: UIImage?
        public var bounds: CGRect
        public var padding: CGFloat
    }

    public var string: String
    public var runs: [Run]
    /// The first paragraph style's alignment, line break mode and line spacing.
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    public var lineSpacing: CGFloat

    /// `attributed`'s runs; `font`, `color` and `alignment` where it sets none (a label's own).
    public init(_ attributed: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        var pieces: [([NSAttributedString.Key: Any], NSRange)] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            pieces.append((attributes, range))
        }
        self.init(string: attributed.string, attributeRuns: pieces, font: font, color: color, alignment: alignment,
                  lineBreakMode: lineBreakMode)
    }

    /// `string` with the attributes of each of its ranges (UTF-16, in order); `font`, `color`
    /// and `alignment` where they set none.
    public init(string: String, attributeRuns: [([NSAttributedString.Key: Any], NSRange)], font: UIFont, color: UIColor,
                alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.string = string
        var paragraph: NSParagraphStyle?
        runs = attributeRuns.map { attributes, range in
            paragraph = paragraph ?? attributes[.paragraphStyle] as? NSParagraphStyle
            return Run(
                range: range.location..<(range.location + range.length),
                font: attributes[.font] as? UIFont ?? font,
                color: attributes[.foregroundColor] as? UIColor ?? color,
                backgroundColor: attributes[.backgroundColor] as? UIColor,
                kern: Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) ?? 0,
                underline: Self.lineStyle(attributes[.underlineStyle]),
                strikethrough: Self.lineStyle(attributes[.strikethroughStyle]),
                attachment: (attributes[.attachment] as? NSTextAttachment).map { Self.attachedImage($0, at: range.location) },
                underlineColor: attributes[.underlineColor] as? UIColor,
                strikethroughColor: attributes[.strikethroughColor] as? UIColor,
                shadow: (attributes[.shadow] as? NSShadow).flatMap(Self.shadow),
                baselineOffset: Self.number(attributes[.baselineOffset]) ?? 0,
                obliqueness: Self.number(attributes[.obliqueness]) ?? 0,
                strokeWidth: Self.number(attributes[.strokeWidth]) ?? 0,
                strokeColor: attributes[.strokeColor] as? UIColor,
                ligature: Self.number(attributes[.ligature]).map { Int($0) } ?? 1)
        }
        self.alignment = paragraph?.alignment ?? alignment
        self.lineBreakMode = paragraph?.lineBreakMode ?? lineBreakMode
        lineSpacing = paragraph?.lineSpacing ?? 0
    }

    /// Plain text in one font and color, aligned.
    public init(plain text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        string = text
        runs = [Run(range: 0..<text.utf16.count, font: font, color: color, backgroundColor: nil, kern: 0,
                    underline: [], strikethrough: [])]
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        lineSpacing = 0
    }

    /// The shadows the runs cast (`NSShadow`), each once, in the runs' order.
    public var runShadows: [Shadow] {
        runs.reduce(into: []) { shadows, run in
            if let shadow = run.shadow, !shadows.contains(shadow) { shadows.append(shadow) }
        }
    }

    /// The text as it casts `shadow`: the runs casting it as they are (without the shadow), the
    /// others laid out the same but drawing nothing.
    public func showingOnlyRuns(castingShadow shadow: Shadow) -> StyledText {
        var text = self
        for index in text.runs.indices {
            if text.runs[index].shadow == shadow {
                text.runs[index].shadow = nil
                continue
            }
            text.runs[index].color = .clear
            text.runs[index].backgroundColor = nil
            text.runs[index].underline = []
            text.runs[index].strikethrough = []
            text.runs[index].strokeWidth = 0
            text.runs[index].obliqueness = 0
            text.runs[index].attachment?.image = nil
        }
        return text
    }

    /// The font of the first run (the label's font when there is none).
    public var leadingFont: UIFont? { runs.first?.font }

    /// What `attachment` draws at `location`: its image for its bounds.
    private static func attachedImage(_ attachment: NSTextAttachment, at location: Int) -> AttachedImage {
        let bounds = attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: location)
        let image = attachment.image(forBounds: bounds, textContainer: nil, characterIndex: location)
        return AttachedImage(image: image, bounds: bounds, padding: attachment.lineLayoutPadding)
    }

    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let style as NSUnderlineStyle: style
        case let number as NSNumber: NSUnderlineStyle(rawValue: number.intValue)
        case let number as Int: NSUnderlineStyle(rawValue: number)
        default: []
        }
    }

    /// A number attribute's value (an `NSNumber` or a Swift number); nil when it is none or
    /// not finite.
    private static func number(_ value: Any?) -> CGFloat? {
        let number: CGFloat? = switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Int: CGFloat(number)
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `shadow` as drawn: black at a third opacity when it has no color; nil when it casts
    /// nothing (a clear color, or offsets or a blur that are not finite).
    private static func shadow(_ shadow: NSShadow) -> Shadow? {
        let color = shadow.shadowColor as? UIColor ?? UIColor(white: 0, alpha: 1.0 / 3)
        let offset = shadow.shadowOffset, blur = shadow.shadowBlurRadius
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else { return nil }
        return Shadow(offset: offset, blurRadius: max(0, blur), color: color)
    }
}

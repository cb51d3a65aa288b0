import Foundation

/// Text with runs of styling, as an `NSAttributedString` describes it, ready for the text
/// measurer and the renderer: each run's font, colors, kerning, underline and strikethrough.
public struct StyledText: Sendable, Equatable {
    /// A range of the text (UTF-16 offsets, as `NSRange`) and its style.
    public struct Run: Sendable, Equatable {
        public var range: Range<Int>
        public var font: UIFont
        public var color: UIColor
        public var backgroundColor: UIColor?
        public var kern: CGFloat
        public var underline: Bool
        public var strikethrough: Bool
        /// The image an attachment (`NSTextAttachment`) shows in place of the run's text.
        public var attachment: AttachedImage? = nil
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
                kern: (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? attributes[.kern] as? CGFloat ?? 0,
                underline: Self.lineStyle(attributes[.underlineStyle]),
                strikethrough: Self.lineStyle(attributes[.strikethroughStyle]),
                attachment: (attributes[.attachment] as? NSTextAttachment).map { Self.attachedImage($0, at: range.location) })
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
                    underline: false, strikethrough: false)]
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        lineSpacing = 0
    }

    /// The font of the first run (the label's font when there is none).
    public var leadingFont: UIFont? { runs.first?.font }

    /// What `attachment` draws at `location`: its image for its bounds.
    private static func attachedImage(_ attachment: NSTextAttachment, at location: Int) -> AttachedImage {
        let bounds = attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: location)
        let image = attachment.image(forBounds: bounds, textContainer: nil, characterIndex: location)
        return AttachedImage(image: image, bounds: bounds, padding: attachment.lineLayoutPadding)
    }

    private static func lineStyle(_ value: Any?) -> Bool {
        switch value {
        case let style as NSUnderlineStyle: style.rawValue != 0
        case let number as NSNumber: number.intValue != 0
        case let number as Int: number != 0
        default: false
        }
    }
}

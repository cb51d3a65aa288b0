import Foundation

/// Constants that specify text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Measures text: the rendering module implements it with Pango; `UILabel` sizes itself with it.
@preconcurrency @MainActor
package protocol TextMeasuring: AnyObject {
    /// The size `text` takes in `font`, wrapped to `width` (nil: one line) and cut to
    /// `numberOfLines` lines (0: no limit); fractional.
    func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize
    /// How many lines `text` takes in `font`, wrapped to `width` (nil: its own line breaks).
    func lineCount(of text: String, font: UIFont, width: CGFloat?) -> Int
    /// The size styled text takes, each run in its own font; fractional.
    func size(of text: StyledText, width: CGFloat?, numberOfLines: Int) -> CGSize
    /// The lines styled text (one paragraph) breaks into at `width` (nil: one line), laid out
    /// as drawing lays it out (its alignment included).
    func lines(of text: StyledText, width: CGFloat?) -> [TextLine]
}

/// A measurer that needs no font files: every character is 0.6 em wide, a line 1.2 em tall.
/// Used until a renderer installs a real one.
@preconcurrency @MainActor
package final class EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    public func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize {
        let lineHeight = (font.pointSize * 1.2).rounded(.up)
        var (lines, widest) = layout(text, font: font, width: width)
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: widest.rounded(.up), height: CGFloat(lines) * lineHeight)
    }

    public func lineCount(of text: String, font: UIFont, width: CGFloat?) -> Int {
        layout(text, font: font, width: width).lines
    }

    /// Estimated in the largest font of the runs.
    public func size(of text: StyledText, width: CGFloat?, numberOfLines: Int) -> CGSize {
        let largest = text.runs.map(\.font).max { $0.pointSize < $1.pointSize } ?? .systemFont(ofSize: 17)
        return size(of: text.string, font: largest, width: width, numberOfLines: numberOfLines)
    }

    private func layout(_ text: String, font: UIFont, width: CGFloat?) -> (lines: Int, widest: CGFloat) {
        let advance = font.pointSize * 0.6
        var lines = 0, widest: CGFloat = 0
        // Paragraph by paragraph, counting characters without splitting the string (no arrays).
        func paragraph(_ count: Int) {
            let natural = CGFloat(count) * advance
            if let width, width > 0, natural > width {
                let perLine = max(1, Int(saturating: width / advance))
                lines += (count + perLine - 1) / perLine
                widest = max(widest, CGFloat(perLine) * advance)
            } else {
                lines += 1
                widest = max(widest, natural)
            }
        }
        var count = 0
        for character in text {
            if character == "\n" {
                paragraph(count)
                count = 0
            } else {
                count += 1
            }
        }
        paragraph(count)
        return (lines, widest)
    }
}

/// A view that displays one or more lines of read-only text, as UIKit's `UILabel`.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// Creates a label; it ignores touches (`isUserInteractionEnabled` is false), as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Measures every label's text; the rendering module installs a Pango measurer.
    package static var textMeasurer: TextMeasuring = EstimatedTextMeasurer()

    /// The text displayed. Setting it drops the styling of `attributedText`.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { styledAttributedText = nil }
            setNeedsDisplay()
            if text != oldValue || styledAttributedText != nil { invalidateIntrinsicContentSize() }
            if text != oldValue { KeyValueObservers.objectDidChange(self) }
        }
    }

    /// The styled text displayed: its runs' fonts, colors, kerning, underlines and
    /// strikethroughs, and its first paragraph style's alignment and line spacing. Without one
    /// set, the text in the label's font and color.
    open var attributedText: NSAttributedString? {
        get {
            if let styledAttributedText { return styledAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) }
        }
        set {
            styledAttributedText = newValue
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
        }
    }
    private var styledAttributedText: NSAttributedString?
    private var isSettingAttributedText = false

    /// The text as runs for drawing and measuring, in `font` (the label's, or the one
    /// `adjustsFontSizeToFitWidth` shrank it to), with the label's line break mode.
    package func styledText(in font: UIFont? = nil, color: UIColor? = nil) -> StyledText? {
        guard let text, !text.isEmpty else { return nil }
        let font = font ?? self.font!, color = color ?? textColor!
        guard let styledAttributedText else {
            return StyledText(plain: text, font: font, color: color, alignment: textAlignment, lineBreakMode: lineBreakMode)
        }
        var styled = StyledText(styledAttributedText, font: self.font, color: textColor, alignment: textAlignment, lineBreakMode: lineBreakMode)
        let scale = font.pointSize / self.font.pointSize
        for index in styled.runs.indices {
            if scale != 1 { styled.runs[index].font = styled.runs[index].font.withSize(styled.runs[index].font.pointSize * scale) }
            if styled.runs[index].color == textColor { styled.runs[index].color = color }
        }
        return styled
    }
    /// The font of the text. Default: the system font at 17 points; setting nil restores it.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    private var storedFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// The color of the text. Default `.label` (black in light appearance, white in dark), as
    /// UIKit's; setting nil restores it.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor: UIColor = .label
    /// The color of the text while the label is highlighted (a selected table cell highlights
    /// its labels). Default nil: the text color.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws its text in `highlightedTextColor`. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The alignment of the text. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// How a line that does not fit is broken or cut: `.byTruncatingTail` by default (an
    /// ellipsis at the end of the last line); the wrapping modes and `.byClipping` cut the text
    /// after the last line without one.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, for the text to fit
    /// the label's width (its lines, for a multiline label). Default false. The label's size
    /// does not change: it draws the text smaller.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest scale `adjustsFontSizeToFitWidth` shrinks the font to; 0 (the default)
    /// keeps the font's size, as UIKit documents.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            minimumScaleFactor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0), 1) : 0
            setNeedsDisplay()
        }
    }

    /// Whether the label may tighten the letters before truncating. Kept: Pango does not
    /// tighten, so the text truncates at its spacing. Default false.
    open var allowsDefaultTighteningForTruncation = false

    /// How a shrunk font's text is placed vertically: the label centres its lines in every
    /// case (the three adjustments differ by a fraction of a point). Default `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the full text shows in a pop-up when truncated (a pointer's hover on iPadOS):
    /// kept; no pop-up shows. Default false.
    open var showsExpansionTextWhenTruncated = false

    /// Whether the label is enabled: a disabled label draws its text dimmed. Default true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// The color of the text's shadow, drawn under it without blur; nil (the default) for none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the shadow is drawn from the text, in points. Default `(0, -1)`: a point above.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// How lines are chosen to break in a multiline label. Default `.standard`. Kept and read
    /// back, not applied: Pango breaks lines by Unicode's line-breaking rules (UAX #14), which
    /// neither pushes out orphans nor keeps Hangul words whole.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// The preferred maximum width, in points, of a multiline label: its intrinsic size wraps
    /// the text to it. 0 (the default) wraps to the width Auto Layout gives the label.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the label sizes its font again when the content size category changes: for a
    /// font made by `preferredFont(forTextStyle:)` or `UIFontMetrics`. Default false.
    open var adjustsFontForContentSizeCategory = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            font = font.adjusted(for: traitCollection)
        }
    }

    /// The size the text needs, wrapped to `size.width` when the label has several lines,
    /// rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let styled = styledText() else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let measured = UILabel.textMeasurer.size(of: styled, width: width, numberOfLines: numberOfLines)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The natural size of the text: on one line, or for a multiline label wrapped to
    /// `preferredMaxLayoutWidth` (else to its current width, once it has one).
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(wrappingTo: numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil)
    }

    /// The intrinsic size with the text wrapped to `width` when the label has several lines
    /// and no preferred width (Auto Layout measures such labels at their solved width).
    func intrinsicContentSize(wrappingTo width: CGFloat?) -> CGSize {
        let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (width ?? 0)
        return sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : wrap, height: 0))
    }

    /// The rectangle the label's text takes in `bounds`, at most `numberOfLines` lines (0: no
    /// limit): at the bounds' origin, as wide and tall as the text needs within them. Override
    /// it (with `drawText(in:)`) to place the text yourself.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let styled = styledText(in: fittingFont(in: bounds)) else { return CGRect(origin: bounds.origin, size: .zero) }
        let width: CGFloat? = numberOfLines == 1 || bounds.width <= 0 ? nil : bounds.width
        let measured = UILabel.textMeasurer.size(of: styled, width: width, numberOfLines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(measured.width.rounded(.up), max(bounds.width, 0)),
                      height: min(measured.height.rounded(.up), max(bounds.height, 0)))
    }

    /// Draws the label's text in `rect` of the current graphics context: centred vertically,
    /// aligned by `textAlignment`, cut to `numberOfLines`. `draw(_:)` calls it with the bounds;
    /// override it to inset the text (call `super` with the inset rectangle).
    open func drawText(in rect: CGRect) {
        guard let context = Graphics.currentContext else { return }
        var color = displayedColor(isHighlighted ? highlightedTextColor ?? textColor : textColor)
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.5) }
        guard let styled = styledText(in: fittingFont(in: rect), color: color) else { return }
        guard let shadowColor, let cgContext = UIGraphicsGetCurrentContext() else {
            return context.draw(styled, in: rect, numberOfLines: numberOfLines, verticallyCentered: true)
        }
        cgContext.saveGState()
        cgContext.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.resolvedColor(with: traitCollection).cgColor)
        context.draw(styled, in: rect, numberOfLines: numberOfLines, verticallyCentered: true)
        cgContext.restoreGState()
    }

    /// The font the text is drawn in: the label's, or with `adjustsFontSizeToFitWidth` the
    /// largest size, in steps of half a point down to `minimumScaleFactor` of it, at which the
    /// text fits `rect` (its width on one line; its lines and height for a multiline label).
    func fittingFont(in rect: CGRect) -> UIFont {
        let font = self.font!
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, rect.width > 0 else { return font }
        func fits(_ candidate: UIFont) -> Bool {
            guard let styled = styledText(in: candidate) else { return true }
            if numberOfLines == 1 { return UILabel.textMeasurer.size(of: styled, width: nil, numberOfLines: 1).width <= rect.width }
            var unlimited = styled
            unlimited.lineBreakMode = .byWordWrapping
            let size = UILabel.textMeasurer.size(of: unlimited, width: rect.width, numberOfLines: 0)
            let lines = UILabel.textMeasurer.size(of: unlimited, width: rect.width, numberOfLines: numberOfLines)
            return size.height <= lines.height + 0.5 && (rect.height <= 0 || size.height <= rect.height + 0.5)
        }
        guard !fits(font) else { return font }
        let smallest = font.pointSize * minimumScaleFactor
        var size = font.pointSize - 0.5
        while size > smallest, !fits(font.withSize(size)) { size -= 0.5 }
        return font.withSize(max(size, smallest))
    }

    /// Draws the text: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Whether Auto Layout measures the label at the width it solves for it.
    var wrapsToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The distance from the top to the first baseline: the font's ascender, rounded up.
    var firstBaselineFromTop: CGFloat { font.ascender.rounded(.up) }
    /// The distance from the last baseline to the bottom: the font's descender, rounded up.
    var lastBaselineFromBottom: CGFloat { (-font.descender).rounded(.up) }
}

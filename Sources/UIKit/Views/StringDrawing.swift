import Foundation

#if !canImport(Darwin)
/// The attributes of a string measured or drawn as one run, read as UIKit reads them.
struct TextDrawingAttributes {
    /// UIKit's default font for strings without `.font`: 12 points (Helvetica on iOS; the
    /// system font here).
    var font = UIFont.systemFont(ofSize: 12)
    var color = UIColor.black
    var paragraph: NSParagraphStyle = .default

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        if let font = attributes?[.font] as? UIFont { self.font = font }
        if let color = attributes?[.foregroundColor] as? UIColor { self.color = color }
        if let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle { self.paragraph = paragraph }
    }

    /// The size of `text` laid out in lines `width` wide (nil: only its own line breaks), with
    /// the paragraph's line spacing; fractional, as UIKit's measurements are.
    @MainActor
    func size(of text: String, width: CGFloat?) -> CGSize {
        let wraps = !paragraph.lineBreakMode.keepsOneLine
        let measurer = UILabel.textMeasurer
        let lines = wraps ? measurer.lineCount(of: text, font: font, width: width) : text.split(separator: "\n", omittingEmptySubsequences: false).count
        var size = measurer.size(of: text, font: font, width: wraps ? width : nil, numberOfLines: wraps ? 0 : lines)
        size.height += CGFloat(max(0, lines - 1)) * paragraph.lineSpacing
        if let width, width > 0, width.isFinite { size.width = min(size.width, width) }
        return size
    }

    /// Measures on the main queue, where the measurer lives.
    func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if MainQueue.isCurrent { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

extension NSString {
    /// The size the string takes drawn on its own lines (no wrapping) with `attrs`, as UIKit's
    /// `size(withAttributes:)`: fractional; round it up to size a view.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let text = self as String, attributes = TextDrawingAttributes(attrs)
        return attributes.onMain { attributes.size(of: text, width: nil) }
    }

    /// The rectangle the string takes drawn with `attrs` in `size`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`: with `.usesLineFragmentOrigin` the text
    /// wraps to `size.width` and the rectangle starts at the top left; without it the text is
    /// one line and the rectangle's origin is its baseline's (y = −ascender). Fractional sizes.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let text = self as String, attributes = TextDrawingAttributes(attrs)
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
            rect = CGRect(origin: .zero, size: attributes.onMain { attributes.size(of: text, width: width) })
        } else {
            let line = text.replacingOccurrences(of: "\n", with: " ")
            let measured = attributes.onMain { attributes.size(of: line, width: nil) }
            rect = CGRect(x: 0, y: -attributes.font.ascender, width: measured.width, height: measured.height)
        }
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with `attrs` in `rect` of the current graphics context (inside a
    /// view's `draw(_:)`), wrapped to its width.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let attributes = TextDrawingAttributes(attrs)
        Graphics.currentContext?.draw(self as String, in: rect, font: attributes.font, color: attributes.color,
                                      alignment: attributes.paragraph.alignment)
    }

    /// Draws the string with `attrs` on one line from `point` (its top left) in the current
    /// graphics context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(origin: point, size: size(withAttributes: attrs)), withAttributes: attrs)
    }
}

extension StringProtocol {
    /// The size the string takes drawn with `attrs`, as UIKit's `size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes drawn with `attrs` in `size`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes attrs: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attrs, context: context)
    }

    /// Draws the string with `attrs` in `rect` of the current graphics context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string with `attrs` on one line from `point` in the current graphics context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// The string's runs, as the measurer and renderer take them: UIKit's defaults (12-point
    /// system font, black) where a run names no font or color.
    private var styled: StyledText {
        StyledText(self, font: UIFont.systemFont(ofSize: 12), color: .black)
    }

    /// The size the string takes on its own lines, each run in its own font, as UIKit's `size()`.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string takes in `size`, each run in its own font, as UIKit's
    /// `boundingRect(with:options:context:)`: with `.usesLineFragmentOrigin` it wraps to
    /// `size.width` from the top left; without it, it is one line whose baseline is at y = 0.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        var styled = self.styled
        let rect: CGRect
        let attributes = TextDrawingAttributes(nil)
        if options.contains(.usesLineFragmentOrigin) {
            let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
            let measured = attributes.onMain { UILabel.textMeasurer.size(of: styled, width: width, numberOfLines: 0) }
            rect = CGRect(origin: .zero, size: CGSize(width: width.map { min(measured.width, $0) } ?? measured.width,
                                                      height: measured.height))
        } else {
            styled.string = styled.string.replacingOccurrences(of: "\n", with: " ")
            let measured = attributes.onMain { UILabel.textMeasurer.size(of: styled, width: nil, numberOfLines: 1) }
            let ascender = styled.runs.map(\.font.ascender).max() ?? attributes.font.ascender
            rect = CGRect(x: 0, y: -ascender, width: measured.width, height: measured.height)
        }
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string in `rect` of the current graphics context, wrapped to its width, each
    /// run in its own style.
    @MainActor
    public func draw(in rect: CGRect) {
        Graphics.currentContext?.draw(styled, in: rect, numberOfLines: 0, verticallyCentered: false)
    }

    /// Draws the string on one line from `point` (its top left) in the current graphics context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size()))
    }

    /// Draws the string in `rect`, as UIKit's `draw(with:options:context:)`: wrapped when
    /// `options` has `.usesLineFragmentOrigin`, else on one line.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) { return draw(in: rect) }
        draw(at: rect.origin)
    }
}
#endif

internal import CCairoPango
import Foundation
import UIKit

/// Lays out and draws text with Pango on a Cairo context: a `UIFont`'s size is its em in points,
/// metrics are not hinted (so measuring and drawing agree at every scale), text wraps at word or
/// character boundaries and is cut with an ellipsis past its line limit.
enum TextLayout {
    /// A Pango layout of `text` on `context` (width nil: one line, no wrapping).
    static func make(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int, alignment: NSTextAlignment,
                     lineBreakMode: NSLineBreakMode = .byTruncatingTail, on context: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(context)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let description = fontDescription(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let width, width > 0, !(lineBreakMode == .byClipping && numberOfLines == 1) {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_height(layout, Int32(-numberOfLines))
                pango_layout_set_ellipsize(layout, ellipsization(lineBreakMode))
            }
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        return layout
    }

    /// Where Pango puts the ellipsis for a line break mode (the truncating ones; the others cut
    /// the text after the last line without one).
    static func ellipsization(_ mode: NSLineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
    }

    /// The size of a layout's first `numberOfLines` lines (0: all), in points (fractional):
    /// Pango limits lines only when it ellipsizes, so the modes that cut are measured here.
    static func size(of layout: OpaquePointer, numberOfLines: Int) -> CGSize {
        let whole = size(of: layout)
        guard numberOfLines > 0, pango_layout_get_line_count(layout) > Int32(numberOfLines) else { return whole }
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var bottom: Int32 = 0, widest: Int32 = 0, index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            bottom = logical.y + logical.height
            widest = max(widest, logical.width)
            index += 1
        } while index < numberOfLines && pango_layout_iter_next_line(iterator) != 0
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(bottom) / scale)
    }

    /// Pango's description of `font`; the caller frees it.
    static func fontDescription(_ font: UIFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.familyName)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight(font.weight))
        if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        return description
    }

    /// Pango's weight for UIKit's: the nearest of Pango's named weights.
    private static func weight(_ weight: UIFont.Weight) -> PangoWeight {
        let steps: [(UIFont.Weight, PangoWeight)] = [
            (.ultraLight, PANGO_WEIGHT_ULTRALIGHT), (.thin, PANGO_WEIGHT_THIN), (.light, PANGO_WEIGHT_LIGHT),
            (.regular, PANGO_WEIGHT_NORMAL), (.medium, PANGO_WEIGHT_MEDIUM), (.semibold, PANGO_WEIGHT_SEMIBOLD),
            (.bold, PANGO_WEIGHT_BOLD), (.heavy, PANGO_WEIGHT_ULTRABOLD), (.black, PANGO_WEIGHT_HEAVY),
        ]
        return steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }

    /// Gives `layout` the runs and the first paragraph's line spacing of `styled`.
    static func style(_ layout: OpaquePointer, with styled: StyledText) {
        StyledTextAttributes.apply(styled, to: layout)
        if styled.runs.contains(where: { $0.attachment != nil }) { AttachmentDrawing.drawShapes(of: layout) }
        if styled.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32((styled.lineSpacing * CGFloat(PANGO_SCALE)).rounded())) }
    }

    /// The size of a layout's text, in points (fractional).
    static func size(of layout: OpaquePointer) -> CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// What drawing text paints: its glyphs filled in the text's colors, stroked, or neither
    /// (a context's text drawing mode).
    struct Glyphs {
        var fill = true
        /// The line and color of the glyphs' outlines, when they are stroked.
        var stroke: (line: CGContextLine, color: CGColor)?
    }

    /// Draws `text` in `rect`: wrapped to its width (unless one line), in `color`; centred
    /// vertically as UIKit's labels are, or from the top as its string drawing is.
    static func draw(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment,
                     numberOfLines: Int, styled: StyledText? = nil, centered: Bool, glyphs: Glyphs = Glyphs(),
                     on context: OpaquePointer) {
        cairo_save(context)
        let layout = place(text, in: rect, font: font, alignment: alignment, numberOfLines: numberOfLines, styled: styled,
                           centered: centered, on: context)
        clipToShownLines(layout, in: rect, numberOfLines: numberOfLines, mode: styled?.lineBreakMode ?? .byTruncatingTail,
                         centered: centered, on: context)
        if glyphs.fill {
            CairoCanvas.setSource(color, on: context)
            var origin = (x: 0.0, y: 0.0)
            cairo_get_current_point(context, &origin.x, &origin.y)
            pango_cairo_show_layout(context, layout)
            if let styled { GlyphEffects.draw(layout, styled: styled, at: origin, on: context) }
        }
        if let (line, strokeColor) = glyphs.stroke {
            cairo_new_path(context)
            place(layout, in: rect, centered: centered, on: context)
            pango_cairo_layout_path(context, layout)
            PathDrawing.setLine(width: line.width, cap: line.cap, join: line.join, miterLimit: line.miterLimit, on: context)
            PathDrawing.setDash(line.dashLengths, phase: line.dashPhase, on: context)
            CairoCanvas.setSource(strokeColor, on: context)
            cairo_stroke(context)
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(context)
    }

    /// Clips drawing to the lines shown when a mode that cuts (not truncating) leaves lines
    /// out, and to the rectangle's width when clipping.
    private static func clipToShownLines(_ layout: OpaquePointer, in rect: CGRect, numberOfLines: Int, mode: NSLineBreakMode,
                                         centered: Bool, on context: OpaquePointer) {
        let whole = size(of: layout), shown = size(of: layout, numberOfLines: numberOfLines)
        guard shown.height < whole.height || mode == .byClipping else { return }
        var current = (x: 0.0, y: 0.0)
        cairo_get_current_point(context, &current.x, &current.y)
        let width = rect.width > 0 ? Double(rect.width) : Double(whole.width)
        cairo_rectangle(context, Double(rect.minX), current.y, width, Double(shown.height))
        cairo_clip(context)
        cairo_move_to(context, current.x, current.y)
    }

    /// Adds the outlines of the glyphs `draw` would paint to the context's current path.
    static func addOutlines(of text: String, in rect: CGRect, font: UIFont, alignment: NSTextAlignment,
                            numberOfLines: Int, styled: StyledText?, centered: Bool, on context: OpaquePointer) {
        let layout = place(text, in: rect, font: font, alignment: alignment, numberOfLines: numberOfLines, styled: styled,
                           centered: centered, on: context)
        pango_cairo_layout_path(context, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// A layout of `text` for `rect`, with the current point at its top left; the caller
    /// releases it.
    private static func place(_ text: String, in rect: CGRect, font: UIFont, alignment: NSTextAlignment, numberOfLines: Int,
                              styled: StyledText?, centered: Bool, on context: OpaquePointer) -> OpaquePointer {
        let width: CGFloat? = rect.width > 0 ? rect.width : nil
        let mode = styled?.lineBreakMode ?? .byTruncatingTail
        let key = TextLayoutCache.Key(text: text, styled: styled, font: font, width: rect.width, numberOfLines: numberOfLines,
                                      alignment: alignment)
        let layout = TextLayoutCache.layout(for: key, on: context) {
            let layout = make(text, font: font, width: width, numberOfLines: numberOfLines, alignment: alignment, lineBreakMode: mode,
                              on: context)
            if let styled { style(layout, with: styled) }
            if numberOfLines == 1, let width, mode != .byClipping {
                pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
                pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                pango_layout_set_height(layout, -1)
                pango_layout_set_ellipsize(layout, ellipsization(mode))
            }
            return layout
        }
        place(layout, in: rect, shownHeight: size(of: layout, numberOfLines: numberOfLines).height, centered: centered, on: context)
        return layout
    }

    /// Moves the current point to where `layout` starts in `rect`.
    private static func place(_ layout: OpaquePointer, in rect: CGRect, shownHeight: CGFloat? = nil, centered: Bool, on context: OpaquePointer) {
        let height = shownHeight ?? size(of: layout).height
        cairo_move_to(context, Double(rect.minX), Double(rect.minY + (centered ? max(0, (rect.height - height) / 2) : 0)))
    }
}

/// Measures text with Pango, for `UILabel.sizeThatFits(_:)` and self-sizing cells.
@preconcurrency @MainActor
public final class PangoTextMeasurer: TextMeasuring {
    private let canvas = CairoCanvas(size: CGSize(width: 1, height: 1), scale: 1)

    public init() {}

    public func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize {
        let layout = TextLayout.make(text, font: font, width: width, numberOfLines: numberOfLines, alignment: .left,
                                     on: canvas.context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return TextLayout.size(of: layout)
    }

    public func size(of text: StyledText, width: CGFloat?, numberOfLines: Int) -> CGSize {
        let layout = TextLayout.make(text.string, font: text.leadingFont ?? .systemFont(ofSize: 17), width: width,
                                     numberOfLines: numberOfLines, alignment: .left, lineBreakMode: text.lineBreakMode, on: canvas.context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout.style(layout, with: text)
        return TextLayout.size(of: layout, numberOfLines: numberOfLines)
    }

    package func lines(of text: StyledText, width: CGFloat?) -> [TextLine] {
        TextLineLayout.lines(of: text, width: width, on: canvas.context)
    }

    public func lineCount(of text: String, font: UIFont, width: CGFloat?) -> Int {
        let layout = TextLayout.make(text, font: font, width: width, numberOfLines: 0, alignment: .left, on: canvas.context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_line_count(layout))
    }
}

internal import CCairoPango
import Foundation
import UIKit

/// Lays out and draws text with Pango on a Cairo context: a `UIFont`'s size is its em in points,
/// metrics are not hinted (so measuring and drawing agree at every scale), text wraps at word or
/// character boundaries and is cut with an ellipsis past its line limit.
enum TextLayout {
    /// A Pango layout of `text` on `context` (width nil: one line, no wrapping).
    static func make(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int, alignment: NSTextAlignment,
                     on context: OpaquePointer) -> OpaquePointer {
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
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_height(layout, Int32(-numberOfLines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
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
        if glyphs.fill {
            CairoCanvas.setSource(color, on: context)
            pango_cairo_show_layout(context, layout)
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
        let layout = make(text, font: font, width: width, numberOfLines: numberOfLines, alignment: alignment, on: context)
        if let styled { style(layout, with: styled) }
        if numberOfLines == 1, let width {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        place(layout, in: rect, centered: centered, on: context)
        return layout
    }

    /// Moves the current point to where `layout` starts in `rect`.
    private static func place(_ layout: OpaquePointer, in rect: CGRect, centered: Bool, on context: OpaquePointer) {
        let textSize = size(of: layout)
        cairo_move_to(context, Double(rect.minX), Double(rect.minY + (centered ? max(0, (rect.height - textSize.height) / 2) : 0)))
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
                                     numberOfLines: numberOfLines, alignment: .left, on: canvas.context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout.style(layout, with: text)
        return TextLayout.size(of: layout)
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

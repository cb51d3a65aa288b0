internal import CCairoPango
import Foundation
import UIKit

/// Draws system symbols with Pango and Cairo: glyphs of Material Design Icons (Debian's
/// `fonts-materialdesignicons-webfont`, found through fontconfig), the font's em filling the
/// image. The font has one weight (regular, strokes 2 of its 24 grid units wide); other weights
/// are drawn by moving the glyph's outline out (heavier) or in (lighter) — `outlineOffset(_:)`.
@preconcurrency @MainActor
public final class PangoSymbolRasterizer: SymbolRasterizing {
    /// The icon font's family name.
    public static let familyName = "Material Design Icons"
    /// The font's ascent as a fraction of its em (448 of 512 units): where the baseline sits in
    /// the em square.
    static let ascent = 448.0 / 512.0

    private var reportedMissingFont = false

    public init() {}

    public func pixels(ofGlyph glyph: Unicode.Scalar, pixelSide: Int, weight: UIImage.SymbolWeight) -> [UInt8]? {
        let canvas = CairoCanvas(size: CGSize(width: pixelSide, height: pixelSide), scale: 1)
        let context = canvas.context
        let layout = TextLayout.make(String(Character(glyph)), font: UIFont(name: Self.familyName, size: CGFloat(max(pixelSide, 1)))!,
                                     width: nil, numberOfLines: 0, alignment: .left, on: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard pango_layout_get_unknown_glyphs_count(layout) == 0 else {
            if !reportedMissingFont {
                reportedMissingFont = true
                Diagnostics.handler("symbol images: the font \"\(Self.familyName)\" is missing (install fonts-materialdesignicons-webfont); symbols are drawn empty")
            }
            return nil
        }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_move_to(context, 0, Double(pixelSide) * Self.ascent - baseline)
        pango_cairo_layout_path(context, layout)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        let offset = Self.outlineOffset(weight) * Double(pixelSide) / 24
        if offset > 0 {
            cairo_fill_preserve(context)
            cairo_set_line_width(context, 2 * offset)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        } else if offset < 0 {
            cairo_fill_preserve(context)
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            cairo_set_line_width(context, -2 * offset)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        } else {
            cairo_fill(context)
        }
        return UIImage(canvas: canvas, scale: 1).pixels
    }

    /// How far a weight moves the glyph's outline, in the icons' 24-unit grid: regular is the
    /// font as drawn; ultralight strokes are about half as wide, black ones about 1.7 times.
    static func outlineOffset(_ weight: UIImage.SymbolWeight) -> Double {
        switch weight {
        case .ultraLight: -0.5
        case .thin: -0.4
        case .light: -0.25
        case .unspecified, .regular: 0
        case .medium: 0.12
        case .semibold: 0.25
        case .bold: 0.4
        case .heavy: 0.55
        case .black: 0.7
        }
    }
}

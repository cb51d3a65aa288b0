internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A `CATextLayer`'s text, laid out by Pango in the layer's bounds from the top: wrapped to the
/// width or one line per paragraph, cut with an ellipsis by the truncation mode, aligned, and
/// clipped to the bounds (a text layer's drawing is its bounds' backing store).
enum TextLayerDrawing {
    static func draw(_ layer: CATextLayer, in bounds: CGRect, on context: OpaquePointer) {
        guard let text = styledText(of: layer), !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let cut = layer.truncationMode != .none
        let layout = TextLayout.make(text.string, font: text.leadingFont ?? .systemFont(ofSize: layer.fontSize),
                                     width: layer.isWrapped || cut ? bounds.width : nil, numberOfLines: 0, alignment: text.alignment,
                                     lineBreakMode: .byWordWrapping, on: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout.style(layout, with: text)
        if cut {
            // Wrapped: lines while they fit, the last cut; else each paragraph cut to one line.
            pango_layout_set_height(layout, layer.isWrapped ? Int32((bounds.height * CGFloat(PANGO_SCALE)).rounded(.down)) : -1)
            pango_layout_set_ellipsize(layout, ellipsization(layer.truncationMode))
        }
        // Unwrapped lines are aligned among themselves by Pango, and the block in the bounds here.
        let width = TextLayout.size(of: layout).width
        let x: CGFloat = switch layer.isWrapped || cut ? .left : text.alignment {
        case .center: (bounds.width - width) / 2
        case .right: bounds.width - width
        default: 0
        }
        cairo_save(context)
        cairo_rectangle(context, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(context)
        cairo_move_to(context, Double(bounds.minX + x), Double(bounds.minY))
        pango_cairo_show_layout(context, layout)
        GlyphEffects.draw(layout, styled: text, at: (Double(bounds.minX + x), Double(bounds.minY)), on: context)
        cairo_restore(context)
    }

    /// The layer's string styled: an attributed string in its attributes (Helvetica 12 in
    /// black where it sets none, as Core Text), a plain one in the layer's font, size and color.
    private static func styledText(of layer: CATextLayer) -> StyledText? {
        let alignment = self.alignment(layer.alignmentMode)
        switch layer.string {
        case let attributed as NSAttributedString:
            return StyledText(attributed, font: font(named: "Helvetica", size: 12), color: .black, alignment: alignment)
        case let plain as String:
            return StyledText(plain: plain, font: font(of: layer), color: layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .clear,
                              alignment: alignment)
        case let plain as NSString:
            return StyledText(plain: plain as String, font: font(of: layer),
                              color: layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .clear, alignment: alignment)
        default:
            return nil
        }
    }

    /// The layer's font at its font size: a `UIFont`'s, a named font, else Helvetica.
    private static func font(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize.isFinite ? max(0, layer.fontSize) : 36
        switch layer.font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return font(named: name, size: size)
        case let name as NSString: return font(named: name as String, size: size)
        default: return font(named: "Helvetica", size: size)
        }
    }

    private static func font(named name: String, size: CGFloat) -> UIFont {
        UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }

    private static func alignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
    }

    private static func ellipsization(_ mode: CATextLayerTruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }
}

internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Styled text's runs as Pango attributes: each run's font, color, background, kerning,
/// underline, strikethrough and attachment over its bytes of the UTF-8 text.
enum StyledTextAttributes {
    /// Sets the runs of `text` on `layout` (which holds `text.string`). Colors resolve with the
    /// current trait collection.
    static func apply(_ text: StyledText, to layout: OpaquePointer) {
        let list = pango_attr_list_new()
        let utf8Offsets = utf8Offsets(of: text.string)
        for run in text.runs {
            let start = guint(utf8Offsets[min(run.range.lowerBound, utf8Offsets.count - 1)])
            let end = guint(utf8Offsets[min(run.range.upperBound, utf8Offsets.count - 1)])
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let description = TextLayout.fontDescription(run.font)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            let color = run.color.resolvedColor(with: .current)
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            if let background = run.backgroundColor?.resolvedColor(with: .current), background.alpha > 0 {
                insert(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
                insert(pango_attr_background_alpha_new(channel(background.alpha)))
            }
            if run.kern != 0 { insert(pango_attr_letter_spacing_new(Int32((run.kern * CGFloat(PANGO_SCALE)).rounded()))) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if let attachment = run.attachment { insert(AttachmentDrawing.shapeAttribute(attachment)) }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    private static func channel(_ value: CGFloat) -> guint16 { guint16((min(max(value, 0), 1) * 65535).rounded()) }

    /// The UTF-8 offset of every UTF-16 offset of `string`, and of its end.
    private static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var utf8 = 0
        for scalar in string.unicodeScalars {
            let bytes = String(scalar).utf8.count
            for _ in 0..<scalar.utf16.count { offsets.append(utf8) }
            utf8 += bytes
        }
        offsets.append(utf8)
        return offsets
    }
}

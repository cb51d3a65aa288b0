internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Styled text's runs as Pango attributes: each run's font, color, background, kerning, lines
/// and their colors, baseline offset, ligatures and attachment over its bytes of the UTF-8
/// text. Glyphs Pango cannot draw (outlined or skewed: `GlyphEffects`) are laid out here but
/// left transparent.
enum StyledTextAttributes {
    /// Sets the runs of `text` on `layout` (which holds `text.string`). Colors resolve with the
    /// current trait collection.
    static func apply(_ text: StyledText, to layout: OpaquePointer) {
        let list = pango_attr_list_new()
        let utf8Offsets = utf8Offsets(of: text.string)
        for run in text.runs {
            let start = guint(utf8Offsets[min(run.range.lowerBound, utf8Offsets.count - 1)])
            let end = guint(utf8Offsets[min(run.range.upperBound, utf8Offsets.count - 1)])
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, from start: guint = start, to end: guint = end) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let description = TextLayout.fontDescription(run.font)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            let color = run.color.resolvedColor(with: .current)
            let hidden = run.obliqueness != 0 || run.strokeWidth > 0
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            insert(pango_attr_foreground_alpha_new(hidden ? 1 : alphaChannel(color.alpha)))
            if let background = run.backgroundColor?.resolvedColor(with: .current), background.alpha > 0 {
                insert(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
                insert(pango_attr_background_alpha_new(alphaChannel(background.alpha)))
            }
            if run.kern != 0 { insert(pango_attr_letter_spacing_new(Int32((run.kern * CGFloat(PANGO_SCALE)).rounded()))) }
            if !run.underline.isEmpty {
                let line = run.underline.rawValue & 0x0F == NSUnderlineStyle.double.rawValue ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
                if run.underline.contains(.byWord) {
                    for word in words(of: text.string, in: run.range) {
                        insert(pango_attr_underline_new(line), from: guint(utf8Offsets[word.lowerBound]), to: guint(utf8Offsets[word.upperBound]))
                    }
                } else {
                    insert(pango_attr_underline_new(line))
                }
                if let lineColor = run.underlineColor?.resolvedColor(with: .current) {
                    insert(pango_attr_underline_color_new(channel(lineColor.red), channel(lineColor.green), channel(lineColor.blue)))
                }
            }
            if !run.strikethrough.isEmpty {
                insert(pango_attr_strikethrough_new(1))
                if let lineColor = run.strikethroughColor?.resolvedColor(with: .current) {
                    insert(pango_attr_strikethrough_color_new(channel(lineColor.red), channel(lineColor.green), channel(lineColor.blue)))
                }
            }
            if run.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32((min(max(run.baselineOffset, -10_000), 10_000) * CGFloat(PANGO_SCALE)).rounded())))
            }
            switch run.ligature {
            case 0: insert(pango_attr_font_features_new("liga=0,clig=0"))
            case 2: insert(pango_attr_font_features_new("dlig=1"))
            default: break
            }
            if let attachment = run.attachment { insert(AttachmentDrawing.shapeAttribute(attachment)) }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    private static func channel(_ value: CGFloat) -> guint16 { guint16((min(max(value, 0), 1) * 65535).rounded()) }

    /// An opacity for Pango, which reads 0 as opaque: 1 (of 65535) is the least it draws.
    private static func alphaChannel(_ value: CGFloat) -> guint16 { max(1, channel(value)) }

    /// The UTF-16 ranges of the words (runs of characters other than white space) of `string`
    /// within `range`.
    private static func words(of string: String, in range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = [], start: Int?, offset = 0
        for unit in string.utf16 {
            defer { offset += 1 }
            guard offset >= range.lowerBound else { continue }
            guard offset < range.upperBound else { break }
            let space = Unicode.Scalar(unit).map { $0.properties.isWhitespace } ?? false
            if space, let wordStart = start { words.append(wordStart..<offset); start = nil }
            if !space, start == nil { start = offset }
        }
        if let start { words.append(start..<min(offset, range.upperBound)) }
        return words
    }

    /// The UTF-8 offset of every UTF-16 offset of `string`, and of its end.
    static func utf8Offsets(of string: String) -> [Int] {
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

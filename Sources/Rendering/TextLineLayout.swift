internal import CCairoPango
import Foundation
import UIKit

/// The lines of a Pango layout as text views use them: UTF-16 ranges, rectangles, baselines
/// and the insertion point's x at every cursor position Pango allows (grapheme boundaries).
/// The layout is the one drawing the same text in a rectangle of the same width takes (the
/// recent layouts are kept: `TextLayoutCache`), so text measured for its carets is not laid out
/// again to be drawn.
enum TextLineLayout {
    static func lines(of text: StyledText, width: CGFloat?, on context: OpaquePointer) -> [TextLine] {
        let font = text.leadingFont ?? .systemFont(ofSize: 17)
        let key = TextLayoutCache.Key(text: text.string, styled: text, font: font, width: width ?? 0, numberOfLines: 0,
                                      alignment: text.alignment)
        let layout = TextLayoutCache.layout(for: key, on: context) {
            let layout = TextLayout.make(text.string, font: font, width: width, numberOfLines: 0, alignment: text.alignment,
                                         lineBreakMode: text.lineBreakMode, on: context)
            TextLayout.style(layout, with: text)
            return layout
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let (utf16AtByte, cursorBytes) = offsets(of: text.string, layout: layout)
        let scale = CGFloat(PANGO_SCALE)
        let clusterX = clusterStarts(of: layout, bytes: utf16AtByte.count)
        var lines: [TextLine] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var cursor = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let lineX = CGFloat(logical.x) / scale
            var offsets: [Int] = [], xs: [CGFloat] = []
            while cursor < cursorBytes.count, cursorBytes[cursor] < start { cursor += 1 }
            var index = cursor
            while index < cursorBytes.count, cursorBytes[index] <= end {
                let byte = cursorBytes[index]
                if byte == end, end > start {
                    xs.append(lineX + CGFloat(logical.width) / scale)
                } else if !clusterX[byte].isNaN {
                    xs.append(clusterX[byte] / scale)
                } else {
                    // A cursor position inside a cluster (Pango measures it within the cluster).
                    var x: Int32 = 0
                    pango_layout_line_index_to_x(line, Int32(byte), 0, &x)
                    xs.append(lineX + CGFloat(x) / scale)
                }
                offsets.append(utf16AtByte[byte])
                index += 1
            }
            lines.append(TextLine(range: utf16AtByte[start]..<utf16AtByte[end],
                                  frame: CGRect(x: lineX, y: CGFloat(logical.y) / scale, width: CGFloat(logical.width) / scale,
                                                height: CGFloat(logical.height) / scale),
                                  baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale,
                                  caretOffsets: offsets, caretXs: xs))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The x (Pango units, the layout's coordinates) where each cluster starts, at its first
    /// byte (NaN at the other bytes): one pass over the clusters, where asking for each index's
    /// x costs a pass over its line.
    private static func clusterStarts(of layout: OpaquePointer, bytes: Int) -> [CGFloat] {
        var starts = [CGFloat](repeating: .nan, count: bytes + 1)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard pango_layout_iter_get_run_readonly(iterator) != nil else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
            let index = Int(pango_layout_iter_get_index(iterator))
            if index < starts.count, starts[index].isNaN { starts[index] = CGFloat(logical.width >= 0 ? logical.x : logical.x + logical.width) }
        } while pango_layout_iter_next_cluster(iterator) != 0
        return starts
    }

    /// The UTF-16 offset at each UTF-8 byte that starts a scalar (and at the end), and the byte
    /// offsets Pango puts a cursor at.
    private static func offsets(of string: String, layout: OpaquePointer) -> ([Int], [Int]) {
        var utf16AtByte = [Int](repeating: 0, count: string.utf8.count + 1)
        var scalarBytes: [Int] = []
        scalarBytes.reserveCapacity(utf16AtByte.count)
        var byte = 0, utf16 = 0
        for scalar in string.unicodeScalars {
            scalarBytes.append(byte)
            let length = UTF8.width(scalar)
            for step in 0..<length { utf16AtByte[byte + step] = utf16 }
            byte += length
            utf16 += UTF16.width(scalar)
        }
        utf16AtByte[byte] = utf16
        scalarBytes.append(byte)
        var count: Int32 = 0
        let attributes = pango_layout_get_log_attrs_readonly(layout, &count)!
        var cursorBytes: [Int] = []
        cursorBytes.reserveCapacity(scalarBytes.count)
        for index in 0..<min(Int(count), scalarBytes.count) where attributes[index].is_cursor_position != 0 || index == scalarBytes.count - 1 {
            cursorBytes.append(scalarBytes[index])
        }
        return (utf16AtByte, cursorBytes)
    }
}

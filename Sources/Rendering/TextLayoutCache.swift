internal import CCairoPango
import Foundation
import UIKit

/// Pango layouts of the text drawn lately, kept so that drawing the same text again (a text
/// view's paragraphs the keystroke did not touch, labels that did not change) does not lay it
/// out again: the layout is moved to the new Cairo context instead. The most recent 64 are
/// kept; a lock guards them, as drawing may happen off the main thread.
///
/// A layout moved to a context is brought up to date with it only when what Pango's layouts
/// depend on there differs — the transformation's scale and rotation or the target's font
/// options: `pango_cairo_update_layout` marks the layout changed whenever it sets the context's
/// matrix, even to the one it had, and Pango then lays the text out again before drawing it.
enum TextLayoutCache {
    /// What a layout depends on.
    struct Key: Equatable {
        var text: String
        var styled: StyledText?
        var font: UIFont
        var width: CGFloat
        var numberOfLines: Int
        var alignment: NSTextAlignment
        /// The runs' colors as they resolve now (dynamic colors are attributes of the layout).
        var resolvedColors: [UIColor]
        /// The text's, width's and line count's hash: most keys differ in it, and comparing it
        /// first spares comparing their texts and runs.
        private var quickHash: Int

        init(text: String, styled: StyledText?, font: UIFont, width: CGFloat, numberOfLines: Int, alignment: NSTextAlignment) {
            (self.text, self.styled, self.font, self.width, self.numberOfLines, self.alignment) = (text, styled, font, width, numberOfLines, alignment)
            resolvedColors = styled?.runs.flatMap { run in
                [run.color.resolvedColor(with: .current)] + (run.backgroundColor.map { [$0.resolvedColor(with: .current)] } ?? [])
            } ?? []
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(width)
            hasher.combine(numberOfLines)
            quickHash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.quickHash == rhs.quickHash && lhs.text == rhs.text && lhs.width == rhs.width && lhs.numberOfLines == rhs.numberOfLines
                && lhs.alignment == rhs.alignment && lhs.font == rhs.font && lhs.styled == rhs.styled && lhs.resolvedColors == rhs.resolvedColors
        }
    }

    /// What a layout's Pango context takes from the Cairo context it draws on.
    private struct ContextState: Equatable {
        /// The transformation's linear part (Pango ignores its translation).
        var xx, yx, xy, yy: Double
        /// The hash of the target surface's font options.
        var fontOptions: UInt

        init(_ context: OpaquePointer) {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            (xx, yx, xy, yy) = (matrix.xx, matrix.yx, matrix.xy, matrix.yy)
            let options = cairo_font_options_create()
            cairo_surface_get_font_options(cairo_get_target(context), options)
            fontOptions = UInt(cairo_font_options_hash(options))
            cairo_font_options_destroy(options)
        }
    }

    private nonisolated(unsafe) static var entries: [(key: Key, layout: OpaquePointer, state: ContextState)] = []
    private static let lock = NSLock()
    private static let capacity = 64
    /// How many layouts were made (for tests of what is laid out again).
    private(set) nonisolated(unsafe) static var madeCount = 0

    /// A layout for `key` on `context` (the caller releases it), made by `make` when none is kept.
    static func layout(for key: Key, on context: OpaquePointer, make: () -> OpaquePointer) -> OpaquePointer {
        lock.lock()
        if let index = entries.lastIndex(where: { $0.key == key }) {
            var entry = entries.remove(at: index)
            let state = ContextState(context)
            let changed = state != entry.state
            entry.state = state
            entries.append(entry)
            g_object_ref(UnsafeMutableRawPointer(entry.layout))
            lock.unlock()
            if changed { pango_cairo_update_layout(context, entry.layout) }
            return entry.layout
        }
        madeCount += 1
        lock.unlock()
        let layout = make()
        g_object_ref(UnsafeMutableRawPointer(layout))
        lock.lock()
        entries.append((key, layout, ContextState(context)))
        let evicted = entries.count > capacity ? entries.removeFirst().layout : nil
        lock.unlock()
        if let evicted { g_object_unref(UnsafeMutableRawPointer(evicted)) }
        return layout
    }
}

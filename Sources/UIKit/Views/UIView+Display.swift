import Foundation

/// What a renderer needs to draw a view's content again: the rectangle `draw(_:)` gets while it
/// draws, and the part marked by `setNeedsDisplay(_:)` since the last drawing, with the content
/// version that drawing was of, so that a renderer holding that drawing redraws only the part.
struct ContentDisplay {
    /// The rectangle `draw(_:in:)` passes to `draw(_:)` while the renderer draws the view.
    var drawingRect: CGRect?
    /// The part marked since the last drawing (`CGRect.null`: none); nil when all of it is.
    var invalidRect: CGRect?
    /// The content version the last drawing was of.
    var drawnVersion = -1
}

extension UIView {
    /// What `setNeedsDisplay()` (nil) and `setNeedsDisplay(_:)` do: the part (a bad rectangle:
    /// all) joins what is to be drawn again before the next frame.
    func markNeedsDisplay(_ invalidRect: CGRect?) {
        let rect = invalidRect?.standardized
        if let rect, !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite {
            contentDisplay.invalidRect = contentDisplay.invalidRect.map { $0.union(rect) }
        } else {
            contentDisplay.invalidRect = nil
        }
        contentVersion &+= 1
        DisplayGeneration.advance()
    }

    /// Draws the view's content for the renderer: `draw(_:in:)` with the view's layer, which
    /// calls `draw(_:)` with `rect` (all of `size` unless given) unless a subclass overrides it.
    @_spi(Rendering) public func drawContent(size: CGSize, rect: CGRect? = nil, in ctx: CGContext) {
        contentDisplay.drawingRect = rect ?? CGRect(origin: .zero, size: size)
        defer { contentDisplay.drawingRect = nil }
        draw(layer, in: ctx)
        contentDisplay.invalidRect = .null
        contentDisplay.drawnVersion = contentVersion
    }

    /// The part of the content to draw again over a drawing of version `version`: nil when all
    /// of it must be (the drawing is of another version, or `setNeedsDisplay()` was called).
    @_spi(Rendering) public func invalidContentRect(since version: Int) -> CGRect? {
        version == contentDisplay.drawnVersion ? contentDisplay.invalidRect : nil
    }
}

internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// The canvas of a context, made on the first drawing operation, so that a view that draws
/// nothing costs no surface.
@MainActor
final class LazyCanvas {
    private let size: CGSize
    private let scale: CGFloat
    private(set) var made: CairoCanvas?

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    /// The lazy canvas of a canvas already made.
    init(made canvas: CairoCanvas) {
        size = CGSize(width: CGFloat(canvas.pixelWidth) / canvas.scale, height: CGFloat(canvas.pixelHeight) / canvas.scale)
        scale = canvas.scale
        made = canvas
    }

    var canvas: CairoCanvas {
        if let made { return made }
        let canvas = CairoCanvas(size: size, scale: scale)
        made = canvas
        return canvas
    }
}

/// `GraphicsContext` on a Cairo canvas, for `UIView.draw(_:)` and UIKit's image contexts: a
/// `CGContext` (Core Graphics' API, painted by `CairoContextBackend`) with the project's
/// shortcuts. Base space is the view's points, top-left origin (UIKit's flipped context).
@MainActor
final class CairoGraphicsContext: CGContext, GraphicsContext {
    private let images: ImageSurfaces
    private let lazyCanvas: LazyCanvas
    /// The canvas, if drawn on.
    var canvas: CairoCanvas? { lazyCanvas.made }

    init(size: CGSize, scale: CGFloat, images: ImageSurfaces) {
        self.images = images
        let lazyCanvas = LazyCanvas(size: size, scale: scale)
        self.lazyCanvas = lazyCanvas
        super.init(backend: CairoContextBackend(baseIsFlipped: true) { lazyCanvas.canvas })
    }

    /// A context drawing on `canvas` as it is (its pixels, clip and state).
    init(reusing canvas: CairoCanvas, images: ImageSurfaces) {
        self.images = images
        let lazyCanvas = LazyCanvas(made: canvas)
        self.lazyCanvas = lazyCanvas
        super.init(backend: CairoContextBackend(baseIsFlipped: true) { lazyCanvas.canvas })
    }

    /// The canvas, made on first use.
    var target: CairoCanvas { lazyCanvas.canvas }

    func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat) {
        let canvas = target
        canvas.addRect(rect, radius: cornerRadius)
        canvas.setSource(color)
        cairo_fill(canvas.context)
    }

    func fillEllipse(in rect: CGRect, color: UIColor) {
        let canvas = target, context = canvas.context
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        cairo_translate(context, Double(rect.midX), Double(rect.midY))
        cairo_scale(context, Double(rect.width / 2), Double(rect.height / 2))
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(context)
        canvas.setSource(color)
        cairo_fill(context)
    }

    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat) {
        let canvas = target
        canvas.addRect(rect, radius: cornerRadius)
        canvas.setSource(color)
        cairo_set_line_width(canvas.context, Double(lineWidth))
        cairo_stroke(canvas.context)
    }

    func strokeLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat) {
        let canvas = target, context = canvas.context
        cairo_move_to(context, Double(start.x), Double(start.y))
        cairo_line_to(context, Double(end.x), Double(end.y))
        canvas.setSource(color)
        cairo_set_line_width(context, Double(lineWidth))
        cairo_stroke(context)
    }

    func fillPolygon(_ points: [CGPoint], color: UIColor) {
        guard let first = points.first else { return }
        let canvas = target, context = canvas.context
        cairo_move_to(context, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
        cairo_close_path(context)
        canvas.setSource(color)
        cairo_fill(context)
    }

    func fillLinearGradient(_ rect: CGRect, from: CGPoint, start: UIColor, to: CGPoint, end: UIColor) {
        let canvas = target, context = canvas.context
        let gradient = cairo_pattern_create_linear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))!
        let start = start.resolvedColor(with: .current), end = end.resolvedColor(with: .current)
        cairo_pattern_add_color_stop_rgba(gradient, 0, Double(start.red), Double(start.green), Double(start.blue), Double(start.alpha))
        cairo_pattern_add_color_stop_rgba(gradient, 1, Double(end.red), Double(end.green), Double(end.blue), Double(end.alpha))
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_source(context, gradient)
        cairo_fill(context)
        cairo_pattern_destroy(gradient)
    }

    /// Draws `image` in `rect` of user space, with the graphics state's alpha, blend mode,
    /// shadow and clip, as UIKit's `UIImage.draw(in:)` does.
    func draw(_ image: UIImage, in rect: CGRect) {
        cairoBackend.paint(inUserSpace: userTransform, paint: paint(.black)) { context in
            ImageDrawing.draw(image, in: rect, on: context, images: images)
        }
    }

    /// Draws `text` in `rect` of user space, with the graphics state (transformation, alpha,
    /// blend mode, shadow, clip and text drawing mode), as UIKit's string drawing does.
    func draw(_ text: StyledText, in rect: CGRect, numberOfLines: Int, verticallyCentered: Bool) {
        let mode = textDrawingMode, font = text.leadingFont ?? UIFont.systemFont(ofSize: 12)
        var glyphs = TextLayout.Glyphs()
        switch mode {
        case .fill, .fillClip: break
        case .fillStroke, .fillStrokeClip: glyphs.stroke = textStroke
        case .stroke, .strokeClip: (glyphs.fill, glyphs.stroke) = (false, textStroke)
        case .invisible, .clip: glyphs.fill = false
        }
        if glyphs.fill || glyphs.stroke != nil {
            for shadow in text.runShadows {
                let cast = CGContextShadow(offset: shadow.offset, blur: shadow.blurRadius, color: shadow.color.resolvedColor(with: .current).cgColor)
                let shadowed = text.showingOnlyRuns(castingShadow: shadow)
                cairoBackend.castShadow(cast, inUserSpace: userTransform, paint: paint(.black)) { context in
                    TextLayout.draw(shadowed.string, in: rect, font: font, color: .clear, alignment: shadowed.alignment,
                                    numberOfLines: numberOfLines, styled: shadowed, centered: verticallyCentered, glyphs: glyphs, on: context)
                }
            }
            cairoBackend.paint(inUserSpace: userTransform, paint: paint(.black)) { context in
                TextLayout.draw(text.string, in: rect, font: font, color: text.runs.first?.color ?? .black, alignment: text.alignment,
                                numberOfLines: numberOfLines, styled: text, centered: verticallyCentered, glyphs: glyphs, on: context)
            }
        }
        if mode.rawValue >= CGTextDrawingMode.fillClip.rawValue {
            cairoBackend.clip(inUserSpace: userTransform) { context in
                TextLayout.addOutlines(of: text.string, in: rect, font: font, alignment: text.alignment, numberOfLines: numberOfLines,
                                       styled: text, centered: verticallyCentered, on: context)
            }
        }
    }

    private var cairoBackend: CairoContextBackend { backend as! CairoContextBackend }
}

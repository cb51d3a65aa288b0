internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Compositing through layers, as Core Animation does, for what a plain view does not have:
/// standalone sublayers, 3D transforms and `sublayerTransform`, shadows, masks, layer content.
/// A view without these takes `composite(_:on:)`'s shorter path.
///
/// Each layer is flattened into its superlayer's plane (Core Animation's rule for every layer
/// but a `CATransformLayer`): its placement — anchor point to the origin, `transform`, then to
/// `position`, then the superlayer's `sublayerTransform` — is a 4×4 matrix whose x, y and w
/// rows and columns map the layer's plane into its superlayer's. When that map is affine the
/// layer is drawn straight through Cairo's matrix; when not, it is drawn into an offscreen
/// surface and mapped projectively (`ProjectiveDrawing`).
extension ViewRenderer {
    /// Composites `layer` (a view's or a standalone one) and its sublayers in the current
    /// coordinates, which are its superlayer's bounds coordinates; `inherited` is the
    /// superlayer's `sublayerTransform` around its anchor point when it is not affine.
    func compositeLayer(_ layer: CALayer, on canvas: CairoCanvas, sublayerTransform inherited: CATransform3D?) {
        guard !layer.isHidden else { return }
        layer.hasBeenDisplayed = true
        let shown = layer.presentedForRendering()
        let view = shown === layer ? layer.view : nil
        let alpha = (view?.presentationAlpha ?? CGFloat(shown.opacity)) * ((view as? UIVisualEffectView)?.contentOpacity ?? 1)
        guard alpha > 0.001 else { return }
        let bounds = view?.presentationBounds ?? shown.bounds
        var placement = Self.placement(of: shown, bounds: bounds)
        if let inherited { placement = CATransform3DConcat(placement, inherited) }
        if layer is CATransformLayer {
            return compositeSolid(layer, shown: shown, bounds: bounds, placement: placement, alpha: alpha, on: canvas)
        }
        if layer.compositingFeatures.contains(.backFaceHidden), CALayer.facesAway(placement) { return }
        let plane = Homography(flattening: placement)
        if let affine = plane.affine {
            guard affine.a * affine.d - affine.b * affine.c != 0 else { return }
            let context = canvas.context
            cairo_save(context)
            var matrix = cairo_matrix_t(affine)
            cairo_transform(context, &matrix)
            if shown.shouldRasterize {
                drawRasterized(layer, shown: shown, bounds: bounds, alpha: alpha, on: canvas)
            } else if let (transition, progress, before) = layer.shownTransition {
                drawTransition(transition, progress: progress, from: before, of: layer, shown: shown, bounds: bounds, alpha: alpha, on: canvas)
            } else {
                drawLayerTree(layer, shown: shown, bounds: bounds, alpha: alpha, on: canvas)
            }
            cairo_restore(context)
        } else if !plane.isBehindTheEye {
            drawProjected(layer, shown: shown, bounds: bounds, alpha: alpha, through: plane, on: canvas)
        }
    }

    /// Draws a layer in its own bounds coordinates: shadow, own content, sublayers, border,
    /// clipped by `masksToBounds`, masked by `mask`, at `alpha`. `shown` is the layer with its
    /// animations applied (or the layer): the values come from it, the sublayers, mask and
    /// caches from `layer`. `shadow: false` leaves the shadow out (to draw what casts it).
    func drawLayerTree(_ layer: CALayer, shown: CALayer, bounds: CGRect, alpha: CGFloat, on canvas: CairoCanvas, shadow: Bool = true) {
        let context = canvas.context
        let children = Self.zOrdered(sublayers(of: layer).filter { !$0.isHidden })
        let shadowed = shadow && shown.compositingFeatures.contains(.shadow) && (shown.shadowColor?.alpha ?? 0) > 0
        let mask = layer.mask
        // Without group opacity, the content and each sublayer are faded apart (a shadow or a
        // mask still needs the group).
        let separate = alpha < 0.999 && !shown.allowsGroupOpacity && !children.isEmpty && !shadowed && mask == nil
        let grouped = !separate && alpha < 0.999 && (!children.isEmpty || shadowed || mask != nil)
        if grouped { cairo_push_group(context) }
        if mask != nil { cairo_push_group(context) }
        let clipped = shown.masksToBounds
        if clipped {
            cairo_save(context)
            canvas.addRect(bounds, radius: shown.cornerRadius, corners: shown.maskedCorners, curve: shown.cornerCurve)
            cairo_clip(context)
        }
        if shadowed { drawShadow(of: layer, shown: shown, bounds: bounds, on: canvas) }
        let contentAlpha = grouped ? 1 : alpha
        if let view = layer.view {
            drawContent(of: view, appearance: shown, in: bounds, alpha: contentAlpha, on: canvas, border: children.isEmpty)
        } else {
            drawStandaloneContent(of: layer, shown: shown, in: bounds, alpha: contentAlpha, on: canvas, border: children.isEmpty)
        }
        if !children.isEmpty {
            cairo_save(context)
            let inherited = applySublayerTransform(of: shown, bounds: bounds, on: context)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(context, &x1, &y1, &x2, &y2)
            let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            for child in children {
                if separate { cairo_push_group(context) }
                if let replicator = shown as? CAReplicatorLayer {
                    compositeCopies(of: child, in: replicator, bounds: bounds, on: canvas, sublayerTransform: inherited)
                } else if let view = child.view, inherited == nil {
                    if view.presentationFrame.intersects(visible) { composite(view, on: canvas) }
                } else {
                    compositeLayer(child, on: canvas, sublayerTransform: inherited)
                }
                if separate { paintGroup(alpha: alpha, on: context) }
            }
            cairo_restore(context)
            if separate { cairo_push_group(context) }
            drawBorder(of: shown, in: bounds, on: canvas)
            if separate { paintGroup(alpha: alpha, on: context) }
        }
        if clipped { cairo_restore(context) }
        if let mask { applyMask(mask, on: canvas) }
        if grouped { paintGroup(alpha: alpha, on: context) }
    }

    /// A transform layer's sublayers placed in 3D straight into the current (its superlayer's)
    /// space through `placement` and its sublayer transform, farthest first, each at `alpha`.
    private func compositeSolid(_ layer: CALayer, shown: CALayer, bounds: CGRect, placement: CATransform3D, alpha: CGFloat,
                                on canvas: CairoCanvas) {
        let toSuperlayer = shown.sublayerSpaceTransform(bounds: bounds).map { CATransform3DConcat($0, placement) } ?? placement
        let children = sublayers(of: layer).filter { !$0.isHidden }.map { child in
            let childBounds = child.view?.presentationBounds ?? child.bounds
            let full = CATransform3DConcat(Self.placement(of: child, bounds: childBounds), toSuperlayer)
            // The depth of the sublayer's center, where it is placed.
            let (x, y) = (childBounds.midX, childBounds.midY)
            let z = x * full.m13 + y * full.m23 + full.m43, w = x * full.m14 + y * full.m24 + full.m44
            return (child, depth: w != 0 ? z / w : z)
        }.sorted { $0.depth < $1.depth }
        let context = canvas.context
        for (child, _) in children {
            if alpha < 0.999 { cairo_push_group(context) }
            compositeLayer(child, on: canvas, sublayerTransform: toSuperlayer)
            if alpha < 0.999 { paintGroup(alpha: alpha, on: context) }
        }
    }

    /// Paints what was drawn since the last `cairo_push_group` at `alpha`.
    private func paintGroup(alpha: CGFloat, on context: OpaquePointer) {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, Double(alpha))
    }

    /// Draws a layer tree through a bitmap of `rasterizationScale` pixels per point covering
    /// what it draws, composited at `alpha` with the current transform (smoothly filtered).
    private func drawRasterized(_ layer: CALayer, shown: CALayer, bounds: CGRect, alpha: CGFloat, on canvas: CairoCanvas) {
        let extent = drawnExtent(of: layer, bounds: bounds).integral
        guard extent.isDrawableArea else { return }
        let bitmap = CairoCanvas(size: extent.size, scale: shown.rasterizationScale)
        cairo_translate(bitmap.context, Double(-extent.minX), Double(-extent.minY))
        drawLayerTree(layer, shown: shown, bounds: bounds, alpha: 1, on: bitmap)
        cairo_surface_flush(bitmap.surface)
        let context = canvas.context
        cairo_set_source_surface(context, bitmap.surface, Double(extent.minX), Double(extent.minY))
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, Double(alpha))
    }

    /// The transform from a layer's bounds coordinates to its superlayer's, with a view's
    /// presentation (animated) values, or a presentation copy's.
    static func placement(of layer: CALayer, bounds: CGRect) -> CATransform3D {
        let transform: CATransform3D
        let position: CGPoint
        if let view = layer.view {
            transform = view.layerTransform3D ?? CATransform3DMakeAffineTransform(view.presentationTransform)
            position = view.presentationCenter
        } else {
            transform = layer.transform
            position = layer.position
        }
        return LayerGeometry.transformToSuperlayer(bounds: bounds, position: position, anchorPoint: layer.anchorPoint,
                                                   anchorPointZ: layer.anchorPointZ, zPosition: layer.zPosition, transform: transform)
    }

    /// The sublayers in order: a view's layer without standalone sublayers has its subviews'.
    func sublayers(of layer: CALayer) -> [CALayer] {
        if let view = layer.view, !layer.compositingFeatures.contains(.sublayers) { return view.subviews.map { $0.layer } }
        return layer.sublayerList
    }

    /// Siblings back to front: by `zPosition`, then in order.
    static func zOrdered(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// Applies an affine `sublayerTransform` to the context; returns one that is not affine, for
    /// the sublayers to flatten with their own placement.
    private func applySublayerTransform(of layer: CALayer, bounds: CGRect, on context: OpaquePointer) -> CATransform3D? {
        guard !layer.compositingFeatures.isDisjoint(with: [.sublayerTransform, .geometryFlipped]),
              let around = layer.sublayerSpaceTransform(bounds: bounds) else { return nil }
        guard CATransform3DIsAffine(around) else { return around }
        let affine = CATransform3DGetAffineTransform(around)
        var matrix = cairo_matrix_t(affine)
        cairo_transform(context, &matrix)
        return nil
    }

    /// Masks what was drawn since the group pushed for it by the alpha of `mask`, placed in the
    /// layer's bounds coordinates.
    private func applyMask(_ mask: CALayer, on canvas: CairoCanvas) {
        let context = canvas.context
        let content = cairo_pop_group(context)
        cairo_push_group(context)
        compositeLayer(mask, on: canvas, sublayerTransform: nil)
        let alpha = cairo_pop_group(context)
        cairo_set_source(context, content)
        cairo_mask(context, alpha)
        cairo_pattern_destroy(alpha)
        cairo_pattern_destroy(content)
    }

    /// The area a layer draws in, in its bounds coordinates: its bounds, a shape layer's
    /// stroked path, its shadow, and its sublayers' areas (unless it clips them).
    func drawnExtent(of layer: CALayer, bounds: CGRect) -> CGRect {
        var extent = bounds
        if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
            let stroke = shape.strokeColor == nil ? 0 : shape.lineWidth / 2 * max(shape.lineJoin == .miter ? shape.miterLimit : 1, 1.5)
            extent = extent.union(path.boundingBoxOfPath.insetBy(dx: -stroke, dy: -stroke))
        }
        if !layer.masksToBounds {
            for child in sublayers(of: layer) where !child.isHidden {
                let childBounds = child.view?.presentationBounds ?? child.bounds
                let placement = CATransform3DGetAffineTransform(Self.placement(of: child, bounds: childBounds))
                extent = extent.union(drawnExtent(of: child, bounds: childBounds).applying(placement))
            }
        }
        if layer.compositingFeatures.contains(.shadow) {
            let spread = ShadowDrawing.spread(radius: layer.shadowRadius)
            extent = extent.union((layer.shadowPath?.boundingBoxOfPath ?? extent)
                .offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
        }
        return extent
    }
}

extension CGRect {
    /// Whether the rectangle has an area and finite coordinates.
    var isDrawableArea: Bool {
        width > 0 && height > 0 && minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }
}

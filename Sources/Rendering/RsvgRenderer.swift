internal import CCairoPango
internal import CRsvg
import Foundation
import UIKit

/// Draws SVG files with librsvg: the SF Symbols templates of symbol sets — one layer of the
/// template (the `<g id="Regular-M">` group) in black, its guides and margins read as the
/// geometry of their elements — and the vector images of image sets. Each file is parsed once.
@preconcurrency @MainActor
final class RsvgRenderer: VectorImageRendering {
    /// A parsed file and the size of its viewport (its intrinsic size, else its view box).
    private struct Document {
        let handle: UnsafeMutablePointer<RsvgHandle>
        let viewport: RsvgRectangle
    }

    /// Parsed files by path; nil for a file that is not an SVG.
    private var documents: [String: Document?] = [:]

    /// The preview wireframe style Apple's templates give their shapes is for the SF Symbols
    /// app; a symbol is drawn filled.
    private static let stylesheet = ".SFSymbolsPreviewWireframe { fill: black !important; stroke: none !important; opacity: 1 !important; }"

    init() {}

    isolated deinit {
        for case let document? in documents.values { g_object_unref(UnsafeMutableRawPointer(document.handle)) }
    }

    func geometry(ofTemplate path: String, layer: String) -> SymbolTemplateGeometry? {
        let key = path + "#" + layer
        if let measured = geometries[key] { return measured }
        let measured = measure(layer, ofTemplate: path)
        geometries[key] = .some(measured)
        return measured
    }

    /// Layers' geometry by path and layer, measured once (nil: no such layer).
    private var geometries: [String: SymbolTemplateGeometry?] = [:]

    private func measure(_ layer: String, ofTemplate path: String) -> SymbolTemplateGeometry? {
        guard let document = document(at: path), let bounds = logicalRect(of: "#" + layer, in: document), !bounds.isEmpty else { return nil }
        let size = layer.split(separator: "-").last.map(String.init) ?? "M"
        let left = logicalRect(of: "#left-margin-" + layer, in: document) ?? logicalRect(of: "#left-margin", in: document)
        let right = logicalRect(of: "#right-margin-" + layer, in: document) ?? logicalRect(of: "#right-margin", in: document)
        let baseline = logicalRect(of: "#Baseline-" + size, in: document)
        let capline = logicalRect(of: "#Capline-" + size, in: document)
        return SymbolTemplateGeometry(bounds: bounds, leftMargin: left?.midX ?? bounds.minX, rightMargin: right?.midX ?? bounds.maxX,
                                      baseline: baseline?.midY ?? bounds.maxY, capline: capline?.midY ?? bounds.minY)
    }

    func pixels(ofTemplate path: String, layer: String, region: CGRect, pixelWidth: Int, pixelHeight: Int) -> [UInt8]? {
        guard let document = document(at: path), region.width > 0, region.height > 0 else { return nil }
        let canvas = CairoCanvas(size: CGSize(width: pixelWidth, height: pixelHeight), scale: 1)
        cairo_scale(canvas.context, Double(pixelWidth) / Double(region.width), Double(pixelHeight) / Double(region.height))
        cairo_translate(canvas.context, -Double(region.minX), -Double(region.minY))
        var viewport = document.viewport
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_layer(document.handle, canvas.context, "#" + layer, &viewport, &error) != 0 else {
            g_error_free(error)
            return nil
        }
        return UIImage(canvas: canvas, scale: 1).pixels
    }

    func image(ofFile path: String, scale: CGFloat) -> UIImage? {
        guard let document = document(at: path) else { return nil }
        let size = CGSize(width: document.viewport.width, height: document.viewport.height)
        let canvas = CairoCanvas(size: size, scale: scale)
        var viewport = document.viewport
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(document.handle, canvas.context, &viewport, &error) != 0 else {
            g_error_free(error)
            return nil
        }
        return UIImage(canvas: canvas, scale: canvas.scale)
    }

    /// The file at `path`, parsed at the first request.
    private func document(at path: String) -> Document? {
        if let parsed = documents[path] { return parsed }
        var error: UnsafeMutablePointer<GError>?
        var parsed: Document?
        if let handle = rsvg_handle_new_from_file(path, &error) {
            let css = Array(Self.stylesheet.utf8)
            rsvg_handle_set_stylesheet(handle, css, gsize(css.count), nil)
            parsed = Document(handle: handle, viewport: Self.viewport(of: handle))
        } else {
            let reason = error.map { String(cString: $0.pointee.message).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "unreadable"
            Diagnostics.handler("asset catalog: \(path) is not an SVG file (\(reason))")
            g_error_free(error)
        }
        documents[path] = .some(parsed)
        return parsed
    }

    /// The logical bounds (without strokes) of the element `id` and what it holds, in the
    /// document's viewport; nil when there is no such element.
    private func logicalRect(of id: String, in document: Document) -> CGRect? {
        var viewport = document.viewport, ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(document.handle, id, &viewport, &ink, &logical, &error) != 0 else {
            g_error_free(error)
            return nil
        }
        return CGRect(x: logical.x, y: logical.y, width: logical.width, height: logical.height)
    }

    /// The document's size: its width and height, else its view box, else 100 × 100.
    private static func viewport(of handle: UnsafeMutablePointer<RsvgHandle>) -> RsvgRectangle {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            return RsvgRectangle(x: 0, y: 0, width: width, height: height)
        }
        var hasViewBox: gboolean = 0, viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        return hasViewBox != 0 && viewBox.width > 0 && viewBox.height > 0
            ? RsvgRectangle(x: 0, y: 0, width: viewBox.width, height: viewBox.height)
            : RsvgRectangle(x: 0, y: 0, width: 100, height: 100)
    }
}

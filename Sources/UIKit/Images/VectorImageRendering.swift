import Foundation

/// Draws SVG files: the templates of custom symbols (a symbol set's) and the vector images of
/// image sets. The rendering module installs librsvg's (`UIImage.vectorRenderer`); without one,
/// `UIImage(named:)` finds neither.
@preconcurrency @MainActor
package protocol VectorImageRendering: AnyObject {
    /// Where `layer` (an id such as `Regular-M`) of the template at `path` lies; nil when the
    /// file is not an SVG or has no such layer.
    func geometry(ofTemplate path: String, layer: String) -> SymbolTemplateGeometry?
    /// `layer` of the template at `path`, black, `region` (template units) filling
    /// `pixelWidth × pixelHeight` transparent pixels: premultiplied RGBA, rows top to bottom.
    func pixels(ofTemplate path: String, layer: String, region: CGRect, pixelWidth: Int, pixelHeight: Int) -> [UInt8]?
    /// The SVG file at `path` drawn at its size in points (its width and height, else its view
    /// box) times `scale`; nil when it is not an SVG.
    func image(ofFile path: String, scale: CGFloat) -> UIImage?
}

extension UIImage {
    /// Draws SVG files (see `VectorImageRendering`); `Rendering.install()` installs librsvg's.
    @preconcurrency @MainActor
    package static var vectorRenderer: VectorImageRendering? {
        didSet { symbolPixels.removeAll() }
    }
}

import Foundation
import UIKit

/// Plugs the rendering module into the core: Pango measures `UILabel` text and draws symbol
/// images, Cairo reads and writes PNG files and libjpeg JPEG files for `UIImage(named:)`, `UIImage(data:)`,
/// `pngData()` and `jpegData(compressionQuality:)`,
/// and draws `UIGraphicsImageRenderer`'s images.
@preconcurrency @MainActor
public enum Rendering {
    /// Installs the Pango text measurer, the symbol rasterizer, the PNG and JPEG coder, the offscreen
    /// drawing, `CALayer.render(in:)` and Core Graphics' bitmap contexts. A program that links
    /// the UIKit product has it installed when it loads (`RenderingStartup`); calling it again
    /// installs it afresh.
    public static func install() {
        UILabel.textMeasurer = PangoTextMeasurer()
        UIImage.symbolRasterizer = PangoSymbolRasterizer()
        UIImage.vectorRenderer = RsvgRenderer()
        UIImage.coder = FileImageCoder()
        UIGraphicsImageRenderer.offscreenDrawing = CairoOffscreenDrawing()
        ViewSnapshots.install()
        LayerContextRendering.install()
        CairoBitmapContext.install()
    }

    /// Loads a PNG file.
    public static func loadPNG(_ path: String) throws -> UIImage {
        try ImageSurfaces.loadPNG(path)
    }

    /// Draws with `GraphicsContext` operations into a new image of `size` points at `scale`.
    public static func makeImage(size: CGSize, scale: CGFloat, _ draw: (GraphicsContext) -> Void) -> UIImage {
        let context = CairoGraphicsContext(size: size, scale: scale, images: ImageSurfaces())
        context.fill(.zero, color: .clear, cornerRadius: 0)
        draw(context)
        return UIImage(canvas: context.canvas!, scale: scale)
    }
}

/// `Rendering.install()` for `RenderingStartup`'s constructor, which runs on the main thread
/// before `main`.
@_cdecl("ocv_rendering_install")
func installRenderingAtStartup() {
    MainActor.assumeIsolated { Rendering.install() }
}

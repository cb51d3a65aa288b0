import Foundation
import OpenCollectionView

/// Plugs the rendering module into the core: Pango measures `Label` text, and `Image(named:)`
/// finds PNG files in the image directories.
@preconcurrency @MainActor
public enum Rendering {
    /// Directories searched by `Image(named:)` for `NAME.png` (and `NAME@2x.png`, scale 2).
    public static var imageDirectories: [String] = []

    /// Installs the Pango text measurer and the PNG image loader. Call once at start-up.
    public static func install() {
        Label.textMeasurer = PangoTextMeasurer()
        Image.loader = { name in
            for directory in imageDirectories {
                for (suffix, scale) in [("@2x.png", CGFloat(2)), (".png", 1)] {
                    let path = (directory as NSString).appendingPathComponent(name + suffix)
                    guard FileManager.default.fileExists(atPath: path), let image = try? loadPNG(path) else { continue }
                    return Image(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: scale, pixels: image.pixels)
                }
            }
            return nil
        }
    }

    /// Loads a PNG file.
    public static func loadPNG(_ path: String) throws -> Image {
        try ImageSurfaces.loadPNG(path)
    }

    /// Draws with `GraphicsContext` operations into a new image of `size` points at `scale`.
    public static func makeImage(size: CGSize, scale: CGFloat, _ draw: (GraphicsContext) -> Void) -> Image {
        let context = CairoGraphicsContext(size: size, scale: scale, images: ImageSurfaces())
        context.fill(.zero, color: .clear, cornerRadius: 0)
        draw(context)
        return Image(canvas: context.canvas!, scale: scale)
    }
}

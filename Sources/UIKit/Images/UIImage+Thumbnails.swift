import Foundation

extension UIImage {
    /// The image resampled to `size` (points at scale 1, so pixels), as UIKit's
    /// `preparingThumbnail(of:)`: averaged over each thumbnail pixel's area (a box filter) when
    /// smaller, interpolated when larger; the orientation is kept. Nil for an empty size or an
    /// empty image.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        guard width > 0, height > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let turned = attributes.orientation.isQuarterTurn
        let (bitmapWidth, bitmapHeight) = turned ? (height, width) : (width, height)
        let resampled = ImageResampling.resample(pixels, width: pixelWidth, height: pixelHeight,
                                                 toWidth: bitmapWidth, height: bitmapHeight)
        var kept = ImageAttributes()
        kept.orientation = attributes.orientation
        return UIImage(pixelWidth: bitmapWidth, pixelHeight: bitmapHeight, scale: 1, pixels: resampled,
                     renderingMode: renderingMode, configuration: nil, tint: tint, symbol: nil, attributes: kept)
    }

    /// Calls `completionHandler` with `preparingThumbnail(of:)`'s image, on a background queue
    /// as UIKit does.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// `preparingThumbnail(of:)`'s image, as UIKit's `byPreparingThumbnail(ofSize:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image ready to draw, as UIKit's `preparingForDisplay()`: here every image is already
    /// decoded pixels, so it is the image itself (a copy sharing them), made at once.
    public func preparingForDisplay() -> UIImage? {
        copy()
    }

    /// Calls `completionHandler` with `preparingForDisplay()`'s image on a background queue.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingForDisplay()) }
    }

    /// `preparingForDisplay()`'s image, as UIKit's `byPreparingForDisplay()`: synchronous here,
    /// since images hold decoded pixels already.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }
}

/// Resampling premultiplied RGBA pixels, pure Swift.
enum ImageResampling {
    /// `pixels` (`width` × `height`) at `newWidth` × `newHeight`: each new pixel is the mean of
    /// the old pixels its area covers (in whole pixels, at least one); growing, bilinear.
    static func resample(_ pixels: [UInt8], width: Int, height: Int, toWidth newWidth: Int, height newHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let sx = Double(width) / Double(newWidth), sy = Double(height) / Double(newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let o = (y * newWidth + x) * 4
                if sx >= 1, sy >= 1 {
                    let x0 = Int(Double(x) * sx), x1 = max(x0 + 1, min(width, Int((Double(x + 1) * sx).rounded(.up))))
                    let y0 = Int(Double(y) * sy), y1 = max(y0 + 1, min(height, Int((Double(y + 1) * sy).rounded(.up))))
                    var sums = [0, 0, 0, 0]
                    for row in y0..<y1 {
                        for column in x0..<x1 {
                            let i = (row * width + column) * 4
                            for c in 0..<4 { sums[c] += Int(pixels[i + c]) }
                        }
                    }
                    let count = (x1 - x0) * (y1 - y0)
                    for c in 0..<4 { out[o + c] = UInt8((sums[c] + count / 2) / count) }
                } else {
                    let fx = min(max((Double(x) + 0.5) * sx - 0.5, 0), Double(width - 1))
                    let fy = min(max((Double(y) + 0.5) * sy - 0.5, 0), Double(height - 1))
                    let x0 = Int(fx), y0 = Int(fy), x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
                    let tx = fx - Double(x0), ty = fy - Double(y0)
                    for c in 0..<4 {
                        func p(_ px: Int, _ py: Int) -> Double { Double(pixels[(py * width + px) * 4 + c]) }
                        let top = p(x0, y0) * (1 - tx) + p(x1, y0) * tx, bottom = p(x0, y1) * (1 - tx) + p(x1, y1) * tx
                        out[o + c] = UInt8((top * (1 - ty) + bottom * ty).rounded())
                    }
                }
            }
        }
        return out
    }
}

import Foundation

extension UIColor {
    /// A pattern color (Core Graphics') tiling `image` at its size in points, drawn upright.
    static func patternColor(of image: UIImage) -> CGColor {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { info, context in
            guard let info else { return }
            let image = Unmanaged<UIImage>.fromOpaque(info).takeUnretainedValue()
            guard let cgImage = image.cgImage else { return }
            // Core Graphics draws an image bottom up: flipped, so that the tile stands upright.
            context.translateBy(x: 0, y: image.size.height)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(origin: .zero, size: image.size))
        }, releaseInfo: { info in
            if let info { Unmanaged<UIImage>.fromOpaque(info).release() }
        })
        let size = image.size
        let info = Unmanaged.passRetained(image).toOpaque()
        guard size.width > 0, size.height > 0,
              let pattern = CGPattern(info: info, bounds: CGRect(origin: .zero, size: size), matrix: .identity, xStep: size.width,
                                      yStep: size.height, tiling: .constantSpacing, isColored: true, callbacks: &callbacks),
              let space = CGColorSpace(patternBaseSpace: nil) else {
            Unmanaged<UIImage>.fromOpaque(info).release()
            return CGColor(gray: 0, alpha: 0)
        }
        var alpha: CGFloat = 1
        return CGColor(patternSpace: space, pattern: pattern, components: &alpha) ?? CGColor(gray: 0, alpha: 0)
    }

    /// The hue, saturation and brightness (HSB) and alpha in the current trait collection, as
    /// UIKit's `getHue(_:saturation:brightness:alpha:)` (pointers may be nil); false for a
    /// pattern color.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, opacity: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &opacity) else { return false }
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            switch maximum {
            case red: h = (green - blue) / range
            case green: h = 2 + (blue - red) / range
            default: h = 4 + (red - green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = opacity
        return true
    }
}

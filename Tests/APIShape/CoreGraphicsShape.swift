// The shape of Core Graphics' colors, color spaces and bitmaps as iOS code uses them (issue 28),
// through `import UIKit`. Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5
// language modes and run without trapping.
import UIKit

@MainActor
func coreGraphicsShape() {
    // Colors.
    let red: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let gray = CGColor(gray: 0.5, alpha: 1)
    let srgb = CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 1)
    let components: [CGFloat]? = red.components
    let space: CGColorSpace? = red.colorSpace
    let alpha: CGFloat = gray.alpha
    let count: Int = srgb.numberOfComponents
    let faded: CGColor? = red.copy(alpha: 0.5)
    let sRGBSpace: CGColorSpace? = CGColorSpace(name: CGColorSpace.sRGB)
    let converted: CGColor? = sRGBSpace.flatMap { gray.converted(to: $0, intent: .defaultIntent, options: nil) }
    let made: CGColor? = sRGBSpace.flatMap { CGColor(colorSpace: $0, components: [1, 0.5, 0, 1]) }
    _ = (components, space?.model == .rgb, alpha, count, faded, converted, made, red == srgb, CGColor.black, CGColor.white, CGColor.clear)
    _ = (CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceGray(), CGColorSpaceCreateDeviceCMYK().numberOfComponents,
         sRGBSpace?.name as String?, CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB, CGColorSpace.extendedSRGB,
         CGColorSpace.linearSRGB, CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray)
    let layer = CALayer()
    layer.backgroundColor = UIColor.systemBlue.cgColor
    layer.borderColor = red
    layer.shadowColor = UIColor.black.cgColor
    _ = UIColor(cgColor: layer.backgroundColor!)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]

    // Bitmaps.
    let bytes = [UInt8](repeating: 255, count: 16)
    let provider: CGDataProvider? = CGDataProvider(data: Data(bytes) as CFData)
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    let bitmap: CGImage? = provider.flatMap {
        CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: info, provider: $0, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
    if let bitmap {
        _ = (bitmap.width, bitmap.height, bitmap.bitsPerComponent, bitmap.bitsPerPixel, bitmap.bytesPerRow, bitmap.colorSpace,
             bitmap.alphaInfo, bitmap.bitmapInfo, bitmap.byteOrderInfo, bitmap.isMask, bitmap.shouldInterpolate, bitmap.renderingIntent,
             bitmap.dataProvider?.data, bitmap.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1)), bitmap.copy(),
             bitmap.copy(colorSpace: CGColorSpaceCreateDeviceRGB()))
        let image = UIImage(cgImage: bitmap)
        _ = (image.cgImage, UIImage(cgImage: bitmap, scale: 2, orientation: .up))
        layer.contents = bitmap
    }
    let mask: CGImage? = provider.flatMap {
        CGImage(maskWidth: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4, provider: $0, decode: nil, shouldInterpolate: false)
    }
    _ = mask
}

import Foundation

#if !canImport(Darwin)
extension CGImage {
    /// The image seen through `mask`, as Core Graphics' `masking(_:)`: the mask is stretched
    /// over the image; an image mask (`init(maskWidth:…)`) shows the image where its samples
    /// paint, a gray image without alpha shows it as much as it is light. Nil for another
    /// mask (a color image, or one with alpha) or when the image is itself a mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, mask.width > 0, mask.height > 0,
              mask.isMask || (mask.colorSpace?.model == .monochrome && mask.alphaInfo == .none) else { return nil }
        var masked = pixels
        for y in 0..<height {
            let maskRow = y * mask.height / height
            for x in 0..<width {
                let maskIndex = (maskRow * mask.width + x * mask.width / width) * 4
                // An image mask's painted samples are its alpha; a gray image's level is its red.
                let coverage = Int(mask.isMask ? mask.pixels[maskIndex + 3] : mask.pixels[maskIndex])
                let index = (y * width + x) * 4
                for channel in 0..<4 { masked[index + channel] = UInt8((Int(masked[index + channel]) * coverage + 127) / 255) }
            }
        }
        return CGImage(width: width, height: height, pixels: masked)
    }
}
#endif

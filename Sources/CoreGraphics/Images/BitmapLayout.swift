import Foundation

#if !canImport(Darwin)
/// How a bitmap's bytes hold its pixels, and their conversion to the premultiplied sRGB RGBA
/// that images are drawn from.
struct BitmapLayout {
    private let width: Int
    private let height: Int
    private let bitsPerComponent: Int
    private let bitsPerPixel: Int
    private let bytesPerRow: Int
    private let space: CGColorSpace?
    private let alpha: CGImageAlphaInfo
    private let littleEndian: Bool
    private let isMask: Bool
    /// Color components per pixel (0 for alpha only and masks).
    private let colorCount: Int

    /// The layout, or nil when it is inconsistent or not one this implementation reads.
    init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace?,
          bitmapInfo: CGBitmapInfo, isMask: Bool) {
        guard width >= 0, height >= 0, !bitmapInfo.contains(.floatComponents), let alpha = bitmapInfo.alphaInfo,
              let order = bitmapInfo.byteOrder else { return nil }
        let colorCount = isMask || alpha == .alphaOnly ? 0 : space?.numberOfComponents ?? 0
        guard isMask || alpha == .alphaOnly || (colorCount > 0 && space?.supportsOutput == true) else { return nil }
        let samples = colorCount + (isMask || alpha != .none ? 1 : 0)
        // Sub-byte samples only for one-sample pixels (gray without alpha, masks, alpha only).
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerComponent == 8 || samples == 1,
              bitsPerPixel >= samples * bitsPerComponent, bitsPerPixel % bitsPerComponent == 0,
              bitsPerPixel <= 32, bytesPerRow >= (width * bitsPerPixel + 7) / 8 else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.space = space
        self.alpha = isMask ? .alphaOnly : alpha
        littleEndian = (order == .order32Little && bitsPerPixel == 32) || (order == .order16Little && bitsPerPixel == 16)
        self.isMask = isMask
        self.colorCount = colorCount
    }

    /// The pixels as premultiplied sRGB RGBA, `decode` (two values per sample) applied; nil
    /// when `data` is too short.
    func premultipliedRGBA(from data: Data, decode: UnsafePointer<CGFloat>?) -> [UInt8]? {
        guard height == 0 || data.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8 else { return nil }
        let maxSample = (1 << bitsPerComponent) - 1
        let sampleCount = colorCount + (alpha == .none ? 0 : 1)
        // Each sample value, decoded, as 0…255, per sample index.
        let tables: [[UInt8]] = (0..<max(sampleCount, 1)).map { index in
            (0...maxSample).map { value in
                var unit = CGFloat(value) / CGFloat(maxSample)
                if let decode { unit = decode[2 * index] + unit * (decode[2 * index + 1] - decode[2 * index]) }
                return UInt8((min(max(unit, 0), 1) * 255).rounded())
            }
        }
        let toSRGB = transferTable()
        var out = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var samples = [UInt8](repeating: 0, count: 5)
            for y in 0..<height {
                for x in 0..<width {
                    read(bytes, x: x, y: y, into: &samples, tables: tables)
                    write(samples, to: &out, at: (y * width + x) * 4, toSRGB: toSRGB)
                }
            }
        }
        return out
    }

    /// The pixel's samples in logical order — color components, then alpha (255 when none) —
    /// after byte order, skipped bytes and `tables`.
    private func read(_ bytes: UnsafeRawBufferPointer, x: Int, y: Int, into samples: inout [UInt8], tables: [[UInt8]]) {
        let row = y * bytesPerRow
        if bitsPerComponent < 8 {
            let bit = x * bitsPerPixel
            let byte = bytes[row + bit / 8]
            let value = Int(byte >> UInt8(8 - bitsPerComponent - bit % 8)) & ((1 << bitsPerComponent) - 1)
            samples[0] = tables[0][value]
            samples[1] = 255
            return
        }
        let start = row + x * bitsPerPixel / 8, size = bitsPerPixel / 8
        func byte(_ index: Int) -> UInt8 { bytes[start + (littleEndian ? size - 1 - index : index)] }
        var offset = 0
        switch alpha {
        case .first, .premultipliedFirst, .noneSkipFirst: offset = 1
        default: break
        }
        for index in 0..<colorCount { samples[index] = tables[index][Int(byte(offset + index))] }
        switch alpha {
        case .none, .noneSkipFirst, .noneSkipLast: samples[colorCount] = 255
        case .first, .premultipliedFirst: samples[colorCount] = tables[colorCount][Int(byte(0))]
        case .last, .premultipliedLast: samples[colorCount] = tables[colorCount][Int(byte(colorCount))]
        case .alphaOnly: samples[0] = tables[0][Int(byte(0))]
        }
    }

    private func write(_ samples: [UInt8], to out: inout [UInt8], at index: Int, toSRGB: [UInt8]) {
        if colorCount == 0 {
            // Alpha only (a mask's sample is an inverse alpha): black with that alpha.
            out[index + 3] = isMask ? 255 - samples[0] : samples[0]
            return
        }
        let a = samples[colorCount]
        var rgb: (UInt8, UInt8, UInt8)
        switch colorCount {
        case 1: rgb = (toSRGB[Int(samples[0])], toSRGB[Int(samples[0])], toSRGB[Int(samples[0])])
        case 3: rgb = (toSRGB[Int(samples[0])], toSRGB[Int(samples[1])], toSRGB[Int(samples[2])])
        default:
            let k = 255 - Int(samples[3])
            rgb = (UInt8((255 - Int(samples[0])) * k / 255), UInt8((255 - Int(samples[1])) * k / 255), UInt8((255 - Int(samples[2])) * k / 255))
        }
        if alpha == .first || alpha == .last {
            func premultiply(_ value: UInt8) -> UInt8 { UInt8((Int(value) * Int(a) + 127) / 255) }
            rgb = (premultiply(rgb.0), premultiply(rgb.1), premultiply(rgb.2))
        }
        out[index] = rgb.0
        out[index + 1] = rgb.1
        out[index + 2] = rgb.2
        out[index + 3] = a
    }

    /// Each 8-bit component value in the space's curve, as an sRGB value.
    private func transferTable() -> [UInt8] {
        guard let space, space.transfer != .sRGB, space.model != .cmyk else { return (0...255).map { UInt8($0) } }
        let gray = CGColorSpace(name: "", model: .monochrome, transfer: space.transfer)
        return (0...255).map { value in
            let color = CGColor(space: gray, [CGFloat(value) / 255, 1])
            return UInt8(((color.sRGBComponents?.red ?? 0) * 255).rounded())
        }
    }
}
#endif

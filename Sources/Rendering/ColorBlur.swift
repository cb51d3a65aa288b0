import Foundation

/// A Gaussian blur of premultiplied 32-bit pixels (Cairo's ARGB32), approximated by three box
/// blurs in each direction as `AlphaBlur` does for masks, all four channels at once. Pixels
/// beyond the edges repeat the edge pixel, so a blurred edge keeps its color.
enum ColorBlur {
    /// Blurs `width × height` pixels `stride` bytes per row apart, in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = AlphaBlur.boxWidths(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        let words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        let rowWords = stride / 4
        let longest = max(width, height)
        let even = UnsafeMutablePointer<UInt64>.allocate(capacity: longest), odd = UnsafeMutablePointer<UInt64>.allocate(capacity: longest)
        defer {
            even.deallocate()
            odd.deallocate()
        }
        for boxWidth in widths {
            let radius = boxWidth / 2
            for row in 0..<height { boxBlur(words + row * rowWords, count: width, step: 1, radius: radius, even: even, odd: odd) }
            for column in 0..<width { boxBlur(words + column, count: height, step: rowWords, radius: radius, even: even, odd: odd) }
        }
    }

    /// One box blur of `radius` along `count` pixels `step` words apart. Each pixel's channels
    /// are first spread two to a 64-bit word (0 and 2 in `even`, 1 and 3 in `odd`, each in its
    /// own 32-bit half), so that one addition sums two channels.
    private static func boxBlur(_ values: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int,
                                even: UnsafeMutablePointer<UInt64>, odd: UnsafeMutablePointer<UInt64>) {
        for index in 0..<count {
            let value = UInt64(values[index * step])
            even[index] = value & 0xFF | (value >> 16 & 0xFF) << 32
            odd[index] = value >> 8 & 0xFF | (value >> 24 & 0xFF) << 32
        }
        let width = UInt64(2 * radius + 1), reciprocal = ((1 << 24) + width / 2) / width
        let last = count - 1
        // The edge pixels stand for the pixels beyond the edges.
        var evenSum = even[0] &* UInt64(radius + 1), oddSum = odd[0] &* UInt64(radius + 1)
        for index in Swift.stride(from: 1, through: radius, by: 1) {
            evenSum &+= even[min(index, last)]
            oddSum &+= odd[min(index, last)]
        }
        for index in 0..<count {
            let c0 = ((evenSum & 0xFFFF_FFFF) * reciprocal + (1 << 23)) >> 24, c2 = ((evenSum >> 32) * reciprocal + (1 << 23)) >> 24
            let c1 = ((oddSum & 0xFFFF_FFFF) * reciprocal + (1 << 23)) >> 24, c3 = ((oddSum >> 32) * reciprocal + (1 << 23)) >> 24
            values[index * step] = UInt32(truncatingIfNeeded: c0 | c1 << 8 | c2 << 16 | c3 << 24)
            let entering = min(index + radius + 1, last), leaving = max(index - radius, 0)
            evenSum = evenSum &+ even[entering] &- even[leaving]
            oddSum = oddSum &+ odd[entering] &- odd[leaving]
        }
    }
}

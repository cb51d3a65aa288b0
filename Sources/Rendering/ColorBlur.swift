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
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for boxWidth in widths {
            let radius = boxWidth / 2
            for row in 0..<height { boxBlur(words + row * rowWords, count: width, step: 1, radius: radius, line: line) }
            for column in 0..<width { boxBlur(words + column, count: height, step: rowWords, radius: radius, line: line) }
        }
    }

    /// One box blur of `radius` along `count` pixels `step` words apart; the sums of the four
    /// channels are kept two to a 64-bit word, each in its own 32-bit half.
    private static func boxBlur(_ values: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int,
                                line: UnsafeMutablePointer<UInt32>) {
        for index in 0..<count { line[index] = values[index * step] }
        let width = UInt64(2 * radius + 1), reciprocal = ((1 << 24) + width / 2) / width
        // Channels 0 and 2 in `even`, 1 and 3 in `odd`, each in its own 32-bit half.
        @inline(__always) func spread(_ pixel: UInt32) -> (UInt64, UInt64) {
            let value = UInt64(pixel)
            return (value & 0xFF | (value >> 16 & 0xFF) << 32, value >> 8 & 0xFF | (value >> 24 & 0xFF) << 32)
        }
        let first = spread(line[0]), last = spread(line[count - 1])
        // The edge pixels stand for the pixels beyond the edges.
        var evenSum = first.0 &* UInt64(radius + 1), oddSum = first.1 &* UInt64(radius + 1)
        for index in stride(from: 1, through: radius, by: 1) {
            let pixel = spread(line[min(index, count - 1)])
            evenSum &+= pixel.0
            oddSum &+= pixel.1
        }
        for index in 0..<count {
            let low = (evenSum & 0xFFFF_FFFF) * reciprocal, high = (evenSum >> 32) * reciprocal
            let oddLow = (oddSum & 0xFFFF_FFFF) * reciprocal, oddHigh = (oddSum >> 32) * reciprocal
            let c0 = (low + (1 << 23)) >> 24, c2 = (high + (1 << 23)) >> 24
            let c1 = (oddLow + (1 << 23)) >> 24, c3 = (oddHigh + (1 << 23)) >> 24
            values[index * step] = UInt32(truncatingIfNeeded: c0 | c1 << 8 | c2 << 16 | c3 << 24)
            let entering = index + radius + 1 < count ? spread(line[index + radius + 1]) : last
            let leaving = index - radius >= 0 ? spread(line[index - radius]) : first
            evenSum = evenSum &+ entering.0 &- leaving.0
            oddSum = oddSum &+ entering.1 &- leaving.1
        }
    }
}

import Foundation

/// A Gaussian blur of premultiplied 32-bit pixels (Cairo's ARGB32), approximated by three box
/// blurs in each direction as `AlphaBlur` does for masks, all four channels at once. Pixels
/// beyond the edges repeat the edge pixel, so a blurred edge keeps its color.
///
/// Each pixel's channels are spread two to a 64-bit word (0 and 2 in one, 1 and 3 in another,
/// each in its own 32-bit half), so that one addition sums two channels. The boxes sum without
/// dividing — the six boxes of the widest blur done here (σ under 2.5 pixels: widths up to 5)
/// sum at most 255 × 5⁶ per channel, well inside a half — and the total is divided once at the
/// end. The vertical boxes run along rows (a running sum per column), so every pass reads
/// memory in order. The working memory is kept from one blur to the next (a renderer keeps one).
final class ColorBlur {
    private var scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
    private var scratchCapacity = 0

    deinit { scratch.deallocate() }

    /// The widest blur done here, in pixels: the renderer scales a region down until its blur
    /// is narrower, and a wider one is blurred at this width (so that the sums stay in a half).
    static let largestSigma = 2.5

    /// Blurs `width × height` pixels `stride` bytes per row apart, in place.
    func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let widths = AlphaBlur.boxWidths(sigma: min(sigma, Self.largestSigma))
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        let divisor = widths.reduce(1) { $0 * $1 * $1 }
        let count = width * height
        let words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        let rowWords = stride / 4
        let needed = 3 * count + max(width, height)
        if scratchCapacity < needed {
            scratch.deallocate()
            (scratch, scratchCapacity) = (UnsafeMutablePointer<UInt64>.allocate(capacity: needed), needed)
        }
        let even = scratch, odd = scratch + count, spare = scratch + 2 * count, line = scratch + 3 * count
        for row in 0..<height {
            for column in 0..<width {
                let value = UInt64(words[row * rowWords + column])
                even[row * width + column] = value & 0xFF | (value >> 16 & 0xFF) << 32
                odd[row * width + column] = value >> 8 & 0xFF | (value >> 24 & 0xFF) << 32
            }
        }
        for channels in [even, odd] {
            for boxWidth in widths where boxWidth > 1 {
                for row in 0..<height { Self.sumAcross(channels + row * width, count: width, radius: boxWidth / 2, line: line) }
            }
            var (source, destination) = (channels, spare)
            for boxWidth in widths where boxWidth > 1 {
                Self.sumDown(source, into: destination, width: width, height: height, radius: boxWidth / 2, sums: line)
                (source, destination) = (destination, source)
            }
            if source != channels { channels.update(from: source, count: count) }
        }
        // Divided by multiplying by 2⁴⁰/divisor rounded up: exact for sums under 2³².
        let half = UInt64(divisor / 2), reciprocal = ((1 << 40) + UInt64(divisor) - 1) / UInt64(divisor)
        for row in 0..<height {
            for column in 0..<width {
                let e = even[row * width + column] &+ (half | half << 32), o = odd[row * width + column] &+ (half | half << 32)
                let c0 = ((e & 0xFFFF_FFFF) &* reciprocal) >> 40, c2 = ((e >> 32) &* reciprocal) >> 40
                let c1 = ((o & 0xFFFF_FFFF) &* reciprocal) >> 40, c3 = ((o >> 32) &* reciprocal) >> 40
                words[row * rowWords + column] = UInt32(truncatingIfNeeded: c0 | c1 << 8 | c2 << 16 | c3 << 24)
            }
        }
    }

    /// Replaces each of `count` values by the sum of the `2 × radius + 1` around it (the edge
    /// values standing for those beyond), through `line`.
    private static func sumAcross(_ values: UnsafeMutablePointer<UInt64>, count: Int, radius: Int, line: UnsafeMutablePointer<UInt64>) {
        line.update(from: values, count: count)
        let last = count - 1
        var sum = line[0] &* UInt64(radius + 1)
        for index in 1...radius { sum &+= line[min(index, last)] }
        // Only the first and last `radius + 1` values reach beyond an edge.
        let inner = radius..<max(radius, count - radius - 1)
        for index in 0..<min(radius, count) {
            values[index] = sum
            sum = sum &+ line[min(index + radius + 1, last)] &- line[0]
        }
        for index in inner {
            values[index] = sum
            sum = sum &+ line[index + radius + 1] &- line[index - radius]
        }
        for index in max(radius, inner.upperBound)..<count {
            values[index] = sum
            sum = sum &+ line[last] &- line[max(index - radius, 0)]
        }
    }

    /// Writes into `destination` the sum of the `2 × radius + 1` rows around each row of
    /// `source` (the edge rows standing for those beyond), a running sum per column in `sums`.
    private static func sumDown(_ source: UnsafeMutablePointer<UInt64>, into destination: UnsafeMutablePointer<UInt64>, width: Int,
                                height: Int, radius: Int, sums: UnsafeMutablePointer<UInt64>) {
        let last = height - 1
        for column in 0..<width { sums[column] = source[column] &* UInt64(radius + 1) }
        for index in 1...radius {
            let row = source + min(index, last) * width
            for column in 0..<width { sums[column] &+= row[column] }
        }
        for row in 0..<height {
            let output = destination + row * width
            let entering = source + min(row + radius + 1, last) * width, leaving = source + max(row - radius, 0) * width
            for column in 0..<width {
                output[column] = sums[column]
                sums[column] = sums[column] &+ entering[column] &- leaving[column]
            }
        }
    }
}

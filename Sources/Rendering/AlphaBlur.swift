import Foundation

/// A Gaussian blur of an alpha mask, approximated by three box blurs in each direction (the
/// sum of three uniform distributions is within a few percent of a Gaussian), each a running
/// sum: the cost grows with the number of pixels, not with the radius. Pixels beyond the edges
/// count as transparent.
enum AlphaBlur {
    /// The widths of three boxes whose successive blurs approximate a Gaussian of standard
    /// deviation `sigma` pixels (W. Jarosz's and I. Kutskir's construction); none for a sigma
    /// under half a pixel.
    static func boxWidths(sigma: Double) -> [Int] {
        guard sigma >= 0.5, sigma.isFinite else { return [] }
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let smaller = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { $0 < smaller ? lower : lower + 2 }
    }

    /// Blurs `alpha` (`width × height` values, rows top to bottom) in place.
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let widths = boxWidths(sigma: sigma)
        guard !widths.isEmpty, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        alpha.withUnsafeMutableBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { line in
                for boxWidth in widths {
                    let radius = boxWidth / 2
                    for row in 0..<height {
                        boxBlur(pixels.baseAddress! + row * width, count: width, step: 1, radius: radius, line: line.baseAddress!)
                    }
                    for column in 0..<width {
                        boxBlur(pixels.baseAddress! + column, count: height, step: width, radius: radius, line: line.baseAddress!)
                    }
                }
            }
        }
    }

    /// One box blur of `radius` along a line of `count` values `step` apart.
    private static func boxBlur(_ values: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                line: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count { line[index] = values[index * step] }
        // Dividing by the width as a multiplication by its reciprocal in 2^-24ths.
        let width = UInt64(2 * radius + 1), reciprocal = ((1 << 24) + width / 2) / width
        var sum: UInt64 = 0
        for index in 0..<min(radius, count) { sum += UInt64(line[index]) }
        for index in 0..<count {
            let entering = index + radius, leaving = index - radius - 1
            if entering < count { sum += UInt64(line[entering]) }
            if leaving >= 0 { sum -= UInt64(line[leaving]) }
            values[index * step] = UInt8(truncatingIfNeeded: min(255, (sum * reciprocal + (1 << 23)) >> 24))
        }
    }
}

import Foundation
import Rendering
import Testing
import UIKit

/// Compares rendered frames with the reference PNGs in `References/`.
///
/// Tolerance: a pixel matches when each of its RGBA channels is within 3 of the reference's
/// (of 255); a picture matches when at most 0.2 % of its pixels do not (room for a different
/// Cairo or Pango antialiasing a glyph edge, never for a moved or missing element).
/// A missing reference is recorded (and the test fails, so that a person looks at it); set
/// `RECORD_PICTURES=1` to record them all again. A failing comparison writes the actual frame
/// and a difference mask next to the build, under `.build/picture-failures/`.
@MainActor
enum PictureComparison {
    static let channelTolerance = 3
    static let mismatchedFractionAllowed = 0.002

    static let referenceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let failureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/picture-failures").standardized

    static func expectMatches(_ target: RenderTarget, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let referencePath = referenceDirectory.appendingPathComponent(name + ".png").path
        let recording = ProcessInfo.processInfo.environment["RECORD_PICTURES"] == "1"
        if recording || !FileManager.default.fileExists(atPath: referencePath) {
            try target.writePNG(to: referencePath)
            Issue.record("recorded the reference picture \(referencePath): look at it, then run the test again",
                         sourceLocation: sourceLocation)
            return
        }
        let reference = try Rendering.loadPNG(referencePath)
        // Through a PNG file, so that both sides are decoded the same way.
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let actualPath = failureDirectory.appendingPathComponent(name + "-actual.png").path
        try target.writePNG(to: actualPath)
        let actual = try Rendering.loadPNG(actualPath)
        guard actual.pixelWidth == reference.pixelWidth, actual.pixelHeight == reference.pixelHeight else {
            Issue.record("\(name): the frame is \(actual.pixelWidth)×\(actual.pixelHeight) pixels, the reference \(reference.pixelWidth)×\(reference.pixelHeight)",
                         sourceLocation: sourceLocation)
            return
        }
        let (mismatched, mask) = compare(actual.pixels, reference.pixels)
        let pixelCount = actual.pixelWidth * actual.pixelHeight
        if Double(mismatched) > Double(pixelCount) * mismatchedFractionAllowed {
            let maskImage = UIImage(pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight, pixels: mask)
            let maskView = UIImageView(frame: CGRect(origin: .zero, size: maskImage.size))
            maskView.image = maskImage
            try ViewRenderer().renderFrame(maskView, scale: 1, background: .black)
                .writePNG(to: failureDirectory.appendingPathComponent(name + "-difference.png").path)
            Issue.record("\(name): \(mismatched) of \(pixelCount) pixels differ from the reference (see \(actualPath))",
                         sourceLocation: sourceLocation)
        } else {
            try? FileManager.default.removeItem(atPath: actualPath)
        }
    }

    /// The number of pixels differing by more than the tolerance, and a mask showing them in red
    /// over a dimmed copy of the reference.
    private static func compare(_ actual: [UInt8], _ reference: [UInt8]) -> (Int, [UInt8]) {
        var mismatched = 0
        var mask = [UInt8](repeating: 0, count: actual.count)
        for offset in stride(from: 0, to: actual.count, by: 4) {
            var differs = false
            for channel in 0..<4 where abs(Int(actual[offset + channel]) - Int(reference[offset + channel])) > channelTolerance {
                differs = true
            }
            if differs {
                mismatched += 1
                mask[offset] = 255
                mask[offset + 3] = 255
            } else {
                for channel in 0..<3 { mask[offset + channel] = reference[offset + channel] / 4 }
                mask[offset + 3] = 255
            }
        }
        return (mismatched, mask)
    }
}

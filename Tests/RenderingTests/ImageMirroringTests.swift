import Foundation
import Rendering
import Testing
import UIKit

/// Images drawn turned and mirrored: an orientation in an image view, and an image flipped for
/// right-to-left layouts in a right-to-left image view.
@Suite(.serialized) @MainActor struct ImageMirroringTests {
    init() {
        Rendering.install()
    }

    /// 4×2 points: red on the left, blue on the right.
    private let halves: UIImage = Rendering.makeImage(size: CGSize(width: 4, height: 2), scale: 1) { g in
        g.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: .red, cornerRadius: 0)
        g.fill(CGRect(x: 2, y: 0, width: 2, height: 2), color: .blue, cornerRadius: 0)
    }

    private func drawn(_ imageView: UIImageView) -> (left: [UInt8], right: [UInt8]) {
        let image = ViewRenderer().renderFrame(imageView, scale: 1).image()
        let right = (image.pixelWidth - 1) * 4
        return (Array(image.pixels[0..<4]), Array(image.pixels[right..<right + 4]))
    }

    @Test func anImageFlippedForRightToLeftIsMirroredInARightToLeftView() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        imageView.image = halves.imageFlippedForRightToLeftLayoutDirection()
        #expect(imageView.image?.flipsForRightToLeftLayoutDirection == true && !halves.flipsForRightToLeftLayoutDirection)
        #expect(drawn(imageView) == ([255, 0, 0, 255], [0, 0, 255, 255]), "left to right: as it is")
        imageView.semanticContentAttribute = .forceRightToLeft
        #expect(drawn(imageView) == ([0, 0, 255, 255], [255, 0, 0, 255]), "right to left: mirrored")
        imageView.image = halves
        #expect(drawn(imageView) == ([255, 0, 0, 255], [0, 0, 255, 255]), "other images are not")
    }

    @Test func anImageViewDrawsAnOrientedImageUpright() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        imageView.image = UIImage(cgImage: halves.cgImage!, scale: 1, orientation: .upMirrored)
        #expect(drawn(imageView) == ([0, 0, 255, 255], [255, 0, 0, 255]))
        imageView.image = UIImage(cgImage: halves.cgImage!, scale: 1, orientation: .down)
        #expect(drawn(imageView) == ([0, 0, 255, 255], [255, 0, 0, 255]))
    }
}

import Foundation
import Rendering
import Testing
@testable import UIKit

/// `snapshotView(afterScreenUpdates:)`, `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
/// and `drawHierarchy(in:afterScreenUpdates:)`: pictures of a view and its subviews drawn by the
/// rendering module.
@Suite(.serialized) @MainActor struct ViewSnapshotTests {
    init() {
        Rendering.install()
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    /// A 40 × 20 blue view at (30, 10) whose right half is a red subview.
    private func scene() -> UIView {
        let view = UIView(frame: CGRect(x: 30, y: 10, width: 40, height: 20))
        view.backgroundColor = .blue
        view.traitOverrides.displayScale = 2
        let half = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        half.backgroundColor = .red
        view.addSubview(half)
        return view
    }

    @Test func aSnapshotViewShowsTheViewAndItsSubviewsWhereTheViewIs() throws {
        let view = scene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 30, y: 10, width: 40, height: 20))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        #expect(pixel(image, 10, 20) == [0, 0, 255, 255])
        #expect(pixel(image, 70, 20) == [255, 0, 0, 255])
    }

    @Test func aResizableSnapshotCropsTheRect() throws {
        let view = scene()
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 20, height: 20),
                                                                afterScreenUpdates: false, withCapInsets: .zero) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(pixel(image, 5, 20) == [0, 0, 255, 255])
        #expect(pixel(image, 35, 20) == [255, 0, 0, 255])
    }

    @Test func drawHierarchyDrawsIntoTheCurrentContext() {
        let view = scene()
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true), "no current context")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 40, y: 0, width: 40, height: 20), afterScreenUpdates: false)
        }
        #expect(drew)
        #expect(pixel(image, 10, 10) == [0, 0, 0, 0])
        #expect(pixel(image, 50, 10) == [0, 0, 255, 255])
        #expect(pixel(image, 70, 10) == [255, 0, 0, 255])
    }
}

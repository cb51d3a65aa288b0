import Foundation
import Rendering
import Testing
import UIKit

/// The flow layout guide's figures 3-1 to 3-5, drawn and compared with reference pictures.
@Suite(.serialized) @MainActor struct GuideFigureTests {
    init() { Rendering.install() }

    private func uniform(_ count: Int, _ size: CGSize = CGSize(width: 50, height: 50)) -> [CGSize] {
        Array(repeating: size, count: count)
    }

    @Test func figure3_1SectionsWithHeadersAndFooters() throws {
        let scene = FigureScene(size: CGSize(width: 240, height: 360), sections: [
            .init(itemSizes: uniform(7), inset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                  header: CGSize(width: 0, height: 28), footer: CGSize(width: 0, height: 20)),
            .init(itemSizes: uniform(5), inset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                  header: CGSize(width: 0, height: 28), footer: CGSize(width: 0, height: 20)),
        ]) { $0.minimumInteritemSpacing = 8; $0.minimumLineSpacing = 8 }
        try PictureComparison.expectMatches(scene.render(scale: 2), "figure-3-1-sections")
    }

    @Test func figure3_2ItemsOfDifferentSizesAreCentredOnTheirLine() throws {
        let sizes = [CGSize(width: 50, height: 30), CGSize(width: 40, height: 70), CGSize(width: 60, height: 50),
                     CGSize(width: 45, height: 20), CGSize(width: 70, height: 60), CGSize(width: 50, height: 40)]
        let scene = FigureScene(size: CGSize(width: 240, height: 200), sections: [
            .init(itemSizes: sizes, inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
        ]) { $0.minimumInteritemSpacing = 10; $0.minimumLineSpacing = 10 }
        #expect(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.midY
            == scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.midY)
        try PictureComparison.expectMatches(scene.render(scale: 2), "figure-3-2-different-sizes")
    }

    @Test func figure3_3ExtraSpaceWidensTheInteritemSpacing() throws {
        // Four 50-point items fit a 230-point line with 10 points to spare at the minimum
        // spacing of 10: the gaps widen to 13.33 and the last item touches the edge.
        let scene = FigureScene(size: CGSize(width: 230, height: 130), sections: [.init(itemSizes: uniform(8))]) {
            $0.minimumInteritemSpacing = 10; $0.minimumLineSpacing = 10
        }
        scene.collectionView.layoutIfNeeded()
        #expect(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.maxX == 230)
        try PictureComparison.expectMatches(scene.render(scale: 2), "figure-3-3-interitem-spacing")
    }

    @Test func figure3_4LineSpacingIsMeasuredFromTheTallestItems() throws {
        let sizes = [CGSize(width: 60, height: 40), CGSize(width: 60, height: 80), CGSize(width: 60, height: 40),
                     CGSize(width: 60, height: 60), CGSize(width: 60, height: 30), CGSize(width: 60, height: 30)]
        let scene = FigureScene(size: CGSize(width: 220, height: 200), sections: [.init(itemSizes: sizes)]) {
            $0.minimumInteritemSpacing = 20; $0.minimumLineSpacing = 20
        }
        try PictureComparison.expectMatches(scene.render(scale: 2), "figure-3-4-line-spacing")
    }

    @Test func figure3_5SectionInsetsShrinkTheSpaceForCells() throws {
        let scene = FigureScene(size: CGSize(width: 240, height: 380), sections: [
            .init(itemSizes: uniform(6), inset: UIEdgeInsets(top: 20, left: 40, bottom: 20, right: 40),
                  header: CGSize(width: 0, height: 28), footer: CGSize(width: 0, height: 20)),
            .init(itemSizes: uniform(3), inset: .zero, header: CGSize(width: 0, height: 28)),
        ]) { $0.minimumInteritemSpacing = 10; $0.minimumLineSpacing = 10 }
        try PictureComparison.expectMatches(scene.render(scale: 2), "figure-3-5-section-insets")
    }

    @Test func horizontalFlowPutsHeadersBeforeEachSection() throws {
        let scene = FigureScene(size: CGSize(width: 360, height: 180), sections: [
            .init(itemSizes: uniform(5), inset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                  header: CGSize(width: 60, height: 0), footer: CGSize(width: 40, height: 0)),
            .init(itemSizes: uniform(4), inset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                  header: CGSize(width: 60, height: 0)),
        ]) { $0.scrollDirection = .horizontal; $0.minimumInteritemSpacing = 8; $0.minimumLineSpacing = 8 }
        try PictureComparison.expectMatches(scene.render(scale: 2), "flow-horizontal-headers")
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A drag held near a collection view's edge scrolls it, faster nearer the edge, until the
/// content's end; the drop then goes where the touch is in the scrolled content.
@Suite @MainActor struct DragAutoscrollTests {
    /// Thirty words, 3 a row, in a 300-point square collection view (1,000 points of content).
    private func thirtyWords() -> (DragDropFixture, WordsCollection) {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: (0..<30).map { "w\($0)" }, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        fixture.add(words)
        return (fixture, words)
    }

    @Test func holdingNearTheBottomEdgeScrollsToTheEndAndDropsThere() {
        let (fixture, words) = thirtyWords()
        let touch = fixture.lift(at: CGPoint(x: 50, y: 50))
        // 22 points from the bottom edge: half the maximum speed, 500 points a second.
        fixture.move(touch, to: CGPoint(x: 50, y: 278))
        let start = words.collectionView.contentOffset.y
        fixture.run(0.5)
        let moved = words.collectionView.contentOffset.y - start
        #expect(abs(moved - 250) < 20, "about 500 points a second: \(moved)")
        fixture.run(3)
        #expect(words.collectionView.contentOffset == CGPoint(x: 0, y: 700), "it stops at the content's end (1,000 - 300)")
        fixture.input.end(touch)
        fixture.run(0.5)
        // The touch is over item 27 of the scrolled content (row 9, column 0).
        #expect((26...27).contains(words.words.firstIndex(of: "w0") ?? -1), "dropped where the touch was: \(words.words)")
        #expect(words.words.count == 30)
    }

    @Test func awayFromTheEdgesNothingScrolls() {
        let (fixture, words) = thirtyWords()
        let touch = fixture.lift(at: CGPoint(x: 50, y: 50))
        fixture.move(touch, to: CGPoint(x: 150, y: 150))
        fixture.run(1)
        #expect(words.collectionView.contentOffset == .zero)
        fixture.input.end(touch)
        fixture.run(0.5)
    }
}

import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Swipe actions of list rows, driven step by step on the hand-stepped clock.
@Suite @MainActor struct SwipeActionTests {
    /// A plain list of a, b, c whose rows swipe to Delete and Flag, recording what they did.
    @MainActor
    private final class Rows {
        var deleted: [String] = []
        var flagged: [String] = []
        private(set) var fixture: ListFixture!

        init() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let item = fixture.dataSource.itemIdentifier(for: indexPath) ?? ""
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                    deleted.append(item)
                    completion(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
                    flagged.append(item)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            fixture = ListFixture(configuration, sections: [["a", "b", "c"]])
        }
    }

    private func run(_ clock: ManualAnimationClock) {
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
    }

    @Test func aShortSwipeRevealsTheActionsAndATapPerformsOne() throws {
        let clock = useManualClock()
        let rows = Rows()
        let view = rows.fixture.collectionView
        #expect(view.swipeBegan(at: CGPoint(x: 300, y: 66)))
        view.swipeChanged(translation: -100)
        let cell = try #require(rows.fixture.cell(1))
        #expect(cell.contentView.frame.minX == -100)
        #expect(cell.configurationState.isSwiped)
        view.swipeEnded(velocity: 0)
        run(clock)
        let revealed = try #require(cell.swipeActionsView).revealedWidth
        #expect(cell.swipeOffset == -revealed)
        #expect(revealed >= 148, "two buttons of at least 74 points")
        // The first action, Delete, is the outermost: at the row's trailing edge.
        view.handleTap(at: CGPoint(x: 390 - 10, y: 66))
        run(clock)
        #expect(rows.deleted == ["b"])
        #expect(cell.swipeOffset == 0 && !cell.configurationState.isSwiped)
        #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let clock = useManualClock()
        let rows = Rows()
        let view = rows.fixture.collectionView
        #expect(view.swipeBegan(at: CGPoint(x: 300, y: 22)))
        view.swipeChanged(translation: -300)
        view.swipeEnded(velocity: -100)
        run(clock)
        #expect(rows.deleted == ["a"])
    }

    @Test func aSmallSwipeClosesAgainAndATapElsewhereCloses() throws {
        let clock = useManualClock()
        let rows = Rows()
        let view = rows.fixture.collectionView
        view.swipeBegan(at: CGPoint(x: 300, y: 22))
        view.swipeChanged(translation: -20)
        view.swipeEnded(velocity: 0)
        run(clock)
        #expect(rows.fixture.cell(0)?.swipeOffset == 0)
        view.swipeBegan(at: CGPoint(x: 300, y: 22))
        view.swipeChanged(translation: -120)
        view.swipeEnded(velocity: 0)
        run(clock)
        #expect(rows.fixture.cell(0)?.swipeOffset ?? 0 < 0)
        view.handleTap(at: CGPoint(x: 100, y: 110))
        run(clock)
        #expect(rows.fixture.cell(0)?.swipeOffset == 0)
        #expect(rows.deleted.isEmpty && rows.flagged.isEmpty)
    }

    @Test func rowsWithoutActionsDoNotSwipe() {
        let fixture = ListFixture(.init(appearance: .plain), sections: [["a"]])
        #expect(!fixture.collectionView.swipeBegan(at: CGPoint(x: 300, y: 22)))
    }
}

/// A swiped row is clipped to its shape, an inset-grouped one to its section's corners.
@Suite @MainActor struct SwipedRowClippingTests {
    @Test func aSwipedInsetGroupedRowIsClippedToItsRoundedCorners() throws {
        let clock = useManualClock()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let fixture = ListFixture(configuration, sections: [["Airplane Mode"]])
        let view = fixture.collectionView
        #expect(view.swipeBegan(at: CGPoint(x: 195, y: 57)))
        view.swipeChanged(translation: -120)
        view.swipeEnded(velocity: 0)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        let cell = try #require(fixture.cell(0))
        #expect(cell.clipsToBounds && cell.layer.cornerRadius == 26)
        view.handleTap(at: CGPoint(x: 100, y: 300))
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        #expect(!cell.clipsToBounds && cell.layer.cornerRadius == 0)
    }
}

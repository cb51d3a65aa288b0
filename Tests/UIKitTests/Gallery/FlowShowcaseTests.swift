import Foundation
import Testing
import PhotoAlbum
@testable @_spi(Host) import UIKit

/// The gallery's flow showcase in a window as the gallery shows it (a navigation controller in
/// a tab bar controller), driven by synthetic touches on a hand-stepped clock: editing and
/// deleting, dragging between the grid and the shelf, the context menu's actions.
@Suite @MainActor struct FlowShowcaseTests {
    @MainActor private struct App {
        let window: UIWindow
        let flow: FlowShowcaseViewController
        let input: TouchInput
        let clock: ManualAnimationClock

        func run(_ seconds: TimeInterval) {
            for _ in 0..<Int((seconds * 60).rounded()) {
                clock.advance(by: 1.0 / 60)
                window.layoutIfNeeded()
            }
        }

        /// The centre of a tile in the window.
        func centre(of indexPath: IndexPath, in collectionView: UICollectionView) -> CGPoint {
            let attributes = collectionView.layoutAttributesForItem(at: indexPath)!
            return collectionView.convert(attributes.center, to: window)
        }

        /// A long press at `start` that then moves to `end` in ten steps and lifts.
        func drag(from start: CGPoint, to end: CGPoint) {
            let finger = input.begin(at: start)
            run(0.6)
            for step in 1...10 {
                let t = CGFloat(step) / 10
                input.move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                run(1.0 / 60)
            }
            input.end(finger)
            run(1)
        }

        /// Every item each collection view shows, as the board has it.
        func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
            let grid = flow.collectionView!
            #expect(grid.numberOfSections == flow.board.sections.count, sourceLocation: sourceLocation)
            for section in 0..<grid.numberOfSections {
                #expect(grid.numberOfItems(inSection: section) == flow.board.count(in: .grid, section: section),
                        sourceLocation: sourceLocation)
            }
            #expect(flow.shelfView.numberOfItems(inSection: 0) == flow.board.shelf.count, sourceLocation: sourceLocation)
        }
    }

    private func launch() -> App {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let flow = FlowShowcaseViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: flow)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return App(window: window, flow: flow, input: TouchInput(window: window), clock: clock)
    }

    @Test func theGridSitsUnderTheNavigationBarAndTheShelfAboveTheTabBar() {
        let app = launch()
        #expect(app.flow.navigationItem.rightBarButtonItem === app.flow.editButtonItem)
        #expect(app.flow.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 49 - 112))
        #expect(app.flow.collectionView.adjustedContentInset.top == 44)
        #expect(app.flow.shelfView.superview?.frame == CGRect(x: 0, y: 844 - 49 - 112, width: 390, height: 112))
        #expect(app.flow.board.count(in: .grid) == 100 && app.flow.board.shelf.isEmpty)
    }

    @Test func editingSelectsSeveralTilesAndTheTrashDeletesThem() {
        let app = launch()
        let grid = app.flow.collectionView!
        app.flow.setEditing(true, animated: false)
        #expect(grid.isEditing && app.flow.navigationItem.leftBarButtonItem === app.flow.trashItem)
        #expect(!app.flow.trashItem.isEnabled)
        app.input.tap(at: app.centre(of: IndexPath(item: 1, section: 0), in: grid))
        app.input.tap(at: app.centre(of: IndexPath(item: 3, section: 0), in: grid))
        #expect(grid.indexPathsForSelectedItems?.sorted() == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(app.flow.trashItem.isEnabled)
        app.flow.trashItem.primaryAction?.perform(sender: nil)
        app.run(0.5)
        #expect(app.flow.board.sections[0].tiles.prefix(4).map(\.label) == ["0", "2", "4", "5"])
        #expect(app.flow.board.count(in: .grid) == 98)
        app.expectConsistent()
        app.flow.setEditing(false, animated: false)
        #expect(grid.indexPathsForSelectedItems == [] && app.flow.navigationItem.leftBarButtonItem == nil)
    }

    @Test func aTileDraggedOntoTheShelfMovesThereAndBack() {
        let app = launch()
        let grid = app.flow.collectionView!, shelf = app.flow.shelfView!
        let shelfCentre = shelf.convert(CGPoint(x: shelf.bounds.midX, y: shelf.bounds.midY), to: app.window)
        app.flow.setEditing(true, animated: false)
        app.drag(from: app.centre(of: IndexPath(item: 0, section: 0), in: grid), to: shelfCentre)
        #expect(app.flow.board.shelf.map(\.label) == ["0"])
        #expect(app.flow.board.count(in: .grid) == 99)
        #expect(!grid.hasActiveDrag && !shelf.hasUncommittedUpdates)
        app.expectConsistent()
        app.drag(from: app.centre(of: IndexPath(item: 0, section: 0), in: shelf),
                 to: app.centre(of: IndexPath(item: 2, section: 0), in: grid))
        #expect(app.flow.board.shelf.isEmpty && app.flow.board.count(in: .grid) == 100)
        #expect(app.flow.board.sections[0].tiles.prefix(4).map(\.label).contains("0"))
        app.expectConsistent()
    }

    @Test func outsideEditingTheMenuTurnsIntoADragWhenTheFingerMoves() {
        let app = launch()
        let grid = app.flow.collectionView!, shelf = app.flow.shelfView!
        let shelfCentre = shelf.convert(CGPoint(x: shelf.bounds.midX, y: shelf.bounds.midY), to: app.window)
        app.drag(from: app.centre(of: IndexPath(item: 1, section: 0), in: grid), to: shelfCentre)
        #expect(app.flow.board.shelf.map(\.label) == ["1"] && app.flow.board.count(in: .grid) == 99)
        #expect(!app.flow.isShowingContextMenu && !grid.hasActiveDrag)
        app.expectConsistent()
    }

    @Test func aDragWithinTheGridReorders() {
        let app = launch()
        let grid = app.flow.collectionView!
        app.flow.setEditing(true, animated: false)
        app.drag(from: app.centre(of: IndexPath(item: 0, section: 0), in: grid),
                 to: app.centre(of: IndexPath(item: 2, section: 0), in: grid))
        #expect(app.flow.board.sections[0].tiles.prefix(4).map(\.label) == ["1", "2", "0", "3"])
        app.expectConsistent()
    }

    /// A long press on the grid's tile `item` (not editing) and the menu it shows, in the window.
    private func showMenu(_ app: App, onItem item: Int) -> CGRect? {
        let finger = app.input.begin(at: app.centre(of: IndexPath(item: item, section: 0), in: app.flow.collectionView))
        app.run(0.6)
        app.input.end(finger)
        app.run(0.6)
        guard app.window.subviews.count > 1 else { return nil }
        return app.window.subviews.last?.subviews.last?.frame
    }

    @Test func theContextMenuDuplicatesMovesAndDeletes() throws {
        let app = launch()
        // Duplicate (the first row, 44 points high): a copy right after the tile.
        let menu = try #require(showMenu(app, onItem: 2))
        #expect(app.flow.isShowingContextMenu && menu.width == 250 && menu.height == 3 * 44)
        app.input.tap(at: CGPoint(x: menu.midX, y: menu.minY + 22))
        app.run(0.6)
        #expect(!app.flow.isShowingContextMenu && app.window.subviews.count == 1)
        #expect(app.flow.board.sections[0].tiles.prefix(5).map(\.label) == ["0", "1", "2", "2′", "3"])
        app.expectConsistent()
        // Move to Shelf (the second row).
        let second = try #require(showMenu(app, onItem: 0))
        app.input.tap(at: CGPoint(x: second.midX, y: second.minY + 66))
        app.run(0.6)
        #expect(app.flow.board.shelf.map(\.label) == ["0"] && app.flow.board.count(in: .grid) == 100)
        app.expectConsistent()
        // Delete (the third row, destructive).
        let third = try #require(showMenu(app, onItem: 0))
        app.input.tap(at: CGPoint(x: third.midX, y: third.minY + 110))
        app.run(0.6)
        #expect(app.flow.board.sections[0].tiles.prefix(3).map(\.label) == ["2", "2′", "3"])
        #expect(app.flow.board.count(in: .grid) == 99)
        app.expectConsistent()
    }

    @Test func aShiftDragSelectsSeveralTilesAndTurnsEditingOn() {
        let app = launch()
        let grid = app.flow.collectionView!
        app.input.modifierFlags = .shift
        let finger = app.input.begin(at: app.centre(of: IndexPath(item: 0, section: 0), in: grid), type: .indirectPointer)
        for item in 1...2 {
            app.run(1.0 / 60)
            app.input.move(finger, to: app.centre(of: IndexPath(item: item, section: 0), in: grid))
        }
        app.input.end(finger)
        app.run(0.3)
        #expect(app.flow.isEditing && grid.isEditing && app.flow.navigationItem.leftBarButtonItem === app.flow.trashItem)
        #expect(grid.indexPathsForSelectedItems?.sorted() == (0...2).map { IndexPath(item: $0, section: 0) })
        #expect(app.flow.trashItem.isEnabled)
    }

    @Test func aSecondaryClickOpensTheMenuAtOnce() throws {
        let app = launch()
        app.input.buttonMask = .secondary
        let click = app.input.begin(at: app.centre(of: IndexPath(item: 1, section: 0), in: app.flow.collectionView),
                                    type: .indirectPointer)
        app.input.end(click)
        app.run(0.6)
        #expect(app.flow.isShowingContextMenu)
        let menu = try #require(app.window.subviews.last?.subviews.last?.frame)
        app.input.buttonMask = .primary
        app.input.tap(at: CGPoint(x: menu.midX, y: menu.minY + 110))
        app.run(0.6)
        #expect(app.flow.board.sections[0].tiles.prefix(3).map(\.label) == ["0", "2", "3"])
        #expect(app.flow.collectionView.indexPathsForSelectedItems == [])
        app.expectConsistent()
    }

    @Test func noMenuWhileEditingALongPressLiftsTheTileInstead() {
        let app = launch()
        app.flow.setEditing(true, animated: false)
        #expect(showMenu(app, onItem: 0) == nil)
        #expect(!app.flow.isShowingContextMenu)
    }
}

/// The flow showcase's model on its own.
@Suite struct FlowBoardTests {
    @Test func removingAndInsertingKeepEveryTileOnce() {
        var board = FlowBoard.showcase
        #expect(board.sections.map(\.tiles.count) == [24, 30, 30, 16] && board.count(in: .grid) == 100)
        board.remove(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)],
                     from: .grid)
        #expect(board.sections[0].tiles.prefix(3).map(\.label) == ["0", "2", "4"] && board.sections[1].tiles.first?.label == "25")
        let tile = board.remove(at: IndexPath(item: 0, section: 0), from: .grid)
        board.insert(tile, at: IndexPath(item: 99, section: 0), in: .shelf)
        #expect(board.shelf.map(\.label) == ["0"] && board.indexPath(ofTile: 0, in: .shelf) == IndexPath(item: 0, section: 0))
        #expect(board.indexPath(ofTile: 0, in: .grid) == nil && board.count(in: .grid) == 96)
        #expect(board.endIndexPath(in: .grid) == IndexPath(item: 16, section: 3))
        #expect(board.endIndexPath(in: .shelf) == IndexPath(item: 1, section: 0))
    }

    @Test func copiesGetNewIdentitiesAndTheOriginalsColor() {
        var board = FlowBoard.showcase
        let original = board.tile(at: IndexPath(item: 5, section: 2), in: .grid)
        let first = board.makeCopy(of: original), second = board.makeCopy(of: original)
        #expect(original.label == "59" && first.label == "59′" && first.palette == 2)
        #expect(first.id == 100 && second.id == 101)
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Drag and drop sessions stepped with scripted touches: lifting, proposals per position, the
/// gap, reorders, moves between collection views, placeholders and cancelling.
@Suite @MainActor struct DragDropSessionTests {
    let letters = ["a", "b", "c", "d", "e", "f", "g"]

    @Test func aLongPressLiftsTheItemIntoADragWithAPreviewAboveEverything() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        fixture.add(words)
        let touch = fixture.input.begin(at: CGPoint(x: 150, y: 50))
        fixture.run(0.4)
        #expect(!words.collectionView.hasActiveDrag)
        #expect(words.log.isEmpty)
        fixture.run(0.15)
        #expect(words.collectionView.hasActiveDrag)
        #expect(words.log.prefix(2) == ["itemsForBeginning 1", "dragWillBegin"])
        fixture.run(0.3)
        let preview = fixture.window.subviews.last!
        #expect(preview !== words.collectionView)
        #expect(preview.center == CGPoint(x: 150, y: 50))
        #expect(abs(preview.transform.a - ActiveDrag.liftScale) < 0.001)
        #expect(abs(preview.alpha - ActiveDrag.liftAlpha) < 0.001)
        fixture.input.move(touch, to: CGPoint(x: 170, y: 80))
        #expect(preview.center == CGPoint(x: 170, y: 80))
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(!words.collectionView.hasActiveDrag)
        #expect(preview.superview == nil)
    }

    @Test func destinationsAreTheGapBeforeOrAfterTheItemUnderTheTouch() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        words.operation = nil
        fixture.add(words)
        let touch = fixture.lift(at: CGPoint(x: 50, y: 50))
        var seen: [Int?] = []
        for point in [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50), CGPoint(x: 130, y: 50), CGPoint(x: 180, y: 150),
                      CGPoint(x: 30, y: 250), CGPoint(x: 90, y: 250), CGPoint(x: 250, y: 250)] {
            fixture.input.move(touch, to: point)
            seen.append(words.destinations.last!?.item)
        }
        #expect(seen == [0, 1, 1, 5, 6, 7, 7])
        #expect(!words.collectionView.hasUncommittedUpdates)
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(words.words == letters)
        #expect(words.log.last == "dragDidEnd")
        #expect(!words.log.contains { $0.hasPrefix("performDrop") })
    }

    @Test func hoveringOpensTheGapByMovingTheDraggedItemAndDroppingReorders() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        fixture.add(words)
        let touch = fixture.lift(at: DragDropFixture.center(of: 0))
        fixture.move(touch, to: DragDropFixture.center(of: 4))
        fixture.run(0.5)
        #expect(words.collectionView.hasUncommittedUpdates)
        #expect(words.collectionView.hasActiveDrop)
        #expect(words.words == letters)
        #expect(words.shownWords == ["b", "c", "d", "e", "a", "f", "g"])
        #expect(words.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == true)
        #expect(words.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == .zero)
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(words.words == ["b", "c", "d", "e", "a", "f", "g"])
        #expect(words.shownWords == ["b", "c", "d", "e", "a", "f", "g"])
        #expect(words.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == false)
        #expect(!words.collectionView.hasUncommittedUpdates)
        #expect(!words.collectionView.hasActiveDrop && !words.collectionView.hasActiveDrag)
        #expect(words.log.filter { $0.hasPrefix("performDrop") } == ["performDrop 4"])
        #expect(words.log.suffix(2) == ["dropDidEnd", "dragDidEnd"])
    }

    @Test(arguments: [1, 2, 3])
    func randomReordersMatchAnArrayOracle(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: (0..<9).map { "w\($0)" }, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        fixture.add(words)
        var oracle = words.words
        for _ in 0..<6 {
            let source = Int.random(in: 0..<9, using: &random)
            let target = Int.random(in: 0..<9, using: &random)
            let touch = fixture.lift(at: DragDropFixture.center(of: source))
            fixture.move(touch, to: DragDropFixture.center(of: target), steps: 12)
            fixture.input.end(touch)
            fixture.run(0.5)
            oracle.insert(oracle.remove(at: source), at: target)
            #expect(words.words == oracle, "move \(source) → \(target)")
            #expect(words.shownWords.map { $0 ?? "" } == oracle)
            #expect(!words.collectionView.hasUncommittedUpdates)
        }
    }

    @Test func theReorderingCadenceDelaysTheGap() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        words.collectionView.reorderingCadence = .slow
        fixture.add(words)
        let touch = fixture.lift(at: DragDropFixture.center(of: 0))
        #expect(words.collectionView.dropGapPath == IndexPath(item: 0, section: 0))
        fixture.move(touch, to: DragDropFixture.center(of: 2), steps: 2)
        #expect(words.collectionView.dropGapPath == IndexPath(item: 0, section: 0))
        fixture.run(0.3)
        #expect(words.collectionView.dropGapPath == IndexPath(item: 0, section: 0))
        fixture.run(0.3)
        #expect(words.collectionView.dropGapPath == IndexPath(item: 2, section: 0))
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(words.words == ["b", "c", "a", "d", "e", "f", "g"])
    }

    @Test func droppingOutsideCancelsAndRestoresEverything() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        fixture.add(words)
        let touch = fixture.lift(at: DragDropFixture.center(of: 1))
        fixture.move(touch, to: DragDropFixture.center(of: 5))
        #expect(words.shownWords.map { $0 ?? "" } == ["a", "c", "d", "e", "f", "b", "g"])
        fixture.move(touch, to: CGPoint(x: 450, y: 450))
        #expect(!words.collectionView.hasActiveDrop)
        #expect(words.collectionView.hasActiveDrag)
        #expect(!words.collectionView.hasUncommittedUpdates)
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(words.words == letters)
        #expect(words.shownWords.map { $0 ?? "" } == letters)
        #expect(words.log.filter { ["enter", "exit", "dropDidEnd", "dragDidEnd"].contains($0) }
                == ["enter", "exit", "dropDidEnd", "dragDidEnd"])
        #expect(fixture.window.subviews.count == 1)
        #expect(!words.collectionView.hasActiveDrag)
    }

    @Test func releasingOverAForbiddenProposalCancels() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        words.operation = .forbidden
        fixture.add(words)
        fixture.drag(from: DragDropFixture.center(of: 0), to: DragDropFixture.center(of: 3))
        #expect(words.words == letters)
        #expect(!words.log.contains { $0.hasPrefix("performDrop") })
        #expect(words.log.suffix(3) == ["exit", "dropDidEnd", "dragDidEnd"])
    }

    @Test func itemsMoveBetweenTwoCollectionViews() {
        let fixture = DragDropFixture()
        let left = WordsCollection("A", words: ["a", "b", "c"], frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let right = WordsCollection("B", words: ["x", "y"], frame: CGRect(x: 300, y: 0, width: 300, height: 300))
        right.partner = left
        fixture.add(left)
        fixture.add(right)
        let touch = fixture.lift(at: DragDropFixture.center(of: 1))
        fixture.move(touch, to: DragDropFixture.center(of: 1, origin: CGPoint(x: 300, y: 0)))
        #expect(right.collectionView.hasActiveDrop && !left.collectionView.hasActiveDrop)
        #expect(left.collectionView.hasActiveDrag && !right.collectionView.hasActiveDrag)
        #expect(right.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(right.collectionView.dropGapPath == IndexPath(item: 1, section: 0))
        #expect(right.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        fixture.input.end(touch)
        fixture.run(0.5)
        #expect(left.words == ["a", "c"])
        #expect(right.words == ["x", "b", "y"])
        #expect(right.shownWords.map { $0 ?? "" } == ["x", "b", "y"])
        #expect(left.shownWords.map { $0 ?? "" } == ["a", "c"])
        #expect(left.log.filter { ["enter", "exit", "dragDidEnd", "dropDidEnd"].contains($0) }
                == ["enter", "exit", "dropDidEnd", "dragDidEnd"])
        #expect(right.log.filter { $0 != "canHandle" } == ["enter", "performDrop 1", "dropDidEnd"])
    }

    @Test func aPlaceholderStandsInUntilCommittedOrDeleted() throws {
        let fixture = DragDropFixture()
        let left = WordsCollection("A", words: ["a", "b"], frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let right = WordsCollection("B", words: ["x", "y"], frame: CGRect(x: 300, y: 0, width: 300, height: 300))
        right.usesPlaceholders = true
        fixture.add(left)
        fixture.add(right)
        fixture.drag(from: DragDropFixture.center(of: 0), to: DragDropFixture.center(of: 1, origin: CGPoint(x: 300, y: 0)))
        fixture.drag(from: DragDropFixture.center(of: 1), to: DragDropFixture.center(of: 0, origin: CGPoint(x: 300, y: 0)))
        #expect(right.placeholderContexts.count == 2)
        #expect(right.words == ["x", "y"])
        #expect(right.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(right.collectionView.hasUncommittedUpdates)
        #expect(right.shownWords == ["placeholder", "x", "placeholder", "y"])
        #expect(right.placeholderContexts[0].dragItem.localObject as? String == "a")
        var insertedAt: IndexPath?
        #expect(right.placeholderContexts[0].commitInsertion { path in
            insertedAt = path
            right.words.insert("a", at: path.item)
        })
        fixture.run(0.5)
        #expect(insertedAt == IndexPath(item: 1, section: 0))
        #expect(right.shownWords == ["placeholder", "x", "a", "y"])
        #expect(right.collectionView.hasUncommittedUpdates)
        #expect(right.placeholderContexts[1].deletePlaceholder())
        fixture.run(0.5)
        #expect(right.shownWords == ["x", "a", "y"])
        #expect(!right.collectionView.hasUncommittedUpdates)
        #expect(!right.placeholderContexts[1].deletePlaceholder())
        #expect(!right.placeholderContexts[0].commitInsertion { _ in Issue.record("committed twice") })
        #expect(left.words == ["a", "b"])
    }

    @Test func theDragTakesTheLongPressFromTheStandardReorderingGesture() {
        let fixture = DragDropFixture()
        let words = WordsCollection("A", words: letters, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let standard = InteractiveMovementGestureRecognizer()
        words.collectionView.addGestureRecognizer(standard)
        fixture.add(words)
        fixture.drag(from: DragDropFixture.center(of: 0), to: DragDropFixture.center(of: 2))
        #expect(words.log.contains("performDrop 2"))
        #expect(words.words == ["b", "c", "a", "d", "e", "f", "g"])
        words.collectionView.dragInteractionEnabled = false
        words.log.removeAll()
        fixture.drag(from: DragDropFixture.center(of: 0), to: DragDropFixture.center(of: 1))
        #expect(words.log.isEmpty)
    }

    @Test func itemProvidersLoadStringsAndInAppObjects() {
        let provider = NSItemProvider(object: "hello" as NSString)
        provider.registerObject("world", visibility: .ownProcess)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { string, error in
            #expect(error == nil)
            loaded = string
        }
        #expect(loaded == "hello" || loaded == "world")
        var loadedNS: NSString?
        provider.loadObject(ofClass: NSString.self) { string, _ in loadedNS = string }
        #expect(loadedNS == "hello")
        let empty = NSItemProvider()
        #expect(!empty.canLoadObject(ofClass: String.self))
        var failed = false
        empty.loadObject(ofClass: String.self) { string, error in failed = string == nil && error != nil }
        #expect(failed)
    }
}

@_spi(Host) import UIKit
import XCTest

/// Apple's "Selecting multiple items with a two-finger pan gesture", collection view half: the
/// collection view allows multiple selection while editing, the delegate lets the pan begin and
/// puts the controller in editing mode when it does.
final class MultiSelectGridController: UICollectionViewController {
    var events: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.allowsMultipleSelectionDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
        events.append(editing ? "editing" : "done")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        events.append("began \(indexPath.item)")
        setEditing(true, animated: true)
    }

    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        events.append("ended")
    }
}

final class MultipleSelectionPortingTests: ManualClockTestCase {
    private func makeGrid() -> (UIWindow, MultiSelectGridController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let controller = MultiSelectGridController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// Moves `fingers` down together, `steps` frames of `step` points each.
    private func pan(_ fingers: [UITouch], with input: TouchInput, down step: CGFloat, steps: Int) {
        let starts = fingers.map { $0.location(in: nil) }
        for index in 1...steps {
            clock.advance(by: 1.0 / 60)
            input.move(zip(fingers, starts).map { ($0, CGPoint(x: $1.x, y: $1.y + CGFloat(index) * step)) })
        }
    }

    private func selectedItems(_ controller: MultiSelectGridController) -> [Int] {
        (controller.collectionView.indexPathsForSelectedItems ?? []).map(\.item).sorted()
    }

    func testTwoFingerPanSelectsTheItemsItCrossesAndEntersEditing() {
        let (window, controller) = makeGrid()
        let input = TouchInput(window: window)
        // Two fingers on item 1 (the middle of the first row), moving down to item 7.
        let fingers = input.begin(at: [CGPoint(x: 140, y: 50), CGPoint(x: 160, y: 50)])
        pan(fingers, with: input, down: 20, steps: 10)
        XCTAssertEqual(controller.events, ["began 1", "editing"])
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.collectionView.isEditing)
        XCTAssertEqual(selectedItems(controller), [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(controller.collectionView.contentOffset, .zero, "the pan selects; it does not scroll")
        // Back up to item 4: items 5 to 7 go back to unselected.
        clock.advance(by: 1.0 / 60)
        input.move(fingers.map { ($0, CGPoint(x: $0.location(in: nil).x, y: 150)) })
        XCTAssertEqual(selectedItems(controller), [1, 2, 3, 4])
        input.end(fingers)
        XCTAssertEqual(controller.events, ["began 1", "editing", "ended"])
        XCTAssertEqual(selectedItems(controller), [1, 2, 3, 4])
        // A tap while editing adds to the selection; a pan from a selected item deselects.
        input.tap(at: CGPoint(x: 250, y: 450))
        clock.advance(by: 1)
        XCTAssertEqual(selectedItems(controller), [1, 2, 3, 4, 14])
        let again = input.begin(at: [CGPoint(x: 240, y: 50), CGPoint(x: 260, y: 50)])
        pan(again, with: input, down: 20, steps: 5)
        input.end(again)
        XCTAssertEqual(selectedItems(controller), [1, 14], "items 2 to 5 deselected")
    }

    func testHoldingNearTheBottomEdgeScrollsAndSelectsOn() {
        let (window, controller) = makeGrid()
        let input = TouchInput(window: window)
        let fingers = input.begin(at: [CGPoint(x: 140, y: 50), CGPoint(x: 160, y: 50)])
        pan(fingers, with: input, down: 48, steps: 9)
        XCTAssertEqual(controller.collectionView.contentOffset.y, 0)
        for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
        XCTAssertEqual(controller.collectionView.contentOffset.y, 500, "scrolled to the end of the 1,000-point grid")
        input.end(fingers)
        // The fingers ended over row 9 (items 27 to 29) of the scrolled grid, in its middle column.
        XCTAssertEqual(selectedItems(controller), Array(1...28))
    }

    func testShiftDragWithAPointerSelectsLikeTwoFingers() {
        let (window, controller) = makeGrid()
        let input = TouchInput(window: window)
        input.modifierFlags = .shift
        let pointer = input.begin(at: CGPoint(x: 50, y: 50), type: .indirectPointer)
        for step in 1...5 {
            clock.advance(by: 1.0 / 60)
            input.move(pointer, to: CGPoint(x: 50 + CGFloat(step) * 40, y: 50))
        }
        input.end(pointer)
        XCTAssertEqual(selectedItems(controller), [0, 1, 2])
        XCTAssertEqual(controller.events, ["began 0", "editing", "ended"])
    }

    func testOneFingerStillScrolls() {
        let (window, controller) = makeGrid()
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 150, y: 400))
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 150, y: 400 - CGFloat(step) * 20))
        }
        input.end(finger)
        XCTAssertGreaterThan(controller.collectionView.contentOffset.y, 100)
        XCTAssertEqual(selectedItems(controller), [])
        XCTAssertEqual(controller.events, [])
        XCTAssertFalse(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            .allowsMultipleSelectionDuringEditing)
    }
}

@_spi(Host) import UIKit
import XCTest

/// Apple's documented interactive reordering, as iOS apps write it: a long-press recognizer
/// whose action drives the collection view's interactive movement.
final class ReorderableGridController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    var numbers = Array(0..<12)

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
        let longPressGesture = UILongPressGestureRecognizer(target: self, action: { [weak self] gesture in
            self?.handleLongGesture(gesture as! UILongPressGestureRecognizer)
        })
        collectionView.addGestureRecognizer(longPressGesture)
    }

    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else {
                break
            }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let number = numbers.remove(at: sourceIndexPath.item)
        numbers.insert(number, at: destinationIndexPath.item)
    }
}

/// A custom discrete recognizer written against `UIGestureRecognizerSubclass`: a downward then
/// upward stroke (a "V").
final class VeeGestureRecognizer: UIGestureRecognizer {
    private var lowest: CGPoint?
    private var wentDown = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let touch = touches.first, let view = view else { return }
        let point = touch.location(in: view), previous = touch.previousLocation(in: view)
        if point.y > previous.y {
            if lowest != nil { state = .failed }
            wentDown = true
        } else if point.y < previous.y, wentDown, lowest == nil {
            lowest = previous
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = lowest != nil ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        lowest = nil
        wentDown = false
    }
}

final class TapCounterView: UIView, UIGestureRecognizerDelegate {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let doubleTap = UITapGestureRecognizer(target: self, action: { [weak self] _ in self?.log.append("double") })
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: { [weak self] recognizer in
            let point = recognizer.location(in: self)
            self?.log.append("single \(Int(point.x)),\(Int(point.y))")
        })
        singleTap.require(toFail: doubleTap)
        singleTap.delegate = self
        addGestureRecognizer(singleTap)
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.location(in: self).y < 200
    }
}

final class ShortcutViewController: UIViewController {
    var saved = 0
    var typed: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: { [weak self] _ in self?.saved += 1 })]
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        typed.append(key.charactersIgnoringModifiers)
    }
}

final class EventsPortingTests: ManualClockTestCase {
    func testLongPressReordersAsAppleDocumentsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ReorderableGridController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 50, y: 50))
        clock.advance(by: 0.6)
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 50 + 17 * CGFloat(step), y: 50))
        }
        input.end(finger)
        clock.advance(by: 1)
        XCTAssertEqual(controller.numbers.prefix(4), [1, 0, 2, 3])
    }

    func testACustomRecognizerSeesTheStroke() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        var recognized: [UIGestureRecognizer.State] = []
        let vee = VeeGestureRecognizer(target: nil, action: { recognized.append($0.state) })
        window.addGestureRecognizer(vee)
        let input = TouchInput(window: window)
        var finger = input.begin(at: CGPoint(x: 10, y: 10))
        input.move(finger, to: CGPoint(x: 40, y: 80))
        input.move(finger, to: CGPoint(x: 70, y: 10))
        input.end(finger)
        XCTAssertEqual(recognized, [.ended])
        finger = input.begin(at: CGPoint(x: 10, y: 10))
        input.move(finger, to: CGPoint(x: 40, y: 80))
        input.end(finger)
        XCTAssertEqual(recognized, [.ended])
        XCTAssertEqual(vee.state, .possible)
    }

    func testSingleTapWaitsForTheDoubleTapToFail() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = TapCounterView(frame: window.bounds)
        window.addSubview(view)
        let input = TouchInput(window: window)
        input.tap(at: CGPoint(x: 30, y: 40))
        XCTAssertEqual(view.log, [])
        clock.advance(by: 0.4)
        XCTAssertEqual(view.log, ["single 30,40"])
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 30, y: 40))
        clock.advance(by: 0.1)
        input.tap(at: CGPoint(x: 32, y: 40))
        clock.advance(by: 1)
        XCTAssertEqual(view.log, ["single 30,40", "double"])
        input.tap(at: CGPoint(x: 30, y: 300))
        clock.advance(by: 1)
        XCTAssertEqual(view.log, ["single 30,40", "double"])
    }

    func testKeyCommandsAndPressesReachTheFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ShortcutViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertTrue(controller.becomeFirstResponder())
        XCTAssertTrue(controller.isFirstResponder)
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        keys.press(UIKey(keyCode: .keyboardH, characters: "h"))
        XCTAssertEqual(controller.saved, 1)
        XCTAssertEqual(controller.typed, ["h"])
        XCTAssertEqual(UIKeyCommand.inputUpArrow, "UIKeyInputUpArrow")
        XCTAssertTrue(UIWindow(frame: .zero).isHidden)
        XCTAssertFalse(UIImageView().isUserInteractionEnabled)
        XCTAssertFalse(UILabel().isUserInteractionEnabled)
        XCTAssertFalse(UIView().isMultipleTouchEnabled)
    }

    func testClicksCarryTheirButtonsAndModifiers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var taps: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        let tap = UITapGestureRecognizer(target: nil, action: { recognizer in
            taps.append((recognizer.buttonMask, recognizer.modifierFlags))
        })
        XCTAssertEqual(tap.buttonMaskRequired, .primary)
        window.addGestureRecognizer(tap)
        let input = TouchInput(window: window)
        input.modifierFlags = .shift
        input.end(input.begin(at: CGPoint(x: 30, y: 40), type: .indirectPointer))
        clock.advance(by: 1)
        input.buttonMask = .secondary
        input.end(input.begin(at: CGPoint(x: 30, y: 40), type: .indirectPointer))
        clock.advance(by: 1)
        input.modifierFlags = []
        input.tap(at: CGPoint(x: 30, y: 40))
        XCTAssertEqual(taps.map(\.0), [.primary, []])
        XCTAssertEqual(taps.map(\.1), [.shift, []])
        XCTAssertEqual(UIEvent.ButtonMask.button(2), .secondary)
    }

    func testPanTranslationAndVelocity() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(card)
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer(target: nil, action: { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: card.superview))
            if pan.state == .ended { endVelocity = pan.velocity(in: card.superview) }
        })
        card.addGestureRecognizer(pan)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 50, y: 50))
        for step in 1...5 {
            clock.advance(by: 0.02)
            input.move(finger, to: CGPoint(x: 50 + 10 * CGFloat(step), y: 50))
        }
        input.end(finger)
        XCTAssertEqual(translations, [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 40, y: 0),
                                      CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 0)])
        XCTAssertEqual(endVelocity.x, 500, accuracy: 1e-9)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
    }
}

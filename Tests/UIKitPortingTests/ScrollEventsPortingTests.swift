@_spi(Host) import UIKit
import XCTest

/// Scroll events as iPad code meets them: a card that moves with a trackpad or a mouse wheel
/// (`allowedScrollTypesMask`, iOS 13.4), and keyboard scrolling (`allowsKeyboardScrolling`,
/// iOS 17). The host's wheel is `UIWindow.sendScroll(by:at:type:)`; keys are `KeyInput`'s.
final class ScrollEventsPortingTests: ManualClockTestCase {
    /// A card that the pointer's scrolls move, as a panel library writes it.
    final class DraggableCard: UIView, UIGestureRecognizerDelegate {
        let pan = UIPanGestureRecognizer()
        var log: [String] = []
        var refuses = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            pan.allowedScrollTypesMask = .all
            pan.delegate = self
            pan.addTarget(self) { [unowned self] recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                let translation = pan.translation(in: self)
                log.append("\(pan.state.rawValue):\(Int(translation.x)),\(Int(translation.y))")
            }
            addGestureRecognizer(pan)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuses }
    }

    /// A scroll view that takes the keyboard, as a document view does.
    final class DocumentScrollView: UIScrollView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Records the presses that reach it up the responder chain.
    final class PressRecordingView: UIView {
        var pressed: [UIKeyboardHIDUsage] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            pressed += presses.compactMap { $0.key?.keyCode }
        }
    }

    /// A view the keyboard can focus.
    final class FocusableView: UIView {
        override var canBecomeFocused: Bool { true }
    }

    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
    }

    private func settle() {
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
    }

    private func makeScrollView<S: UIScrollView>(_ scrollView: S) -> S {
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        return scrollView
    }

    func testPansTakeScrollsOnlyWhenTheirMaskAllowsThem() {
        XCTAssertEqual(UIPanGestureRecognizer().allowedScrollTypesMask, [], "UIKit: none by default")
        XCTAssertEqual(UIScrollView().panGestureRecognizer.allowedScrollTypesMask, .all, "a scroll view's pan takes all")
        XCTAssertEqual(UIScrollTypeMask.all, [.discrete, .continuous])
        XCTAssertEqual(UIScrollTypeMask.discrete.rawValue, 1 << UIScrollType.discrete.rawValue)
        XCTAssertEqual(UIScrollTypeMask.continuous.rawValue, 2)
    }

    func testAWheelPansTheCardUntilItRests() {
        let card = DraggableCard(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        window.addSubview(card)
        XCTAssertTrue(window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(card.log, ["1:0,0", "2:0,-40"], "a wheel turned down pans up, as a finger dragging the content")
        XCTAssertEqual(card.pan.numberOfTouches, 0)
        XCTAssertEqual(card.pan.location(in: card), CGPoint(x: 80, y: 80))
        clock.advance(by: 0.05)
        // A later notch goes to the same pan wherever the pointer is.
        XCTAssertTrue(window.sendScroll(by: CGPoint(x: 10, y: 0), at: CGPoint(x: 300, y: 400)))
        XCTAssertEqual(card.log.last, "2:-10,-40")
        XCTAssertEqual(card.pan.state, .changed)
        settle()
        XCTAssertEqual(card.log.last, "3:-10,-40", "the pan ends once the wheel rests")
        XCTAssertEqual(card.pan.state, .possible)
        // The next turn is a new pan, from zero.
        window.sendScroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(card.log.suffix(2), ["1:0,0", "2:0,40"])
    }

    func testTheInnermostTakerGetsTheWheel() {
        let scrollView = makeScrollView(UIScrollView())
        let card = DraggableCard(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        scrollView.addSubview(card)
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(scrollView.contentOffset.y, 0, "the card's pan took the wheel")
        XCTAssertEqual(card.log.count, 2)
        settle()
        // Outside the card the scroll view scrolls, without bounce.
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 300, y: 400))
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        // A card whose delegate refuses leaves the wheel to the scroll view.
        card.refuses = true
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(scrollView.contentOffset.y, 80)
        XCTAssertEqual(card.log.count, 3)
        // A pan that takes only trackpads ignores a mouse's wheel (the card, scrolled up by
        // 80 points, is under the pointer at y 50).
        card.refuses = false
        card.pan.allowedScrollTypesMask = .continuous
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(scrollView.contentOffset.y, 120)
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 50), type: .continuous)
        XCTAssertEqual(scrollView.contentOffset.y, 120)
        XCTAssertEqual(card.log.suffix(2), ["1:0,0", "2:0,-40"])
    }

    func testAVerticalWheelOverANestedStripScrollsTheList() {
        let list = makeScrollView(UIScrollView())
        let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 120))
        strip.contentSize = CGSize(width: 1000, height: 120)
        list.addSubview(strip)
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(list.contentOffset.y, 40, "the strip scrolls only sideways: the list takes a vertical wheel")
        XCTAssertEqual(strip.contentOffset.x, 0)
        window.sendScroll(by: CGPoint(x: 30, y: 0), at: CGPoint(x: 100, y: 120))
        XCTAssertEqual(strip.contentOffset.x, 30, "a sideways wheel scrolls the strip")
        // A strip with no list around it turns a vertical wheel sideways.
        list.removeFromSuperview()
        strip.frame.origin = .zero
        window.addSubview(strip)
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(strip.contentOffset.x, 70)
    }

    func testAScrollViewWhosePanRefusesScrollsIsNotScrolledByTheWheel() {
        let scrollView = makeScrollView(UIScrollView())
        scrollView.panGestureRecognizer.allowedScrollTypesMask = []
        XCTAssertFalse(window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(window.sendScroll(by: CGPoint(x: 0, y: CGFloat.nan), at: CGPoint(x: 100, y: 100)), "a NaN scroll is dropped")
    }

    func testDisablingThePanMidScrollCancelsIt() {
        let card = DraggableCard(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        window.addSubview(card)
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        card.pan.isEnabled = false
        XCTAssertEqual(card.log.last, "4:0,-40")
        settle()
        XCTAssertEqual(card.pan.state, .possible)
        card.pan.isEnabled = true
        window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(card.log.suffix(2), ["1:0,0", "2:0,-40"])
    }

    func testKeysScrollTheFirstResponder() {
        let scrollView = makeScrollView(DocumentScrollView())
        XCTAssertTrue(scrollView.allowsKeyboardScrolling, "UIKit: true from iOS 17")
        XCTAssertTrue(scrollView.becomeFirstResponder())
        let keys = KeyInput(window: window)
        func press(_ code: UIKeyboardHIDUsage, _ characters: String, _ flags: UIKeyModifierFlags = []) {
            keys.press(UIKey(keyCode: code, characters: characters, modifierFlags: flags))
            settle()
        }
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        XCTAssertEqual(scrollView.contentOffset.y, 40, "an arrow scrolls a line")
        press(.keyboardPageDown, UIKeyCommand.inputPageDown)
        XCTAssertEqual(scrollView.contentOffset.y, 510, "a page: the visible 480 less 10 kept in view")
        press(.keyboardSpacebar, " ", .shift)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow, .alternate)
        XCTAssertEqual(scrollView.contentOffset.y, 510)
        press(.keyboardEnd, UIKeyCommand.inputEnd)
        XCTAssertEqual(scrollView.contentOffset.y, 1520)
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        XCTAssertEqual(scrollView.contentOffset.y, 1520, "kept inside the content")
        press(.keyboardUpArrow, UIKeyCommand.inputUpArrow, .command)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        XCTAssertEqual(scrollView.contentOffset, .zero, "the content does not scroll sideways")
    }

    func testKeysGoUpTheChainWhenKeyboardScrollingIsOff() {
        let container = PressRecordingView(frame: window.bounds)
        window.addSubview(container)
        let scrollView = DocumentScrollView(frame: container.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        container.addSubview(scrollView)
        scrollView.allowsKeyboardScrolling = false
        XCTAssertTrue(scrollView.becomeFirstResponder())
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardPageDown, characters: UIKeyCommand.inputPageDown))
        settle()
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(container.pressed, [.keyboardPageDown])
        scrollView.allowsKeyboardScrolling = true
        keys.press(UIKey(keyCode: .keyboardPageDown, characters: UIKeyCommand.inputPageDown))
        settle()
        XCTAssertEqual(scrollView.contentOffset.y, 470)
        XCTAssertEqual(container.pressed, [.keyboardPageDown], "a key that scrolled goes no further")
    }

    func testKeysScrollTheScrollViewHoldingTheFocusedItem() {
        let scrollView = makeScrollView(UIScrollView())
        let focusable = FocusableView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        scrollView.addSubview(focusable)
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
        XCTAssertTrue(focusable.isFocused)
        keys.press(UIKey(keyCode: .keyboardPageDown, characters: UIKeyCommand.inputPageDown))
        settle()
        XCTAssertEqual(scrollView.contentOffset.y, 470, "presses go to the focused item, then up to its scroll view")
    }
}

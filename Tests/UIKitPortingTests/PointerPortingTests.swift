@_spi(Host) import UIKit
import XCTest

/// The mouse pointer over views, as iPadOS code handles it: hover gesture recognizers, pointer
/// interactions with their regions, styles and animators, buttons' pointer effects, and the
/// system cursor a Linux desktop shows for them.
final class PointerPortingTests: ManualClockTestCase {
    private var window: UIWindow!
    private var card: UIView!

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.backgroundColor = .white
            card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
            card.backgroundColor = .white
            window.addSubview(card)
            window.makeKeyAndVisible()
        }
    }

    private final class Hover: NSObject {
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        func hovered(_ recognizer: UIGestureRecognizer) {
            states.append(recognizer.state)
            locations.append(recognizer.location(in: recognizer.view))
        }
    }

    private final class Regions: NSObject, UIPointerInteractionDelegate {
        var entered: [AnyHashable?] = [], exited: [AnyHashable?] = []
        var style: UIPointerStyle?
        var styleRequests = 0
        var animated = false, completed = false
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            let half = request.location.x < defaultRegion.rect.midX ? "left" : "right"
            var rect = defaultRegion.rect
            rect.size.width /= 2
            if half == "right" { rect.origin.x += rect.width }
            return UIPointerRegion(rect: rect, identifier: half)
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            styleRequests += 1
            return style
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            entered.append(region.identifier)
            animator.addAnimations { self.animated = true }
            animator.addCompletion { _ in self.completed = true }
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            exited.append(region.identifier)
        }
    }

    func testAHoverBeginsChangesAndEndsAsThePointerCrossesTheView() {
        let hover = Hover()
        card.addGestureRecognizer(UIHoverGestureRecognizer(target: hover, action: { [unowned hover] in hover.hovered($0) }))
        window.pointerHovered(at: CGPoint(x: 5, y: 5), modifierFlags: [])
        XCTAssertEqual(hover.states, [])
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        window.pointerHovered(at: CGPoint(x: 40, y: 35), modifierFlags: [.shift])
        window.pointerHovered(at: CGPoint(x: 200, y: 150), modifierFlags: [])
        XCTAssertEqual(hover.states, [.began, .changed, .ended])
        XCTAssertEqual(hover.locations, [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 15), CGPoint(x: 180, y: 130)])
        let recognizer = card.gestureRecognizers?.first
        XCTAssertEqual(recognizer?.state, .possible, "ready for the next hover")
    }

    func testAHoverOverASubviewHoversItsSuperviewAndEndsWhenThePointerLeavesTheWindow() {
        let hover = Hover()
        card.addGestureRecognizer(UIHoverGestureRecognizer(target: hover, action: { [unowned hover] in hover.hovered($0) }))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        card.addSubview(label)
        window.pointerHovered(at: CGPoint(x: 35, y: 35), modifierFlags: [])
        XCTAssertEqual(hover.states, [.began])
        window.pointerHoverEnded()
        XCTAssertEqual(hover.states, [.began, .ended])
        card.isHidden = true
        window.pointerHovered(at: CGPoint(x: 35, y: 35), modifierFlags: [])
        XCTAssertEqual(hover.states, [.began, .ended], "a hidden view is not hovered")
    }

    func testADisabledHoverRecognizerOrADelegateSayingNoDoesNotBegin() {
        let hover = Hover()
        let recognizer = UIHoverGestureRecognizer(target: hover, action: { [unowned hover] in hover.hovered($0) })
        card.addGestureRecognizer(recognizer)
        recognizer.isEnabled = false
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        XCTAssertEqual(hover.states, [])
        XCTAssertEqual(recognizer.zOffset, 0)
    }

    func testRegionsAreEnteredAndExitedAsThePointerMoves() {
        let regions = Regions()
        let interaction = UIPointerInteraction(delegate: regions)
        card.addInteraction(interaction)
        XCTAssertTrue(card.interactions.first === interaction)
        XCTAssertTrue(interaction.view === card)
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        window.pointerHovered(at: CGPoint(x: 40, y: 30), modifierFlags: [])
        XCTAssertEqual(regions.entered, ["left"])
        XCTAssertEqual(regions.styleRequests, 1, "the style is asked once per region")
        window.pointerHovered(at: CGPoint(x: 130, y: 30), modifierFlags: [])
        XCTAssertEqual(regions.entered, ["left", "right"])
        XCTAssertEqual(regions.exited, ["left"])
        window.pointerHovered(at: CGPoint(x: 250, y: 30), modifierFlags: [])
        XCTAssertEqual(regions.exited, ["left", "right"])
        XCTAssertTrue(regions.animated)
        clock.advance(by: 0.5)
        XCTAssertTrue(regions.completed)
    }

    func testTheCursorFollowsTheStyle() {
        let regions = Regions()
        card.addInteraction(UIPointerInteraction(delegate: regions))
        XCTAssertEqual(window.pointerCursor, .arrow)
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .hand, "the automatic effect")
        regions.style = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        window.pointerHovered(at: CGPoint(x: 130, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .iBeam)
        regions.style = .hidden()
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .hidden)
        var shown: [PointerCursor] = []
        window.pointerCursorDidChange = { shown.append($0) }
        window.pointerHovered(at: CGPoint(x: 250, y: 150), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .arrow)
        XCTAssertEqual(shown, [.arrow])
    }

    func testATextFieldShowsTheIBeam() {
        let field = UITextField(frame: CGRect(x: 150, y: 120, width: 100, height: 30))
        window.addSubview(field)
        window.pointerHovered(at: CGPoint(x: 160, y: 130), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .iBeam)
    }

    func testADisabledOrRemovedInteractionLeavesItsRegion() {
        let regions = Regions()
        let interaction = UIPointerInteraction(delegate: regions)
        card.addInteraction(interaction)
        window.pointerHovered(at: CGPoint(x: 30, y: 30), modifierFlags: [])
        interaction.isEnabled = false
        XCTAssertEqual(regions.exited, ["left"])
        XCTAssertEqual(window.pointerCursor, .arrow)
        interaction.isEnabled = true
        window.pointerHovered(at: CGPoint(x: 31, y: 30), modifierFlags: [])
        card.removeInteraction(interaction)
        XCTAssertEqual(regions.exited, ["left", "left"])
        XCTAssertNil(interaction.view)
    }

    func testAButtonsPointerEffectUsesItsStyleProvider() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 160, y: 20, width: 80, height: 40)
        window.addSubview(button)
        window.pointerHovered(at: CGPoint(x: 170, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .arrow, "off by default")
        button.isPointerInteractionEnabled = true
        XCTAssertTrue(button.interactions.isEmpty, "the button's own interaction is not listed")
        window.pointerHovered(at: CGPoint(x: 171, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .hand)
        window.pointerHovered(at: CGPoint(x: 5, y: 150), modifierFlags: [])
        var proposed: (UIPointerEffect, UIPointerShape)?
        button.pointerStyleProvider = { button, effect, shape in
            proposed = (effect, shape)
            return UIPointerStyle(shape: .verticalBeam(length: 10))
        }
        window.pointerHovered(at: CGPoint(x: 171, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .iBeam)
        XCTAssertTrue(proposed?.0.preview.view === button)
        if case .roundedRect(let rect, let radius)? = proposed?.1 {
            XCTAssertEqual(rect, button.bounds)
            XCTAssertEqual(radius, UIPointerShape.defaultCornerRadius)
        } else {
            XCTFail("a rounded rectangle of the button")
        }
        window.pointerHovered(at: CGPoint(x: 5, y: 150), modifierFlags: [])
        button.isPointerInteractionEnabled = false
        window.pointerHovered(at: CGPoint(x: 171, y: 30), modifierFlags: [])
        XCTAssertEqual(window.pointerCursor, .arrow)
    }

    func testAHighlightIsDrawnOverTheView() throws {
        card.addInteraction(UIPointerInteraction(delegate: nil))
        func pixel(at point: CGPoint) throws -> [UInt8] { try Screenshot(of: window).rgb(Int(point.x), Int(point.y)) }
        XCTAssertEqual(try pixel(at: CGPoint(x: 80, y: 60)), [255, 255, 255])
        window.pointerHovered(at: CGPoint(x: 80, y: 60), modifierFlags: [])
        let lit = try pixel(at: CGPoint(x: 80, y: 60))
        XCTAssertLessThan(lit[0], 250, "the lift's faint platter over the card")
        XCTAssertEqual(try pixel(at: CGPoint(x: 200, y: 180)), [255, 255, 255], "nothing elsewhere")
        window.pointerHoverEnded()
        XCTAssertEqual(try pixel(at: CGPoint(x: 80, y: 60)), [255, 255, 255], "gone when the pointer leaves")
    }

    func testStylesAndShapesHaveUIKitsForms() {
        let preview = UITargetedPreview(view: card)
        _ = UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(card.bounds))
        _ = UIPointerStyle(effect: .hover(preview, preferredTintMode: .underlay, prefersShadow: true, prefersScaledContent: false))
        _ = UIPointerStyle(effect: .lift(preview))
        _ = UIPointerStyle(shape: .path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))))
        _ = UIPointerStyle(shape: .horizontalBeam(length: 12), constrainedAxes: .horizontal)
        XCTAssertEqual(UIPointerShape.defaultCornerRadius, 8)
        let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: 3)
        let copy = region.copy() as? UIPointerRegion
        XCTAssertEqual(copy?.rect, region.rect)
        XCTAssertEqual(copy?.identifier, 3)
    }
}

@_spi(Host) import UIKit
import XCTest

/// A tap recognizer that ignores events while it is switched off, as iOS 13.4 code writes one.
private final class SwitchableTap: UITapGestureRecognizer {
    var accepts = true
    override func shouldReceive(_ event: UIEvent) -> Bool { accepts && super.shouldReceive(event) }
}

/// A path that records how it is drawn.
private final class CountingPath: UIBezierPath {
    var fills = 0
    override func fill() {
        fills += 1
        super.fill()
    }
}

/// Members of recognizers, layout guides and paths that iOS code overrides or sets.
final class RecognizerAndPathOverridesPortingTests: XCTestCase {
    func testARecognizerCanRefuseAnEvent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        var taps = 0
        let tap = SwitchableTap(target: nil, action: { _ in taps += 1 })
        window.addGestureRecognizer(tap)
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(taps, 1)
        tap.accepts = false
        input.end(input.begin(at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(taps, 1, "refused: the tap never saw the touch")
    }

    func testALayoutGuidesOwningViewIsSettable() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === view)
        let other = UILayoutGuide()
        other.owningView = view
        XCTAssertTrue(other.owningView === view)
        XCTAssertFalse(view.layoutGuides.contains(other), "setting it does not add the guide, as in UIKit")
    }

    func testAPathsFillIsOverridable() {
        let path = CountingPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let drawn: UIBezierPath = path
        drawn.fill()
        XCTAssertEqual(path.fills, 1, "the subclass's fill, through a UIBezierPath reference")
    }
}

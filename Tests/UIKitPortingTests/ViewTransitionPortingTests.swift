@_spi(Host) import UIKit
import XCTest

/// `UIView.transition(with:…)` and `transition(from:to:…)` as iOS code calls them: the changes
/// happen at once, the completion after the duration.
final class ViewTransitionPortingTests: ManualClockTestCase {
    func testTransitionWithAViewChangesItsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Old"
        container.addSubview(label)
        var finished: Bool?
        UIView.transition(with: label, duration: 0.3, options: .transitionCrossDissolve, animations: {
            label.text = "New"
        }, completion: { finished = $0 })
        XCTAssertEqual(label.text, "New")
        XCTAssertNil(finished)
        clock.advance(by: 0.31)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(container.subviews, [label], "nothing of the transition is left")
        UIView.transition(with: label, duration: 0, options: [.transitionFlipFromLeft], animations: nil, completion: nil)
    }

    func testTransitionFromOneViewToAnother() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = UIView(frame: container.bounds), second = UIView(frame: container.bounds)
        container.addSubview(first)
        var finished = false
        UIView.transition(from: first, to: second, duration: 0.25, options: [.transitionFlipFromRight, .curveEaseInOut]) { finished = $0 }
        XCTAssertTrue(second.superview === container)
        XCTAssertNil(first.superview)
        clock.advance(by: 0.3)
        XCTAssertTrue(finished)

        let third = UIView()
        container.addSubview(third)
        third.isHidden = true
        UIView.transition(from: second, to: third, duration: 0, options: .showHideTransitionViews, completion: nil)
        XCTAssertTrue(second.isHidden)
        XCTAssertFalse(third.isHidden)
        XCTAssertTrue(second.superview === container)
    }
}

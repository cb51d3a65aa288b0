@_spi(Host) import UIKit
import XCTest

/// UIKit's first animation API, as older code still writes it: `beginAnimations`, the
/// `setAnimation…` calls, the changes, `commitAnimations`.
final class AnimationBlocksPortingTests: ManualClockTestCase {
    func testChangesBetweenBeginAndCommitAnimateWithTheBlocksTiming() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        XCTAssertEqual(view.alpha, 0, "the model value is set at once")
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 0.75, accuracy: 1e-6)
        XCTAssertEqual(view.layer.presentation()!.position.x, 75, accuracy: 1e-6, "the layer shows the view's animation")
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.75, accuracy: 1e-6)
        XCTAssertEqual(view.layer.position.x, 150, "the model layer holds the new value")
        clock.advance(by: 0.75)
        XCTAssertEqual(view.presentationAlpha, 0)
    }

    func testTheDefaultsAreAFifthOfASecondEasedInAndOut() {
        let view = UIView()
        UIView.beginAnimations("fade", context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6, "halfway through an ease in and out")
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 0)
    }

    func testADelayPostponesTheChanges() {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 1, accuracy: 1e-6)
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6)
    }

    func testCommitWithoutBeginAndSettingsOutsideABlockChangeNothing() {
        let view = UIView()
        UIView.setAnimationDuration(3)
        UIView.commitAnimations()
        view.alpha = 0.5
        XCTAssertEqual(view.presentationAlpha, 0.5, "no block is open: the change is immediate")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 0.75, accuracy: 1e-6, "a later block keeps its own timing")
    }
}

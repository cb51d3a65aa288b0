@_spi(Host) import UIKit
import XCTest

/// A reader that hides its navigation bar on a tap, a swipe or in landscape, as reading apps do.
final class NavigationBarHidingPortingTests: XCTestCase {
    private func makeNavigation() -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    func testATapTogglesTheBarWhenAsked() {
        let (window, navigation) = makeNavigation()
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 200, y: 400)))
        XCTAssertFalse(navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnTap = true
        XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
        input.end(input.begin(at: CGPoint(x: 200, y: 400)))
        XCTAssertTrue(navigation.isNavigationBarHidden)
        input.end(input.begin(at: CGPoint(x: 200, y: 400)))
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testASwipeUpHidesAndASwipeDownShows() {
        let (window, navigation) = makeNavigation()
        navigation.hidesBarsOnSwipe = true
        let input = TouchInput(window: window)
        var finger = input.begin(at: CGPoint(x: 200, y: 500))
        for step in 1...6 { input.move(finger, to: CGPoint(x: 200, y: 500 - CGFloat(step) * 10)) }
        input.end(finger)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        finger = input.begin(at: CGPoint(x: 200, y: 300))
        for step in 1...6 { input.move(finger, to: CGPoint(x: 200, y: 300 + CGFloat(step) * 10)) }
        input.end(finger)
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testTheBarHidesWhileVerticallyCompact() {
        let (_, navigation) = makeNavigation()
        navigation.hidesBarsWhenVerticallyCompact = true
        XCTAssertFalse(navigation.isNavigationBarHidden, "portrait: regular height")
        navigation.traitOverrides.verticalSizeClass = .compact
        navigation.view.layoutIfNeeded()
        XCTAssertTrue(navigation.isNavigationBarHidden)
        navigation.traitOverrides.verticalSizeClass = .regular
        navigation.view.layoutIfNeeded()
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }
}

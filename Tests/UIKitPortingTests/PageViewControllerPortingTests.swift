@_spi(Host) import UIKit
import XCTest

/// An onboarding flow in a `UIPageViewController`, as apps write it: pages from a data source,
/// a delegate that follows the turns, a page indicator, swipes and a Next button.
final class PageViewControllerPortingTests: ManualClockTestCase {
    /// A page that records its appearance calls.
    final class Page: UIViewController {
        let number: Int
        var log: [String] = []
        init(_ number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    final class Onboarding: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map(Page.init)
        var events: [String] = []
        var shownIndex = 0

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let index = (viewController as! Page).number
            return index > 0 ? pages[index - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let index = (viewController as! Page).number
            return index < pages.count - 1 ? pages[index + 1] : nil
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownIndex }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \((pendingViewControllers[0] as! Page).number)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did \((previousViewControllers[0] as! Page).number) \(completed)")
            if completed, let page = pageViewController.viewControllers?.first as? Page { shownIndex = page.number }
        }
    }

    private func launch(spacing: CGFloat = 0) -> (UIWindow, UIPageViewController, Onboarding) {
        let onboarding = Onboarding()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                              options: [.interPageSpacing: spacing])
        controller.dataSource = onboarding
        controller.delegate = onboarding
        controller.setViewControllers([onboarding.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller, onboarding)
    }

    /// Drags from `start` by `distance` points to the left in `steps`, then lifts the finger
    /// and lets the scroll view come to rest.
    private func swipe(_ window: UIWindow, by distance: CGFloat, steps: Int = 10, stepTime: TimeInterval = 1.0 / 60) {
        let input = TouchInput(window: window)
        let start = CGPoint(x: 300, y: 400)
        let finger = input.begin(at: start)
        for step in 1...steps {
            clock.advance(by: stepTime)
            input.move(finger, to: CGPoint(x: start.x - distance * CGFloat(step) / CGFloat(steps), y: start.y))
        }
        input.end(finger)
        for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
    }

    func testTheFirstPageShowsAloneAsTheOnlyChild() {
        let (_, controller, onboarding) = launch()
        XCTAssertEqual(controller.transitionStyle, .scroll)
        XCTAssertEqual(controller.navigationOrientation, .horizontal)
        XCTAssertEqual(controller.spineLocation, .none)
        XCTAssertTrue(controller.gestureRecognizers.isEmpty)
        XCTAssertTrue(controller.viewControllers?.first === onboarding.pages[0])
        XCTAssertEqual(controller.children.count, 1)
        XCTAssertEqual(onboarding.pages[0].view.frame.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(onboarding.pages[0].log, ["willAppear", "didAppear"])
        XCTAssertFalse(onboarding.pages[1].isViewLoaded, "a neighbour loads only when a turn begins")
    }

    func testASwipePastHalfAPageTurnsToTheNext() {
        let (window, controller, onboarding) = launch()
        swipe(window, by: 250)
        XCTAssertTrue(controller.viewControllers?.first === onboarding.pages[1])
        XCTAssertEqual(onboarding.events, ["will 1", "did 0 true"])
        XCTAssertEqual(controller.children.count, 1)
        XCTAssertTrue(controller.children.first === onboarding.pages[1])
        XCTAssertEqual(onboarding.pages[0].log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(onboarding.pages[1].log, ["willAppear", "didAppear"])
        XCTAssertEqual(onboarding.pages[1].view.window, window)
        XCTAssertEqual(onboarding.pages[1].view.convert(CGPoint.zero, to: nil), .zero)
    }

    func testAShortSlowDragSnapsBack() {
        let (window, controller, onboarding) = launch()
        swipe(window, by: 60, steps: 30, stepTime: 0.1)
        XCTAssertTrue(controller.viewControllers?.first === onboarding.pages[0])
        XCTAssertEqual(onboarding.events, ["will 1", "did 0 false"])
        XCTAssertEqual(onboarding.pages[1].log, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(onboarding.pages[0].log, ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(controller.children.count, 1)
    }

    func testTheFirstPageHasNothingBefore() {
        let (window, controller, onboarding) = launch()
        swipe(window, by: -250)
        XCTAssertTrue(controller.viewControllers?.first === onboarding.pages[0])
        XCTAssertTrue(onboarding.events.isEmpty, "no turn began: \(onboarding.events)")
    }

    func testANextButtonTurnsForwardAnimated() {
        let (window, controller, onboarding) = launch(spacing: 10)
        var finished: Bool?
        controller.setViewControllers([onboarding.pages[2]], direction: .forward, animated: true) { finished = $0 }
        XCTAssertNil(finished)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        XCTAssertEqual(finished, true)
        XCTAssertTrue(controller.viewControllers?.first === onboarding.pages[2])
        XCTAssertTrue(onboarding.events.isEmpty, "the delegate hears only gestures")
        XCTAssertEqual(onboarding.pages[2].view.convert(CGPoint.zero, to: nil), .zero)
        XCTAssertEqual(onboarding.pages[2].view.frame.width, 390, "pages keep the view's width; the spacing lies between")
    }

    func testThePageControlCountsThePages() {
        let (window, controller, onboarding) = launch()
        let control = controller.view.subviews.compactMap { $0 as? UIPageControl }.first
        XCTAssertEqual(control?.numberOfPages, 3)
        XCTAssertEqual(control?.currentPage, 0)
        XCTAssertEqual(control?.isHidden, false)
        swipe(window, by: 250)
        XCTAssertEqual(control?.currentPage, 1)
        _ = onboarding
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Pushes, pops, presentations and tab switches: the appearance and containment calls in
/// UIKit's order, the stack, and the slides on the clock.
@Suite(.serialized) @MainActor struct NavigationOrderTests {
    let clock: ManualAnimationClock

    init() {
        Animator.shared.reset()
        clock = useManualClock()
    }

    private func stack(_ log: LifecycleLog) -> (UINavigationController, LifecycleController, UIWindow) {
        let root = LifecycleController("A", log)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        _ = log.take()
        return (navigation, root, window)
    }

    @Test func aPushWithoutAnimation() {
        let log = LifecycleLog()
        let (navigation, root, _) = stack(log)
        let detail = LifecycleController("B", log)
        navigation.pushViewController(detail, animated: false)
        #expect(log.take() == ["B.willMove(UINavigationController)", "A.willDisappear", "B.willAppear", "B.isAppearing",
                               "A.didDisappear", "B.didAppear", "B.didMove(UINavigationController)"])
        #expect(detail.flagsSeen == ["willAppear:movingTo", "didAppear:movingTo"])
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(root.viewIfLoaded?.superview == nil && detail.view.superview === navigation.view)
    }

    @Test func anAnimatedPushSlidesForAThirdOfASecond() {
        let log = LifecycleLog()
        let (navigation, root, _) = stack(log)
        let detail = LifecycleController("B", log)
        var completed = false
        navigation.pushViewController(detail, animated: true)
        #expect(detail.transitionCoordinator?.isAnimated == true)
        detail.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completed = true }
        #expect(log.take() == ["B.willMove(UINavigationController)", "A.willDisappear", "B.willAppear", "B.isAppearing"])
        clock.advance(by: 0.175)
        let half = detail.view.presentationCenter.x - 187.5
        #expect(half > 0 && half < 375)
        #expect(log.take() == [])
        clock.advance(by: 0.2)
        #expect(log.take() == ["A.didDisappear", "B.didAppear", "B.didMove(UINavigationController)"])
        #expect(completed && navigation.transitionCoordinator == nil)
        #expect(detail.view.frame.minX == 0 && root.view.frame.minX == 0)
    }

    @Test func aPopReturnsThePoppedControllerAndRemovesIt() {
        let log = LifecycleLog()
        let (navigation, root, _) = stack(log)
        let detail = LifecycleController("B", log)
        navigation.pushViewController(detail, animated: false)
        _ = log.take()
        detail.flagsSeen = []
        let popped = navigation.popViewController(animated: false)
        #expect(popped === detail)
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.isAppearing",
                               "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
        #expect(detail.flagsSeen == ["willDisappear:movingFrom"])
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        #expect(navigation.popViewController(animated: false) == nil)
    }

    @Test func popToRootAndSetViewControllers() {
        let log = LifecycleLog()
        let (navigation, root, _) = stack(log)
        let second = LifecycleController("B", log), third = LifecycleController("C", log)
        navigation.setViewControllers([root, second, third], animated: false)
        #expect(navigation.topViewController === third)
        _ = log.take()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [second, third])
        #expect(log.take() == ["B.willMove(nil)", "C.willMove(nil)", "C.willDisappear", "A.willAppear", "A.isAppearing",
                               "C.didDisappear", "A.didAppear", "B.didMove(nil)", "C.didMove(nil)"])
        #expect(navigation.popToViewController(third, animated: false) == nil)
    }

    @Test func theDelegateHearsWillShowAndDidShow() {
        final class Delegate: UINavigationControllerDelegate {
            var calls: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                calls.append("willShow \(viewController.title ?? "") \(animated)")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                calls.append("didShow \(viewController.title ?? "") \(animated)")
            }
        }
        let log = LifecycleLog()
        let (navigation, _, _) = stack(log)
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(LifecycleController("B", log), animated: true)
        clock.advance(by: 0.4)
        #expect(delegate.calls == ["willShow B true", "didShow B true"])
    }

    @Test func theBackButtonPops() {
        let log = LifecycleLog()
        let (navigation, _, window) = stack(log)
        navigation.pushViewController(LifecycleController("B", log), animated: false)
        window.layoutIfNeeded()
        let input = TouchInput(window: window)
        let back = navigation.navigationBar.backButton
        _ = input.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        clock.advance(by: 0.4)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func anEdgeSwipePopsAndAShortOneCancels() {
        let log = LifecycleLog()
        let (navigation, root, window) = stack(log)
        let detail = LifecycleController("B", log)
        navigation.pushViewController(detail, animated: false)
        _ = log.take()
        let input = TouchInput(window: window)
        // A short swipe: let go at 60 pt, slowly: the pop is cancelled.
        var touch = input.begin(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 15.0, through: 60.0, by: 15.0) {
            clock.advance(by: 0.1)
            input.move(touch, to: CGPoint(x: x, y: 300))
        }
        #expect(navigation.viewControllers == [root])
        #expect(detail.view.frame.minX > 0)
        clock.advance(by: 0.1)
        input.end(touch)
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, detail])
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.isAppearing",
                               "A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
        #expect(detail.view.superview === navigation.view && root.viewIfLoaded?.superview == nil)
        // A long swipe past the middle pops.
        touch = input.begin(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 40.0, through: 280.0, by: 40.0) {
            clock.advance(by: 0.016)
            input.move(touch, to: CGPoint(x: x, y: 300))
        }
        input.end(touch)
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.isAppearing",
                               "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
    }

    @Test func rightToLeftPushesComeFromTheLeftAndTheSwipeBackStartsAtTheRightEdge() {
        let log = LifecycleLog()
        let (navigation, root, window) = stack(log)
        window.traitOverrides.layoutDirection = .rightToLeft
        let width = window.bounds.width
        let detail = LifecycleController("B", log)
        navigation.pushViewController(detail, animated: true)
        clock.advance(by: 0.1)
        let offset = detail.view.presentationCenter.x - width / 2
        #expect(offset < 0 && offset > -width, "the new view comes from the left: \(offset)")
        clock.advance(by: 0.5)
        #expect(detail.view.frame.minX == 0)
        let input = TouchInput(window: window)
        // A swipe from the left edge does nothing; one from the right edge, past the middle, pops.
        var touch = input.begin(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 40.0, through: 280.0, by: 40.0) {
            clock.advance(by: 0.016)
            input.move(touch, to: CGPoint(x: x, y: 300))
        }
        input.end(touch)
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, detail])
        touch = input.begin(at: CGPoint(x: width - 5, y: 300))
        for step in 1...7 {
            clock.advance(by: 0.016)
            input.move(touch, to: CGPoint(x: width - 5 - 40 * CGFloat(step), y: 300))
            if step == 3 { #expect(detail.view.frame.minX < 0, "the top view moves to the left (trailing) side") }
        }
        input.end(touch)
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
    }

    @Test func presentingASheetLeavesThePresenterOnScreen() {
        let log = LifecycleLog()
        let presenter = LifecycleController("A", log)
        let window = makeVisibleWindow(root: presenter)
        _ = log.take()
        let sheet = LifecycleController("S", log)
        var done = false
        presenter.present(sheet, animated: true) { done = true }
        #expect(log.take() == ["S.willAppear", "S.isAppearing"])
        #expect(sheet.isBeingPresented && sheet.presentingViewController === presenter)
        #expect(presenter.presentedViewController === sheet)
        clock.advance(by: 0.6)
        #expect(done && log.take() == ["S.didAppear"])
        #expect(sheet.flagsSeen == ["willAppear:presented", "didAppear:presented"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 375, height: 610))
        #expect(sheet.view.layer.cornerRadius == 10 && sheet.view.window === window)
        done = false
        sheet.dismiss(animated: true) { done = true }
        #expect(log.take() == ["S.willDisappear"])
        clock.advance(by: 0.6)
        #expect(done && log.take() == ["S.didDisappear"])
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.window == nil)
    }

    @Test func aFullScreenPresentationCoversThePresenter() {
        let log = LifecycleLog()
        let presenter = LifecycleController("A", log)
        let window = makeVisibleWindow(root: presenter)
        _ = log.take()
        let cover = LifecycleController("F", log)
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: false)
        #expect(log.take() == ["A.willDisappear", "F.willAppear", "F.isAppearing", "A.didDisappear", "F.didAppear"])
        #expect(cover.view.frame == window.bounds && presenter.view.window == nil)
        presenter.dismiss(animated: false)
        #expect(log.take() == ["F.willDisappear", "A.willAppear", "A.isAppearing", "F.didDisappear", "A.didAppear"])
        #expect(presenter.view.window === window)
    }

    @Test func aControllerThatHidesTheBottomBarHidesTheTabBarWhilePushed() {
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, LifecycleController("B", log)]
        _ = makeVisibleWindow(root: tabs)
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34 + 49)
        let detail = LifecycleController("C", log)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34 + 49)
    }

    @Test func switchingTabs() {
        final class Delegate: UITabBarControllerDelegate {
            var allows = true
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allows }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
        }
        let log = LifecycleLog()
        let first = LifecycleController("A", log), second = LifecycleController("B", log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = makeVisibleWindow(root: tabs)
        #expect(log.take() == ["A.willMove(UITabBarController)", "A.didMove(UITabBarController)", "B.willMove(UITabBarController)",
                               "B.didMove(UITabBarController)", "A.willAppear", "A.isAppearing", "A.didAppear"])
        tabs.selectedIndex = 1
        #expect(log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
        #expect(tabs.selectedViewController === second && second.tabBarController === tabs)
        let delegate = Delegate()
        tabs.delegate = delegate
        let input = TouchInput(window: window)
        let firstButton = tabs.tabBar.buttons[0]
        delegate.allows = false
        _ = input.tap(at: firstButton.convert(CGPoint(x: firstButton.bounds.midX, y: 20), to: window))
        #expect(tabs.selectedIndex == 1 && delegate.selected == [])
        delegate.allows = true
        clock.advance(by: 1)
        _ = input.tap(at: firstButton.convert(CGPoint(x: firstButton.bounds.midX, y: 20), to: window))
        #expect(tabs.selectedIndex == 0 && delegate.selected == ["A"])
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
    }
}

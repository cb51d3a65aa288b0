import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Where the navigation bar puts its parts, to the point, and the large title collapsing as
/// the content scrolls.
@Suite(.serialized) @MainActor struct NavigationBarLayoutTests {
    init() {
        Animator.shared.reset()
        _ = useManualClock()
    }

    private func navigation(_ root: UIViewController) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let window = makeVisibleWindow(root: navigation)
        return (navigation, window)
    }

    @Test func theBarSitsBelowTheSafeAreaAndAddsToTheContentsSafeArea() {
        let root = UIViewController()
        root.title = "Photos"
        let (navigation, window) = navigation(root)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 375, height: 44))
        #expect(root.view.frame == window.bounds)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(bar.backgroundView.frame == CGRect(x: 0, y: -47, width: 375, height: 91))
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(root.view.safeAreaInsets.top == 47 && navigation.isNavigationBarHidden)
    }

    @Test func theTitleIsCenteredInTheCompactRow() {
        let root = UIViewController()
        root.title = "Photos"
        let (navigation, _) = navigation(root)
        let title = navigation.navigationBar.titleLabel
        #expect(title.text == "Photos" && title.font.pointSize == 17)
        #expect(abs(title.frame.midX - 187.5) <= 0.5)
        #expect(abs(title.frame.midY - 22) <= 0.5)
        #expect(title.frame.width == ceil(title.intrinsicContentSize.width))
    }

    @Test func barButtonsSitAtTheMarginsAndTheBackButtonShowsThePreviousTitle() {
        let root = UIViewController()
        root.title = "Albums"
        let (navigation, window) = navigation(root)
        let detail = UIViewController()
        detail.title = "Detail"
        let add = UIBarButtonItem(barButtonSystemItem: .add)
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        detail.navigationItem.rightBarButtonItems = [done, add]
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let back = bar.backButton
        #expect(!back.isHidden && back.frame.minX == 8 && back.frame.height == 44)
        #expect(back.titleLabel.text == "Albums")
        #expect(back.frame.width == ceil(back.imageView.image!.size.width) + 6 + ceil(back.titleLabel.intrinsicContentSize.width))
        let doneButton = bar.rightButtons[0], addButton = bar.rightButtons[1]
        #expect(doneButton.titleLabel.text == "Done" && doneButton.titleLabel.font.pointSize == 17)
        #expect(abs(doneButton.frame.maxX - (375 - 16)) < 0.001)
        #expect(abs(addButton.frame.maxX - (doneButton.frame.minX - 8)) < 0.001)
        #expect(addButton.imageView.image != nil && addButton.titleLabel.isHidden)
        // A left item replaces the back button.
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        bar.layoutIfNeeded()
        #expect(back.isHidden && bar.leftButtons[0].frame.minX == 16)
    }

    @Test func aLongPreviousTitleBecomesBack() {
        let root = UIViewController()
        root.title = "A very long title of the previous screen"
        let (navigation, window) = navigation(root)
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.backButton.titleLabel.text == "Back")
        root.navigationItem.backButtonTitle = "List"
        navigation.navigationBar.layoutIfNeeded()
        #expect(navigation.navigationBar.backButton.titleLabel.text == "List")
    }

    @Test func tappingABarButtonPerformsItsAction() {
        let root = UIViewController()
        var tapped: [String] = []
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in
            tapped.append("add \((action.sender as? UIBarButtonItem)?.image != nil)")
        })
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: root) { _ in tapped.append("edit") }
        let (navigation, window) = navigation(root)
        let input = TouchInput(window: window)
        for button in navigation.navigationBar.rightButtons + navigation.navigationBar.leftButtons {
            _ = input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            Animator.shared.reset()
        }
        #expect(tapped == ["add true", "edit"])
    }

    @Test func theLargeTitleCollapsesAsTheContentScrolls() {
        let root = UIViewController()
        root.title = "Library"
        let scroll = UIScrollView(frame: .zero)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        root.view = scroll
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let window = makeVisibleWindow(root: navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 375, height: 96))
        #expect(scroll.adjustedContentInset.top == 143)
        #expect(bar.largeTitleLabel.frame.minX == 16 && bar.largeTitleLabel.font.pointSize == 34)
        #expect(abs(bar.largeTitleLabel.frame.maxY - (96 - 8)) < 0.001)
        #expect(bar.titleLabel.alpha == 0 && bar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: -143 + 20)
        #expect(bar.frame.height == 76)
        scroll.contentOffset = CGPoint(x: 0, y: -143 + 100)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1 && !bar.isAtScrollEdge)
        // A pushed controller that never shows large titles has the compact bar.
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44 && detail.view.safeAreaInsets.top == 91)
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The appearance calls of a window's root controller, containment, layout and resizing, in
/// UIKit's order.
@Suite(.serialized) @MainActor struct AppearanceOrderTests {
    init() {
        Animator.shared.reset()
        _ = useManualClock()
    }

    @Test func aRootControllerAppearsWhenTheWindowIsShown() {
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        #expect(log.take() == [])
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.willAppear", "A.isAppearing", "A.didAppear"])
        window.isHidden = true
        #expect(log.take() == ["A.willDisappear", "A.didDisappear"])
    }

    @Test func replacingTheRootOfAVisibleWindow() {
        let log = LifecycleLog()
        let first = LifecycleController("A", log)
        let window = makeVisibleWindow(root: first)
        _ = log.take()
        let second = LifecycleController("B", log)
        window.rootViewController = second
        #expect(log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.view.frame == window.bounds)
    }

    @Test func layoutCallsSurroundTheViewsLayout() {
        let log = LifecycleLog()
        let controller = LifecycleController("A", log)
        let window = makeVisibleWindow(root: controller)
        log.entries = []
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.entries == ["A.willLayout", "A.didLayout"])
    }

    @Test func aChildAddedOnScreenAppearsAndLeaves() {
        let log = LifecycleLog()
        let parent = LifecycleController("P", log)
        _ = makeVisibleWindow(root: parent)
        _ = log.take()
        let child = LifecycleController("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.willMove(P)", "C.willAppear", "C.isAppearing", "C.didAppear", "C.didMove(P)"])
        #expect(child.flagsSeen == ["willAppear:movingTo", "didAppear:movingTo"])
        #expect(parent.children.count == 1 && child.parent === parent)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(nil)", "C.willDisappear", "C.didDisappear", "C.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func aParentForwardsItsAppearanceToChildrenInItsView() {
        let log = LifecycleLog()
        let parent = LifecycleController("P", log)
        let child = LifecycleController("C", log)
        let offscreen = LifecycleController("D", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(offscreen)
        offscreen.didMove(toParent: parent)
        _ = log.take()
        _ = makeVisibleWindow(root: parent)
        #expect(log.take() == ["P.willAppear", "C.willAppear", "P.isAppearing", "C.isAppearing", "P.didAppear", "C.didAppear"])
    }

    @Test func resizingTheWindowTellsTheControllersWithACoordinator() {
        let log = LifecycleLog()
        let parent = LifecycleController("P", log)
        let child = LifecycleController("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeVisibleWindow(root: parent)
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(log.take() == ["C.willTransition(667x375)", "P.willTransition(667x375)", "C.alongside", "P.alongside",
                               "C.transitionDone", "P.transitionDone"])
        #expect(parent.view.bounds.size == CGSize(width: 667, height: 375))
        #expect(parent.transitionCoordinator == nil)
    }

    @Test func additionalSafeAreaInsetsAddToTheViews() {
        let log = LifecycleLog()
        let controller = LifecycleController("A", log)
        _ = makeVisibleWindow(root: controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(subview)
        #expect(subview.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
    }

    @Test func updateViewConstraintsReplacesTheViewsUpdateConstraints() {
        final class Constrained: UIViewController {
            var calls = 0
            override func updateViewConstraints() {
                calls += 1
                super.updateViewConstraints()
            }
        }
        let controller = Constrained()
        let window = makeVisibleWindow(root: controller)
        let before = controller.calls
        controller.view.setNeedsUpdateConstraints()
        window.updateConstraintsIfNeeded()
        #expect(controller.calls == before + 1)
    }

    @Test func aChildsPreferredContentSizeTellsItsParent() {
        final class Parent: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == [CGSize(width: 320, height: 200)])
    }

    @Test func theEditButtonTogglesEditing() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain)
        item.performTap()
        #expect(controller.isEditing && item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit" && item.style == .plain)
    }

    @Test func aCollectionViewControllerForwardsEditingAndClearsSelectionOnAppearing() {
        final class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func viewDidLoad() {
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
        }
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let window = makeVisibleWindow(root: grid)
        grid.setEditing(true, animated: false)
        #expect(grid.collectionView.isEditing)
        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        window.isHidden = true
        window.isHidden = false
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
    }
}

import Foundation

/// A push or pop in progress: the views sliding, and what to do when it ends.
@MainActor
final class NavigationTransition {
    enum Operation { case push, pop }

    let operation: Operation
    let from: UIViewController?
    let to: UIViewController
    let removing: [UIViewController]
    let coordinator: TransitionCoordinator
    let appearanceCalls: Bool
    var isFinished = false
    var finish: (@MainActor (_ cancelled: Bool) -> Void)?

    init(operation: Operation, from: UIViewController?, to: UIViewController, removing: [UIViewController],
         coordinator: TransitionCoordinator, appearanceCalls: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.removing = removing
        self.coordinator = coordinator
        self.appearanceCalls = appearanceCalls
    }
}

/// Pushes and pops: appearance calls in UIKit's order (the old top's `viewWillDisappear`, the
/// new top's `viewWillAppear` and `viewIsAppearing`; after the slide, `viewDidDisappear`,
/// `viewDidAppear`), the delegate's `willShow` before and `didShow` after, then
/// `didMove(toParent:)` of a pushed controller and `removeFromParent()` of the popped ones.
extension UINavigationController {
    func transition(from: UIViewController?, to: UIViewController, operation: NavigationTransition.Operation,
                    removing: [UIViewController], animated: Bool, interactive: Bool = false) {
        runningTransition?.finish?(false)
        guard isViewLoaded else {
            navigationBar.setItems(childList.map(\.navigationItem), animated: false)
            updateToolbar()
            completeWithoutView(to: to, removing: removing, operation: operation)
            return
        }
        let onScreen = appearanceState == .appeared && view.isInVisibleWindow
        let animates = animated && onScreen
        if let tabs = tabBarController, tabs.isViewLoaded {
            // The tab bar hides (or shows) for the new stack's `hidesBottomBarWhenPushed`.
            tabs.view.setNeedsLayout()
            tabs.view.layoutIfNeeded()
        }
        if animates, !interactive, let from, let animator = delegate?.navigationController(
            self, animationControllerFor: operation == .push ? .push : .pop, from: from, to: to) {
            runCustomTransition(from: from, to: to, operation: operation, removing: removing, animator: animator)
            return
        }
        let coordinator = TransitionCoordinator(animated: animates, duration: Self.transitionDuration, container: view, from: from, to: to)
        coordinator.initiallyInteractive = interactive
        coordinator.isInteractive = interactive
        let transition = NavigationTransition(operation: operation, from: from, to: to, removing: removing,
                                              coordinator: coordinator, appearanceCalls: onScreen)
        runningTransition = transition
        activeTransitionCoordinator = coordinator

        delegate?.navigationController(self, willShow: to, animated: animates)
        if onScreen {
            from?.beginAppearanceTransition(false, animated: animates)
            to.beginAppearanceTransition(true, animated: animates)
        }
        let width = view.bounds.width
        installContent(to, below: operation == .pop ? from?.viewIfLoaded : nil)
        let barControllers = interactive ? childList + [from].compactMap { $0 } : childList
        navigationBar.setItems(barControllers.map(\.navigationItem), animated: animates)
        updateToolbar()
        view.layoutIfNeeded()
        // The new top's content scroll view starts at its top edge, below the bar.
        keepContentAtTopEdge()

        transition.finish = finishHandler(for: transition)
        guard animates else {
            coordinator.runAnimations()
            transition.finish?(false)
            return
        }
        if interactive { return }
        let toView: UIView = to.view
        let fromView = from?.viewIfLoaded
        let trailing = trailingSign
        UIView.performWithoutAnimation {
            toView.frame.origin.x = trailing * (operation == .push ? width : -width * Self.parallaxFraction)
        }
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame.origin.x = 0
            fromView?.frame.origin.x = trailing * (operation == .push ? -width * Self.parallaxFraction : width)
            coordinator.runAnimations()
        }, completion: { _ in transition.finish?(false) })
    }

    /// What ends `transition` once (later calls do nothing).
    func finishHandler(for transition: NavigationTransition) -> @MainActor (_ cancelled: Bool) -> Void {
        { [weak self] cancelled in
            guard let self, !transition.isFinished else { return }
            transition.isFinished = true
            if self.runningTransition === transition { self.runningTransition = nil }
            if self.activeTransitionCoordinator === transition.coordinator { self.activeTransitionCoordinator = nil }
            self.finish(transition, cancelled: cancelled)
        }
    }

    /// Ends a transition: the old view leaves (or, cancelled, the new one), the appearance
    /// calls end, the containment calls follow.
    private func finish(_ transition: NavigationTransition, cancelled: Bool) {
        let leaving = cancelled ? transition.to : transition.from
        let staying = cancelled ? transition.from : transition.to
        if let leavingView = leaving?.viewIfLoaded, leaving !== staying {
            leavingView.removeFromSuperview()
            leavingView.frame.origin.x = 0
        }
        staying?.viewIfLoaded?.frame.origin.x = 0
        if transition.appearanceCalls {
            if cancelled {
                transition.to.beginAppearanceTransition(false, animated: true)
                transition.from?.beginAppearanceTransition(true, animated: true)
                transition.from?.noteViewIsAppearing()
            }
            leaving?.endAppearanceTransition()
            staying?.endAppearanceTransition()
        }
        if cancelled {
            for controller in transition.removing { controller.transitionFlags.remove(.movingFromParent) }
            childList += transition.removing.filter { removed in !childList.contains { $0 === removed } }
            navigationBar.setItems(childList.map(\.navigationItem), animated: false)
            tabBarController?.viewIfLoaded?.setNeedsLayout()
            updateToolbar()
            transition.coordinator.runCompletions()
            return
        }
        navigationBar.setItems(childList.map(\.navigationItem), animated: false)
        updateToolbar()
        transition.coordinator.runCompletions()
        delegate?.navigationController(self, didShow: transition.to, animated: transition.coordinator.isAnimated)
        if transition.operation == .push, transition.to.parent === self {
            transition.to.didMove(toParent: self)
            transition.to.transitionFlags.remove(.movingToParent)
        }
        for controller in transition.removing where controller.parent === self { controller.removeFromParent() }
        for controller in childList where controller.transitionFlags.contains(.movingToParent) {
            controller.didMove(toParent: self)
            controller.transitionFlags.remove(.movingToParent)
        }
    }

    /// A stack change before the view exists: only the containment calls.
    private func completeWithoutView(to: UIViewController, removing: [UIViewController], operation: NavigationTransition.Operation) {
        for controller in removing where controller.parent === self { controller.removeFromParent() }
        for controller in childList where controller.transitionFlags.contains(.movingToParent) {
            controller.didMove(toParent: self)
            controller.transitionFlags.remove(.movingToParent)
        }
    }

    /// Puts a controller's view in the container, under the bar (below `sibling` when given).
    func installContent(_ controller: UIViewController, below sibling: UIView? = nil) {
        let content: UIView = controller.view
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let sibling, sibling.superview === view, let index = view.subviews.firstIndex(where: { $0 === sibling }) {
            view.insertSubview(content, at: index)
        } else if let barIndex = view.subviews.firstIndex(where: { $0 === navigationBar }) {
            view.insertSubview(content, at: barIndex)
        } else {
            view.addSubview(content)
        }
    }

    // MARK: Layout

    /// The bar below the safe area's top, its height following the large title; the top
    /// controller's view fills the container.
    func layOutBarAndContent() {
        guard isViewLoaded else { return }
        let top = view.safeAreaInsets.top - view.controllerSafeAreaInsets.top
        updateLargeTitle()
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: navigationBar.barHeight)
        layOutToolbar()
        layOutSearchBar()
        updateContentSafeArea()
        keepContentAtTopEdge()
    }

    /// A content scroll view at its top edge stays there when its top inset changes (the bar's
    /// height, the window's safe area), as UIKit keeps it: its large title shows at first.
    func keepContentAtTopEdge() {
        guard let scrollView = contentScrollView else { return }
        let top = scrollView.adjustedContentInset.top
        let id = ObjectIdentifier(scrollView)
        let previous = pinnedScrollTop?.scrollView == id ? pinnedScrollTop?.top : nil
        pinnedScrollTop = (id, top)
        // A new content scroll view that is not scrolled down starts at its top edge.
        let atTop = previous.map { scrollView.contentOffset.y == -$0 } ?? (scrollView.contentOffset.y <= 0)
        if atTop, scrollView.contentOffset.y != -top {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -top)
        }
    }

    /// The bar's full height (with an expanded large title, and the search bar's row) added to the
    /// children's safe area.
    func updateContentSafeArea() {
        let titleRows = hidesTitleRowForSearch ? 0
            : navigationBar.promptHeight + UINavigationBar.compactHeight
                + (navigationBar.showsLargeTitle ? UINavigationBar.largeTitleRowHeight : 0)
        let barInset: CGFloat = isNavigationBarHidden ? 0 : titleRows + searchBarRowHeight
        let toolbarInset = showsToolbar ? toolbar.barHeight : 0
        for child in childList {
            child.containerSafeAreaInsets.top = barInset
            child.containerSafeAreaInsets.bottom = toolbarInset
        }
        if let running = runningTransition, let from = running.from {
            from.containerSafeAreaInsets.top = barInset
            from.containerSafeAreaInsets.bottom = toolbarInset
        }
    }

    // MARK: Large titles

    /// The scroll view whose scrolling collapses the large title: the one the top controller set
    /// for its top edge, else its view or the view's first subview, when it is a scroll view.
    var contentScrollView: UIScrollView? {
        if let chosen = topViewController?.contentScrollView(for: .top) { return chosen }
        guard let top = topViewController?.viewIfLoaded else { return nil }
        return top as? UIScrollView ?? top.subviews.first as? UIScrollView
    }

    /// After the top controller chose another content scroll view: the bars follow it now.
    func contentScrollViewDidChange() {
        guard isViewLoaded else { return }
        contentDidScroll()
        updateToolbarScrollEdge()
    }

    /// The large title's visible height from how far the content scrolled, and whether the
    /// content is at its scroll edge.
    func updateLargeTitle() {
        let offset: CGFloat
        if let scrollView = contentScrollView {
            offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        } else {
            offset = 0
        }
        let row = UINavigationBar.largeTitleRowHeight
        if navigationBar.showsLargeTitle {
            navigationBar.largeTitleHeight = min(row, max(0, row - offset))
            navigationBar.isAtScrollEdge = offset < row
        } else {
            navigationBar.largeTitleHeight = 0
            navigationBar.isAtScrollEdge = offset <= 0
        }
    }

    /// Called when the content scroll view scrolled.
    func contentDidScroll() {
        let before = navigationBar.frame.height
        updateLargeTitle()
        if navigationBar.barHeight != before { navigationBar.frame.size.height = navigationBar.barHeight }
        navigationBar.setNeedsLayout()
        navigationBar.layoutIfNeeded()
    }
}

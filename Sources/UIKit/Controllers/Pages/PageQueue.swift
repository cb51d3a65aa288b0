import Foundation

/// The pages of a page view controller and the paging scroll view that turns them, as UIKit's
/// queuing scroll view: the current page, and the pages the data source gives before and after
/// it, lie side by side (known, but neither children nor loaded until a turn begins toward one).
/// A drag toward a neighbour makes it a child and tells the delegate; where the scroll view
/// comes to rest decides whether the turn completed; then only the page showing stays a child.
@preconcurrency @MainActor
final class PageQueue: NSObject, UIScrollViewDelegate {
    private weak var controller: UIPageViewController?
    let scrollView = UIScrollView()
    private(set) var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbour a turn is heading to, installed.
    private var pending: UIViewController?
    /// What a turn by `setViewControllers(_:direction:animated:completion:)` runs when it ends.
    private var programmaticCompletion: ((Bool) -> Void)??

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
    }

    private var horizontal: Bool { controller?.navigationOrientation != .vertical }
    /// The distance from one page to the next: the page and the spacing.
    private var pageLength: CGFloat { horizontal ? scrollView.bounds.width : scrollView.bounds.height }
    /// The pages in order, those known.
    private var slots: [UIViewController] { [before, current, after].compactMap { $0 } }
    private var isTurning: Bool { pending != nil || programmaticCompletion != nil }
    private var isOnScreen: Bool { controller?.appearanceState == .appeared }

    // MARK: Layout

    /// Sizes the content to the known pages and places the installed ones; at rest, the
    /// current page shows.
    func layOut() {
        guard let controller else { return }
        let count = CGFloat(max(1, slots.count))
        let bounds = scrollView.bounds
        scrollView.contentSize = horizontal ? CGSize(width: pageLength * count, height: bounds.height)
            : CGSize(width: bounds.width, height: pageLength * count)
        if !isTurning, !scrollView.isDragging, !scrollView.isDecelerating { scrollView.contentOffset = offset(of: current) }
        let size = controller.view.bounds.size
        for (index, page) in slots.enumerated() where page.viewIfLoaded?.superview === scrollView {
            let origin = CGFloat(index) * pageLength
            page.view.frame = CGRect(origin: horizontal ? CGPoint(x: origin, y: 0) : CGPoint(x: 0, y: origin), size: size)
        }
    }

    private func offset(of page: UIViewController?) -> CGPoint {
        let index = CGFloat(slots.firstIndex { $0 === page } ?? 0)
        return horizontal ? CGPoint(x: index * pageLength, y: 0) : CGPoint(x: 0, y: index * pageLength)
    }

    /// Asks the data source for the current page's neighbours.
    func reloadNeighbours() {
        guard let controller, !isTurning else { return }
        before = current.flatMap { controller.dataSource?.pageViewController(controller, viewControllerBefore: $0) }
        after = current.flatMap { controller.dataSource?.pageViewController(controller, viewControllerAfter: $0) }
        if controller.isViewLoaded {
            layOut()
            controller.updatePageControl()
        }
    }

    // MARK: Children

    /// Puts the current page's view in the scroll view (when the container's view loads).
    func installCurrent() {
        guard let current, current.viewIfLoaded?.superview !== scrollView else { return }
        scrollView.addSubview(current.view)
    }

    /// Makes `page` a child with its view in the scroll view; on screen, it begins to appear.
    private func install(_ page: UIViewController) {
        guard let controller else { return }
        if page.parent !== controller { controller.addChild(page) }
        if isOnScreen { page.beginAppearanceTransition(true, animated: true) }
        if controller.isViewLoaded { scrollView.addSubview(page.view) }
        layOut()
    }

    /// Takes `page` out (its view and the child); `ending` ends the disappearance it began.
    private func remove(_ page: UIViewController, ending: Bool) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
        if ending { page.endAppearanceTransition() }
    }

    // MARK: Turning

    /// Shows `page`: at once, or turned to (sliding in from the trailing side for `.forward`).
    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        guard let controller else { return }
        if let pending { finishTurn(landedOn: pending) }
        guard animated, let old = current, old !== page else {
            let onScreen = isOnScreen
            if let old = current, old !== page {
                if onScreen { old.beginAppearanceTransition(false, animated: false) }
                remove(old, ending: onScreen)
            }
            current = page
            if page.parent !== controller {
                controller.addChild(page)
                if controller.isViewLoaded { scrollView.addSubview(page.view) }
                page.didMove(toParent: controller)
            }
            reloadNeighbours()
            completion?(true)
            return
        }
        if direction == .forward { after = page } else { before = page }
        scrollView.contentOffset = offset(of: old)
        programmaticCompletion = .some(completion)
        old.beginAppearanceTransition(false, animated: true)
        pending = page
        install(page)
        scrollView.setContentOffset(offset(of: page), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let controller, let current, scrollView.isDragging, programmaticCompletion == nil else { return }
        let position = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let rest = horizontal ? offset(of: current).x : offset(of: current).y
        guard position != rest, let heading = position > rest ? after : before, heading !== pending else { return }
        if let pending {
            // The drag turned toward the other neighbour: the first one goes away again.
            pending.beginAppearanceTransition(false, animated: true)
            remove(pending, ending: isOnScreen)
        } else if isOnScreen {
            current.beginAppearanceTransition(false, animated: true)
        }
        pending = heading
        controller.delegate?.pageViewController(controller, willTransitionTo: [heading])
        install(heading)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// The scroll view came to rest: the page it rests on is the current one.
    private func settle() {
        guard let pending, pageLength > 0 else { return }
        let position = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let index = min(max(0, Int((position / pageLength).rounded())), slots.count - 1)
        finishTurn(landedOn: slots[index] === pending ? pending : current ?? pending)
    }

    /// Ends the turn to `pending`: completed when `landed` is it, else the current page stays.
    private func finishTurn(landedOn landed: UIViewController) {
        guard let controller, let pending, let previous = current else { return }
        let completed = landed === pending
        let onScreen = isOnScreen
        let completion = programmaticCompletion
        self.pending = nil
        programmaticCompletion = nil
        if completed {
            current = pending
            remove(previous, ending: onScreen)
            pending.didMove(toParent: controller)
            if onScreen { pending.endAppearanceTransition() }
        } else {
            if onScreen {
                pending.beginAppearanceTransition(false, animated: true)
                previous.beginAppearanceTransition(true, animated: true)
            }
            remove(pending, ending: onScreen)
            if onScreen { previous.endAppearanceTransition() }
        }
        reloadNeighbours()
        if let completion {
            completion?(completed)
        } else {
            controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [previous],
                                                    transitionCompleted: completed)
        }
        // The index is asked after the delegate heard of the turn (apps keep it there).
        if controller.isViewLoaded { controller.updatePageControl() }
    }
}

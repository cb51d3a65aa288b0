import Foundation

/// How an active search controller shows: presented (a `.custom` presentation, not animated)
/// by the controller whose view holds the search bar, its view covering the window below the
/// search bar; the presentation's container follows the bar as it moves.
extension UISearchController {
    /// UIKit's default presentation: `willPresentSearchController`, then the presentation by the
    /// controller showing the search bar (none when the bar is in no window).
    func presentByDefault() {
        guard !presentedByDefault else { return }
        presentedByDefault = true
        delegate?.willPresentSearchController(self)
        guard presentingViewController == nil, let context = presentationContext, context.viewIfLoaded?.window != nil else { return }
        context.present(self, animated: false)
    }

    /// The controller whose view holds the search bar.
    private var presentationContext: UIViewController? {
        var node = searchBar.superview
        while let view = node {
            if let controller = view.owningViewController { return controller }
            node = view.superview
        }
        return nil
    }

    /// The controller whose navigation item holds this search controller, if any.
    var hostingController: UIViewController? {
        guard let context = presentationContext else { return nil }
        let candidates = (context as? UINavigationController)?.viewControllers ?? [context]
        return candidates.last { $0.navigationItem.searchController === self }
    }

    /// The bar moved or resized: the presentation follows it.
    func searchBarDidLayOut() {
        presentation.presentationController?.followSearchBar()
    }

    /// The bar's height changed (its scope bar showed or hid): a navigation controller showing
    /// it lays out again.
    func searchBarHeightDidChange() {
        navigationLayoutDidChange()
    }

    /// Lays out the navigation controller that shows the search bar, if any; the presentation
    /// follows the bar where it moved.
    func navigationLayoutDidChange() {
        guard searchBar.isInNavigationBar, let container = searchBar.superview else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
        searchBarDidLayOut()
    }
}

/// The search controller's transitioning delegate: its presentation controller places the
/// search controller's view below the search bar.
@MainActor
final class SearchPresentation: NSObject, UIViewControllerTransitioningDelegate {
    unowned let searchController: UISearchController
    private(set) weak var presentationController: SearchPresentationController?
    /// Whether the presentation takes touches (it shows results or dims the content); when it
    /// does not, the content below it stays usable, as in UIKit.
    private var takesTouches = true

    init(searchController: UISearchController) {
        self.searchController = searchController
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = SearchPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    func updateTouchHandling(takesTouches: Bool) {
        self.takesTouches = takesTouches
        presentationController?.containerView?.isUserInteractionEnabled = takesTouches
    }

    var containerTakesTouches: Bool { takesTouches }
}

/// Places the search controller's view over the window below the search bar: the container
/// itself is moved there once the presentation ended (so the search bar above stays usable).
@MainActor
final class SearchPresentationController: UIPresentationController {
    private var searchController: UISearchController? { presentedViewController as? UISearchController }

    /// The window's area below the search bar, in window coordinates.
    private var regionInWindow: CGRect? {
        guard let bar = searchController?.searchBar, let window = bar.window else { return nil }
        let top = bar.convert(bar.bounds, to: window).maxY
        return CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let region = regionInWindow, let window = container.window else { return containerView?.bounds ?? .zero }
        return container.convert(region, from: window)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        followSearchBar()
        containerView?.isUserInteractionEnabled = searchController?.presentation.containerTakesTouches ?? true
    }

    /// Moves the container to the area below the search bar, the presented view filling it.
    func followSearchBar() {
        guard let container = containerView, let region = regionInWindow, let window = container.window,
              let superview = container.superview else { return }
        let frame = superview.convert(region, from: window)
        if container.frame != frame { container.frame = frame }
        presentedView?.frame = container.bounds
    }
}

/// The search controller's view: a dimming view under the results controller's view; a tap on
/// the dimming view ends the search.
@preconcurrency @MainActor
final class SearchContainerView: UIView {
    let dimmingView = UIView()
    var dimmingTapped: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.frame = bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
        addSubview(dimmingView)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.dimmingTapped?() }))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

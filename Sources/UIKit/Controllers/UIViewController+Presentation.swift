import Foundation

/// Modal presentation: the presented controller's view, in a host view over the window, slides
/// up from the bottom edge (a sheet: a card `sheetTopGap` below the safe area's top with 10 pt
/// rounded top corners over a dimmed presenter; full screen: the whole window). A transitioning
/// delegate's animator or the `.custom` style take the custom path (Transitions/).
/// Dismissing while a presentation or a dismissal runs is refused with UIKit's message.
extension UIViewController {
    /// The duration of the slide of a presentation and a dismissal (UIKit's cover-vertical
    /// transition runs about half a second on a critically damped spring).
    static let presentationDuration: TimeInterval = 0.5
    /// The gap between the safe area's top and a sheet's top on an iPhone (iOS 15 and later).
    static let sheetTopGap: CGFloat = 10
    /// The corner radius of a sheet's top corners.
    static let sheetCornerRadius: CGFloat = 10

    /// `presentedViewController`'s work.
    var presentedController: UIViewController? {
        var node: UIViewController? = self
        while let current = node {
            if let presented = current.storedPresentedViewController, presented !== self { return presented }
            node = current.parent
        }
        return nil
    }

    /// `presentingViewController`'s work.
    var presentingController: UIViewController? {
        var node: UIViewController? = self
        while let current = node {
            if let presenter = current.storedPresentingViewController { return presenter }
            node = current.parent
        }
        return nil
    }

    /// The top-most ancestor: presentations are made by it (the parents of a controller share
    /// its presentations, as in UIKit).
    var presentationRoot: UIViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The controller that presents `presented` when this one is asked to: the top-most
    /// ancestor, or for a presentation in context (`.currentContext`, `.overCurrentContext`, an
    /// active search controller) the nearest ancestor that `definesPresentationContext` — for a
    /// search controller, else the controller showing its bar — so that the root stays free to
    /// present an alert from another tab, as in UIKit.
    func presenter(for presented: UIViewController) -> UIViewController {
        let style = presented.modalPresentationStyle
        let isSearch = presented is UISearchController
        guard isSearch || style == .currentContext || style == .overCurrentContext else { return presentationRoot }
        var node: UIViewController? = self
        while let current = node {
            if current.definesPresentationContext { return current }
            node = current.parent
        }
        return isSearch ? self : presentationRoot
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presenter(for: presented)
        if let already = presenter.storedPresentedViewController {
            Diagnostics.report("Attempt to present \(presented) on \(presenter) which is already presenting \(already)")
            return
        }
        guard presented.storedPresentingViewController == nil, presented.parent == nil else {
            Diagnostics.report("Application tried to present modally a view controller \(presented) that is already presented or has a parent")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.report("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy")
            return
        }
        let style = presented.modalPresentationStyle
        let customAnimator = customPresentationAnimator(for: presented, presenter: presenter, animated: animated)
        if customAnimator != nil || style == .custom {
            performCustomPresentation(of: presented, by: presenter, in: window, animator: customAnimator,
                                      animated: animated, completion: completion)
            return
        }
        presented.preparePopoverPresentation(by: presenter)
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.transitionFlags.insert([.beingPresented, .presentationTransitionRunning])
        let coordinator = TransitionCoordinator(
            animated: animated, duration: Self.presentationDuration, style: style, container: window,
            from: presenter, to: presented)
        presenter.activeTransitionCoordinator = coordinator
        presented.activeTransitionCoordinator = coordinator

        if style.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        let host = PresentationHostView(frame: window.bounds, style: style)
        presented.presentationHost = host
        let standIn = presented.madePresentationController.flatMap { $0.builtInStyle == nil ? nil : $0 }
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        standIn.builtInStyle = style.resolved
        standIn.attach(to: host)
        host.presentationController = standIn
        presented.madePresentationController = standIn
        if style.isSheet { host.installSheetPull(for: presented) }
        window.addSubview(host)
        host.contain(presented.view)
        presented.noteViewIsAppearing()
        host.layoutIfNeeded()

        let finish: @MainActor (Bool) -> Void = { _ in
            presented.transitionFlags.remove(.presentationTransitionRunning)
            if style.removesPresenterView, let presenterView = presenter.viewIfLoaded { presenterView.removeFromSuperview() }
            if style.removesPresenterView { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presented.transitionFlags.remove(.beingPresented)
            presenter.activeTransitionCoordinator = nil
            presented.activeTransitionCoordinator = nil
            coordinator.runCompletions()
            completion?()
        }
        guard animated else {
            host.showContent()
            coordinator.runAnimations()
            finish(true)
            return
        }
        UIView.performWithoutAnimation { host.hideContent() }
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                     options: [], animations: {
            host.showContent()
            coordinator.runAnimations()
        }, completion: finish)
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = presentationRoot
        let presenter: UIViewController
        if root.storedPresentedViewController != nil {
            presenter = root
        } else if let presenting = presentingViewController {
            // A presentation in context is held by the presenting controller itself.
            presenter = presenting.storedPresentedViewController != nil ? presenting : presenting.presentationRoot
        } else {
            completion?()
            return
        }
        guard let presented = presenter.storedPresentedViewController, let host = presented.presentationHost else { return }
        guard !presented.transitionFlags.contains(.presentationTransitionRunning) else {
            Diagnostics.report("Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
            return
        }
        presented.dismissPresentedStackWithoutAnimation()
        let customAnimator = animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        if customAnimator != nil || host.style == .custom {
            performCustomDismissal(of: presented, by: presenter, host: host, animator: customAnimator,
                                   animated: animated, completion: completion)
            return
        }
        let style = presented.modalPresentationStyle
        let coordinator = TransitionCoordinator(
            animated: animated, duration: Self.presentationDuration, style: style, container: host,
            from: presented, to: presenter)
        presenter.activeTransitionCoordinator = coordinator
        presented.activeTransitionCoordinator = coordinator
        presented.transitionFlags.insert([.beingDismissed, .presentationTransitionRunning])
        presented.beginAppearanceTransition(false, animated: animated)
        if style.removesPresenterView, let window = host.superview {
            presenter.beginAppearanceTransition(true, animated: animated)
            if let presenterView = presenter.viewIfLoaded, presenterView.superview == nil {
                presenterView.frame = window.bounds
                window.insertSubview(presenterView, at: window.subviews.firstIndex { $0 === host } ?? 0)
            }
            presenter.noteViewIsAppearing()
        }
        let finish: @MainActor (Bool) -> Void = { _ in
            presented.transitionFlags.remove(.presentationTransitionRunning)
            presenter.unlinkPresentation(of: presented)
            presented.endAppearanceTransition()
            if style.removesPresenterView { presenter.endAppearanceTransition() }
            presented.transitionFlags.remove(.beingDismissed)
            presenter.activeTransitionCoordinator = nil
            presented.activeTransitionCoordinator = nil
            coordinator.runCompletions()
            completion?()
        }
        guard animated else {
            host.hideContent()
            coordinator.runAnimations()
            finish(true)
            return
        }
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                     options: [], animations: {
            host.hideContent()
            coordinator.runAnimations()
        }, completion: finish)
    }

    /// Takes down what this controller presents (and what that presents), at once: a dismissal
    /// lower in the stack dismisses the ones above it.
    private func dismissPresentedStackWithoutAnimation() {
        guard let above = storedPresentedViewController else { return }
        above.dismissPresentedStackWithoutAnimation()
        above.beginAppearanceTransition(false, animated: false)
        unlinkPresentation(of: above)
        above.endAppearanceTransition()
    }

    /// Takes a presentation this controller made apart: the presented controller's host and
    /// view leave the window, and the two controllers forget each other.
    func unlinkPresentation(of presented: UIViewController) {
        presented.presentationHost?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentationHost = nil
        presented.madePresentationController = nil
        storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
    }
}

extension UIView {
    /// The controller a control presents from (a date picker's sheet, a color well's picker):
    /// the window's root controller, or the controller presented on top of it that is not being
    /// dismissed.
    var topmostPresenter: UIViewController? {
        guard var presenter = window?.rootViewController else { return nil }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        return presenter
    }
}

/// The view over the window that holds a presented controller's view: a dimming view under a
/// sheet, the card (or the full window) for the content, and a sheet's grabber; for a custom
/// transition (style `.custom`), the transition's container, empty until the animator fills it,
/// which tells its presentation controller when it lays out.
@preconcurrency @MainActor
final class PresentationHostView: UIView {
    let style: UIModalPresentationStyle
    weak var presentationController: UIPresentationController?
    private let dimmingView = UIView()
    /// A sheet's grabber (`prefersGrabberVisible`), over the card's top.
    private let grabber = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
    private(set) weak var content: UIView?

    init(frame: CGRect, style: UIModalPresentationStyle) {
        self.style = style
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style.isSheet {
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimmingView.frame = bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(dimmingView)
            grabber.backgroundColor = .tertiaryLabel
            grabber.layer.cornerRadius = 2.5
            grabber.isUserInteractionEnabled = false
        }
    }

    required init?(coder: NSCoder) {
        style = .fullScreen
        super.init(coder: coder)
    }

    /// The sheet presentation controller of a sheet.
    var sheet: UISheetPresentationController? { style.isSheet ? presentationController as? UISheetPresentationController : nil }

    /// The y of a sheet's top at its full height: below the safe area's top.
    var fullHeightTop: CGFloat { safeAreaInsets.top + UIViewController.sheetTopGap }

    /// Where the content sits when shown: a card at its detent (its full height, below the safe
    /// area's top, at the large one), or the whole host.
    var contentFrame: CGRect {
        guard style.isSheet else { return bounds }
        let fullTop = fullHeightTop
        let top = sheet.map { sheet in max(fullTop, sheet.top(forDetentValue: sheet.currentDetent(in: self).value, in: self)) } ?? fullTop
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - fullTop))
    }

    func contain(_ view: UIView) {
        content = view
        view.frame = contentFrame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style.isSheet {
            view.layer.cornerRadius = sheet?.preferredCornerRadius ?? UIViewController.sheetCornerRadius
            view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.clipsToBounds = true
        }
        addSubview(view)
        if style.isSheet { addSubview(grabber) }
    }

    /// The content in place and the dimming as its detent says.
    func showContent() {
        let frame = contentFrame
        place(top: frame.minY)
    }

    /// The content `distance` points down from its place (a sheet being pulled), the dimming
    /// lighter with it.
    func pullContent(by distance: CGFloat) {
        place(top: contentFrame.minY + max(0, distance))
    }

    /// The content below the bottom edge and the dimming off.
    func hideContent() {
        var frame = contentFrame
        frame.origin.y = bounds.maxY
        content?.frame = frame
        placeGrabber()
        dimmingView.alpha = 0
    }

    /// The card with its top at `top`, the grabber on it and the dimming as much as the
    /// detents around it say (lighter as it goes below the smallest).
    func place(top: CGFloat) {
        var frame = contentFrame
        frame.origin.y = top
        content?.frame = frame
        content?.layer.cornerRadius = sheet?.preferredCornerRadius ?? UIViewController.sheetCornerRadius
        placeGrabber()
        dimmingView.alpha = dimming(atTop: top)
    }

    private func placeGrabber() {
        guard let content else { return }
        grabber.isHidden = !(sheet?.prefersGrabberVisible ?? false)
        grabber.center = CGPoint(x: content.frame.midX, y: content.frame.minY + 5 + grabber.bounds.height / 2)
    }

    /// The dimming with the card's top at `top`: each detent's (none at and below the largest
    /// undimmed one), between two detents part of each, fading out below the smallest.
    private func dimming(atTop top: CGFloat) -> CGFloat {
        guard let sheet else { return 1 - min(1, max(0, top - fullHeightTop) / max(1, contentFrame.height)) }
        let stops = sheet.resolvedDetents(in: self).map { (top: sheet.top(forDetentValue: $0.value, in: self),
                                                            alpha: sheet.dims(atDetentValue: $0.value, in: self) ? 1.0 : 0.0) }
        guard let smallest = stops.first, let largest = stops.last else { return 1 }
        if top >= smallest.top { return smallest.alpha * (1 - min(1, (top - smallest.top) / max(1, bounds.maxY - smallest.top))) }
        if top <= largest.top { return largest.alpha }
        for (lower, upper) in zip(stops, stops.dropFirst()) where top <= lower.top && top >= upper.top {
            let fraction = (lower.top - top) / max(1, lower.top - upper.top)
            return lower.alpha + (upper.alpha - lower.alpha) * fraction
        }
        return 1
    }

    /// Beside an undimmed sheet, touches reach the screen beneath.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard style.isSheet, hit === self || hit === dimmingView, dimmingView.alpha < 0.01 else { return hit }
        return nil
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
        if let content, content.animations.isEmpty, content.frame.minY < bounds.maxY { showContent() }
    }
}

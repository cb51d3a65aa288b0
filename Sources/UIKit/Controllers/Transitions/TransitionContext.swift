import Foundation

/// The context of a custom transition (a presentation, a dismissal, a push or a pop with an
/// animator): it hands the animator the container, the controllers, views and frames, keeps
/// the transition coordinator's state (`isInteractive`, `isCancelled`, `percentComplete`) in
/// step with the interaction controller's calls, and ends the transition at the first
/// `completeTransition(_:)`.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    let animator: UIViewControllerAnimatedTransitioning
    /// The coordinator that `transitionCoordinator` reports during the transition.
    var coordinator: TransitionCoordinator! {
        didSet { coordinator?.contextViews = views }
    }
    /// What the container does when the animator calls `completeTransition(_:)`.
    var onComplete: (@MainActor (Bool) -> Void)?
    private(set) var isComplete = false
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
    }

    /// Sets the frames `initialFrame(for:)` and `finalFrame(for:)` report for `controller`.
    func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Starts the transition: an interaction controller that wants an interactive start drives
    /// it; else the animator animates, with the coordinator's alongside animations in an
    /// animation block of the transition's duration.
    func start(interactionController: UIViewControllerInteractiveTransitioning?) {
        if let interactionController, isAnimated {
            isInteractive = interactionController.wantsInteractiveStart
            coordinator.initiallyInteractive = isInteractive
            coordinator.isInteractive = isInteractive
            interactionController.startInteractiveTransition(self)
            return
        }
        runAnimations()
    }

    /// The animator's `animateTransition(using:)` and the alongside animations.
    func runAnimations() {
        animator.animateTransition(using: self)
        // An animator that completed at once (a transition without animation) ran everything.
        guard !isComplete else { return }
        let coordinator = coordinator!
        if isAnimated {
            UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: [], animations: {
                coordinator.runAnimations()
            })
        } else {
            coordinator.runAnimations()
        }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        coordinator.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        coordinator.interactionEnded(cancelled: false)
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator.interactionEnded(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        coordinator.isInteractive = true
    }

    /// Ends the transition once; UIKit ignores the calls after the first.
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        coordinator.isCancelled = !didComplete
        onComplete?(didComplete)
        onComplete = nil
        animator.animationEnded(didComplete)
    }
}

extension UIView {
    /// The container of a container controller's custom transition: a view filling this one,
    /// below its `bar` (a navigation or tab bar), holding `fromView`; `toView` is sized to fill
    /// it too, for the animator to add.
    func addTransitionContainer(below bar: UIView, holding fromView: UIView, preparing toView: UIView) -> UIView {
        let container = UIView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(container, at: subviews.firstIndex { $0 === bar } ?? subviews.count)
        container.addSubview(fromView)
        toView.frame = bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return container
    }
}

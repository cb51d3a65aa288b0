import Foundation

/// What an animator and an interaction controller know of a custom transition, as UIKit's
/// `UIViewControllerContextTransitioning`: the container view the animator puts the views in,
/// the controllers and views of both ends with their frames, and the calls that report the
/// transition's progress and its end. UIKit makes the object; so does this project (a
/// presentation, a dismissal, a push or a pop with a custom animator).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view that acts as the superview of the views of the transition. The animator adds
    /// the view coming on screen (`view(forKey: .to)`) to it.
    var containerView: UIView { get }
    /// Whether the transition animates (false for `present(_:animated: false)`).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one let go early): the animator
    /// passes `!transitionWasCancelled` to `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style of a presentation or dismissal (`.custom` with a
    /// presentation controller), `.none` for a push or a pop.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Updates the completion percentage of an interactive transition (0 to 1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Tells that the user's interaction ended and the transition should complete.
    func finishInteractiveTransition()
    /// Tells that the user's interaction ended and the transition should return to its start.
    func cancelInteractiveTransition()
    /// Tells that an interaction controller paused the transition's animations (iOS 10).
    func pauseInteractiveTransition()
    /// Tells that the transition animations are done: `didComplete` true when the transition
    /// took place, false when it was cancelled. Only the first call counts (UIKit ignores
    /// later ones).
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or coming (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or coming (`.to`). Nil where the view stays in place (the
    /// presenter's view of a presentation that keeps it: `.from` of a `.custom` or
    /// `.overFullScreen` presentation, `.to` of its dismissal), as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity: there are no rotations here).
    var targetTransform: CGAffineTransform { get }
    /// The frame of the controller's view at the start: `.zero` for the view being added.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of the controller's view at the end: `.zero` for the view being removed; a
    /// presented controller's is its presentation controller's
    /// `frameOfPresentedViewInContainerView`.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a custom transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`. `interruptibleAnimator(using:)` is not here:
/// transitions run `animateTransition(using:)` (an animator may use a `UIViewPropertyAnimator`
/// inside it).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition's animations (the transition coordinator reports it).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations: adds the coming view to the container, animates, and
    /// calls `transitionContext.completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended (`transitionCompleted` false when it was cancelled).
    /// Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a custom transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning` (`UIPercentDrivenInteractiveTransition` is the
/// ready-made one).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition: set up what drives it (the animator's animations).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the completion after the interaction ends. Default 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion after the interaction ends. Default `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What a presented controller's transitioning delegate provides, as UIKit's
/// `UIViewControllerTransitioningDelegate`: animators for the presentation and the dismissal,
/// interaction controllers, and (for `.custom`) the presentation controller. Every
/// requirement has a default returning nil (the built-in transition runs).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented` by `presenting` (`source` is the
    /// controller whose `present` was called).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of the dismissal of `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the presentation (asked only when there is an animator).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller of the dismissal (asked only when there is an animator).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (nil: a plain
    /// `UIPresentationController`, the presented view filling the container).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

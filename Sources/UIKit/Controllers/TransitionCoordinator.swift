import Foundation

/// The keys of the controllers in a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of the views in a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving the screen.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view coming on screen.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a running transition is, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of a modal transition (`.none` for others).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactive (an edge swipe back).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (false here).
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// The duration of the transition's animation.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has come, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes (1 here).
    var completionVelocity: CGFloat { get }
    /// The curve of the completion of an interactive transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller leaving (`.from`) or coming (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or coming (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view that contains the views of the transition.
    var containerView: UIView { get }
    /// The rotation applied during the transition (identity: there are no rotations here).
    var targetTransform: CGAffineTransform { get }
}

/// Runs code along with a transition, as UIKit's `UIViewControllerTransitionCoordinator`: a
/// controller's `transitionCoordinator` during a push, pop, presentation or dismissal, and the
/// argument of `viewWillTransition(to:with:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block and `completion` after it
    /// ended. Returns true (the animations are always taken).
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same as `animate(alongsideTransition:completion:)`: every view animates here.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition stops being interactive (the finger
    /// lifted).
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` along with the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of the transitions run here: it collects the alongside animations and
/// completions, runs the animations inside the transition's animation block and the
/// completions after it ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Handler = @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    let containerView: UIView
    var initiallyInteractive = false
    var isInteractive = false
    var isCancelled = false
    var percentComplete: CGFloat = 0
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    /// The views of a custom transition's context (nil: the controllers' views), so that
    /// `view(forKey:)` answers as the animator's context does.
    var contextViews: [UITransitionContextViewKey: UIView]?
    private var animations: [Handler] = []
    private var completions: [Handler] = []
    private var interactionHandlers: [Handler] = []

    init(animated: Bool, duration: TimeInterval, style: UIModalPresentationStyle = .none, container: UIView,
         from: UIViewController?, to: UIViewController?) {
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        containerView = container
        controllers[.from] = from
        controllers[.to] = to
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let contextViews { return contextViews[key] }
        return controllers[key == .from ? .from : .to]?.viewIfLoaded
    }

    @discardableResult
    func animate(alongsideTransition animation: Handler?, completion: Handler?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Handler?, completion: Handler?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Handler) { interactionHandlers.append(handler) }

    /// Runs the alongside animations (inside the caller's animation block).
    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    /// Tells the interaction handlers the gesture ended.
    func interactionEnded(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the completions (the transition ended).
    func runCompletions() {
        runAnimations()
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition the controller (or a parent) takes part in now, else
    /// nil.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var node: UIViewController? = self
        while let current = node {
            if let coordinator = current.activeTransitionCoordinator { return coordinator }
            node = current.parent
        }
        return nil
    }
}

extension UIView {
    /// The curves of view animations, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }
}

import Foundation

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every requirement has a default: implement the ones you need). An animation controller
/// from `navigationController(_:animationControllerFor:from:to:)` runs an animated push or pop
/// instead of the standard slide (Controllers/Transitions/); the edge swipe back always runs
/// the standard slide.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before a controller's view is shown (a push, a pop, `setViewControllers`), after
    /// the appearance calls began.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after the controller's view was shown (the transition ended).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC` (nil: the standard
    /// slide). Default nil.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the transition `animationController` animates
    /// (nil: it runs on its own). Default nil.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
    /// The kind of a transition between the stack's controllers, as UIKit's
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

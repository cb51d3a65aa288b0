import Foundation

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every requirement has a default: implement the ones you need). Custom animation
/// controllers (`animationControllerFor…`) are not built: the standard slide always runs.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before a controller's view is shown (a push, a pop, `setViewControllers`), after
    /// the appearance calls began.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after the controller's view was shown (the transition ended).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

import Foundation

/// The class that makes a view controller again during state restoration, as UIKit's
/// `UIViewControllerRestoration`. Linux has no system that preserves and restores app state, so
/// it is never asked (see `UIViewController.restorationClass`).
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    /// Makes the controller for the restoration identifier path `identifierComponents`, with
    /// the state `coder` holds.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

import Foundation

/// The methods that adapt a view controller's contents to a change of size or traits, as
/// UIKit's `UIContentContainer`; every view controller is one.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container prefers for its content.
    var preferredContentSize: CGSize { get }
    /// A child container's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child container's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child container's view gets inside a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

import Foundation

/// Child view controllers, as UIKit's container API: `addChild(_:)` calls the child's
/// `willMove(toParent:)`; the container adds the child's view, then calls
/// `didMove(toParent:)`. Removing: `willMove(toParent: nil)`, remove the view, then
/// `removeFromParent()` (which calls `didMove(toParent: nil)`). A child's view added to or
/// removed from a parent on screen makes it appear or disappear.
extension UIViewController {
    /// `addChild(_:)`'s work.
    func adoptChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.transitionFlags.insert(.movingToParent)
        childController.willMove(toParent: self)
        childList.append(childController)
        childController.parent = self
    }

    /// `removeFromParent()`'s work.
    func leaveParent() {
        guard let parent else { return }
        setTraitsFromParent(nil)
        transitionFlags.insert(.movingFromParent)
        parent.childList.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest parent of type `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var node = parent
        while let current = node {
            if let found = current as? Container { return found }
            node = current.parent
        }
        return nil
    }
}

import Foundation

extension UIViewController {
    /// Makes `child` a child whose view fills this controller's view and follows its size (the
    /// pickers that hold a navigation controller inside a plain controller, as UIKit's do).
    package func embedFilling(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

import Foundation

extension UIView {
    /// Every view's margins until set: 8 points on each edge, as UIKit's.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// `margins` raised, edge by edge, to the system minimum when the view is the root view of a
    /// controller that respects it (UIKit: "whichever values are greater").
    func raisedToSystemMinimum(_ margins: UIEdgeInsets) -> UIEdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else { return margins }
        let minimum = controller.systemMinimumLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: max(margins.top, minimum.top),
                          left: max(margins.left, rightToLeft ? minimum.trailing : minimum.leading),
                          bottom: max(margins.bottom, minimum.bottom),
                          right: max(margins.right, rightToLeft ? minimum.leading : minimum.trailing))
    }

    /// A view that becomes a controller's root view with its margins never set takes UIKit's
    /// root-view margins: none of its own (the system minimum gives the sides).
    func adoptRootViewMargins() {
        if storedLayoutMargins == UIView.defaultLayoutMargins { storedLayoutMargins = .zero }
    }
}

extension UIViewController {
    /// `systemMinimumLayoutMargins`' work.
    var minimumRootMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = view.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

import Foundation

/// A set of methods that provide layout support and access to layout anchors, as UIKit's
/// `UILayoutSupport`: what `topLayoutGuide` and `bottomLayoutGuide` return.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The extent of the guide: the part of the view's height that bars and the window's
    /// safe area cover.
    var length: CGFloat { get }
    /// The top edge of the guide.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom edge of the guide.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The height of the guide.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` or `bottomLayoutGuide`: a layout guide of the view
/// controller's view that spans from the view's top to its safe area's top (or from the safe
/// area's bottom to the view's bottom), as UIKit's guides have since iOS 11.
final class ViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    private let isTop: Bool

    init(top: Bool, in view: UIView) {
        isTop = top
        super.init()
        identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(top
            ? [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
            : [topAnchor.constraint(equalTo: safeArea.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)])
    }

    required init?(coder: NSCoder) { nil }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    /// The top or bottom layout guide of the view, made on first use.
    func layoutSupportGuide(top: Bool) -> ViewControllerLayoutSupportGuide {
        if let made = top ? madeTopLayoutGuide : madeBottomLayoutGuide, made.owningView === view { return made }
        let guide = ViewControllerLayoutSupportGuide(top: top, in: view)
        if top { madeTopLayoutGuide = guide } else { madeBottomLayoutGuide = guide }
        return guide
    }
}

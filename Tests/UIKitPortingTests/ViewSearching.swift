@_spi(Host) import UIKit

/// Finding views in a hierarchy as tests do: by type and accessibility label, or by any test.
extension UIView {
    /// The first view of type `T` in this view's subtree whose accessibility label is `label`.
    func firstSubview<T: UIView>(ofType type: T.Type, labelled label: String) -> T? {
        firstSubview { ($0 as? T)?.accessibilityLabel == label } as? T
    }

    /// The first view in this view's subtree that `matches`.
    func firstSubview(where matches: (UIView) -> Bool) -> UIView? {
        if matches(self) { return self }
        for subview in subviews { if let found = subview.firstSubview(where: matches) { return found } }
        return nil
    }
}

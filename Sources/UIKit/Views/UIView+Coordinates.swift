import Foundation

/// The transforms between a view's coordinates and its superview's and root's, and hit testing.
extension UIView {
    /// The transform from this view's bounds coordinates to its superview's bounds coordinates.
    var transformToSuperview: CGAffineTransform {
        let c = center
        return CGAffineTransform(translationX: -bounds.origin.x - bounds.width * unitAnchorPoint.x,
                                 y: -bounds.origin.y - bounds.height * unitAnchorPoint.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// The transform from this view's coordinates to its root view's coordinates.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var node: UIView? = self
        while let current = node, let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            node = parent
        }
        return result
    }

    /// UIKit's hit test: hidden, nearly transparent and non-interactive views are skipped, front
    /// subviews win.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}

extension UIView {
    /// The work of `window`: the root of the view's tree, when that is a `UIWindow`.
    var rootWindow: UIWindow? {
        var node: UIView = self
        while let parent = node.superview { node = parent }
        return node as? UIWindow
    }
}

/// The work of `convert(_:to:)` and `convert(_:from:)` (the class body's open members).
extension UIView {
    func convertedPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let toRoot = point.applying(transformToRoot)
        guard let view else { return toRoot }
        return toRoot.applying(view.transformToRoot.inverted())
    }

    func convertedPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    func convertedRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = rect.applying(transformToRoot)
        guard let view else { return toRoot }
        return toRoot.applying(view.transformToRoot.inverted())
    }

    func convertedRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inRoot = view.map { rect.applying($0.transformToRoot) } ?? rect
        return inRoot.applying(transformToRoot.inverted())
    }
}

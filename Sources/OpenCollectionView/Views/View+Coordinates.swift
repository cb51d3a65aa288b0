import Foundation

/// The transforms between a view's coordinates and its superview's and root's, and hit testing.
extension View {
    /// The transform from this view's bounds coordinates to its superview's bounds coordinates.
    var transformToSuperview: CGAffineTransform {
        let c = center
        return CGAffineTransform(translationX: -bounds.origin.x - bounds.width * anchorPoint.x,
                                 y: -bounds.origin.y - bounds.height * anchorPoint.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// The transform from this view's coordinates to its root view's coordinates.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var node: View? = self
        while let current = node, let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            node = parent
        }
        return result
    }

    /// UIKit's hit test: hidden, nearly transparent and non-interactive views are skipped, front
    /// subviews win.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}

extension View {
    /// The window the view is in (the root of its tree, when that is a `Window`), else nil.
    public var window: Window? {
        var node: View = self
        while let parent = node.superview { node = parent }
        return node as? Window
    }
}

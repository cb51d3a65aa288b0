import Foundation

/// UIKit's view transitions: a view's content, or one view for another, changes behind a
/// cross-dissolve. Flips and curls are drawn as a cross-dissolve too (the renderer has no
/// page-curl; a flip would show the back of a view that has none).
extension UIView {
    /// Creates a transition animation for `view`: the changes `animations` makes happen at
    /// once, and the view's old look dissolves into its new one over `duration`. `completion`
    /// gets true when it ended.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let before = options.hasTransition ? view.snapshotView(afterScreenUpdates: false) : nil
        performWithoutAnimation { animations?() }
        dissolve(before, over: view, duration: duration, options: options, completion: completion)
    }

    /// Creates a transition animation from `fromView` to `toView`: `toView` takes `fromView`'s
    /// place in its superview (or, with `.showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown) and `fromView`'s look dissolves into `toView`'s over `duration`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let before = options.hasTransition ? fromView.snapshotView(afterScreenUpdates: false) : nil
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            if toView.superview !== superview {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
            fromView.removeFromSuperview()
        }
        dissolve(before, over: toView, duration: duration, options: options, completion: completion)
    }

    /// Fades `snapshot` (the old look) out above `view`; without one (no transition style, or
    /// no renderer to take it), the completion runs after `duration` all the same.
    private static func dissolve(_ snapshot: UIView?, over view: UIView, duration: TimeInterval, options: AnimationOptions,
                                 completion: (@MainActor (Bool) -> Void)?) {
        guard let snapshot, let superview = view.superview else {
            return animate(withDuration: duration, delay: 0, options: options, animations: {}, completion: completion)
        }
        snapshot.frame = view.frame
        superview.insertSubview(snapshot, aboveSubview: view)
        animate(withDuration: duration, delay: 0, options: options, animations: { snapshot.alpha = 0 }, completion: { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        })
    }
}

import Foundation

/// Safe area insets set by a window host and told down the tree.
extension UIView {
    /// The part of the superview's safe area insets that this view overlaps.
    var overlappedSafeAreaInsets: UIEdgeInsets {
        guard let parent = superview else { return storedSafeAreaInsets }
        let parentInsets = parent.safeAreaInsets
        guard parentInsets != .zero else { return .zero }
        let mine = parent.convert(parent.bounds.inset(by: parentInsets), to: self)
        let own = bounds
        // Only the superview's unsafe edges reach in: a view that overhangs a safe edge of its
        // superview (one with no inset) gets no inset there.
        func inset(_ parentInset: CGFloat, _ overlap: CGFloat) -> CGFloat { parentInset > 0 ? max(0, overlap) : 0 }
        return UIEdgeInsets(top: inset(parentInsets.top, mine.minY - own.minY), left: inset(parentInsets.left, mine.minX - own.minX),
                          bottom: inset(parentInsets.bottom, own.maxY - mine.maxY), right: inset(parentInsets.right, own.maxX - mine.maxX))
    }

    /// Sets the safe area insets of a root view, as a window does for the device's edges.
    public func setRootSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        notifySafeAreaInsetsDidChange()
    }

    func notifySafeAreaInsetsDidChange() {
        marginsDidChangeForAutoLayout()
        safeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
        for subview in subviews { subview.notifySafeAreaInsetsDidChange() }
    }
}

/// The work of `layoutMargins`, `preservesSuperviewLayoutMargins` and
/// `insetsLayoutMarginsFromSafeArea` (the class body's open members).
extension UIView {
    var effectiveLayoutMargins: UIEdgeInsets {
        let own = raisedToSystemMinimum(storedLayoutMargins) + (insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero)
        guard autoLayoutState?.preservesSuperviewLayoutMargins == true, let parent = superview else { return own }
        return own.preservingMargins(of: parent, in: self)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != storedLayoutMargins else { return }
        storedLayoutMargins = margins
        marginsDidChange()
    }

    func setPreservesSuperviewLayoutMargins(_ preserves: Bool) {
        guard preserves != preservesSuperviewLayoutMargins else { return }
        layoutState.preservesSuperviewLayoutMargins = preserves
        marginsDidChange()
    }

    /// Tells Auto Layout and the view (`layoutMarginsDidChange()`) that the margins changed.
    func marginsDidChange() {
        marginsDidChangeForAutoLayout()
        layoutMarginsDidChange()
    }
}

/// The defaults of `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`.
extension UIView {
    func layOutForSafeAreaChange() {
        setNeedsLayout()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    func layOutForMarginsChange() {
        setNeedsLayout()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}

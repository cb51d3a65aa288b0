import Foundation

/// Safe area insets set by a window host and told down the tree.
extension View {
    /// The part of the superview's safe area insets that this view overlaps.
    var overlappedSafeAreaInsets: EdgeInsets {
        guard let parent = superview else { return storedSafeAreaInsets }
        let parentSafe = parent.bounds.inset(by: parent.safeAreaInsets)
        let mine = parent.convert(parentSafe, to: self)
        let own = bounds
        return EdgeInsets(top: max(0, mine.minY - own.minY), left: max(0, mine.minX - own.minX),
                          bottom: max(0, own.maxY - mine.maxY), right: max(0, own.maxX - mine.maxX))
    }

    /// Sets the safe area insets of a root view, as a window does for the device's edges.
    public func setRootSafeAreaInsets(_ insets: EdgeInsets) {
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
extension View {
    var effectiveLayoutMargins: EdgeInsets {
        let own = raisedToSystemMinimum(storedLayoutMargins) + (insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero)
        guard autoLayoutState?.preservesSuperviewLayoutMargins == true, let parent = superview else { return own }
        return own.preservingMargins(of: parent, in: self)
    }

    func setLayoutMargins(_ margins: EdgeInsets) {
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

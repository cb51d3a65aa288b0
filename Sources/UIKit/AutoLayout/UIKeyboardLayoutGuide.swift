import Foundation

/// A layout guide that tracks a moving element and turns constraints on or off by the edges
/// it is near, as UIKit's `UITrackingLayoutGuide`.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []
    private var awayFromEdgeConstraints: [(NSDirectionalRectEdge, [NSLayoutConstraint])] = []

    /// The edges of its owning view the tracked element is near now.
    var edgesNear: NSDirectionalRectEdge { [] }

    /// Constraints active while the tracked element is near `edge` (all of its edges, for
    /// several), inactive otherwise.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdgeConstraints.removeAll { $0.0 == edge }
        nearEdgeConstraints.append((edge, trackingConstraints))
        updateTrackingConstraints()
    }

    /// Constraints active while the tracked element is away from `edge`, inactive otherwise.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayFromEdgeConstraints.removeAll { $0.0 == edge }
        awayFromEdgeConstraints.append((edge, trackingConstraints))
        updateTrackingConstraints()
    }

    /// The constraints set for `edge` with `setConstraints(_:activeWhenNearEdge:)`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeConstraints.first { $0.0 == edge }?.1 ?? []
    }

    /// The constraints set for `edge` with `setConstraints(_:activeWhenAwayFrom:)`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdgeConstraints.first { $0.0 == edge }?.1 ?? []
    }

    /// Turns each set of constraints on or off by where the tracked element is.
    func updateTrackingConstraints() {
        let near = edgesNear
        for (edge, constraints) in nearEdgeConstraints {
            let active = near.isSuperset(of: edge)
            for constraint in constraints where constraint.isActive != active { constraint.isActive = active }
        }
        for (edge, constraints) in awayFromEdgeConstraints {
            let active = near.isDisjoint(with: edge)
            for constraint in constraints where constraint.isActive != active { constraint.isActive = active }
        }
    }
}

/// The area the keyboard takes in a view, as UIKit's `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`). Linux shows no on-screen keyboard: the guide is the keyboard
/// docked and hidden, as on iOS with a hardware keyboard — across the view's bottom, as tall as
/// the bottom safe area (or 0 without `usesBottomSafeArea`). Content pinned above it sits
/// above the safe area; the constraints set for the bottom, leading and trailing edges are
/// active, and those set for being away from the top.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (there is none). Default false.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top is the bottom of the safe area while the keyboard is hidden
    /// (rather than the view's bottom). Default true.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { placeTop() } }
    }
    /// The distance above the keyboard at which a drag begins to dismiss it. Default 0.
    open var keyboardDismissPadding: CGFloat = 0

    private var topConstraint: NSLayoutConstraint?

    override var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Pins the guide to `view`'s bottom edge, full width.
    func install(in view: UIView) {
        view.addLayoutGuide(self)
        identifier = "UIViewKeyboardLayoutGuide"
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        placeTop()
    }

    private func placeTop() {
        guard let view = owningView else { return }
        topConstraint?.isActive = false
        topConstraint = usesBottomSafeArea ? topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
            : topAnchor.constraint(equalTo: view.bottomAnchor)
        topConstraint?.isActive = true
    }
}

extension UIView {
    /// The view's keyboard layout guide, made and added to the view when first asked for
    /// (`keyboardLayoutGuide`).
    var installedKeyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.install(in: self)
        return guide
    }
}

import Foundation

/// Implicit animations, as Core Animation makes them: changing an animatable property of a
/// standalone layer that has been displayed runs the action for the property's key — by
/// default a basic animation from the value on screen to the new one, lasting the
/// transaction's duration (0.25 s) with its timing function (`.default`). A view's layer makes
/// none (UIKit's views animate only in animation blocks), and neither do changes inside
/// `CATransaction.setDisableActions(true)`.
extension CALayer {
    /// The action for `event` when no delegate, `actions` entry or class default gives one:
    /// for an animatable property, the implicit animation.
    func builtInAction(forKey event: String) -> CAAction? {
        guard LayerProperty(rawValue: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The action `action(forKey:)` finds, in Core Animation's order: the `actions`
    /// dictionary, the class's `defaultAction(forKey:)`, the built-in animation; `NSNull`
    /// anywhere means none.
    func findAction(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        let found = actions?[event] ?? type(of: self).defaultAction(forKey: event) ?? builtInAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// A drawn, animatable property changed from `old`: the layer is drawn again and the
    /// property's implicit action runs.
    func valueDidChange(_ property: LayerProperty, from old: LayerValue) {
        displayedValueDidChange()
        didChangeAnimatable(property, from: old)
    }

    /// Runs the implicit action of `property` after it changed from `old` (the model value
    /// before the change).
    func didChangeAnimatable(_ property: LayerProperty, from old: LayerValue) {
        if type(of: self).needsDisplay(forKey: property.rawValue) { setNeedsDisplay() }
        guard backingView != nil || hasBeenDisplayed, modelLayer == nil, !CALayer.isBuildingPresentation,
              !CATransaction.disableActions(), let found = action(forKey: property.rawValue) else { return }
        if let basic = found as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let animation = basic.copy() as! CABasicAnimation
            animation.fromValue = presentedValue(of: property, base: old)?.boxed
            return animation.run(forKey: property.rawValue, object: self, arguments: nil)
        }
        found.run(forKey: property.rawValue, object: self, arguments: nil)
    }

    /// The value `property` shows with the running animations applied to `base`.
    func presentedValue(of property: LayerProperty, base: LayerValue) -> LayerValue? {
        guard !runningAnimations.isEmpty else { return base }
        var values = PresentedValues(layer: self, base: [property: base])
        let time = convertTime(CACurrentMediaTime(), from: nil)
        for running in runningAnimations where running.animation.animatedProperties.contains(property) {
            running.animation.apply(at: time, to: &values)
        }
        return values.value(of: property)
    }
}

import Foundation

/// The traits a controller gives its view: those its parent set for it
/// (`setOverrideTraitCollection(_:forChild:)`), with its own `traitOverrides` over them.
extension UIViewController {
    /// Gives the view the parent's traits for this controller with `traitOverrides` over them.
    func adoptTraitOverrides() {
        var overrides = traitsFromParent?.traits ?? UITraitOverrides()
        overrides.overlay(traitOverrides)
        viewIfLoaded?.traitOverrides = overrides
    }

    /// Sets the traits the parent gives this controller.
    func setTraitsFromParent(_ collection: UITraitCollection?) {
        guard collection != nil || traitsFromParent != nil else { return }
        traitsFromParent = collection
        adoptTraitOverrides()
    }
}

import Foundation

/// The delegate of a presentation controller, as UIKit's `UIAdaptivePresentationControllerDelegate`:
/// it decides whether a sheet pulled down by the user is dismissed and hears of it. Every
/// method is optional; the defaults do what UIKit does when the method is absent.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment. Default `.none` (no adaptation; a
    /// compact iPhone shows sheets as sheets here).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`. Default: the one-argument method's answer.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a sheet the user pulled down is dismissed. Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user pulled the sheet down far enough: it is about to be dismissed.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet the user pulled down was dismissed (after the animation).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user pulled down a sheet that may not be dismissed (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` said no): a place to ask about unsaved changes.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

import Foundation

/// The content-unavailable configuration of a view controller (iOS 17): shown by its content
/// view over everything in the controller's view, filling it; updated through
/// `updateContentUnavailableConfiguration(using:)` before the view first lays out and after each
/// `setNeedsUpdateContentUnavailableConfiguration()` (a search controller's text change asks for
/// one for the controller whose navigation item holds it).
struct ContentUnavailableState {
    var configuration: (any UIContentConfiguration)?
    var view: (UIView & UIContentView)?
    var needsUpdate = true
}

extension UIViewController {
    func setContentUnavailable(_ configuration: (any UIContentConfiguration)?) {
        contentUnavailable.configuration = configuration
        showContentUnavailable()
    }

    func makeContentUnavailableState() -> UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection, searchText: navigationItem.searchController?.searchBar.text)
    }

    func requestContentUnavailableUpdate() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Before the view lays out: the update asked for, then the configuration shown.
    func updateContentUnavailableIfNeeded() {
        guard contentUnavailable.needsUpdate else { return }
        contentUnavailable.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        showContentUnavailable()
    }

    /// The configuration for the current state in its view (made again when the view cannot show
    /// it), over the controller's view; none without a configuration.
    private func showContentUnavailable() {
        guard let view = viewIfLoaded else { return }
        guard let configuration = contentUnavailable.configuration?.updated(for: contentUnavailableConfigurationState) else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = nil
            return
        }
        if let shown = contentUnavailable.view, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = configuration.makeContentView()
        }
        guard let shown = contentUnavailable.view else { return }
        if shown.superview !== view || view.subviews.last !== shown { view.addSubview(shown) }
        placeContentUnavailableView()
    }

    /// After the view laid out: the content-unavailable view fills it, in front.
    func placeContentUnavailableView() {
        guard let shown = contentUnavailable.view, let view = viewIfLoaded, shown.superview === view else { return }
        shown.frame = view.bounds
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
    }
}

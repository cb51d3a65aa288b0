import Foundation

/// The navigation controller's toolbar: over the bottom of the safe area, its background
/// reaching down to the screen's edge, showing the top controller's `toolbarItems`; the
/// children's safe area ends above it.
extension UINavigationController {
    /// Whether the toolbar shows: not hidden, and the top controller does not hide bottom bars
    /// (`hidesBottomBarWhenPushed` above the root).
    var showsToolbar: Bool {
        guard !isToolbarHidden else { return false }
        let hidesForTop = childList.count > 1 && childList.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        return !hidesForTop
    }

    /// Shows or hides the toolbar, with the top controller's items: in the container while it
    /// shows (over the content), out of it while hidden, as in UIKit.
    func updateToolbar() {
        guard let toolbar else { return }
        let items = topViewController?.toolbarItems ?? []
        let shown = toolbar.items ?? []
        if items.count != shown.count || zip(items, shown).contains(where: { $0 !== $1 }) {
            toolbar.setItems(items, animated: false)
        }
        guard let view = viewIfLoaded else { return }
        if showsToolbar, toolbar.superview !== view {
            view.addSubview(toolbar)
        } else if !showsToolbar, toolbar.superview === view {
            toolbar.removeFromSuperview()
        }
        updateContentSafeArea()
        view.setNeedsLayout()
    }

    /// The top controller set its toolbar items.
    func toolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { updateToolbar() }
    }

    /// Places the toolbar at the bottom of the safe area (above a tab bar; the controller's own
    /// `additionalSafeAreaInsets` are for its children), its background reaching below.
    func layOutToolbar() {
        guard let toolbar, toolbar.superview === view else { return }
        let bottom = max(0, view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = toolbar.barHeight
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - bottom - height, width: view.bounds.width, height: height)
        toolbar.backgroundExtension = bottom
        updateToolbarScrollEdge()
    }
}

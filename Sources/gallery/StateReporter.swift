import Foundation
@_spi(Host) import UIKit

/// Prints one `state …` line whenever what the gallery shows changes in a way a test can
/// check: the screen, its layout, its items, its scroll offset; the navigation stack of the tab
/// (`nav=depth:top title`, `-` without one); the menu shown over the window (`menu=x,y,w,h` in
/// window points, `-` without one); `settled=1` once no animation or scrolling is running. The
/// end-to-end test reads these lines.
@MainActor
final class StateReporter {
    private let gallery: GalleryViewController
    private var lastLine = ""

    init(gallery: GalleryViewController) {
        self.gallery = gallery
    }

    /// The current state as one line.
    var line: String {
        let screen = gallery.currentScreen
        let scrolling = screen.scrollView.map { $0.isDecelerating || $0.isDragging } ?? false
        let settled = !Animator.shared.hasWork && !scrolling
        let size = gallery.view.bounds.size
        let appearance = gallery.view.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
        return "state screen=\(screen.screenTitle) size=\(Int(size.width))x\(Int(size.height)) settled=\(settled ? 1 : 0) "
            + "nav=\(navigation) menu=\(menu) \(screen.stateDescription) appearance=\(appearance)"
    }

    /// The selected tab's navigation stack: its depth and the top controller's title.
    private var navigation: String {
        guard let stack = gallery.currentNavigationController else { return "-" }
        let title = (stack.topViewController?.title ?? "-").replacingOccurrences(of: " ", with: "_")
        return "\(stack.viewControllers.count):\(title)"
    }

    /// The frame of the menu shown over the window, if any: a menu's overlay is the window's
    /// last subview above the root view, covering the window (a drag's lifted preview does
    /// not), the menu its last subview.
    private var menu: String {
        guard let window = gallery.view.window, window.subviews.count > 1, let overlay = window.subviews.last,
              overlay.frame == window.bounds, let menu = overlay.subviews.last
        else { return "-" }
        let frame = menu.frame
        return "\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width)),\(Int(frame.height))"
    }

    /// Prints the state if it changed since the last call.
    func report() {
        let current = line
        guard current != lastLine else { return }
        lastLine = current
        say(current)
    }
}

import SDLHost
@_spi(Host) import UIKit

/// Sends a window's device events to the gallery's `UIWindow` through `WindowInput` (touches,
/// presses, typing; the views' gesture recognizers, touch handlers and the window's focus
/// system do the rest), keeping what the gallery does itself: the wheel scrolls the current
/// screen's scroll view (or a strip inside it), number keys switch tabs, Home does what a tap on
/// iOS's status bar does (the scroll to top), F2 switches the appearance, Escape ends typing,
/// then quits; other keys go to the screen too. The window and the headless session both drive
/// the gallery through it.
@MainActor
final class InputRouter {
    private let gallery: GalleryViewController
    /// The window the gallery's views are in: events go to it.
    let window: UIWindow
    /// What turns the window's device events into UIKit's (touches, presses, typing).
    private let input: WindowInput
    /// Set when the user asked to quit.
    private(set) var quitRequested = false

    init(gallery: GalleryViewController) {
        self.gallery = gallery
        window = UIWindow(frame: gallery.view.frame)
        // The window's root: the tab bar controller (UIKit has no `UIWindow(rootViewController:)`).
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        input = WindowInput(window: window)
    }

    private var root: UIView { gallery.view }

    func handle(_ event: HostEvent) {
        switch event {
        case .wheel(let delta, let point): wheel(delta, at: point)
        case .key(let name, let modifiers): key(name, modifiers: modifiers)
        case .resized(let size): window.frame = CGRect(origin: .zero, size: size)
        case .quit: quitRequested = true
        default: input.handle(event)
        }
    }

    /// The current screen's scroll view when `point` (root coordinates) is over it.
    private func scrollView(at point: CGPoint) -> UIScrollView? {
        guard let scrollView = gallery.currentScreen.scrollView else { return nil }
        var hit = window.hitTest(point, with: nil)
        while let view = hit, view !== scrollView { hit = view.superview }
        return hit == nil ? nil : scrollView
    }

    /// The innermost scroll view under `point` inside the current collection view, when it is not
    /// the collection view itself (an orthogonally scrolling section's).
    private func innerScrollView(at point: CGPoint) -> UIScrollView? {
        guard let collectionView = gallery.currentScreen.collectionView else { return nil }
        var hit = window.hitTest(point, with: nil)
        while let view = hit, view !== collectionView {
            if let scrollView = view as? UIScrollView { return scrollView }
            hit = view.superview
        }
        return nil
    }

    // MARK: Wheel and keys

    private func wheel(_ delta: CGPoint, at point: CGPoint) {
        if delta.x != 0, let inner = innerScrollView(at: point), inner.contentSize.width > inner.bounds.width {
            inner.scroll(by: CGPoint(x: delta.x, y: 0))
            if delta.y == 0 { return }
            return wheel(CGPoint(x: 0, y: delta.y), at: point)
        }
        guard let scrollView = scrollView(at: point) else { return }
        // A vertical wheel scrolls a strip that only scrolls sideways.
        let sideways = scrollView.contentSize.height <= scrollView.bounds.height
        scrollView.scroll(by: CGPoint(x: delta.x + (sideways ? delta.y : 0), y: delta.y))
    }

    private func key(_ name: String, modifiers: KeyModifiers) {
        let typing = input.firstResponderTakesTyping
        // Printable keys come as text too (`.text`): while something takes typing they are
        // typed from there, in the keyboard layout's case, not pressed.
        if input.typesKey(name, modifiers: modifiers) { return }
        switch name {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9" where !typing: gallery.show(Int(name)! - 1)
        case "0" where !typing: gallery.show(9)
        // Escape ends typing first (as a desktop dismisses a field's editing), then quits.
        case "Escape" where typing: input.endTyping()
        case "Escape": quitRequested = true
        case "Home": UIScrollView.statusBarTapped(in: root)
        case "F2": gallery.toggleAppearance()
        default:
            // The key goes to the window as a UIKit press (Tab and the arrow keys move the focus,
            // Return chooses the focused item; other keys go to the first responder and up its
            // chain), and to the screen.
            input.press(name, modifiers: modifiers)
            gallery.currentScreen.keyPressed(name)
        }
    }
}

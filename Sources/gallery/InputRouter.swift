import SDLHost
@_spi(Host) import UIKit

/// Turns a window's device events into UIKit's: the mouse's primary button and a touch
/// screen's fingers become touches (with the modifier keys held), the right button a pointer's
/// secondary click, the wheel with Control held a two-finger pinch around the pointer and with
/// Alt held a two-finger rotation, keys presses — all sent as `UIEvent`s to the gallery's
/// `UIWindow`, where the views' gesture recognizers and touch handlers (the scroll views' pans,
/// the collection views' selection and swipe actions, drag and drop, context menus, the tab
/// bar's and the navigation bars' buttons, the navigation controllers' edge swipe, the
/// tutorial's `touchesBegan`) and the window's focus system (Tab, the arrow keys, Return) do
/// the rest. What has no touch form stays here: the wheel scrolls the scroll view under the
/// pointer, number keys switch tabs, Home does what a tap on iOS's status bar does (the scroll
/// to top), F2 switches the appearance, Escape quits; other keys go to the screen too. The window and the headless session both drive the
/// gallery through it.
@MainActor
final class InputRouter {
    /// The half distance between the two synthetic fingers of a Control-wheel pinch or an
    /// Alt-wheel rotation, in points.
    static let pinchSpan: CGFloat = 60

    private let gallery: GalleryViewController
    /// The window the gallery's views are in: events go to it.
    let window: UIWindow
    private let touches: TouchInput
    private let keys: KeyInput
    /// The mouse's touch while the primary button is down, and a touch screen's fingers.
    private var mouse: UITouch?
    /// The pointer's touch while the secondary (right) button is down.
    private var secondaryClick: UITouch?
    private var fingers: [Int: UITouch] = [:]
    /// Set when the user asked to quit.
    private(set) var quitRequested = false
    /// Set when a printable key was used as a shortcut: the text event SDL sends after it is
    /// not typed (the key that opens the search screen does not type into its field).
    private var dropsNextText = false

    init(gallery: GalleryViewController) {
        self.gallery = gallery
        window = UIWindow(frame: gallery.view.frame)
        // The window's root: the tab bar controller (UIKit has no `UIWindow(rootViewController:)`).
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        touches = TouchInput(window: window)
        keys = KeyInput(window: window)
    }

    private var root: UIView { gallery.view }

    func handle(_ event: HostEvent) {
        switch event {
        case .pointerDown(let point, .primary, let modifiers):
            touches.modifierFlags = Self.modifierFlags(modifiers)
            if mouse == nil, secondaryClick == nil { mouse = touches.begin(at: point) }
        case .pointerDown(let point, .secondary, let modifiers):
            // A right click is a pointer's secondary click (UIEvent.buttonMask .secondary): a
            // collection view opens an item's context menu at once.
            touches.modifierFlags = Self.modifierFlags(modifiers)
            guard mouse == nil, secondaryClick == nil else { return }
            touches.buttonMask = .secondary
            secondaryClick = touches.begin(at: point, type: .indirectPointer)
        case .pointerMoved(let point, let pressed, let modifiers):
            touches.modifierFlags = Self.modifierFlags(modifiers)
            if pressed, let mouse { touches.move(mouse, to: point) }
        case .pointerUp(let point, .primary):
            if let mouse { touches.end(mouse, at: point) }
            mouse = nil
        case .pointerUp(let point, .secondary):
            if let secondaryClick { touches.end(secondaryClick, at: point) }
            secondaryClick = nil
            touches.buttonMask = .primary
        case .fingerDown(let id, let point):
            if fingers[id] == nil { fingers[id] = touches.begin(at: point) }
        case .fingerMoved(let id, let point):
            if let finger = fingers[id] { touches.move(finger, to: point) }
        case .fingerUp(let id, let point):
            if let finger = fingers.removeValue(forKey: id) { touches.end(finger, at: point) }
        case .pinch(let scale, let point): pinch(scale, at: point)
        case .rotation(let angle, let point): rotate(angle, at: point)
        case .wheel(let delta, let point): wheel(delta, at: point)
        case .key(let name, let modifiers): key(name, modifiers: modifiers)
        case .text(let text):
            if dropsNextText { dropsNextText = false } else { keys.type(text) }
        case .composition(let text, let cursor): keys.compose(text, cursor: cursor)
        case .resized(let size): window.frame = CGRect(origin: .zero, size: size)
        case .quit: quitRequested = true
        }
    }

    /// The host's modifier keys as UIKit's.
    private static func modifierFlags(_ modifiers: KeyModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alt) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        return flags
    }

    /// One step of a mouse pinch: two fingers `pinchSpan` either side of the pointer move apart
    /// (or together) by `scale` and lift, so the pinch recognizer under the pointer sees a pinch.
    private func pinch(_ scale: CGFloat, at point: CGPoint) {
        guard mouse == nil, fingers.isEmpty, scale.isFinite, scale > 0 else { return }
        let span = Self.pinchSpan
        let pair = touches.begin(at: [CGPoint(x: point.x - span, y: point.y), CGPoint(x: point.x + span, y: point.y)])
        let steps = 4
        for step in 1...steps {
            let reach = span * (1 + (scale - 1) * CGFloat(step) / CGFloat(steps))
            touches.move([(pair[0], CGPoint(x: point.x - reach, y: point.y)), (pair[1], CGPoint(x: point.x + reach, y: point.y))])
        }
        touches.end(pair)
    }

    /// One step of a mouse rotation: two fingers `pinchSpan` either side of the pointer turn
    /// around it by `angle` and lift, so the rotation recognizer under the pointer sees a turn.
    private func rotate(_ angle: CGFloat, at point: CGPoint) {
        guard mouse == nil, fingers.isEmpty, angle.isFinite, angle != 0 else { return }
        let span = Self.pinchSpan
        func fingerPoints(turnedBy turn: CGFloat) -> (CGPoint, CGPoint) {
            let dx = span * cos(turn), dy = span * sin(turn)
            return (CGPoint(x: point.x - dx, y: point.y - dy), CGPoint(x: point.x + dx, y: point.y + dy))
        }
        let start = fingerPoints(turnedBy: 0)
        let pair = touches.begin(at: [start.0, start.1])
        let steps = 4
        for step in 1...steps {
            let (first, second) = fingerPoints(turnedBy: angle * CGFloat(step) / CGFloat(steps))
            touches.move([(pair[0], first), (pair[1], second)])
        }
        touches.end(pair)
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
        let typing = keys.firstResponderTakesTyping
        // Printable keys come as text too (`.text`): while something takes typing they are
        // typed from there, in the keyboard layout's case, not pressed.
        let printable = modifiers.isDisjoint(with: [.control, .command]) && Self.isPrintable(name)
        dropsNextText = printable && !typing
        if typing, printable { return }
        switch name {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9" where !typing: gallery.show(Int(name)! - 1)
        case "0" where !typing: gallery.show(9)
        // Escape ends typing first (as a desktop dismisses a field's editing), then quits.
        case "Escape" where typing: keys.endTyping()
        case "Escape": quitRequested = true
        case "Home": UIScrollView.statusBarTapped(in: root)
        case "F2": gallery.toggleAppearance()
        default:
            // The key goes to the window as a UIKit press (Tab and the arrow keys move the focus,
            // Return chooses the focused item; other keys go to the first responder and up its
            // chain), and to the screen.
            if let key = Self.key(named: name, modifiers: Self.modifierFlags(modifiers)) { keys.press(key) }
            gallery.currentScreen.keyPressed(name)
        }
    }
}

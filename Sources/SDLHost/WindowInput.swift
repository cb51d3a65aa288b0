import Foundation
@_spi(Host) import UIKit

/// Turns a desktop window's device events into UIKit's for one `UIWindow`: the mouse's primary
/// button and a touch screen's fingers become touches (with the modifier keys held), the right
/// button a pointer's secondary click, the pointer moving with no button down hovering (hover
/// recognizers, pointer interactions), the wheel with Control held a two-finger pinch around
/// the pointer and with Alt held a two-finger rotation, the wheel alone is a scroll event
/// (a pan that takes scrolls, or the innermost scroll view under the pointer that can scroll
/// that way), keys become presses (printable keys
/// type into the first responder that takes typing, as text), an input method's composition
/// shows marked. The views' gesture recognizers, touch handlers, key commands and the window's
/// focus system do the rest. Window events (resizing, focus, closing) are the host's.
@MainActor
public final class WindowInput {
    /// The half distance between the two synthetic fingers of a Control-wheel pinch or an
    /// Alt-wheel rotation, in points.
    public static let pinchSpan: CGFloat = 60

    /// The window the events go to.
    public let window: UIWindow
    private let touches: TouchInput
    private let keys: KeyInput
    /// The mouse's touch while the primary button is down, and a touch screen's fingers.
    private var mouse: UITouch?
    /// The pointer's touch while the secondary (right) button is down.
    private var secondaryClick: UITouch?
    private var fingers: [Int: UITouch] = [:]
    /// Set when a printable key was used as a shortcut: the text event SDL sends after it is
    /// not typed.
    private var dropsNextText = false

    public init(window: UIWindow) {
        self.window = window
        touches = TouchInput(window: window)
        keys = KeyInput(window: window)
    }

    /// Delivers `event` to the window; answers false for the events it leaves to the host
    /// (window events, and keys when `handlesKeys` is false).
    @discardableResult
    public func handle(_ event: HostEvent, handlesKeys: Bool = true) -> Bool {
        switch event {
        case .pointerDown(let point, .primary, let modifiers):
            window.pointerHoverEnded()
            touches.modifierFlags = Self.modifierFlags(modifiers)
            if mouse == nil, secondaryClick == nil { mouse = touches.begin(at: point) }
        case .pointerDown(let point, .secondary, let modifiers):
            // A right click is a pointer's secondary click (UIEvent.buttonMask .secondary): a
            // collection view opens an item's context menu at once.
            touches.modifierFlags = Self.modifierFlags(modifiers)
            window.pointerHoverEnded()
            guard mouse == nil, secondaryClick == nil else { return true }
            touches.buttonMask = .secondary
            secondaryClick = touches.begin(at: point, type: .indirectPointer)
        case .pointerMoved(let point, let pressed, let modifiers):
            touches.modifierFlags = Self.modifierFlags(modifiers)
            if pressed, let mouse { touches.move(mouse, to: point) }
            if !pressed, mouse == nil, secondaryClick == nil { window.pointerHovered(at: point, modifierFlags: touches.modifierFlags) }
        case .pointerLeft:
            window.pointerHoverEnded()
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
        case .text(let text):
            if dropsNextText { dropsNextText = false } else { keys.type(text) }
        case .composition(let text, let cursor): keys.compose(text, cursor: cursor)
        case .key(let name, let modifiers) where handlesKeys:
            if !typesKey(name, modifiers: modifiers) { press(name, modifiers: modifiers) }
        case .key, .resized, .focused, .minimized, .closed, .quit:
            return false
        }
        return true
    }

    /// Whether the key `name` is left to typing (it comes again as text); when it is not but
    /// is printable, the text that follows is dropped (the key was a shortcut).
    public func typesKey(_ name: String, modifiers: KeyModifiers) -> Bool {
        let typing = keys.firstResponderTakesTyping
        let printable = modifiers.isDisjoint(with: [.control, .command]) && Self.isPrintable(name)
        dropsNextText = printable && !typing
        return typing && printable
    }

    /// Whether the window's first responder takes typing.
    public var firstResponderTakesTyping: Bool { keys.firstResponderTakesTyping }

    /// Ends typing: the first responder resigns (as a desktop dismisses a field's editing).
    public func endTyping() { keys.endTyping() }

    /// Presses and releases the key `name` in the window (to the first responder and up its
    /// chain, key commands, the focus system).
    public func press(_ name: String, modifiers: KeyModifiers) {
        if let key = Self.key(named: name, modifiers: Self.modifierFlags(modifiers)) { keys.press(key) }
    }

    /// The host's modifier keys as UIKit's.
    public static func modifierFlags(_ modifiers: KeyModifiers) -> UIKeyModifierFlags {
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

    /// Scrolls what the wheel is over: a pan recognizer that takes scroll events, or the
    /// innermost scroll view whose content is larger than it along the wheel's direction
    /// (`UIWindow.sendScroll(by:at:type:)`).
    private func wheel(_ delta: CGPoint, at point: CGPoint) {
        window.sendScroll(by: delta, at: point)
    }
}

import Foundation

/// An input event, as UIKit's `UIEvent`: for touches, one object that a window delivers again
/// and again, holding the touches in progress (`allTouches`), each with its phase for this
/// delivery. Hosts make them with `TouchInput`; key presses come in a `UIPressesEvent`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The event's subtype, as UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// The event's subtype: `.none` for touches.
    open internal(set) var subtype: EventSubtype
    /// When the event happened, on `Animator.shared.clock`.
    open internal(set) var timestamp: TimeInterval
    /// The touches of the event (nil for an event that is not about touches).
    var touchList: [UITouch] = []
    /// The modifier keys held when the event happened (Shift while a pointer drags), as the host
    /// reports them through `TouchInput.modifierFlags` (UIKit's `UIEvent.modifierFlags`).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons held for the event: empty for fingers, `.primary` or `.secondary` for
    /// a mouse or trackpad click (UIKit's `UIEvent.buttonMask`).
    open internal(set) var buttonMask: ButtonMask = []

    /// The buttons of an input device, as UIKit's `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary button (a mouse's left button, a trackpad's click).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button (a mouse's right button, a two-finger trackpad click).
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of button number `buttonNumber` (1 is the primary button, 2 the secondary).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// Creates an event of `type` (a host's; windows deliver touches with `TouchInput`).
    public init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval? = nil) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp ?? Animator.shared.clock.now
        super.init()
    }

    /// An empty touch event, as UIKit's `UIEvent()`.
    public convenience override init() {
        self.init(type: .touches)
    }

    /// All touches of the event: those in progress, and those that end or are cancelled in this
    /// delivery. Nil for an event that is not a touch event.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// The touches of the event delivered to `view` (whose hit-test view it is).
    open func touches(for view: UIView) -> Set<UITouch>? {
        if let window = view as? UIWindow { return touches(for: window) }
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches of the event that `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { touch in (touch.recognizerList ?? []).contains { $0 === gesture } })
    }

    /// The touches reported for `touch` since the event was last delivered, in the order they
    /// were reported, "with the last touch being a copy of the same touch you specified"
    /// (UIKit's `coalescedTouches(for:)`); nil when `touch` is not in the event. A host that
    /// passes several samples at once (`TouchInput.move(_:through:)`) gets one copy per sample;
    /// otherwise the array holds one copy of the touch.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(touch) else { return nil }
        return touch.coalescedSamples.isEmpty ? [touch.snapshot()] : touch.coalescedSamples
    }

    /// The touches UIKit predicts `touch` will make next (UIKit's `predictedTouches(for:)`):
    /// none here, no host predicts; nil when `touch` is not in the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [] : nil
    }

    /// Adds a touch to the event (a host's, when a finger goes down).
    public func add(_ touch: UITouch) {
        if !touchList.contains(touch) { touchList.append(touch) }
    }

    /// Removes the touches that ended or were cancelled (after their delivery).
    func removeFinishedTouches() {
        touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// Sets the timestamp (a host's, as it delivers the event again).
    func stamp(_ time: TimeInterval) {
        timestamp = time
    }
}

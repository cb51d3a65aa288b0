import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: attached to a view,
/// it receives the touches of that view and its subviews before the views do, moves through
/// UIKit's states, and calls its actions when it recognizes.
///
/// Target–action: there are no selectors without the Objective-C runtime, so an action is a
/// closure receiving the recognizer: `UITapGestureRecognizer(target: self, action: { [weak self]
/// recognizer in self?.tapped(recognizer) })` (what `ocv-port` writes for `#selector`). The
/// target is held weakly, as UIKit holds it: an action whose target is gone is not called.
///
/// Subclasses (UIKit's `UIGestureRecognizerSubclass`) override `touchesBegan(_:with:)` and the
/// others, set `state`, and override `reset()`, calling `super` in each.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// The states of a recognizer, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    struct Action {
        @Unretained var target: AnyObject?
        let hasTarget: Bool
        let handler: (UIGestureRecognizer) -> Void
    }

    var actions: [Action] = []
    var storedState: State = .possible
    /// A recognition deferred until the recognizers this one requires to fail have failed.
    var pendingState: State?
    /// The touches the recognizer receives, in the order they began; ended ones leave after
    /// their delivery.
    var trackedTouches: [UITouch] = []
    var ignoredTouches: Set<ObjectIdentifier> = []
    /// The recognizers `require(toFail:)` named.
    var failureRequirements: [WeakRecognizer] = []
    /// The window's arbiter while the recognizer takes part in a gesture.
    weak var arena: GestureArena?
    /// Set while a built-in recognizer waits on the clock (a tap's interval): it is not failed
    /// when all touches lift.
    var isWaitingForTime = false
    /// The last centroid of the touches, in window coordinates, for `location(in:)` after they
    /// ended.
    var lastLocation: CGPoint = .zero
    /// Whether the recognizer recognized (began, or ended from possible) since its last reset.
    var hasRecognized = false

    /// Creates a recognizer calling `action` (with the recognizer) when it recognizes, while
    /// `target` exists; a nil target calls it always.
    public init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init()
        if let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer without actions (add them with `addTarget(_:action:)`).
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer calling `handler` when it recognizes.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: handler)
    }

    // MARK: Target–action

    /// Adds an action, called with the recognizer on each state change that UIKit reports
    /// (recognized; began, changed, ended, cancelled), while `target` exists.
    open func addTarget(_ target: Any?, action: @escaping (UIGestureRecognizer) -> Void) {
        let object: AnyObject? = target.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        actions.append(Action(target: object, hasTarget: object != nil, handler: action))
    }

    /// Removes the actions of `target` (all actions when nil). Closures have no identity, so
    /// `action` cannot pick one of a target's actions as a selector does: all of the target's
    /// are removed whatever it is.
    open func removeTarget(_ target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        guard let target else {
            actions.removeAll()
            return
        }
        let object = type(of: target) is AnyClass ? target as AnyObject : nil
        actions.removeAll { $0.hasTarget && ($0.target === object || $0.target == nil) }
    }

    func sendActions() {
        for action in actions where !action.hasTarget || action.target != nil {
            action.handler(self)
        }
    }

    // MARK: State and configuration

    /// The recognizer's state. Subclasses set it; the window's arbitration decides what a
    /// recognition does to other recognizers and to the views' touches.
    open var state: State {
        get { storedState }
        set { GestureArena.request(newValue, for: self) }
    }

    /// The delegate, held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer takes part: setting false cancels a gesture in progress (or
    /// fails a possible one), as in UIKit.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch storedState {
            case .began, .changed: state = .cancelled
            case .possible where arena != nil: state = .failed
            default: break
            }
        }
    }

    /// The view the recognizer is attached to.
    open internal(set) var view: UIView? {
        get { storedView }
        set { storedView = newValue }
    }
    @Unretained private var storedView: UIView?

    /// Whether the views' touches are cancelled when the gesture is recognized (true).
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the recognizer failed (false).
    open var delaysTouchesBegan = false
    /// Whether a touch's end reaches the view only after the recognizer failed (true): a
    /// recognized gesture cancels it instead.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes touches of one type at a time (true).
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer receives (raw values of `UITouch.TouchType`).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer receives (raw values of `UIPress.PressType`).
    open var allowedPressTypes: [NSNumber] = []
    /// A name to tell recognizers apart.
    open var name: String?
    /// The modifier keys held when the gesture's latest touch event came (as the host reports
    /// them through `TouchInput.modifierFlags`).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons of the gesture's latest touch event (empty for fingers).
    open internal(set) var buttonMask: UIEvent.ButtonMask = []

    /// Makes the recognizer wait until `otherGestureRecognizer` fails before it recognizes
    /// (a single tap waiting for a double tap to fail); it fails when the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Touches

    /// The number of touches the recognizer is following.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil);
    /// after they lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastLocation : centroid(trackedTouches)
        guard let view else { return point }
        return view.convert(point, from: trackedTouches.first?.window ?? self.view?.window)
    }

    /// The location of the touch at `touchIndex` in `view`'s coordinates. An index past
    /// `numberOfTouches` traps with UIKit's message.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0 && touchIndex < trackedTouches.count else {
            raiseException(.rangeException, "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).")
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastLocation }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    // MARK: Subclassing (UIGestureRecognizerSubclass)

    /// Touches began in the view or its subviews; subclasses call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; subclasses call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted; subclasses call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; subclasses call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties of touches were updated. A mouse reports exact values, so the
    /// system never calls it on Linux; the default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Presses began; subclasses call `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed; subclasses call `super`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended; subclasses call `super`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled; subclasses call `super`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called when the gesture is over (after ended, cancelled or failed, once its touches
    /// lifted) and the state went back to possible: subclasses clear their own state and call
    /// `super`.
    open func reset() {}

    /// Stops sending `touch` to the recognizer (the view still receives it).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.insert(ObjectIdentifier(touch))
        trackedTouches.removeAll { $0 === touch }
    }

    /// Stops sending `press` to the recognizer (no press recognizers here: it does nothing).
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether recognizing this gesture keeps `preventedGestureRecognizer` from recognizing
    /// (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing keeps this one from recognizing (true
    /// by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives `event` (asked before it joins a touch of it), as UIKit's
    /// `shouldReceive(_:)`: the default asks the delegate's `gestureRecognizer(_:shouldReceive:)`
    /// for the event.
    open func shouldReceive(_ event: UIEvent) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }

    /// Whether the recognizer receives `touch`: its type is allowed and the delegate agrees.
    func receives(_ touch: UITouch) -> Bool {
        allowedTouchTypes.contains { $0.intValue == touch.type.rawValue }
            && (delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true)
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

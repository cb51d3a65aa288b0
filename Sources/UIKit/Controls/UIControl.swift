import Foundation

/// The base class of controls — buttons, switches, sliders, segmented controls — that send
/// actions when the user interacts with them, as UIKit's `UIControl`.
///
/// Target–action works without selectors (there is no Objective-C runtime on Linux): a control
/// performs `Action`s registered with `addAction(_:for:)`, as iOS 14 code writes it, and closures
/// registered with `addTarget(_:action:for:)`, which `ocv-port` and hand ports write for
/// `addTarget(self, action: #selector(…), for:)`. Both run in the order they were added.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// One registration: an action or a target's closure, and the events it is sent for.
    struct Registration {
        enum Kind {
            case action(UIAction)
            case target(AnyObject?, hasTarget: Bool, TargetAction)
        }
        var kind: Kind
        var events: Event
    }
    /// The closure form of a target's selector: it receives the control that sends it.
    public typealias TargetAction = @MainActor (UIControl) -> Void

    var registrations: [Registration] = []
    private var highlightedFlag = false
    private var selectedFlag = false
    private var enabledFlag = true
    /// Whether a touch is being tracked (set by tracking, `UIControl+Tracking.swift`).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control's tracking bounds.
    open internal(set) var isTouchInside = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that performs `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control is enabled (true by default). A disabled control draws dimmed and
    /// does not track touches; `sendActions(for:)` still sends, as in UIKit.
    open var isEnabled: Bool {
        get { enabledFlag }
        set {
            guard newValue != enabledFlag else { return }
            enabledFlag = newValue
            stateDidChange()
        }
    }

    /// Whether the control is selected (false by default).
    open var isSelected: Bool {
        get { selectedFlag }
        set {
            guard newValue != selectedFlag else { return }
            selectedFlag = newValue
            stateDidChange()
        }
    }

    /// Whether the control is highlighted: set while a touch is down inside it.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set {
            guard newValue != highlightedFlag else { return }
            highlightedFlag = newValue
            stateDidChange()
        }
    }

    /// The control's state, made of `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state: State = []
        if highlightedFlag { state.insert(.highlighted) }
        if !enabledFlag { state.insert(.disabled) }
        if selectedFlag { state.insert(.selected) }
        return state
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed: the default draws the
    /// control again. Subclasses update their look here.
    func stateDidChange() {
        setNeedsDisplay()
    }

    /// Whether the control shows its menu itself on touch down (a `UIButton` does, with its `menu`).
    var presentsPrimaryActionMenuItself: Bool { false }

    /// How the control's content lies horizontally in its bounds (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// How the control's content lies vertically in its bounds (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout
    /// direction (`.left` or `.right`).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether a long press shows the control's context menu (iOS 14): true installs
    /// `contextMenuInteraction`, whose delegate is the control (the menu is the one
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` returns). False by default; a
    /// button with a `menu` turns it on, as UIKit's does.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { updateContextMenuInteraction() } }
    }
    /// The interaction installed while `isContextMenuInteractionEnabled`.
    var installedContextMenuInteraction: UIContextMenuInteraction?
    /// The control's context menu interaction while `isContextMenuInteractionEnabled`, else nil
    /// (iOS 14).
    open var contextMenuInteraction: UIContextMenuInteraction? { installedContextMenuInteraction }
    /// Whether a touch going down shows the context menu instead of tracking for the primary
    /// action (iOS 14); the control then sends `.menuActionTriggered`. False by default.
    open var showsMenuAsPrimaryAction = false
    /// The point, in the control's coordinates, the menu of `configuration` attaches to (iOS 14):
    /// asked when a button shows its menu as its primary action. Default: the middle of the
    /// bottom edge; the menu moves with an override's answer.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        defaultMenuAttachmentPoint
    }
    /// Text shown when a pointer rests on the control (iOS 15, Catalyst and iPad pointers). Kept;
    /// no tooltip is shown on Linux (see docs/porting.md, "Overridable members").
    open var toolTip: String?

    // MARK: The context menu interaction's delegate (UIControl adopts it)

    /// The configuration of the control's context menu for a press at `location`. Default: nil
    /// (a `UIButton` answers with its `menu`).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? { nil }
    /// The preview lifted while the menu shows. Default: nil (the control itself).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The preview the menu goes back to. Default: nil (the highlighting preview).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The menu is about to show. Default: nothing; overrides call super.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}
    /// The menu is about to go away. Default: nothing; overrides call super.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}

    // MARK: Tracking touches

    /// How far outside its bounds a tracked touch still counts as inside (UIKit's tracking
    /// bounds reach about 70 points around a control): drags within it are
    /// `.touchDragInside`, a lift within it is `.touchUpInside`.
    public static let trackingSlop: CGFloat = 70

    /// Whether `point` (the control's coordinates) lies in the tracking bounds.
    func isInTrackingBounds(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains(point)
    }

    /// A disabled control does not take touches: hit testing passes over it, as in UIKit.
    open override func hitTest(_ point: CGPoint, with event: UIKit.UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Keeps a control's own gesture from overlapping recognizers of the views around it, as
    /// UIKit's controls do since iOS 6: a single tap on a button, switch, stepper, segmented
    /// control or page control goes to the control, not to a one-tap recognizer of a superview;
    /// a drag of a slider's thumb or a switch's knob not to a pan or swipe. (Asked by the
    /// gesture arena for the views a recognizer's touches hit.) Recognizers of the control
    /// itself are not kept from beginning.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view === self { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return !claimsGesture(of: gestureRecognizer)
    }

    /// Whether the control's own action overlaps `recognizer`'s gesture: a single one-finger
    /// tap, by default.
    func claimsGesture(of recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Called when a touch goes down in the control; returns whether to keep tracking it. The
    /// default returns true. Subclasses override it to start their own tracking.
    open func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; returns whether to keep tracking it. The default
    /// returns true.
    open func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts. The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {}

    /// Called when the system cancels the tracked touch. The default does nothing.
    open func cancelTracking(with event: UIKit.UIEvent?) {}

    /// Starts tracking: the control highlights, `beginTracking` decides whether to follow the
    /// touch, and `.touchDown` (with `.touchDownRepeat` for a repeated tap) is sent.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIKit.UIEvent?) {
        guard let touch = touches.first else { return }
        if showMenuAsPrimaryAction(for: touch) { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        }
    }

    /// Follows the touch: the highlight follows whether it is inside the tracking bounds, and
    /// `.touchDragInside`, `.touchDragOutside`, `.touchDragEnter` or `.touchDragExit` is sent.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIKit.UIEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingBounds(touch.location(in: self))
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, true): sendActions(for: .touchDragEnter)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    /// Ends tracking: `endTracking`, then `.touchUpInside` (with the primary action, for a
    /// control whose tap is its primary action) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIKit.UIEvent?) {
        let touch = touches.first
        if let touch { isTouchInside = isInTrackingBounds(touch.location(in: self)) }
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            if isTouchInside {
                touchUpInside()
            } else {
                sendActions(for: .touchUpOutside)
            }
        }
        isTracking = false
        isTouchInside = false
    }

    /// Cancels tracking: `cancelTracking`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIKit.UIEvent?) {
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
        isTracking = false
        isTouchInside = false
    }

    /// Sends `.touchUpInside`; a button adds its primary action.
    func touchUpInside() {
        sendActions(for: .touchUpInside)
    }

    /// Sends a user's change of the value: `.valueChanged` and `.primaryActionTriggered`
    /// (so that `init(frame:primaryAction:)` performs its action on a change).
    func sendValueChanged() {
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Actions

    /// Performs `action` for `controlEvents`. A control holds one action per identifier: adding
    /// an action whose identifier is registered replaces that action and adds the events to
    /// those it was registered for.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
            registrations[index].kind = .action(action)
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(kind: .action(action), events: controlEvents))
        }
    }

    /// Stops performing `action` (found by its identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action identified by `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].actionIdentifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Sends `action` to `target` for `controlEvents`: the closure form of UIKit's
    /// `addTarget(_:action:for:)` (a selector cannot exist without the Objective-C runtime).
    /// The control holds the target weakly, as UIKit does: once the target is gone, the closure
    /// is not called. A nil target (UIKit's responder chain) calls the closure always.
    public final func addTarget(_ target: AnyObject?, action: @escaping TargetAction, for controlEvents: Event) {
        registrations.append(Registration(kind: .target(target, hasTarget: target != nil, action), events: controlEvents))
        registrations[registrations.count - 1].weakenTarget()
    }

    /// Stops sending to `target` for `controlEvents`; a nil target stops all targets. (A closure
    /// cannot be compared: every closure of the target is removed, as UIKit removes every
    /// selector when `action` is nil.)
    public final func removeTarget(_ target: AnyObject?, action: TargetAction? = nil, for controlEvents: Event) {
        for index in registrations.indices {
            guard case .target = registrations[index].kind else { continue }
            if target == nil || registrations[index].target === target {
                registrations[index].events.subtract(controlEvents)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The targets registered with the control (those still alive), as UIKit's set: an
    /// `NSObject` target is itself in the set; any other object is there as its
    /// `ObjectIdentifier` (Swift classes are not hashable by themselves).
    open var allTargets: Set<AnyHashable> { registeredTargets }

    /// The events the control sends to at least one action or target.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Calls `iterator` with every action and target closure and the events it is registered
    /// for, in the order they were added, until it sets its last argument to true (iOS 14's
    /// `enumerateEventHandlers`; the target–action pair is a target and a closure here).
    public final func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: AnyObject?, action: TargetAction)?,
                                                 _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        var stop = false
        for registration in registrations {
            switch registration.kind {
            case .action(let action): iterator(action, nil, registration.events, &stop)
            case .target(_, _, let closure): iterator(nil, (registration.target, closure), registration.events, &stop)
            }
            if stop { return }
        }
    }

    /// Sends the actions and target closures registered for any of `controlEvents`, in the
    /// order they were added. An action's sender is the control.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching {
            switch registration.kind {
            case .action(let action):
                sendAction(action)
            case .target(_, let hasTarget, let closure):
                if hasTarget && registration.target == nil { continue }
                closure(self)
            }
        }
    }

    /// Performs `action` with the control as its sender (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}

extension UIControl.Registration {
    var actionIdentifier: UIAction.Identifier? {
        if case .action(let action) = kind { return action.identifier }
        return nil
    }

    /// The target, if it is alive.
    var target: AnyObject? {
        if case .target(let box, _, _) = kind { return (box as? WeakBox)?.value }
        return nil
    }

    /// Keeps the target weakly.
    mutating func weakenTarget() {
        if case .target(let target, let hasTarget, let closure) = kind {
            kind = .target(WeakBox(target), hasTarget: hasTarget, closure)
        }
    }
}

/// A weak reference to a control's target.
final class WeakBox {
    weak var value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}

import Foundation

/// An object that responds to and handles events, as UIKit's `UIResponder`: views, view
/// controllers, windows and the application are responders, linked by `next` into the
/// responder chain. Touches a responder does not handle go to `next` (the default of each
/// `touches…` and `presses…` method); the first responder receives key presses first.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Responders are not archived on Linux (no storyboards or nibs): this makes the object with
    /// `init()`. It is how the application makes its delegate and its scenes' delegates from
    /// their class names (UIKit's `alloc`/`init`), so subclasses that make their own
    /// initializers write it, as on iOS.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    // MARK: User activities

    /// The activity the responder shares (kept; nothing outside the process sees it on Linux).
    open var userActivity: NSUserActivity?

    /// Updates `activity`'s state before it is saved; override it.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the responder's state from `activity`; override it.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Receives the changes an object reports to this observer, registered with the object's
    /// `addObserver(_:forKeyPath:options:context:)` (NSObject's key-value observing method,
    /// declared here for views and view controllers: other classes cannot override it without
    /// the Objective-C runtime). Does nothing by default.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    // MARK: Accessibility (NSObject's UIAccessibility additions; see `UIAccessibility`)

    var accessibility = AccessibilityAttributes()

    /// Whether assistive technologies reach the object. Default: true for labels and
    /// controls, false for other views.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? isAccessibilityElementByDefault }
        set { accessibility.isElement = newValue }
    }
    /// A short description of the element. Default: a label's text, a button's title, else nil.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What performing the element's action does. Default nil.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value. Default: a switch's "1"/"0", a slider's percentage, a stepper's value.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// An identifier for UI tests. Default nil.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// What the element is. Default: `.staticText` for labels, `.button` for buttons and
    /// switches, `.adjustable` for sliders and steppers, `.image` for image views, with
    /// `.notEnabled` and `.selected` from a control's state.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates. Default: a view's bounds in its window.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// The elements a container holds, in order. Default nil.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings. Default false.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// The language the element's label, value and hint are spoken in. Default nil.
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// Activates the element (VoiceOver's double tap); returns whether it did. Default false.
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element's value. Default: nothing.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element's value. Default: nothing.
    open func accessibilityDecrement() {}
    /// Dismisses a modal view (VoiceOver's escape gesture); returns whether it did. Default false.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the most important action (VoiceOver's magic tap). Default false.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Scrolls the content by a page in `direction` (VoiceOver's three-finger swipe); returns
    /// whether it did. Default false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// `accessibilityLabel` with attributes. Default: the label as plain attributed text;
    /// setting it sets the label to its string. (Likewise the hint and the value.)
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// The element's outline in screen coordinates, when not its frame. Default nil.
    open var accessibilityPath: UIBezierPath? {
        get { accessibility.path }
        set { accessibility.path = newValue }
    }
    /// Where an activation (double tap) lands, in screen coordinates. Default: the middle of
    /// `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    /// Whether the children are read as a group, in order. Default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// How the children are navigated. Default `.automatic`.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibility.navigationStyle }
        set { accessibility.navigationStyle = newValue }
    }
    /// Whether the element takes part in user interaction. Default: true for buttons, links,
    /// keys, adjustable elements and elements with custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibility.respondsToUserInteraction ?? defaultRespondsToUserInteraction }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    /// The names Voice Control accepts for the element. Default: the label alone (none without one).
    open var accessibilityUserInputLabels: [String]! {
        get { accessibility.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }
    /// The kind of text the element holds. Default nil.
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibility.textualContext }
        set { accessibility.textualContext = newValue }
    }
    /// Whether Smart Invert leaves the element as it is. Default false; Linux has no Smart
    /// Invert, so it is kept for code that reads it.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibility.ignoresInvertColors }
        set { accessibility.ignoresInvertColors = newValue }
    }
    /// The kind of container the element is. Default `.none`.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibility.containerType }
        set { accessibility.containerType = newValue }
    }
    /// The actions the element offers besides activation. Default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }
    /// The number of elements the container holds: `accessibilityElements`' count by default.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`: from `accessibilityElements` by default (nil out of range).
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` among the container's elements, by identity; `NSNotFound` if absent.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Called when an assistive technology focused the element. VoiceOver does not run on
    /// Linux, so it is never called there; the default does nothing.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when the element lost an assistive technology's focus (never on Linux).
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology has the element focused: false (none runs on Linux).
    open func accessibilityElementIsFocused() -> Bool { false }

    // MARK: Edit actions and input views (UIResponderStandardEditActions)

    /// The undo manager of the responder chain: the default asks `next`; a window answers
    /// the application's, and text fields and text views their own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Cuts the selection to the pasteboard. The default passes the action to `next`.
    open func cut(_ sender: Any?) { next?.cut(sender) }
    /// Copies the selection to the pasteboard. The default passes the action to `next`.
    open func copy(_ sender: Any?) { next?.copy(sender) }
    /// Pastes from the pasteboard. The default passes the action to `next`.
    open func paste(_ sender: Any?) { next?.paste(sender) }
    /// Selects the next logical item. The default passes the action to `next`.
    open func select(_ sender: Any?) { next?.select(sender) }
    /// Selects everything. The default passes the action to `next`.
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
    /// Deletes the selection. The default passes the action to `next`.
    open func delete(_ sender: Any?) { next?.delete(sender) }

    /// The view shown instead of the keyboard while the responder is first responder. Default
    /// nil. Linux shows no on-screen keyboard and no input views: it is kept for code that
    /// reads it.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while the responder is first responder. Default nil;
    /// not shown on Linux (no on-screen keyboard).
    open var inputAccessoryView: UIView? { nil }
    /// Reloads the input views of the first responder: with no on-screen keyboard on Linux
    /// there is nothing to reload.
    open func reloadInputViews() {}
    /// An identifier for the keyboard's input mode memory. Default nil.
    open var textInputContextIdentifier: String? { nil }

    /// Whether the responder accepts pasting (or dropping) these item providers. Default false:
    /// the responder has no paste configuration.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { false }
    /// Pastes (or drops) item providers the responder accepted. Default: nothing.
    open func paste(itemProviders: [NSItemProvider]) {}

    // MARK: Nibs and Interface Builder

    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: State restoration

    /// The identifier that marks a view or view controller for state restoration. Default nil. Linux has no
    /// system that preserves and restores app state, so it is kept but never read.
    open var restorationIdentifier: String?

    /// Encodes state for restoration. UIKit calls it while preserving the app's state, which
    /// never happens on Linux; the default encodes nothing.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Decodes state saved by `encodeRestorableState(with:)`. Never called on Linux; the default
    /// does nothing.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called after every object was restored. Never called on Linux; the default does nothing.
    open func applicationFinishedRestoringState() {}

    // MARK: Menus (Menus/UIMenuSystem.swift)

    /// Changes the main menu with `builder` (iOS 13); UIKit asks the application and its
    /// delegate when the main menu is built. Does nothing by default.
    open func buildMenu(with builder: UIMenuBuilder) {}

    /// Updates `command` (its title, state, attributes) before it runs; a main-menu key command
    /// left disabled or hidden does not run. Does nothing by default.
    open func validate(_ command: UICommand) {}

    // MARK: The responder chain

    /// The next responder in the chain: nil here. A view's is its view controller when it is a
    /// controller's view, else its superview; a view controller's is its view's superview; a
    /// window's is the application.
    open var next: UIResponder? { nil }

    /// The window the responder belongs to, whose first responder it can be: a view's window, a
    /// view controller's view's, a window itself, the application's key window.
    var responderWindow: UIWindow? { nil }

    // MARK: First responder

    /// Set while `endEditing(true)` makes a responder resign without asking it (text fields
    /// and text views skip their delegates' should-end question).
    static var resignsWithoutAsking = false

    /// Whether the responder can become the first responder: false by default; override it to
    /// receive key presses and key commands first.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked: true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.currentFirstResponder === self
    }

    /// Makes the responder its window's first responder, as UIKit does: true when it already
    /// is one; false when `canBecomeFirstResponder` is false, when it is in no window (UIKit
    /// asks for a view in an active view hierarchy), or when the current first responder does
    /// not resign (`canResignFirstResponder` false, or `resignFirstResponder()` answers false).
    /// Overrides must call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.currentFirstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.storedFirstResponder = self
        return true
    }

    /// Gives up first-responder status: false when `canResignFirstResponder` is false; true
    /// otherwise (also when the responder was not the first responder). Overrides must call
    /// `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || UIResponder.resignsWithoutAsking else { return false }
        if let window = responderWindow, window.storedFirstResponder === self {
            window.storedFirstResponder = nil
        }
        return true
    }

    // MARK: Touches

    /// One or more fingers touched down in a view: the default passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved: the default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted: the default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer recognized, the view left the
    /// window): the default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A touch's estimated properties (force, azimuth) were updated: nothing here (no device
    /// reports estimated properties on Linux).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// One or more keys (or buttons) went down: the default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed (its force; not reported on Linux): the default passes it to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// One or more keys went up: the default passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The presses were cancelled (the window lost the keyboard): the default passes them to
    /// `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands the responder answers while it is in the responder chain of a key
    /// press (nil by default).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Motion

    /// A remote-control event (a headset's or the system's media buttons) arrived. Default:
    /// nothing. Linux delivers none (no media-key service feeds UIKit's events here); see
    /// docs/porting.md, "Overridable members".
    open func remoteControlReceived(with event: UIEvent?) {}

    /// A motion event began (a shake): the default passes it to `next`. No Linux device
    /// reports shakes; a host may send `Event.EventSubtype.motionShake` itself.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion event ended: the default passes it to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion event was cancelled: the default passes it to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
}

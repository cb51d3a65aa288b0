import Foundation

/// The backdrop of the app's user interface and the dispatcher of its events, as UIKit's
/// `UIWindow`: a view at the root of a view tree that a host shows, whose `sendEvent(_:)`
/// delivers touches to the views they began in (and to their gesture recognizers) and key
/// presses to the first responder.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's position on the z axis, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    /// The first responder, as `becomeFirstResponder()` set it (see `currentFirstResponder`).
    weak var storedFirstResponder: UIResponder?
    /// The arbitration of the gesture recognizers of the window's touches.
    lazy var gestureArena = GestureArena(window: self)
    /// Presses a key command took: their later phases are not delivered either.
    var consumedPresses: Set<ObjectIdentifier> = []
    /// The window's focus (Focus/).
    lazy var focusSystem = UIFocusSystem(window: self)
    /// The mouse pointer over the window: hover recognizers, pointer regions, the cursor (Pointer/).
    lazy var pointerHover = PointerHover(window: self)
    /// Set while a resize tells the root view controller.
    private var isResizing = false
    /// The undo manager all windows answer, as UIKit's application-wide one.
    private static let applicationUndoManager = UndoManager()

    /// The application's undo manager (one for every window).
    open override var undoManager: UndoManager? { UIWindow.applicationUndoManager }

    /// Creates a window with the given frame (in screen coordinates). It is hidden, as UIKit's
    /// windows are, until `makeKeyAndVisible()` (or `isHidden = false`): a hidden window
    /// receives no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Makes a window of the scene, filling its screen; hidden until `makeKeyAndVisible()`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        // An initializer's own assignment runs no observer.
        windowScene.attach(self)
    }

    /// Windows are not archived here (no storyboards); this creates a hidden one with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// A window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    override var responderWindow: UIWindow? { self }

    /// The first responder while it is still in this window.
    var currentFirstResponder: UIResponder? {
        guard let responder = storedFirstResponder, responder.responderWindow === self else { return nil }
        return responder
    }

    /// The window's level: windows of a higher level are in front.
    open var windowLevel: Level = .normal

    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// The scene the window belongs to (kept weakly): set it to move the window to another
    /// scene. A window shown without one joins the application's scene (see `UIApplication`).
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// The root view controller: its view fills the window (resizing with it), replacing the
    /// previous controller's view. On a visible window the old controller disappears and the
    /// new one appears (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`); on a hidden one
    /// that happens when the window is shown (`makeKeyAndVisible()`).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let visible = !isHidden
            if visible {
                oldValue?.beginAppearanceTransition(false, animated: false)
                rootViewController?.beginAppearanceTransition(true, animated: false)
            }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
                if visible { controller.noteViewIsAppearing() }
            }
            guard visible else { return }
            layoutIfNeeded()
            oldValue?.endAppearanceTransition()
            rootViewController?.endAppearanceTransition()
        }
    }

    /// Showing the window makes its root view controller appear; hiding it, disappear.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let controller = rootViewController else { return }
            controller.beginAppearanceTransition(!isHidden, animated: false)
            if !isHidden {
                controller.noteViewIsAppearing()
                layoutIfNeeded()
            }
            controller.endAppearanceTransition()
        }
    }

    /// The frame; a new size tells the root view controller (and the presented ones)
    /// `viewWillTransition(to:with:)` before the views resize, then runs the coordinator's
    /// alongside animations and completions (without animation: a window resizes at once here).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            guard newValue.size != oldSize, let controller = rootViewController, !isResizing else {
                super.frame = newValue
                return
            }
            isResizing = true
            defer { isResizing = false }
            let coordinator = TransitionCoordinator(animated: false, duration: 0, container: self, from: controller, to: controller)
            controller.activeTransitionCoordinator = coordinator
            controller.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            coordinator.runAnimations()
            layoutIfNeeded()
            controller.activeTransitionCoordinator = nil
            coordinator.runCompletions()
        }
    }

    // MARK: Converting between windows

    /// Converts a point from the window's coordinates to `window`'s (the screen's when nil).
    /// Every window here lies at the screen's origin, so a window's coordinates are its root's.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint { convert(point, to: window as UIView?) }
    /// Converts a point from `window`'s coordinates (the screen's when nil) to the window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint { convert(point, from: window as UIView?) }
    /// Converts a rectangle from the window's coordinates to `window`'s (the screen's when nil).
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect { convert(rect, to: window as UIView?) }
    /// Converts a rectangle from `window`'s coordinates (the screen's when nil) to the window's.
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect { convert(rect, from: window as UIView?) }

    // MARK: Key window

    /// Whether the window is the application's key window (the one that receives key presses
    /// without a first responder).
    open var isKeyWindow: Bool { UIApplication.shared.storedKeyWindow === self }

    /// Whether the window may become the key window (iOS 15): true by default; `makeKey()` does
    /// nothing while it is false.
    open var canBecomeKey: Bool { true }

    /// Makes the window the key window (unless `canBecomeKey` is false); the previous one hears
    /// `resignKey()`, this one `becomeKey()`.
    open func makeKey() {
        let application = UIApplication.shared
        guard application.storedKeyWindow !== self, canBecomeKey else { return }
        let previous = application.storedKeyWindow
        application.storedKeyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Shows the window (`isHidden = false`) and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.register(self)
        makeKey()
    }

    /// Called when the window became the key window; override it calling `super`.
    open func becomeKey() {}

    /// Called when the window stopped being the key window; override it calling `super`.
    open func resignKey() {}

    // MARK: Events

    /// Delivers an event: touches go to the gesture recognizers of the views under them and to
    /// the views they began in (found by `hitTest(_:with:)` when they begin and kept for their
    /// life); presses go to the first responder, else the window, and up the responder chain.
    /// The application calls it for events of this window; call it yourself to inject events.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
        } else if event.type == .touches {
            deliverTouches(event)
        }
    }
}

import Foundation

/// A container that shows a stack of view controllers one at a time under a navigation bar, as
/// UIKit's `UINavigationController`: pushing slides the new controller in from the trailing
/// edge over the old one (which moves 30% of the width behind it), popping slides it back out;
/// the back button and an edge swipe from the leading edge pop. The children are the stack
/// (`viewControllers`), the root first; each shows under the bar with the bar's height added to
/// its safe area.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The duration of the push and pop slides (iOS's standard transition, about 0.35 s).
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the controller underneath moves, as a part of the width.
    static let parallaxFraction: CGFloat = 0.3

    /// The bar at the top, made with the controller.
    open var navigationBar: UINavigationBar { ownNavigationBar }
    private let ownNavigationBar: UINavigationBar
    private let ownToolbar = UIToolbar(frame: .zero)
    private var storedToolbarHidden = true
    /// The delegate told when controllers show.
    open weak var delegate: UINavigationControllerDelegate?
    /// The running transition, if any.
    var runningTransition: NavigationTransition?
    private var storedBarHidden = false
    /// The content scroll view kept at its top edge, and the top inset it was kept at.
    var pinnedScrollTop: (scrollView: ObjectIdentifier, top: CGFloat)?
    private var madePopGesture: UIScreenEdgePanGestureRecognizer?
    /// The recognizers of `hidesBarsOnTap` and `hidesBarsOnSwipe`, made on first use.
    private lazy var barHiding = BarHidingRecognizers(controller: self)

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        ownNavigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        ownNavigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller (no storyboards here).
    public required init?(coder: NSCoder) {
        ownNavigationBar = UINavigationBar(frame: .zero)
        super.init(coder: coder)
    }

    /// Makes the container view: the bar on top, the top controller's view under it.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(navigationBar)
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        if let top = topViewController { installContent(top) }
        if showsToolbar { container.addSubview(toolbar) }
        let gesture = InteractivePopGestureRecognizer(target: self) { [weak self] recognizer in
            self?.handleInteractivePop(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        gesture.edges = .left
        container.addGestureRecognizer(gesture)
        madePopGesture = gesture
        container.addGestureRecognizer(barHideOnTapGestureRecognizer)
        container.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
    }

    // MARK: The stack

    /// The controllers on the stack, the root first. Setting it calls
    /// `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { childList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { childList.last }

    /// The controller whose view shows: what the navigation controller presents, else the top.
    open var visibleViewController: UIViewController? {
        presentedViewController.flatMap { $0.isBeingDismissed ? nil : $0 } ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it (sliding in when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !childList.contains(where: { $0 === viewController }) else {
            Diagnostics.report("Pushing the same view controller instance (\(viewController)) more than once is not supported")
            return
        }
        let from = topViewController
        addChild(viewController)
        transition(from: from, to: viewController, operation: .push, removing: [], animated: animated)
    }

    /// Pops the top controller and returns it; nil when the root is on top.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard childList.count > 1, let top = childList.last else { return nil }
        pop(to: childList[childList.count - 2], animated: animated)
        return top
    }

    /// Pops the controllers above `viewController` and returns them (nil when it is not on
    /// the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = childList.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(childList[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        pop(to: viewController, animated: animated)
        return popped
    }

    /// Pops every controller but the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = childList.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack: a new top slides in as a push (a top that was lower on the stack
    /// slides in as a pop); controllers that leave the stack are removed.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let from = topViewController
        let leaving = childList.filter { old in !viewControllers.contains { $0 === old } }
        let wasOnStack = viewControllers.last.map { new in childList.contains { $0 === new } } ?? false
        for controller in leaving where controller !== from {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        if let from, leaving.contains(where: { $0 === from }) {
            from.willMove(toParent: nil)
            from.transitionFlags.insert(.movingFromParent)
        }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        childList = viewControllers
        guard let to = viewControllers.last else {
            from?.viewIfLoaded?.removeFromSuperview()
            if let from, leaving.contains(where: { $0 === from }) { from.removeFromParent() }
            navigationBar.setItems([], animated: false)
            return
        }
        guard to !== from else {
            navigationBar.setItems(childList.map(\.navigationItem), animated: false)
            updateToolbar()
            return
        }
        let operation: NavigationTransition.Operation = wasOnStack ? .pop : .push
        let removing = from.map { from in leaving.contains { $0 === from } ? [from] : [] } ?? []
        transition(from: from, to: to, operation: operation, removing: removing, animated: animated)
    }

    private func pop(to target: UIViewController, animated: Bool) {
        guard let index = childList.firstIndex(where: { $0 === target }), let from = topViewController else { return }
        let popped = Array(childList[(index + 1)...])
        for controller in popped {
            controller.transitionFlags.insert(.movingFromParent)
            controller.willMove(toParent: nil)
        }
        childList.removeLast(popped.count)
        transition(from: from, to: target, operation: .pop, removing: popped, animated: animated)
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { storedBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (`UINavigationControllerHideShowBarDuration`, 0.2 s,
    /// when animated); the top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedBarHidden else { return }
        storedBarHidden = hidden
        navigationBar.isHidden = hidden
        updateContentSafeArea()
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The toolbar (UINavigationController+Toolbar.swift)

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while it is not
    /// hidden.
    open var toolbar: UIToolbar! { ownToolbar }

    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the top controller's safe area follows (the slide is not
    /// drawn).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        updateToolbar()
    }

    /// The recognizer of the edge swipe that pops the top controller (from the leading edge).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return madePopGesture
    }

    // MARK: Hiding the bar (UINavigationController+BarHiding.swift)

    /// Whether a tap on the content hides the bar, and the next one shows it. Default false.
    open var hidesBarsOnTap = false {
        didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap }
    }

    /// Whether swiping up hides the bar and swiping down shows it (the content may scroll at the
    /// same time). Default false.
    open var hidesBarsOnSwipe = false {
        didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe }
    }

    /// Whether the bar hides while the environment is vertically compact (an iPhone in
    /// landscape) and shows again when it is not. Default false.
    open var hidesBarsWhenVerticallyCompact = false {
        didSet { followVerticalSizeClass() }
    }

    /// Whether the bar hides when the keyboard appears. Default false. Linux shows no on-screen
    /// keyboard, so the bar never hides for one.
    open var hidesBarsWhenKeyboardAppears = false

    /// The tap recognizer `hidesBarsOnTap` uses: on the controller's view, enabled with it.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }

    /// The pan recognizer `hidesBarsOnSwipe` uses: on the controller's view, enabled with it.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        followVerticalSizeClass()
    }
}

/// The navigation controller's view: it lays out the bar and the top controller's view.
@preconcurrency @MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutBarAndContent()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

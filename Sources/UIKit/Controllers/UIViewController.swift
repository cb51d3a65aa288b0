import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`: it makes its view
/// on first use (`loadView()`, then `viewDidLoad()`), hears about appearance changes in UIKit's
/// order (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, `viewWillDisappear`,
/// `viewDidDisappear`), contains child controllers, and presents others modally.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Where the controller is in its appearance cycle (UIViewController+Appearance.swift).
    var appearanceState: AppearanceState = .disappeared
    /// Whether `viewIsAppearing(_:)` ran for the current appearance.
    var hasCalledIsAppearing = false
    var appearanceAnimated = false
    /// The flags UIKit reports during a transition (`isBeingPresented`, `isMovingToParent`…).
    var transitionFlags: TransitionFlags = []
    var childList: [UIViewController] = []
    /// The controller this one presents, and the one presenting it.
    var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?
    /// The safe area that a container adds for its bars (a navigation bar, a tab bar).
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }
    /// The transition coordinator of a running transition that involves the controller.
    var activeTransitionCoordinator: UIViewControllerTransitionCoordinator?
    var madeEditButtonItem: UIBarButtonItem?
    /// The view that holds this presented controller's view over the window (dimming, card).
    var presentationHost: PresentationHostView?
    /// The presentation controller of a `.custom` presentation (Transitions/).
    var madePresentationController: UIPresentationController?
    var isEditingState = false
    var madeNavigationItem: UINavigationItem?
    var madeTabBarItem: UITabBarItem?
    var ownToolbarItems: [UIBarButtonItem]?
    var madeTopLayoutGuide: ViewControllerLayoutSupportGuide?
    var madeBottomLayoutGuide: ViewControllerLayoutSupportGuide?

    /// Creates a view controller, as UIKit's designated initializer. There are no nib files here:
    /// `nibName` and `bundle` are kept, and the view is made by `loadView()` (docs/porting.md).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller without a nib: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The responder chain, as UIKit's: a presented controller's is the presenting controller;
    /// others', the view's superview (a window for a root view controller).
    open override var next: UIResponder? { storedPresentingViewController ?? viewIfLoaded?.superview }
    override var responderWindow: UIWindow? { viewIfLoaded?.window }

    /// The nib name given at creation (no nib is loaded here).
    open private(set) var nibName: String?
    /// The bundle given at creation.
    open private(set) var nibBundle: Bundle?

    /// Controllers are not archived here (there are no storyboards); this creates a plain one so
    /// that subclasses written for UIKit compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The view the controller manages, made on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.owningViewController = self
                loadedView?.adoptRootViewMargins()
                if overrideUserInterfaceStyle != .unspecified { adoptInterfaceStyle() }
                if traitOverrides != UITraitOverrides() || traitsFromParent != nil { adoptTraitOverrides() }
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
            newValue?.adoptRootViewMargins()
            if overrideUserInterfaceStyle != .unspecified { adoptInterfaceStyle() }
            if traitOverrides != UITraitOverrides() || traitsFromParent != nil { adoptTraitOverrides() }
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`. Default true.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.layoutMarginsDidChange() } }
    }

    /// The controller's environment: its view's trait collection.
    open var traitCollection: UITraitCollection { view.traitCollection }

    /// The interface style the controller's views use whatever they inherit (iOS 13);
    /// `.unspecified` (the default) inherits. Its view (and so its children's views) takes it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { adoptInterfaceStyle() }
    }

    private func adoptInterfaceStyle() {
        loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle
    }

    /// Traits the controller sets for itself and its views (iOS 17), over those it inherits.
    /// The controller's traits are its view's here, so its view takes them (when it is loaded);
    /// they replace overrides set on the view itself.
    /// The handlers registered with `registerForTraitChanges` (UIView+Traits.swift).
    var traitChangeRegistrations: [UITraitChangeRegistration] = []

    open var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { adoptTraitOverrides() } }
    }

    /// The scroll views set with `setContentScrollView(_:for:)`, with their edges.
    var contentScrollViews: [(scrollView: UIScrollView, edges: NSDirectionalRectEdge)] = []
    /// The content-unavailable configuration, its view and whether an update was asked for.
    var contentUnavailable = ContentUnavailableState()

    /// The traits the parent set for this controller; nil when it set none
    /// (UIViewController+Traits.swift).
    var traitsFromParent: UITraitCollection?

    /// Makes `childViewController` (a child of this controller) take the traits `collection`
    /// specifies over those it inherits, as UIKit's `setOverrideTraitCollection(_:forChild:)`
    /// (deprecated in iOS 17 for `traitOverrides`); nil removes them. A controller that is not a
    /// child is reported and left alone. They end when the child leaves the parent.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else {
            return Diagnostics.report("setOverrideTraitCollection(_:forChild:): \(childViewController) is not a child of \(self)")
        }
        childViewController.setTraitsFromParent(collection)
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController.traitsFromParent : nil
    }

    /// Brings the traits of the controller and its views up to date now (iOS 17), as its view's
    /// `updateTraitsIfNeeded()` does.
    open func updateTraitsIfNeeded() {
        viewIfLoaded?.updateTraitsIfNeeded()
    }

    /// Called when the trait collection of the controller's view changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made, else nil (without making it).
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view now if it has not been made yet.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// A title for the controller. Setting it also sets the navigation item's title (and the
    /// tab bar item's, as UIKit does).
    open var title: String? {
        didSet {
            madeNavigationItem?.title = title
            madeTabBarItem?.title = title
        }
    }

    /// Makes the view. The default makes a plain `UIView` the size of the main screen; override
    /// it to make another, without calling `super`.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Called after the view was made.
    open func viewDidLoad() {}

    // MARK: Focus (Focus/)

    /// Where focus goes inside the controller, best first: its view by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// The environment containing the controller: its view's superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview }
    /// Whether the controller's key commands run while it presents another modally (true; UIKit
    /// reads a default from the Info.plist's `UIViewControllerPerformsActionsWhilePresentingModally`).
    open var performsActionsWhilePresentingModally: Bool { true }
    /// The container of the focus items inside the controller: its view, once loaded (iOS 12).
    open var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }
    /// The controller's focus group (nil: its view's).
    open var focusGroupIdentifier: String? { nil }
    /// Whether a focus update that involves the controller's views may happen (true).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// A focus update involving the controller's views happened.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Asks for focus to move to the controller's preferred environment.
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }
    /// Runs a pending focus update now.
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to a window and shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is in the window with its geometry and traits: after
    /// `viewWillAppear(_:)`, before `viewDidAppear(_:)` (iOS 13 back-deployed).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was shown (after an animated transition ended).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is hidden or removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was hidden or removed.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a containing controller forwards its appearance calls to this one's children
    /// automatically. Default true; a container that returns false calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`true`) or disappear (`false`):
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` runs now, the matching "did" method at
    /// `endAppearanceTransition()`. Containers that manage their children's appearance call it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { beginAppearance(isAppearing, animated: animated) }

    /// Ends the appearance transition begun by `beginAppearanceTransition(_:animated:)`:
    /// `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if it has not run) or
    /// `viewDidDisappear(_:)`.
    open func endAppearanceTransition() { endAppearance() }

    // MARK: Layout

    /// Called before the view lays out its subviews (its `layoutSubviews()`). Default: nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews. Default: nothing.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the view: called instead of the view's own
    /// `updateConstraints()`. Override it calling `super.updateViewConstraints()` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Called before the size of the view changes (the window resized), with a coordinator
    /// whose `animate(alongsideTransition:completion:)` runs code along with the change. The
    /// default forwards the call to the children and the presented controller; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList { child.viewWillTransition(to: size, with: coordinator) }
        storedPresentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The guide from the top of the view to the bottom of its bars, as UIKit's deprecated
    /// `topLayoutGuide`: its `bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    /// The guide from the top of the bottom bars to the bottom of the view, as UIKit's
    /// deprecated `bottomLayoutGuide`: its `topAnchor` is `view.safeAreaLayoutGuide.bottomAnchor`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }


    // MARK: Containers and transitions

    /// The nearest navigation controller among the parents (nil for a presented controller
    /// that is not in one).
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest tab bar controller among the parents.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// The item a navigation bar shows for the controller, made on first use with the
    /// controller's title.
    open var navigationItem: UINavigationItem { makeNavigationItem() }
    /// The item a tab bar shows for the controller, made on first use with its title.
    open var tabBarItem: UITabBarItem! {
        get { makeTabBarItem() }
        set { setTabBarItem(newValue) }
    }
    /// An item that toggles editing: Edit (plain) while not editing, Done (bold) while editing;
    /// a tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }
    /// Whether the controller is being presented (during `present`'s appearance calls).
    open var isBeingPresented: Bool { transitionFlags.contains(.beingPresented) }
    /// Whether the controller is being dismissed (during `dismiss`'s appearance calls).
    open var isBeingDismissed: Bool { transitionFlags.contains(.beingDismissed) }
    /// Whether the controller is being added to a parent (a push, `addChild`), until
    /// `didMove(toParent:)`.
    open var isMovingToParent: Bool { transitionFlags.contains(.movingToParent) }
    /// Whether the controller is being removed from its parent (a pop), until
    /// `didMove(toParent: nil)`.
    open var isMovingFromParent: Bool { transitionFlags.contains(.movingFromParent) }

    // MARK: Status bar and orientation

    /// Whether the status bar is hidden while the controller is shown. Default false. There is
    /// no status bar on Linux: the value is kept for code that reads it.
    open var prefersStatusBarHidden: Bool { false }
    /// The style of the status bar. Default `.default`; no status bar on Linux.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates a change of `prefersStatusBarHidden`. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead. Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead. Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system the status bar attributes changed. With no status bar on Linux there
    /// is nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator may hide. Default false; no home indicator on Linux.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations the controller supports: all but upside down, as on iPhone. A desktop
    /// window does not rotate; the window's shape decides portrait or landscape.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller's contents rotate. Default true.
    open var shouldAutorotate: Bool { true }
    /// The orientation a presented controller prefers. Default `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Showing and segues

    /// Shows `vc` in the primary context: a navigation controller pushes it, else it is
    /// presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary (detail) context: the enclosing split view controller's
    /// secondary column, else as `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = enclosingSplitViewController { return split.showDetailViewController(vc, sender: sender) }
        show(vc, sender: sender)
    }

    /// The nearest split view controller among the controller's parents.
    open var splitViewController: UISplitViewController? { enclosingSplitViewController }

    /// The storyboard the controller was made from: always nil, as there are no storyboards on
    /// Linux (controllers are made in code).
    open var storyboard: UIStoryboard? { nil }

    /// Called before a segue runs. Storyboards do not load on Linux, so no segue runs and this
    /// is never called by the system.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// The children an unwind segue may search for its destination: by default all but the one
    /// that contains the source, as UIKit's. Unwind segues come from storyboards, so UIKit never
    /// calls it on Linux.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that is, or contains, the unwind segue's source; nil when none is. Never called
    /// by the system on Linux.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var node: UIViewController? = source.source
            while let current = node {
                if current === child { return true }
                node = current.parent ?? current.presentingViewController
            }
            return false
        }
    }

    /// Called on each controller an unwind segue passes on its way to `subsequentVC`; the
    /// default does nothing (containers pop or dismiss here). Never called by the system on Linux.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Whether the segue with `identifier` should run. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the storyboard segue `identifier`. There are no storyboards on Linux, so the
    /// controller has no segues: this raises UIKit's exception for an unknown identifier
    /// (present or push the view controller in code instead).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        raiseException(.invalidArgumentException, "Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }

    // MARK: Safe area and margins

    /// The minimum layout margins of the root view, as UIKit's `systemMinimumLayoutMargins`: 0 at
    /// the top and bottom, 16 points on the sides in a compact width (an iPhone in portrait) and
    /// 20 in a regular one.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { minimumRootMargins }

    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's view changed.
    open func viewLayoutMarginsDidChange() {}

    /// Insets added to the safe area of the view (on top of the window's and the bars'), for
    /// content the controller draws over the view itself.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }

    /// The size the controller's content prefers, for a container that presents it (a popover,
    /// a sheet). Zero by default; setting it tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }

    /// Called when a child's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Called when a child's Auto Layout fitting size changed. Default: nothing. UIKit calls
    /// it for children in containers that size them by their fitting size (popovers, form
    /// sheets), which Linux does not have: it is never called here.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child's view gets in a parent of `parentSize`. Default: `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The controller's traits are about to change to `newCollection`; the default passes the
    /// call to the children and the presented controller. Called before a resize that changes
    /// the size classes: windows here keep iPhone's classes at every size, so it is not called
    /// yet.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList { child.willTransition(to: newCollection, with: coordinator) }
        storedPresentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    /// Replaces the child `fromViewController`'s view with the child `toViewController`'s, as
    /// UIKit's: the appearance calls of both, `toViewController`'s view put in the other's
    /// place (a cross-dissolve with a transition option), `animations` animated over
    /// `duration`, then `completion`. Both must be children of this controller.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?,
                         completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            raiseException(.invalidArgumentException, "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        }
        let animated = duration > 0
        fromViewController.beginAppearanceTransition(false, animated: animated)
        toViewController.beginAppearanceTransition(true, animated: animated)
        toViewController.view.frame = fromViewController.view.frame
        UIView.transition(from: fromViewController.view, to: toViewController.view, duration: duration, options: options)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}) { finished in
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
    }

    // MARK: Content unavailable (UIViewController+ContentUnavailable.swift)

    /// What the controller shows over its view while it has no content (iOS 17); nil (the
    /// default) shows nothing.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailable.configuration }
        set { setContentUnavailable(newValue) }
    }
    /// The state a configuration is updated for: the traits and the search controller's text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { makeContentUnavailableState() }
    /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() { requestContentUnavailableUpdate() }
    /// Sets `contentUnavailableConfiguration` for `state`; UIKit calls it before the view first
    /// lays out and after each request. Does nothing by default.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Bars and system gestures

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)` (iOS 15); nil when
    /// none was. A navigation controller follows its top controller's top-edge scroll view (its
    /// large title collapses, its bar leaves the scroll edge, as the view scrolls); without one,
    /// it takes the controller's view, or the view's first subview, when that is a scroll view.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.first { $0.edges.contains(edge) }?.scrollView
    }

    /// Sets the scroll view the bars at `edge` follow (iOS 15); nil removes it.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for index in contentScrollViews.indices { contentScrollViews[index].edges.subtract(edge) }
        contentScrollViews.removeAll { $0.edges.isEmpty }
        if let scrollView { contentScrollViews.append((scrollView, edge)) }
        (parent as? UINavigationController)?.contentScrollViewDidChange()
        tabBarController?.updateTabBarScrollEdge()
    }

    /// Sets the scroll view the bars at every edge follow (iOS 15).
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The edges of the view that extend under the bars. Default `.all`. Kept for code that
    /// reads it: the content here always extends under the bars, as with the default.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too. Default false; kept (see
    /// `edgesForExtendedLayout`).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether a presented controller takes over the status bar's appearance. Default false;
    /// no status bar on Linux.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller's transition style is used for a presentation in its context.
    /// Default false; kept.
    open var providesPresentationContextTransitionStyle = false
    /// Whether focus returns to the item that had it before a presentation, after it. Default
    /// true.
    open var restoresFocusAfterTransition = true
    /// Whether the keyboard stays after a text field resigns in a modal form sheet. No
    /// on-screen keyboard on Linux: the default, false, is all there is.
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    /// The child whose home-indicator preference is used. Default nil; no home indicator here.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system the home-indicator preference changed; no home indicator on Linux.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures wait for the app's. Default none; Linux has no
    /// system edge gestures.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges are used. Default nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the deferred edges changed; nothing to defer on Linux.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Tells the system the supported orientations changed; a desktop window does not rotate.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Whether the controller wants the pointer locked (hidden, its motion kept in the window)
    /// while its scene is active. Default false; see `UIPointerLockState`.
    open var prefersPointerLocked: Bool { false }
    /// The child whose pointer-lock preference is used. Default nil.
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// Tells the scene the pointer-lock preference changed: its `pointerLockState` updates.
    open func setNeedsUpdateOfPrefersPointerLocked() {
        var controller: UIViewController? = self
        while let current = controller, current.viewIfLoaded?.window == nil {
            controller = current.parent ?? current.presentingViewController
        }
        controller?.viewIfLoaded?.window?.windowScene?.updatePointerLock()
    }

    // MARK: Editing

    /// Whether the controller is in editing mode. Setting it calls `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { isEditingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; the `editButtonItem` shows Done while editing, else Edit.
    /// Subclasses override it calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingState = editing
        updateEditButtonItem()
    }

    /// Whether the tab bar (a toolbar's place at the bottom) hides while this controller is
    /// on a navigation stack above the root, in a tab bar controller. Default false.
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { ownToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the navigation controller's toolbar shows them at once when this
    /// controller is on top (the fade is not drawn).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        ownToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }

    // MARK: Containment (UIViewController+Containment.swift)

    /// Called just before the controller is added to (or removed from, with nil) a parent.
    /// `addChild(_:)` calls it with the parent; the container calls it with nil before
    /// `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to (or removed from, with nil) a parent. The
    /// container calls it after `addChild(_:)` and its view work; `removeFromParent()` calls it
    /// with nil.
    open func didMove(toParent parent: UIViewController?) {
        transitionFlags.remove([.movingToParent, .movingFromParent])
    }

    /// The parent controller (a navigation, tab bar or custom container), if any.
    open internal(set) weak var parent: UIViewController?

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childList }

    /// Adds `childController` as a child of this controller, calling its
    /// `willMove(toParent:)` first (it leaves a previous parent).
    open func addChild(_ childController: UIViewController) { adoptChild(childController) }

    /// Removes the controller from its parent, calling `didMove(toParent: nil)`.
    open func removeFromParent() { leaveParent() }

    // MARK: State restoration

    /// The class that makes this controller again during state restoration. Default nil. Linux
    /// has no system that preserves and restores app state, so it is kept but never asked.
    open var restorationClass: UIViewControllerRestoration.Type?

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller this one presents, if any.
    open var presentedViewController: UIViewController? { presentedController }

    /// The controller that presented this one (or one of its parents), if any.
    open var presentingViewController: UIViewController? { presentingController }

    /// The presentation controller of the nearest presented controller (this one or a parent):
    /// a `.custom` presentation's own, or one that stands for a built-in sheet or full-screen
    /// presentation, made on first access as UIKit makes it (so that code can set its
    /// `delegate` before presenting); nil for a `.custom` style before it is presented.
    open var presentationController: UIPresentationController? { nearestPresentationController }

    /// How the controller is presented modally. `.automatic` (the default) is a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when the controller is presented modally.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object that provides the animators (and, for `.custom`, the presentation
    /// controller) of this controller's presentation and dismissal (Transitions/).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the controller's sheet refuses to be pulled down (iOS 13); the presentation
    /// controller's delegate hears of the attempt. Default false.
    open var isModalInPresentation = false
    /// Whether this controller presents the `.currentContext` and `.overCurrentContext`
    /// presentations (and active search controllers) asked of it or of its children, rather than
    /// the root (their views still cover the window here). Default false.
    open var definesPresentationContext = false

    /// The popover presentation controller, when the controller is presented as a popover
    /// (`modalPresentationStyle == .popover`, or an action sheet); nil otherwise.
    open var popoverPresentationController: UIPopoverPresentationController? { madePopoverPresentationController }
    /// The sheet presentation controller (iOS 15), when the controller (or the nearest
    /// presented parent) is presented as a sheet (`.pageSheet`, `.formSheet`, or `.automatic`):
    /// the same object as its `presentationController`; nil for the other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        nearestPresentationController as? UISheetPresentationController
    }

    /// Presents `viewControllerToPresent` modally: a sheet slides up from the bottom (0.5 s,
    /// UIKit's spring with no bounce) or a full-screen one covers the window; `completion` runs
    /// after it is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller presented by this one (or, when it presents nothing, this one
    /// from its presenter), with the presented controllers above it; `completion` runs after.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
}

extension UIViewController: UITraitEnvironment {}

extension UIViewController: UIFocusEnvironment {}

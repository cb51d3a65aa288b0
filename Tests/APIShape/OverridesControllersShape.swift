// Issue 31, "every member iOS code overrides exists": a subclass of each view controller and
// container the project provides, overriding EVERY member UIKit's Swift interface marks `open` for
// that class (UIKit's headers, the NSObject categories and the protocols UIKit's class adopts, whose
// methods Swift subclasses write with `override`, included), with the signature iOS code writes;
// each calls `super`. Each container also re-overrides the UIViewController members its subclasses
// most often override. Skipped members (Objective-C runtime only) are named in comments. Nothing
// here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run without
// trapping.
import UIKit

/// UIViewController: every open member of UIViewController.h and its categories (UIStateRestoration.h, UIContentContainer, UITraitEnvironment, UIFocusEnvironment, segues, status bar, rotation, containment), the NSObject categories (UINibLoading.h) and NSObject.
@MainActor
final class OverridesViewController: UIViewController {
    override var view: UIView! { get { super.view } set { super.view = newValue } }
    override func loadView() { super.loadView() }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override var viewIfLoaded: UIView? { super.viewIfLoaded }
    override func viewDidLoad() { super.viewDidLoad() }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override var nibName: String? { super.nibName }
    override var nibBundle: Bundle? { super.nibBundle }
    override var storyboard: UIStoryboard? { super.storyboard }
    override func performSegue(withIdentifier identifier: String, sender: Any?) { super.performSegue(withIdentifier: identifier, sender: sender) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { super.shouldPerformSegue(withIdentifier: identifier, sender: sender) }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { super.allowedChildrenForUnwinding(from: source) }
    override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { super.childContaining(source) }
    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) { super.unwind(for: unwindSegue, towards: subsequentVC) }
    // Skipped: canPerformUnwindSegueAction(_:from:sender:) and targetViewController(forAction:sender:) take a `Selector`.
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var parent: UIViewController? { super.parent }
    override var presentedViewController: UIViewController? { super.presentedViewController }
    override var presentingViewController: UIViewController? { super.presentingViewController }
    override var definesPresentationContext: Bool { get { super.definesPresentationContext } set { super.definesPresentationContext = newValue } }
    override var providesPresentationContextTransitionStyle: Bool { get { super.providesPresentationContextTransitionStyle } set { super.providesPresentationContextTransitionStyle = newValue } }
    override var restoresFocusAfterTransition: Bool { get { super.restoresFocusAfterTransition } set { super.restoresFocusAfterTransition = newValue } }
    override var isBeingPresented: Bool { super.isBeingPresented }
    override var isBeingDismissed: Bool { super.isBeingDismissed }
    override var isMovingToParent: Bool { super.isMovingToParent }
    override var isMovingFromParent: Bool { super.isMovingFromParent }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { super.present(viewControllerToPresent, animated: flag, completion: completion) }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { super.dismiss(animated: flag, completion: completion) }
    override var modalTransitionStyle: UIModalTransitionStyle { get { super.modalTransitionStyle } set { super.modalTransitionStyle = newValue } }
    override var modalPresentationStyle: UIModalPresentationStyle { get { super.modalPresentationStyle } set { super.modalPresentationStyle = newValue } }
    override var modalPresentationCapturesStatusBarAppearance: Bool { get { super.modalPresentationCapturesStatusBarAppearance } set { super.modalPresentationCapturesStatusBarAppearance = newValue } }
    override var disablesAutomaticKeyboardDismissal: Bool { super.disablesAutomaticKeyboardDismissal }
    override var edgesForExtendedLayout: UIRectEdge { get { super.edgesForExtendedLayout } set { super.edgesForExtendedLayout = newValue } }
    override var extendedLayoutIncludesOpaqueBars: Bool { get { super.extendedLayoutIncludesOpaqueBars } set { super.extendedLayoutIncludesOpaqueBars = newValue } }
    override var preferredContentSize: CGSize { get { super.preferredContentSize } set { super.preferredContentSize = newValue } }
    override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
    override var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { super.preferredStatusBarUpdateAnimation }
    override func setNeedsStatusBarAppearanceUpdate() { super.setNeedsStatusBarAppearanceUpdate() }
    override var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }
    override var childForStatusBarHidden: UIViewController? { super.childForStatusBarHidden }
    override var prefersHomeIndicatorAutoHidden: Bool { super.prefersHomeIndicatorAutoHidden }
    override var childForHomeIndicatorAutoHidden: UIViewController? { super.childForHomeIndicatorAutoHidden }
    override func setNeedsUpdateOfHomeIndicatorAutoHidden() { super.setNeedsUpdateOfHomeIndicatorAutoHidden() }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { super.preferredScreenEdgesDeferringSystemGestures }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { super.childForScreenEdgesDeferringSystemGestures }
    override func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { super.setNeedsUpdateOfScreenEdgesDeferringSystemGestures() }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { super.showDetailViewController(vc, sender: sender) }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { super.overrideUserInterfaceStyle } set { super.overrideUserInterfaceStyle = newValue } }
    override var traitOverrides: UITraitOverrides { get { super.traitOverrides } set { super.traitOverrides = newValue } }
    override func updateTraitsIfNeeded() { super.updateTraitsIfNeeded() }
    override var shouldAutorotate: Bool { super.shouldAutorotate }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { super.preferredInterfaceOrientationForPresentation }
    override func setNeedsUpdateOfSupportedInterfaceOrientations() { super.setNeedsUpdateOfSupportedInterfaceOrientations() }
    override var isEditing: Bool { get { super.isEditing } set { super.isEditing = newValue } }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var editButtonItem: UIBarButtonItem { super.editButtonItem }
    override var children: [UIViewController] { super.children }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { super.transition(from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations, completion: completion) }
    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { super.beginAppearanceTransition(isAppearing, animated: animated) }
    override func endAppearanceTransition() { super.endAppearanceTransition() }
    override func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) { super.setOverrideTraitCollection(collection, forChild: childViewController) }
    override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? { super.overrideTraitCollection(forChild: childViewController) }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { super.shouldAutomaticallyForwardAppearanceMethods }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    // UIStateRestoration.h
    override var restorationIdentifier: String? { get { super.restorationIdentifier } set { super.restorationIdentifier = newValue } }
    override var restorationClass: UIViewControllerRestoration.Type? { get { super.restorationClass } set { super.restorationClass = newValue } }
    override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
    override func decodeRestorableState(with coder: NSCoder) { super.decodeRestorableState(with: coder) }
    override func applicationFinishedRestoringState() { super.applicationFinishedRestoringState() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? { get { super.transitioningDelegate } set { super.transitioningDelegate = newValue } }
    override var additionalSafeAreaInsets: UIEdgeInsets { get { super.additionalSafeAreaInsets } set { super.additionalSafeAreaInsets = newValue } }
    override var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { super.systemMinimumLayoutMargins }
    override var viewRespectsSystemMinimumLayoutMargins: Bool { get { super.viewRespectsSystemMinimumLayoutMargins } set { super.viewRespectsSystemMinimumLayoutMargins = newValue } }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { super.contentScrollView(for: edge) }
    override func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) { super.setContentScrollView(scrollView, for: edge) }
    override var navigationItem: UINavigationItem { super.navigationItem }
    override var hidesBottomBarWhenPushed: Bool { get { super.hidesBottomBarWhenPushed } set { super.hidesBottomBarWhenPushed = newValue } }
    override var navigationController: UINavigationController? { super.navigationController }
    override var toolbarItems: [UIBarButtonItem]? { get { super.toolbarItems } set { super.toolbarItems = newValue } }
    override func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { super.setToolbarItems(toolbarItems, animated: animated) }
    override var tabBarItem: UITabBarItem! { get { super.tabBarItem } set { super.tabBarItem = newValue } }
    override var tabBarController: UITabBarController? { super.tabBarController }
    override var presentationController: UIPresentationController? { super.presentationController }
    override var sheetPresentationController: UISheetPresentationController? { super.sheetPresentationController }
    override var popoverPresentationController: UIPopoverPresentationController? { super.popoverPresentationController }
    override var isModalInPresentation: Bool { get { super.isModalInPresentation } set { super.isModalInPresentation = newValue } }
    override var splitViewController: UISplitViewController? { super.splitViewController }
    // UIContentContainer (UIViewController adopts it).
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) { super.preferredContentSizeDidChange(forChildContentContainer: container) }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) { super.systemLayoutFittingSizeDidChange(forChildContentContainer: container) }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { super.size(forChildContentContainer: container, withParentContainerSize: parentSize) }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) { super.willTransition(to: newCollection, with: coordinator) }
    // UITraitEnvironment
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    // UIFocusEnvironment
    override var preferredFocusEnvironments: [UIFocusEnvironment] { super.preferredFocusEnvironments }
    override var parentFocusEnvironment: UIFocusEnvironment? { super.parentFocusEnvironment }
    override var focusItemContainer: UIFocusItemContainer? { super.focusItemContainer }
    override var focusGroupIdentifier: String? { super.focusGroupIdentifier }
    override func setNeedsFocusUpdate() { super.setNeedsFocusUpdate() }
    override func updateFocusIfNeeded() { super.updateFocusIfNeeded() }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { super.shouldUpdateFocus(in: context) }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { super.didUpdateFocus(in: context, with: coordinator) }
    // iOS 17 content-unavailable configuration.
    override func setNeedsUpdateContentUnavailableConfiguration() { super.setNeedsUpdateContentUnavailableConfiguration() }
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) { super.updateContentUnavailableConfiguration(using: state) }
    override var contentUnavailableConfiguration: UIContentConfiguration? { get { super.contentUnavailableConfiguration } set { super.contentUnavailableConfiguration = newValue } }
    override var performsActionsWhilePresentingModally: Bool { super.performsActionsWhilePresentingModally }
    // UIResponder members controllers override.
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    // NSObject (UINibLoadingAdditions) and Foundation.
    override func awakeFromNib() { super.awakeFromNib() }
    override var description: String { super.description }
    override var debugDescription: String { super.debugDescription }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    // Skipped: the rotation methods deprecated since iOS 8 (willRotate(to:duration:) and friends), the
    // 3D Touch previewing API (deprecated), and `modalPresentationStyle`-adjacent popover members of
    // classes the project lacks.

}

/// UINavigationController.h.
@MainActor
final class OverridesNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) { super.pushViewController(viewController, animated: animated) }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { super.popToViewController(viewController, animated: animated) }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? { super.popToRootViewController(animated: animated) }
    override var topViewController: UIViewController? { super.topViewController }
    override var visibleViewController: UIViewController? { super.visibleViewController }
    override var viewControllers: [UIViewController] { get { super.viewControllers } set { super.viewControllers = newValue } }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { super.setViewControllers(viewControllers, animated: animated) }
    override var isNavigationBarHidden: Bool { get { super.isNavigationBarHidden } set { super.isNavigationBarHidden = newValue } }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { super.setNavigationBarHidden(hidden, animated: animated) }
    override var navigationBar: UINavigationBar { super.navigationBar }
    override var isToolbarHidden: Bool { get { super.isToolbarHidden } set { super.isToolbarHidden = newValue } }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) { super.setToolbarHidden(hidden, animated: animated) }
    override var toolbar: UIToolbar! { super.toolbar }
    override var delegate: UINavigationControllerDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var interactivePopGestureRecognizer: UIGestureRecognizer? { super.interactivePopGestureRecognizer }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override var hidesBarsWhenKeyboardAppears: Bool { get { super.hidesBarsWhenKeyboardAppears } set { super.hidesBarsWhenKeyboardAppears = newValue } }
    override var hidesBarsOnSwipe: Bool { get { super.hidesBarsOnSwipe } set { super.hidesBarsOnSwipe = newValue } }
    override var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { super.barHideOnSwipeGestureRecognizer }
    override var hidesBarsWhenVerticallyCompact: Bool { get { super.hidesBarsWhenVerticallyCompact } set { super.hidesBarsWhenVerticallyCompact = newValue } }
    override var hidesBarsOnTap: Bool { get { super.hidesBarsOnTap } set { super.hidesBarsOnTap = newValue } }
    override var barHideOnTapGestureRecognizer: UITapGestureRecognizer { super.barHideOnTapGestureRecognizer }
    // The UIViewController members container subclasses most often override (sealed if the container
    // overrides them as `public override`).
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
    override var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }
    override var childForStatusBarHidden: UIViewController? { super.childForStatusBarHidden }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    override var shouldAutorotate: Bool { super.shouldAutorotate }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
    override func loadView() { super.loadView() }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var next: UIResponder? { super.next }
    override func awakeFromNib() { super.awakeFromNib() }

}

/// UITabBarController.h, and the UITabBarDelegate methods UITabBarController implements (subclasses override them).
@MainActor
final class OverridesTabBarController: UITabBarController {
    override var viewControllers: [UIViewController]? { get { super.viewControllers } set { super.viewControllers = newValue } }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { super.setViewControllers(viewControllers, animated: animated) }
    override var selectedViewController: UIViewController? { get { super.selectedViewController } set { super.selectedViewController = newValue } }
    override var selectedIndex: Int { get { super.selectedIndex } set { super.selectedIndex = newValue } }
    override var moreNavigationController: UINavigationController { super.moreNavigationController }
    override var customizableViewControllers: [UIViewController]? { get { super.customizableViewControllers } set { super.customizableViewControllers = newValue } }
    override var tabBar: UITabBar { super.tabBar }
    override var delegate: UITabBarControllerDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { super.tabBar(tabBar, didSelect: item) }
    override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { super.tabBar(tabBar, willBeginCustomizing: items) }
    override func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { super.tabBar(tabBar, didBeginCustomizing: items) }
    override func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { super.tabBar(tabBar, willEndCustomizing: items, changed: changed) }
    override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { super.tabBar(tabBar, didEndCustomizing: items, changed: changed) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
    override func loadView() { super.loadView() }
    override func awakeFromNib() { super.awakeFromNib() }

}

/// UICollectionViewController.h, and the UICollectionViewDataSource / UICollectionViewDelegate / UIScrollViewDelegate methods it implements (subclasses write them with `override`).
@MainActor
final class OverridesCollectionViewController: UICollectionViewController {
    override var collectionView: UICollectionView! { get { super.collectionView } set { super.collectionView = newValue } }
    override var clearsSelectionOnViewWillAppear: Bool { get { super.clearsSelectionOnViewWillAppear } set { super.clearsSelectionOnViewWillAppear = newValue } }
    override var useLayoutToLayoutNavigationTransitions: Bool { get { super.useLayoutToLayoutNavigationTransitions } set { super.useLayoutToLayoutNavigationTransitions = newValue } }
    override var collectionViewLayout: UICollectionViewLayout { super.collectionViewLayout }
    override var installsStandardGestureForInteractiveMovement: Bool { get { super.installsStandardGestureForInteractiveMovement } set { super.installsStandardGestureForInteractiveMovement = newValue } }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { super.numberOfSections(in: collectionView) }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { super.collectionView(collectionView, numberOfItemsInSection: section) }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { super.collectionView(collectionView, cellForItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, canMoveItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath) }
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { super.indexTitles(for: collectionView) }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { super.collectionView(collectionView, indexPathForIndexTitle: title, at: index) }
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, shouldHighlightItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { super.collectionView(collectionView, didHighlightItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { super.collectionView(collectionView, didUnhighlightItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, shouldSelectItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, shouldDeselectItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { super.collectionView(collectionView, didSelectItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { super.collectionView(collectionView, didDeselectItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) { super.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { super.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) { super.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout { super.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout) }
    override func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { super.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset) }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { super.collectionView(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath, atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath) }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { super.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath) }
    override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { super.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath) }
    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) { super.collectionViewDidEndMultipleSelectionInteraction(collectionView) }
    override func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { super.collectionView(collectionView, performPrimaryActionForItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { super.collectionView(collectionView, canFocusItemAt: indexPath) }
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? { super.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) }
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { super.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point) }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { super.scrollViewDidScroll(scrollView) }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { super.scrollViewWillBeginDragging(scrollView) }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) { super.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset) }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { super.scrollViewDidEndDecelerating(scrollView) }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { super.scrollViewDidEndScrollingAnimation(scrollView) }
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? { super.viewForZooming(in: scrollView) }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { super.scrollViewShouldScrollToTop(scrollView) }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { super.scrollViewDidChangeAdjustedContentInset(scrollView) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func loadView() { super.loadView() }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
    override func awakeFromNib() { super.awakeFromNib() }
}

@MainActor
func overridesControllersShape() {
    let overridesViewController = OverridesViewController(nibName: nil, bundle: nil)
    let overridesNavigationController = OverridesNavigationController(rootViewController: UIViewController())
    let overridesTabBarController = OverridesTabBarController(nibName: nil, bundle: nil)
    let overridesCollectionViewController = OverridesCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    overridesNavigationController.pushViewController(overridesViewController, animated: false)
    overridesTabBarController.viewControllers = [overridesNavigationController, overridesCollectionViewController]
    window.rootViewController = overridesTabBarController
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    overridesTabBarController.selectedIndex = 1
    window.layoutIfNeeded()
    _ = (overridesViewController.isViewLoaded, overridesCollectionViewController.collectionView)
}

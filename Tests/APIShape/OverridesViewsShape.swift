// Issue 31, "every member iOS code overrides exists": a subclass of the responder and of each view
// the project provides, overriding EVERY member UIKit's Swift interface marks `open` for that class
// (UIKit's headers, the NSObject categories UIKit adds included), with the signature iOS code
// writes; each calls `super`. Each view subclass also re-overrides the UIView members subclasses of
// it most often override (a member the project overrides as `public override` is sealed for them).
// Skipped members (Objective-C runtime only, or a class the project lacks) are named in comments.
// Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run
// without trapping.
import UIKit

/// UIResponder: every open member (UIResponder.h, UIResponder+UIActivityItemsConfiguration.h, UIPasteConfigurationSupporting.h), and the NSObject categories UIKit adds (UINibLoading.h).
@MainActor
final class OverridesResponder: UIResponder {
    override func buildMenu(with builder: UIMenuBuilder) { super.buildMenu(with: builder) }
    override func validate(_ command: UICommand) { super.validate(command) }
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    @discardableResult override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override var canResignFirstResponder: Bool { super.canResignFirstResponder }
    @discardableResult override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { super.touchesEstimatedPropertiesUpdated(touches) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesChanged(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesCancelled(presses, with: event) }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionBegan(motion, with: event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionCancelled(motion, with: event) }
    override func remoteControlReceived(with event: UIEvent?) { super.remoteControlReceived(with: event) }
    // Skipped: canPerformAction(_:withSender:) and target(forAction:withSender:) take a `Selector`, which
    // only exists with the Objective-C runtime (the project's target-action uses closures).
    override var undoManager: UndoManager? { super.undoManager }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override var inputView: UIView? { super.inputView }
    override var inputAccessoryView: UIView? { super.inputAccessoryView }
    override var textInputContextIdentifier: String? { super.textInputContextIdentifier }
    override func reloadInputViews() { super.reloadInputViews() }
    // buildMenu(with:) and validate(_:) need UIMenuBuilder and UICommand: OverridesRemainderShape.swift.
    override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { super.canPaste(itemProviders) }
    override func paste(itemProviders: [NSItemProvider]) { super.paste(itemProviders: itemProviders) }
    // UIResponderStandardEditActions (UIResponder adopts the protocol, so Swift code overrides them).
    override func cut(_ sender: Any?) { super.cut(sender) }
    override func copy(_ sender: Any?) { super.copy(sender) }
    override func paste(_ sender: Any?) { super.paste(sender) }
    override func select(_ sender: Any?) { super.select(sender) }
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    override func delete(_ sender: Any?) { super.delete(sender) }
    // NSObject (UINibLoadingAdditions) and NSObject (UIInterfaceBuilderAdditions), UINibLoading.h.
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    // NSObject (Foundation).
    override var description: String { super.description }
    override var debugDescription: String { super.debugDescription }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    // Skipped (Objective-C runtime only): forwardingTarget(for:), method(for:), responds(to:), perform(_:),
    // doesNotRecognizeSelector(_:), class func instancesRespond(to:), resolveInstanceMethod(_:).

}

/// UIView: every open member of UIView.h and its categories, CALayerDelegate (UIView is its layer's delegate), UITraitEnvironment, UIFocusEnvironment, UIStateRestoration.h, UILargeContentViewer.h, the accessibility categories (UIAccessibility*.h) and NSObject.
@MainActor
final class OverridesView: UIView {
    override var focusItemContainer: UIFocusItemContainer? { super.focusItemContainer }
    override class var layerClass: AnyClass { super.layerClass }
    override class var requiresConstraintBasedLayout: Bool { super.requiresConstraintBasedLayout }
    override var isUserInteractionEnabled: Bool { get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue } }
    override var tag: Int { get { super.tag } set { super.tag = newValue } }
    override var layer: CALayer { super.layer }
    override var canBecomeFocused: Bool { super.canBecomeFocused }
    override var isFocused: Bool { super.isFocused }
    override var focusGroupIdentifier: String? { get { super.focusGroupIdentifier } set { super.focusGroupIdentifier = newValue } }
    override var focusEffect: UIFocusEffect? { get { super.focusEffect } set { super.focusEffect = newValue } }
    override var semanticContentAttribute: UISemanticContentAttribute { get { super.semanticContentAttribute } set { super.semanticContentAttribute = newValue } }
    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { super.effectiveUserInterfaceLayoutDirection }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var center: CGPoint { get { super.center } set { super.center = newValue } }
    override var transform: CGAffineTransform { get { super.transform } set { super.transform = newValue } }
    override var transform3D: CATransform3D { get { super.transform3D } set { super.transform3D = newValue } }
    override var anchorPoint: CGPoint { get { super.anchorPoint } set { super.anchorPoint = newValue } }
    override var contentScaleFactor: CGFloat { get { super.contentScaleFactor } set { super.contentScaleFactor = newValue } }
    override var isMultipleTouchEnabled: Bool { get { super.isMultipleTouchEnabled } set { super.isMultipleTouchEnabled = newValue } }
    override var isExclusiveTouch: Bool { get { super.isExclusiveTouch } set { super.isExclusiveTouch = newValue } }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
    override var autoresizesSubviews: Bool { get { super.autoresizesSubviews } set { super.autoresizesSubviews = newValue } }
    override var autoresizingMask: UIView.AutoresizingMask { get { super.autoresizingMask } set { super.autoresizingMask = newValue } }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func sizeToFit() { super.sizeToFit() }
    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override var window: UIWindow? { super.window }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { super.exchangeSubview(at: index1, withSubviewAt: index2) }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { super.insertSubview(view, belowSubview: siblingSubview) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { super.insertSubview(view, aboveSubview: siblingSubview) }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSubviews() { super.layoutSubviews() }
    override var layoutMargins: UIEdgeInsets { get { super.layoutMargins } set { super.layoutMargins = newValue } }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets { get { super.directionalLayoutMargins } set { super.directionalLayoutMargins = newValue } }
    override var preservesSuperviewLayoutMargins: Bool { get { super.preservesSuperviewLayoutMargins } set { super.preservesSuperviewLayoutMargins = newValue } }
    override var insetsLayoutMarginsFromSafeArea: Bool { get { super.insetsLayoutMarginsFromSafeArea } set { super.insetsLayoutMarginsFromSafeArea = newValue } }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override var layoutMarginsGuide: UILayoutGuide { super.layoutMarginsGuide }
    override var readableContentGuide: UILayoutGuide { super.readableContentGuide }
    override var safeAreaLayoutGuide: UILayoutGuide { super.safeAreaLayoutGuide }
    override var keyboardLayoutGuide: UIKeyboardLayoutGuide { super.keyboardLayoutGuide }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ invalidRect: CGRect) { super.setNeedsDisplay(invalidRect) }
    override var clipsToBounds: Bool { get { super.clipsToBounds } set { super.clipsToBounds = newValue } }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var alpha: CGFloat { get { super.alpha } set { super.alpha = newValue } }
    override var isOpaque: Bool { get { super.isOpaque } set { super.isOpaque = newValue } }
    override var clearsContextBeforeDrawing: Bool { get { super.clearsContextBeforeDrawing } set { super.clearsContextBeforeDrawing = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var contentMode: UIView.ContentMode { get { super.contentMode } set { super.contentMode = newValue } }
    override var mask: UIView? { get { super.mask } set { super.mask = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var tintAdjustmentMode: UIView.TintAdjustmentMode { get { super.tintAdjustmentMode } set { super.tintAdjustmentMode = newValue } }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override var gestureRecognizers: [UIGestureRecognizer]? { get { super.gestureRecognizers } set { super.gestureRecognizers = newValue } }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { super.addGestureRecognizer(gestureRecognizer) }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { super.removeGestureRecognizer(gestureRecognizer) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { super.gestureRecognizerShouldBegin(gestureRecognizer) }
    // Skipped: addMotionEffect(_:), removeMotionEffect(_:), motionEffects: the project has no UIMotionEffect.
    override var constraints: [NSLayoutConstraint] { super.constraints }
    override func addConstraint(_ constraint: NSLayoutConstraint) { super.addConstraint(constraint) }
    override func addConstraints(_ constraints: [NSLayoutConstraint]) { super.addConstraints(constraints) }
    override func removeConstraint(_ constraint: NSLayoutConstraint) { super.removeConstraint(constraint) }
    override func removeConstraints(_ constraints: [NSLayoutConstraint]) { super.removeConstraints(constraints) }
    override func updateConstraintsIfNeeded() { super.updateConstraintsIfNeeded() }
    override func updateConstraints() { super.updateConstraints() }
    override func needsUpdateConstraints() -> Bool { super.needsUpdateConstraints() }
    override func setNeedsUpdateConstraints() { super.setNeedsUpdateConstraints() }
    override var translatesAutoresizingMaskIntoConstraints: Bool { get { super.translatesAutoresizingMaskIntoConstraints } set { super.translatesAutoresizingMaskIntoConstraints = newValue } }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { super.alignmentRect(forFrame: frame) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { super.frame(forAlignmentRect: alignmentRect) }
    override var alignmentRectInsets: UIEdgeInsets { super.alignmentRectInsets }
    override var forFirstBaselineLayout: UIView { super.forFirstBaselineLayout }
    override var forLastBaselineLayout: UIView { super.forLastBaselineLayout }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { super.contentHuggingPriority(for: axis) }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { super.setContentHuggingPriority(priority, for: axis) }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { super.contentCompressionResistancePriority(for: axis) }
    override func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { super.setContentCompressionResistancePriority(priority, for: axis) }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { super.systemLayoutSizeFitting(targetSize) }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority) }
    override var layoutGuides: [UILayoutGuide] { super.layoutGuides }
    override func addLayoutGuide(_ layoutGuide: UILayoutGuide) { super.addLayoutGuide(layoutGuide) }
    override func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { super.removeLayoutGuide(layoutGuide) }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var trailingAnchor: NSLayoutXAxisAnchor { super.trailingAnchor }
    override var leftAnchor: NSLayoutXAxisAnchor { super.leftAnchor }
    override var rightAnchor: NSLayoutXAxisAnchor { super.rightAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var bottomAnchor: NSLayoutYAxisAnchor { super.bottomAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var heightAnchor: NSLayoutDimension { super.heightAnchor }
    override var centerXAnchor: NSLayoutXAxisAnchor { super.centerXAnchor }
    override var centerYAnchor: NSLayoutYAxisAnchor { super.centerYAnchor }
    override var firstBaselineAnchor: NSLayoutYAxisAnchor { super.firstBaselineAnchor }
    override var lastBaselineAnchor: NSLayoutYAxisAnchor { super.lastBaselineAnchor }
    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { super.constraintsAffectingLayout(for: axis) }
    override var hasAmbiguousLayout: Bool { super.hasAmbiguousLayout }
    override func exerciseAmbiguityInLayout() { super.exerciseAmbiguityInLayout() }
    // UIStateRestoration.h
    override var restorationIdentifier: String? { get { super.restorationIdentifier } set { super.restorationIdentifier = newValue } }
    override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
    override func decodeRestorableState(with coder: NSCoder) { super.decodeRestorableState(with: coder) }
    // UISnapshotting
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { super.snapshotView(afterScreenUpdates: afterUpdates) }
    override func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? { super.resizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets) }
    override func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { super.drawHierarchy(in: rect, afterScreenUpdates: afterUpdates) }
    // Traits (UITraitEnvironment, UITraitChangeObservable).
    override var traitCollection: UITraitCollection { super.traitCollection }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override var traitOverrides: UITraitOverrides { get { super.traitOverrides } set { super.traitOverrides = newValue } }
    override func updateTraitsIfNeeded() { super.updateTraitsIfNeeded() }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { super.overrideUserInterfaceStyle } set { super.overrideUserInterfaceStyle = newValue } }
    override var minimumContentSizeCategory: UIContentSizeCategory? { get { super.minimumContentSizeCategory } set { super.minimumContentSizeCategory = newValue } }
    override var maximumContentSizeCategory: UIContentSizeCategory? { get { super.maximumContentSizeCategory } set { super.maximumContentSizeCategory = newValue } }
    override var appliedContentSizeCategoryLimitsDescription: String { super.appliedContentSizeCategoryLimitsDescription }
    // UIFocusEnvironment / UIFocusItem.
    override var preferredFocusEnvironments: [UIFocusEnvironment] { super.preferredFocusEnvironments }
    override var parentFocusEnvironment: UIFocusEnvironment? { super.parentFocusEnvironment }
    // focusItemContainer needs UIFocusItemContainer and UICoordinateSpace: OverridesRemainderShape.swift.
    override func setNeedsFocusUpdate() { super.setNeedsFocusUpdate() }
    override func updateFocusIfNeeded() { super.updateFocusIfNeeded() }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { super.shouldUpdateFocus(in: context) }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { super.didUpdateFocus(in: context, with: coordinator) }
    // UIInteraction
    override var interactions: [UIInteraction] { get { super.interactions } set { super.interactions = newValue } }
    override func addInteraction(_ interaction: UIInteraction) { super.addInteraction(interaction) }
    override func removeInteraction(_ interaction: UIInteraction) { super.removeInteraction(interaction) }
    // CALayerDelegate: UIView is its layer's delegate, and these are open on UIView.
    override func display(_ layer: CALayer) { super.display(layer) }
    override func draw(_ layer: CALayer, in ctx: CGContext) { super.draw(layer, in: ctx) }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { super.action(for: layer, forKey: event) }
    // UILargeContentViewerItem
    override var showsLargeContentViewer: Bool { get { super.showsLargeContentViewer } set { super.showsLargeContentViewer = newValue } }
    override var largeContentTitle: String? { get { super.largeContentTitle } set { super.largeContentTitle = newValue } }
    override var largeContentImage: UIImage? { get { super.largeContentImage } set { super.largeContentImage = newValue } }
    override var scalesLargeContentImage: Bool { get { super.scalesLargeContentImage } set { super.scalesLargeContentImage = newValue } }
    override var largeContentImageInsets: UIEdgeInsets { get { super.largeContentImageInsets } set { super.largeContentImageInsets = newValue } }
    // NSObject (UIAccessibility), UIAccessibility.h / UIAccessibilityElement / UIAccessibilityContainer /
    // UIAccessibilityAction / UIAccessibilityFocus / UIAccessibilityIdentification.h.
    override var isAccessibilityElement: Bool { get { super.isAccessibilityElement } set { super.isAccessibilityElement = newValue } }
    override var accessibilityLabel: String? { get { super.accessibilityLabel } set { super.accessibilityLabel = newValue } }
    override var accessibilityAttributedLabel: NSAttributedString? { get { super.accessibilityAttributedLabel } set { super.accessibilityAttributedLabel = newValue } }
    override var accessibilityHint: String? { get { super.accessibilityHint } set { super.accessibilityHint = newValue } }
    override var accessibilityAttributedHint: NSAttributedString? { get { super.accessibilityAttributedHint } set { super.accessibilityAttributedHint = newValue } }
    override var accessibilityValue: String? { get { super.accessibilityValue } set { super.accessibilityValue = newValue } }
    override var accessibilityAttributedValue: NSAttributedString? { get { super.accessibilityAttributedValue } set { super.accessibilityAttributedValue = newValue } }
    override var accessibilityTraits: UIAccessibilityTraits { get { super.accessibilityTraits } set { super.accessibilityTraits = newValue } }
    override var accessibilityFrame: CGRect { get { super.accessibilityFrame } set { super.accessibilityFrame = newValue } }
    override var accessibilityPath: UIBezierPath? { get { super.accessibilityPath } set { super.accessibilityPath = newValue } }
    override var accessibilityActivationPoint: CGPoint { get { super.accessibilityActivationPoint } set { super.accessibilityActivationPoint = newValue } }
    override var accessibilityLanguage: String? { get { super.accessibilityLanguage } set { super.accessibilityLanguage = newValue } }
    override var accessibilityElementsHidden: Bool { get { super.accessibilityElementsHidden } set { super.accessibilityElementsHidden = newValue } }
    override var accessibilityViewIsModal: Bool { get { super.accessibilityViewIsModal } set { super.accessibilityViewIsModal = newValue } }
    override var shouldGroupAccessibilityChildren: Bool { get { super.shouldGroupAccessibilityChildren } set { super.shouldGroupAccessibilityChildren = newValue } }
    override var accessibilityNavigationStyle: UIAccessibilityNavigationStyle { get { super.accessibilityNavigationStyle } set { super.accessibilityNavigationStyle = newValue } }
    override var accessibilityRespondsToUserInteraction: Bool { get { super.accessibilityRespondsToUserInteraction } set { super.accessibilityRespondsToUserInteraction = newValue } }
    override var accessibilityUserInputLabels: [String]! { get { super.accessibilityUserInputLabels } set { super.accessibilityUserInputLabels = newValue } }
    override var accessibilityTextualContext: UIAccessibilityTextualContext? { get { super.accessibilityTextualContext } set { super.accessibilityTextualContext = newValue } }
    override var accessibilityIdentifier: String? { get { super.accessibilityIdentifier } set { super.accessibilityIdentifier = newValue } }
    override var accessibilityIgnoresInvertColors: Bool { get { super.accessibilityIgnoresInvertColors } set { super.accessibilityIgnoresInvertColors = newValue } }
    override var accessibilityElements: [Any]? { get { super.accessibilityElements } set { super.accessibilityElements = newValue } }
    override func accessibilityElementCount() -> Int { super.accessibilityElementCount() }
    override func accessibilityElement(at index: Int) -> Any? { super.accessibilityElement(at: index) }
    override func index(ofAccessibilityElement element: Any) -> Int { super.index(ofAccessibilityElement: element) }
    override var accessibilityContainerType: UIAccessibilityContainerType { get { super.accessibilityContainerType } set { super.accessibilityContainerType = newValue } }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override func accessibilityDecrement() { super.accessibilityDecrement() }
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { super.accessibilityScroll(direction) }
    override func accessibilityPerformEscape() -> Bool { super.accessibilityPerformEscape() }
    override func accessibilityPerformMagicTap() -> Bool { super.accessibilityPerformMagicTap() }
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { super.accessibilityCustomActions } set { super.accessibilityCustomActions = newValue } }
    override func accessibilityElementDidBecomeFocused() { super.accessibilityElementDidBecomeFocused() }
    override func accessibilityElementDidLoseFocus() { super.accessibilityElementDidLoseFocus() }
    override func accessibilityElementIsFocused() -> Bool { super.accessibilityElementIsFocused() }
    // NSObject (UINibLoadingAdditions, UIInterfaceBuilderAdditions) and Foundation.
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override var description: String { super.description }
    override var debugDescription: String { super.debugDescription }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    // Skipped: the UICoordinateSpace `convert(_:to: UICoordinateSpace)` variants (UIView's own
    // `convert(_:to: UIView?)` above is what subclasses override); the class animation methods
    // (`class func animate…`, `performWithoutAnimation`), which iOS code calls but does not override.

}

/// UILabel.h.
@MainActor
final class OverridesLabel: UILabel {
    override var text: String? { get { super.text } set { super.text = newValue } }
    override var font: UIFont! { get { super.font } set { super.font = newValue } }
    override var textColor: UIColor! { get { super.textColor } set { super.textColor = newValue } }
    override var shadowColor: UIColor? { get { super.shadowColor } set { super.shadowColor = newValue } }
    override var shadowOffset: CGSize { get { super.shadowOffset } set { super.shadowOffset = newValue } }
    override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    override var highlightedTextColor: UIColor? { get { super.highlightedTextColor } set { super.highlightedTextColor = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var adjustsFontSizeToFitWidth: Bool { get { super.adjustsFontSizeToFitWidth } set { super.adjustsFontSizeToFitWidth = newValue } }
    override var baselineAdjustment: UIBaselineAdjustment { get { super.baselineAdjustment } set { super.baselineAdjustment = newValue } }
    override var minimumScaleFactor: CGFloat { get { super.minimumScaleFactor } set { super.minimumScaleFactor = newValue } }
    override var allowsDefaultTighteningForTruncation: Bool { get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue } }
    override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
    override var showsExpansionTextWhenTruncated: Bool { get { super.showsExpansionTextWhenTruncated } set { super.showsExpansionTextWhenTruncated = newValue } }
    override var textAlignment: NSTextAlignment { get { super.textAlignment } set { super.textAlignment = newValue } }
    override var attributedText: NSAttributedString? { get { super.attributedText } set { super.attributedText = newValue } }
    override var isUserInteractionEnabled: Bool { get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue } }
    override var numberOfLines: Int { get { super.numberOfLines } set { super.numberOfLines = newValue } }
    override var preferredMaxLayoutWidth: CGFloat { get { super.preferredMaxLayoutWidth } set { super.preferredMaxLayoutWidth = newValue } }
    override var adjustsFontForContentSizeCategory: Bool { get { super.adjustsFontForContentSizeCategory } set { super.adjustsFontForContentSizeCategory = newValue } }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines) }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIImageView.h.
@MainActor
final class OverridesImageView: UIImageView {
    override var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { super.adjustsImageSizeForAccessibilityContentSizeCategory } set { super.adjustsImageSizeForAccessibilityContentSizeCategory = newValue } }
    override var image: UIImage? { get { super.image } set { super.image = newValue } }
    override var highlightedImage: UIImage? { get { super.highlightedImage } set { super.highlightedImage = newValue } }
    override var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { super.preferredSymbolConfiguration } set { super.preferredSymbolConfiguration = newValue } }
    override var isUserInteractionEnabled: Bool { get { super.isUserInteractionEnabled } set { super.isUserInteractionEnabled = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override var animationImages: [UIImage]? { get { super.animationImages } set { super.animationImages = newValue } }
    override var highlightedAnimationImages: [UIImage]? { get { super.highlightedAnimationImages } set { super.highlightedAnimationImages = newValue } }
    override var animationDuration: TimeInterval { get { super.animationDuration } set { super.animationDuration = newValue } }
    override var animationRepeatCount: Int { get { super.animationRepeatCount } set { super.animationRepeatCount = newValue } }
    override func startAnimating() { super.startAnimating() }
    override func stopAnimating() { super.stopAnimating() }
    override var isAnimating: Bool { super.isAnimating }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIScrollView.h.
@MainActor
final class OverridesScrollView: UIScrollView {
    override var contentOffset: CGPoint { get { super.contentOffset } set { super.contentOffset = newValue } }
    override var contentSize: CGSize { get { super.contentSize } set { super.contentSize = newValue } }
    override var contentInset: UIEdgeInsets { get { super.contentInset } set { super.contentInset = newValue } }
    override var adjustedContentInset: UIEdgeInsets { super.adjustedContentInset }
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { super.contentInsetAdjustmentBehavior } set { super.contentInsetAdjustmentBehavior = newValue } }
    override var automaticallyAdjustsScrollIndicatorInsets: Bool { get { super.automaticallyAdjustsScrollIndicatorInsets } set { super.automaticallyAdjustsScrollIndicatorInsets = newValue } }
    override var contentLayoutGuide: UILayoutGuide { super.contentLayoutGuide }
    override var frameLayoutGuide: UILayoutGuide { super.frameLayoutGuide }
    override var delegate: UIScrollViewDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var isDirectionalLockEnabled: Bool { get { super.isDirectionalLockEnabled } set { super.isDirectionalLockEnabled = newValue } }
    override var bounces: Bool { get { super.bounces } set { super.bounces = newValue } }
    override var alwaysBounceVertical: Bool { get { super.alwaysBounceVertical } set { super.alwaysBounceVertical = newValue } }
    override var alwaysBounceHorizontal: Bool { get { super.alwaysBounceHorizontal } set { super.alwaysBounceHorizontal = newValue } }
    override var isPagingEnabled: Bool { get { super.isPagingEnabled } set { super.isPagingEnabled = newValue } }
    override var isScrollEnabled: Bool { get { super.isScrollEnabled } set { super.isScrollEnabled = newValue } }
    override var showsVerticalScrollIndicator: Bool { get { super.showsVerticalScrollIndicator } set { super.showsVerticalScrollIndicator = newValue } }
    override var showsHorizontalScrollIndicator: Bool { get { super.showsHorizontalScrollIndicator } set { super.showsHorizontalScrollIndicator = newValue } }
    override var indicatorStyle: UIScrollView.IndicatorStyle { get { super.indicatorStyle } set { super.indicatorStyle = newValue } }
    override var verticalScrollIndicatorInsets: UIEdgeInsets { get { super.verticalScrollIndicatorInsets } set { super.verticalScrollIndicatorInsets = newValue } }
    override var horizontalScrollIndicatorInsets: UIEdgeInsets { get { super.horizontalScrollIndicatorInsets } set { super.horizontalScrollIndicatorInsets = newValue } }
    override var scrollIndicatorInsets: UIEdgeInsets { get { super.scrollIndicatorInsets } set { super.scrollIndicatorInsets = newValue } }
    override var decelerationRate: UIScrollView.DecelerationRate { get { super.decelerationRate } set { super.decelerationRate = newValue } }
    // Skipped: indexDisplayMode and directionalPressGestureRecognizer are tvOS-only (UIScrollView.h: API_AVAILABLE(tvos(...))).
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { super.setContentOffset(contentOffset, animated: animated) }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { super.scrollRectToVisible(rect, animated: animated) }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
    override var isTracking: Bool { super.isTracking }
    override var isDragging: Bool { super.isDragging }
    override var isDecelerating: Bool { super.isDecelerating }
    override var delaysContentTouches: Bool { get { super.delaysContentTouches } set { super.delaysContentTouches = newValue } }
    override var canCancelContentTouches: Bool { get { super.canCancelContentTouches } set { super.canCancelContentTouches = newValue } }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { super.touchesShouldBegin(touches, with: event, in: view) }
    override func touchesShouldCancel(in view: UIView) -> Bool { super.touchesShouldCancel(in: view) }
    override var minimumZoomScale: CGFloat { get { super.minimumZoomScale } set { super.minimumZoomScale = newValue } }
    override var maximumZoomScale: CGFloat { get { super.maximumZoomScale } set { super.maximumZoomScale = newValue } }
    override var zoomScale: CGFloat { get { super.zoomScale } set { super.zoomScale = newValue } }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { super.setZoomScale(scale, animated: animated) }
    override func zoom(to rect: CGRect, animated: Bool) { super.zoom(to: rect, animated: animated) }
    override var bouncesZoom: Bool { get { super.bouncesZoom } set { super.bouncesZoom = newValue } }
    override var isZooming: Bool { super.isZooming }
    override var isZoomBouncing: Bool { super.isZoomBouncing }
    override var scrollsToTop: Bool { get { super.scrollsToTop } set { super.scrollsToTop = newValue } }
    override var panGestureRecognizer: UIPanGestureRecognizer { super.panGestureRecognizer }
    override var pinchGestureRecognizer: UIPinchGestureRecognizer? { super.pinchGestureRecognizer }
    override var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { super.keyboardDismissMode } set { super.keyboardDismissMode = newValue } }
    override var refreshControl: UIRefreshControl? { get { super.refreshControl } set { super.refreshControl = newValue } }
    override var allowsKeyboardScrolling: Bool { get { super.allowsKeyboardScrolling } set { super.allowsKeyboardScrolling = newValue } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UICollectionView.h.
@MainActor
final class OverridesCollectionView: UICollectionView {
    override var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation { get { super.selfSizingInvalidation } set { super.selfSizingInvalidation = newValue } }
    override var collectionViewLayout: UICollectionViewLayout { get { super.collectionViewLayout } set { super.collectionViewLayout = newValue } }
    // Skipped: `delegate` typed `UICollectionViewDelegate?`: UIKit's Objective-C header narrows UIScrollView's
    // property, which a Swift override cannot do; the collection view's delegate is `UIScrollView.delegate` here.
    override var dataSource: UICollectionViewDataSource? { get { super.dataSource } set { super.dataSource = newValue } }
    override var prefetchDataSource: UICollectionViewDataSourcePrefetching? { get { super.prefetchDataSource } set { super.prefetchDataSource = newValue } }
    override var isPrefetchingEnabled: Bool { get { super.isPrefetchingEnabled } set { super.isPrefetchingEnabled = newValue } }
    override var dragDelegate: UICollectionViewDragDelegate? { get { super.dragDelegate } set { super.dragDelegate = newValue } }
    override var dropDelegate: UICollectionViewDropDelegate? { get { super.dropDelegate } set { super.dropDelegate = newValue } }
    override var dragInteractionEnabled: Bool { get { super.dragInteractionEnabled } set { super.dragInteractionEnabled = newValue } }
    override var reorderingCadence: UICollectionView.ReorderingCadence { get { super.reorderingCadence } set { super.reorderingCadence = newValue } }
    // selfSizingInvalidation (iOS 16): cells do not re-size themselves yet: OverridesRemainderShape.swift.
    override var backgroundView: UIView? { get { super.backgroundView } set { super.backgroundView = newValue } }
    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { super.register(cellClass, forCellWithReuseIdentifier: identifier) }
    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { super.register(nib, forCellWithReuseIdentifier: identifier) }
    override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { super.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier) }
    override func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { super.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
    override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
    override func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { super.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath) }
    override var allowsSelection: Bool { get { super.allowsSelection } set { super.allowsSelection = newValue } }
    override var allowsMultipleSelection: Bool { get { super.allowsMultipleSelection } set { super.allowsMultipleSelection = newValue } }
    override var allowsSelectionDuringEditing: Bool { get { super.allowsSelectionDuringEditing } set { super.allowsSelectionDuringEditing = newValue } }
    override var allowsMultipleSelectionDuringEditing: Bool { get { super.allowsMultipleSelectionDuringEditing } set { super.allowsMultipleSelectionDuringEditing = newValue } }
    override var isEditing: Bool { get { super.isEditing } set { super.isEditing = newValue } }
    override var indexPathsForSelectedItems: [IndexPath]? { super.indexPathsForSelectedItems }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    override func deselectItem(at indexPath: IndexPath, animated: Bool) { super.deselectItem(at: indexPath, animated: animated) }
    override var hasUncommittedUpdates: Bool { super.hasUncommittedUpdates }
    override func reloadData() { super.reloadData() }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { super.setCollectionViewLayout(layout, animated: animated) }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) { super.setCollectionViewLayout(layout, animated: animated, completion: completion) }
    override func startInteractiveTransition(to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout { super.startInteractiveTransition(to: layout, completion: completion) }
    override func finishInteractiveTransition() { super.finishInteractiveTransition() }
    override func cancelInteractiveTransition() { super.cancelInteractiveTransition() }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfItems(inSection section: Int) -> Int { super.numberOfItems(inSection: section) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }
    override func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath) }
    override func indexPathForItem(at point: CGPoint) -> IndexPath? { super.indexPathForItem(at: point) }
    override func indexPath(for cell: UICollectionViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? { super.indexPath(forSupplementaryView: supplementaryView) }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForVisibleItems: [IndexPath] { super.indexPathsForVisibleItems }
    override func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { super.supplementaryView(forElementKind: elementKind, at: indexPath) }
    override func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { super.visibleSupplementaryViews(ofKind: elementKind) }
    override func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { super.indexPathsForVisibleSupplementaryElements(ofKind: elementKind) }
    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    override func insertSections(_ sections: IndexSet) { super.insertSections(sections) }
    override func deleteSections(_ sections: IndexSet) { super.deleteSections(sections) }
    override func reloadSections(_ sections: IndexSet) { super.reloadSections(sections) }
    override func moveSection(_ section: Int, toSection newSection: Int) { super.moveSection(section, toSection: newSection) }
    override func insertItems(at indexPaths: [IndexPath]) { super.insertItems(at: indexPaths) }
    override func deleteItems(at indexPaths: [IndexPath]) { super.deleteItems(at: indexPaths) }
    override func reloadItems(at indexPaths: [IndexPath]) { super.reloadItems(at: indexPaths) }
    override func reconfigureItems(at indexPaths: [IndexPath]) { super.reconfigureItems(at: indexPaths) }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { super.moveItem(at: indexPath, to: newIndexPath) }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { super.performBatchUpdates(updates, completion: completion) }
    override func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { super.beginInteractiveMovementForItem(at: indexPath) }
    override func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { super.updateInteractiveMovementTargetPosition(targetPosition) }
    override func endInteractiveMovement() { super.endInteractiveMovement() }
    override func cancelInteractiveMovement() { super.cancelInteractiveMovement() }
    override var remembersLastFocusedIndexPath: Bool { get { super.remembersLastFocusedIndexPath } set { super.remembersLastFocusedIndexPath = newValue } }
    override var selectionFollowsFocus: Bool { get { super.selectionFollowsFocus } set { super.selectionFollowsFocus = newValue } }
    override var allowsFocus: Bool { get { super.allowsFocus } set { super.allowsFocus = newValue } }
    override var allowsFocusDuringEditing: Bool { get { super.allowsFocusDuringEditing } set { super.allowsFocusDuringEditing = newValue } }
    override var hasActiveDrag: Bool { super.hasActiveDrag }
    override var hasActiveDrop: Bool { super.hasActiveDrop }
    override var contextMenuInteraction: UIContextMenuInteraction? { super.contextMenuInteraction }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UICollectionReusableView (UICollectionViewCell.h).
@MainActor
final class OverridesReusableView: UICollectionReusableView {
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { super.willTransition(from: oldLayout, to: newLayout) }
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { super.didTransition(from: oldLayout, to: newLayout) }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { super.preferredLayoutAttributesFitting(layoutAttributes) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UICollectionViewCell (UICollectionViewCell.h): the cell members, and the reusable-view ones a cell subclass overrides.
@MainActor
final class OverridesCell: UICollectionViewCell {
    override var configurationState: UICellConfigurationState { super.configurationState }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get { super.configurationUpdateHandler } set { super.configurationUpdateHandler = newValue } }
    override var contentConfiguration: UIContentConfiguration? { get { super.contentConfiguration } set { super.contentConfiguration = newValue } }
    override var automaticallyUpdatesContentConfiguration: Bool { get { super.automaticallyUpdatesContentConfiguration } set { super.automaticallyUpdatesContentConfiguration = newValue } }
    override var contentView: UIView { super.contentView }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) { super.dragStateDidChange(dragState) }
    override var backgroundConfiguration: UIBackgroundConfiguration? { get { super.backgroundConfiguration } set { super.backgroundConfiguration = newValue } }
    override var automaticallyUpdatesBackgroundConfiguration: Bool { get { super.automaticallyUpdatesBackgroundConfiguration } set { super.automaticallyUpdatesBackgroundConfiguration = newValue } }
    override var backgroundView: UIView? { get { super.backgroundView } set { super.backgroundView = newValue } }
    override var selectedBackgroundView: UIView? { get { super.selectedBackgroundView } set { super.selectedBackgroundView = newValue } }
    override func prepareForReuse() { super.prepareForReuse() }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { super.preferredLayoutAttributesFitting(layoutAttributes) }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UICollectionViewListCell.h.
@MainActor
final class OverridesListCell: UICollectionViewListCell {
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }
    override var indentationLevel: Int { get { super.indentationLevel } set { super.indentationLevel = newValue } }
    override var indentationWidth: CGFloat { get { super.indentationWidth } set { super.indentationWidth = newValue } }
    override var indentsAccessories: Bool { get { super.indentsAccessories } set { super.indentsAccessories = newValue } }
    override var accessories: [UICellAccessory] { get { super.accessories } set { super.accessories = newValue } }
    override var separatorLayoutGuide: UILayoutGuide { super.separatorLayoutGuide }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override func prepareForReuse() { super.prepareForReuse() }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIListContentView (UIListContentConfiguration.h).
@MainActor
final class OverridesListContentView: UIListContentView {
    override var configuration: UIContentConfiguration { get { super.configuration } set { super.configuration = newValue } }
    override func supports(_ configuration: UIContentConfiguration) -> Bool { super.supports(configuration) }
    override var textLayoutGuide: UILayoutGuide? { super.textLayoutGuide }
    override var secondaryTextLayoutGuide: UILayoutGuide? { super.secondaryTextLayoutGuide }
    override var imageLayoutGuide: UILayoutGuide? { super.imageLayoutGuide }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIStackView.h.
@MainActor
final class OverridesStackView: UIStackView {
    override var arrangedSubviews: [UIView] { super.arrangedSubviews }
    override func addArrangedSubview(_ view: UIView) { super.addArrangedSubview(view) }
    override func removeArrangedSubview(_ view: UIView) { super.removeArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { super.insertArrangedSubview(view, at: stackIndex) }
    override var axis: NSLayoutConstraint.Axis { get { super.axis } set { super.axis = newValue } }
    override var distribution: UIStackView.Distribution { get { super.distribution } set { super.distribution = newValue } }
    override var alignment: UIStackView.Alignment { get { super.alignment } set { super.alignment = newValue } }
    override var spacing: CGFloat { get { super.spacing } set { super.spacing = newValue } }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { super.setCustomSpacing(spacing, after: arrangedSubview) }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat { super.customSpacing(after: arrangedSubview) }
    override var isBaselineRelativeArrangement: Bool { get { super.isBaselineRelativeArrangement } set { super.isBaselineRelativeArrangement = newValue } }
    override var isLayoutMarginsRelativeArrangement: Bool { get { super.isLayoutMarginsRelativeArrangement } set { super.isLayoutMarginsRelativeArrangement = newValue } }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIWindow.h.
@MainActor
final class OverridesWindow: UIWindow {
    override var screen: UIScreen { get { super.screen } set { super.screen = newValue } }
    override var windowLevel: UIWindow.Level { get { super.windowLevel } set { super.windowLevel = newValue } }
    override var isKeyWindow: Bool { super.isKeyWindow }
    override var canBecomeKey: Bool { super.canBecomeKey }
    override func becomeKey() { super.becomeKey() }
    override func resignKey() { super.resignKey() }
    override func makeKey() { super.makeKey() }
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override var rootViewController: UIViewController? { get { super.rootViewController } set { super.rootViewController = newValue } }
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint { super.convert(point, to: window) }
    override func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint { super.convert(point, from: window) }
    override func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect { super.convert(rect, to: window) }
    override func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect { super.convert(rect, from: window) }
    // Skipped: windowScene (the project has no UIWindowScene), canResizeToFitContent (Mac Catalyst).
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

@MainActor
func overridesViewsShape() {
    let overridesResponder = OverridesResponder()
    let overridesView = OverridesView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overridesLabel = OverridesLabel(frame: .zero)
    let overridesImageView = OverridesImageView(image: nil)
    let overridesScrollView = OverridesScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overridesCollectionView = OverridesCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    let overridesReusableView = OverridesReusableView(frame: .zero)
    let overridesCell = OverridesCell(frame: .zero)
    let overridesListCell = OverridesListCell(frame: .zero)
    let overridesListContentView = OverridesListContentView(configuration: UIListContentConfiguration.cell())
    let overridesStackView = OverridesStackView(arrangedSubviews: [])
    let overridesWindow = OverridesWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let views: [UIView] = [overridesView, overridesLabel, overridesImageView, overridesScrollView, overridesCollectionView,
                           overridesReusableView, overridesCell, overridesListCell, overridesListContentView, overridesStackView]
    for view in views { root.view.addSubview(view) }
    overridesStackView.addArrangedSubview(UIView())
    window.layoutIfNeeded()
    for view in views { view.removeFromSuperview() }
    _ = (overridesResponder.next, overridesResponder.canBecomeFirstResponder, overridesWindow.isKeyWindow)
}

// Issue 31, "every member iOS code overrides exists": a subclass of each path, constraint, layout
// guide, gesture recognizer and collection-view layout (with its attributes and invalidation
// contexts) the project provides, overriding EVERY member UIKit's Swift interface marks `open`
// for that class (NSObject's members and UIKit's NSObject categories included), with the
// signature iOS code writes; each calls `super`. Nothing here asserts a value: it must COMPILE in
// Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

/// UIBezierPath.h, NSCopying and NSObject.
@MainActor
final class OverridesBezierPath: UIBezierPath {
    override var cgPath: CGPath { get { super.cgPath } set { super.cgPath = newValue } }
    override func move(to point: CGPoint) { super.move(to: point) }
    override func addLine(to point: CGPoint) { super.addLine(to: point) }
    override func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { super.addCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2) }
    override func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { super.addQuadCurve(to: endPoint, controlPoint: controlPoint) }
    override func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { super.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    override func close() { super.close() }
    override func removeAllPoints() { super.removeAllPoints() }
    override func append(_ bezierPath: UIBezierPath) { super.append(bezierPath) }
    override func reversing() -> UIBezierPath { super.reversing() }
    override func apply(_ transform: CGAffineTransform) { super.apply(transform) }
    override var isEmpty: Bool { super.isEmpty }
    override var bounds: CGRect { super.bounds }
    override var currentPoint: CGPoint { super.currentPoint }
    override func contains(_ point: CGPoint) -> Bool { super.contains(point) }
    override var lineWidth: CGFloat { get { super.lineWidth } set { super.lineWidth = newValue } }
    override var lineCapStyle: CGLineCap { get { super.lineCapStyle } set { super.lineCapStyle = newValue } }
    override var lineJoinStyle: CGLineJoin { get { super.lineJoinStyle } set { super.lineJoinStyle = newValue } }
    override var miterLimit: CGFloat { get { super.miterLimit } set { super.miterLimit = newValue } }
    override var flatness: CGFloat { get { super.flatness } set { super.flatness = newValue } }
    override var usesEvenOddFillRule: Bool { get { super.usesEvenOddFillRule } set { super.usesEvenOddFillRule = newValue } }
    override func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) { super.setLineDash(pattern, count: count, phase: phase) }
    override func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) { super.getLineDash(pattern, count: count, phase: phase) }
    override func fill() { super.fill() }
    override func stroke() { super.stroke() }
    override func fill(with blendMode: CGBlendMode, alpha: CGFloat) { super.fill(with: blendMode, alpha: alpha) }
    override func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { super.stroke(with: blendMode, alpha: alpha) }
    override func addClip() { super.addClip() }
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
    override var description: String { super.description }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }

}

/// NSLayoutConstraint (NSLayoutConstraint.h).
@MainActor
final class OverridesConstraint: NSLayoutConstraint {
    override var priority: UILayoutPriority { get { super.priority } set { super.priority = newValue } }
    override var shouldBeArchived: Bool { get { super.shouldBeArchived } set { super.shouldBeArchived = newValue } }
    override var firstItem: AnyObject? { super.firstItem }
    override var secondItem: AnyObject? { super.secondItem }
    override var firstAttribute: NSLayoutConstraint.Attribute { super.firstAttribute }
    override var secondAttribute: NSLayoutConstraint.Attribute { super.secondAttribute }
    override var firstAnchor: NSLayoutAnchor<AnyObject> { super.firstAnchor }
    override var secondAnchor: NSLayoutAnchor<AnyObject>? { super.secondAnchor }
    override var relation: NSLayoutConstraint.Relation { super.relation }
    override var multiplier: CGFloat { super.multiplier }
    override var constant: CGFloat { get { super.constant } set { super.constant = newValue } }
    override var isActive: Bool { get { super.isActive } set { super.isActive = newValue } }
    override var identifier: String? { get { super.identifier } set { super.identifier = newValue } }
    override var description: String { super.description }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    override func awakeFromNib() { super.awakeFromNib() }

}

/// UILayoutGuide (UILayoutGuide.h).
@MainActor
final class OverridesLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect { super.layoutFrame }
    override var owningView: UIView? { get { super.owningView } set { super.owningView = newValue } }
    override var identifier: String { get { super.identifier } set { super.identifier = newValue } }
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
    override var hasAmbiguousLayout: Bool { super.hasAmbiguousLayout }
    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { super.constraintsAffectingLayout(for: axis) }
    override var description: String { super.description }

}

/// UIGestureRecognizer (UIGestureRecognizer.h, UIGestureRecognizerSubclass.h).
@MainActor
final class OverridesGestureRecognizer: UIGestureRecognizer {
    // Skipped: addTarget(_:action:) / removeTarget(_:action:) with a `Selector` (the project's take closures).
    override var state: UIGestureRecognizer.State { get { super.state } set { super.state = newValue } }
    override var delegate: UIGestureRecognizerDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var view: UIView? { super.view }
    override var cancelsTouchesInView: Bool { get { super.cancelsTouchesInView } set { super.cancelsTouchesInView = newValue } }
    override var delaysTouchesBegan: Bool { get { super.delaysTouchesBegan } set { super.delaysTouchesBegan = newValue } }
    override var delaysTouchesEnded: Bool { get { super.delaysTouchesEnded } set { super.delaysTouchesEnded = newValue } }
    override var allowedTouchTypes: [NSNumber] { get { super.allowedTouchTypes } set { super.allowedTouchTypes = newValue } }
    override var allowedPressTypes: [NSNumber] { get { super.allowedPressTypes } set { super.allowedPressTypes = newValue } }
    override var requiresExclusiveTouchType: Bool { get { super.requiresExclusiveTouchType } set { super.requiresExclusiveTouchType = newValue } }
    override func require(toFail otherGestureRecognizer: UIGestureRecognizer) { super.require(toFail: otherGestureRecognizer) }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override var numberOfTouches: Int { super.numberOfTouches }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { super.location(ofTouch: touchIndex, in: view) }
    override var name: String? { get { super.name } set { super.name = newValue } }
    override var modifierFlags: UIKeyModifierFlags { super.modifierFlags }
    override var buttonMask: UIEvent.ButtonMask { super.buttonMask }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func ignore(_ button: UIPress, for event: UIPressesEvent) { super.ignore(button, for: event) }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { super.canPrevent(preventedGestureRecognizer) }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { super.canBePrevented(by: preventingGestureRecognizer) }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldRequireFailure(of: otherGestureRecognizer) }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { super.shouldBeRequiredToFail(by: otherGestureRecognizer) }
    override func shouldReceive(_ event: UIEvent) -> Bool { super.shouldReceive(event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesCancelled(touches, with: event) }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { super.touchesEstimatedPropertiesUpdated(touches) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesBegan(presses, with: event) }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesChanged(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesEnded(presses, with: event) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesCancelled(presses, with: event) }
    override var description: String { super.description }
    override func awakeFromNib() { super.awakeFromNib() }

}

/// UITapGestureRecognizer.h, and the subclass hooks custom taps override.
@MainActor
final class OverridesTap: UITapGestureRecognizer {
    override var numberOfTapsRequired: Int { get { super.numberOfTapsRequired } set { super.numberOfTapsRequired = newValue } }
    override var numberOfTouchesRequired: Int { get { super.numberOfTouchesRequired } set { super.numberOfTouchesRequired = newValue } }
    override var buttonMaskRequired: UIEvent.ButtonMask { get { super.buttonMaskRequired } set { super.buttonMaskRequired = newValue } }
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { super.canPrevent(preventedGestureRecognizer) }
    override var state: UIGestureRecognizer.State { get { super.state } set { super.state = newValue } }

}

/// UILongPressGestureRecognizer.h.
@MainActor
final class OverridesLongPress: UILongPressGestureRecognizer {
    override var numberOfTapsRequired: Int { get { super.numberOfTapsRequired } set { super.numberOfTapsRequired = newValue } }
    override var numberOfTouchesRequired: Int { get { super.numberOfTouchesRequired } set { super.numberOfTouchesRequired = newValue } }
    override var minimumPressDuration: TimeInterval { get { super.minimumPressDuration } set { super.minimumPressDuration = newValue } }
    override var allowableMovement: CGFloat { get { super.allowableMovement } set { super.allowableMovement = newValue } }
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override var state: UIGestureRecognizer.State { get { super.state } set { super.state = newValue } }

}

/// UIPanGestureRecognizer.h.
@MainActor
final class OverridesPan: UIPanGestureRecognizer {
    override var minimumNumberOfTouches: Int { get { super.minimumNumberOfTouches } set { super.minimumNumberOfTouches = newValue } }
    override var maximumNumberOfTouches: Int { get { super.maximumNumberOfTouches } set { super.maximumNumberOfTouches = newValue } }
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) { super.setTranslation(translation, in: view) }
    override func velocity(in view: UIView?) -> CGPoint { super.velocity(in: view) }
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override var state: UIGestureRecognizer.State { get { super.state } set { super.state = newValue } }

}

/// UIScreenEdgePanGestureRecognizer (UIScreenEdgePanGestureRecognizer.h).
@MainActor
final class OverridesEdgePan: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge { get { super.edges } set { super.edges = newValue } }
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }

}

/// UIPinchGestureRecognizer.h.
@MainActor
final class OverridesPinch: UIPinchGestureRecognizer {
    override var scale: CGFloat { get { super.scale } set { super.scale = newValue } }
    override var velocity: CGFloat { super.velocity }
    override func reset() { super.reset() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }

}

/// UIRotationGestureRecognizer.h.
@MainActor
final class OverridesRotation: UIRotationGestureRecognizer {
    override var rotation: CGFloat { get { super.rotation } set { super.rotation = newValue } }
    override var velocity: CGFloat { super.velocity }
    override func reset() { super.reset() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }

}

/// UISwipeGestureRecognizer.h.
@MainActor
final class OverridesSwipe: UISwipeGestureRecognizer {
    override var numberOfTouchesRequired: Int { get { super.numberOfTouchesRequired } set { super.numberOfTouchesRequired = newValue } }
    override var direction: UISwipeGestureRecognizer.Direction { get { super.direction } set { super.direction = newValue } }
    override func reset() { super.reset() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }

}

/// UICollectionViewLayout (UICollectionViewLayout.h): every open member a custom layout overrides.
@MainActor
final class OverridesLayout: UICollectionViewLayout {
    override var collectionView: UICollectionView? { super.collectionView }
    override func invalidateLayout() { super.invalidateLayout() }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { super.invalidateLayout(with: context) }
    override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { super.register(viewClass, forDecorationViewOfKind: elementKind) }
    override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) { super.register(nib, forDecorationViewOfKind: elementKind) }
    override class var layoutAttributesClass: AnyClass { super.layoutAttributesClass }
    override class var invalidationContextClass: AnyClass { super.invalidationContextClass }
    override func prepare() { super.prepare() }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { super.layoutAttributesForElements(in: rect) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { super.shouldInvalidateLayout(forBoundsChange: newBounds) }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { super.invalidationContext(forBoundsChange: newBounds) }
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes) }
    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext { super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes) }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity) }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath { super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position) }
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes { super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position) }
    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext { super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition, previousIndexPaths: previousIndexPaths, previousPosition: previousPosition) }
    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext { super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled) }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { super.developmentLayoutDirection }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { super.flipsHorizontallyInOppositeLayoutDirection }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { super.prepare(forCollectionViewUpdates: updateItems) }
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { super.prepare(forAnimatedBoundsChange: oldBounds) }
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { super.prepareForTransition(to: newLayout) }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { super.prepareForTransition(from: oldLayout) }
    override func finalizeLayoutTransition() { super.finalizeLayoutTransition() }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath) }
    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath) }
    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath) }
    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath) }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind) }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { super.indexPathsToDeleteForDecorationView(ofKind: elementKind) }
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { super.indexPathsToInsertForSupplementaryView(ofKind: elementKind) }
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
    override func awakeFromNib() { super.awakeFromNib() }
    override var description: String { super.description }

}

/// UICollectionViewFlowLayout (UICollectionViewFlowLayout.h), and the layout members flow-layout subclasses override.
@MainActor
final class OverridesFlowLayout: UICollectionViewFlowLayout {
    override var minimumLineSpacing: CGFloat { get { super.minimumLineSpacing } set { super.minimumLineSpacing = newValue } }
    override var minimumInteritemSpacing: CGFloat { get { super.minimumInteritemSpacing } set { super.minimumInteritemSpacing = newValue } }
    override var itemSize: CGSize { get { super.itemSize } set { super.itemSize = newValue } }
    override var estimatedItemSize: CGSize { get { super.estimatedItemSize } set { super.estimatedItemSize = newValue } }
    override var scrollDirection: UICollectionView.ScrollDirection { get { super.scrollDirection } set { super.scrollDirection = newValue } }
    override var headerReferenceSize: CGSize { get { super.headerReferenceSize } set { super.headerReferenceSize = newValue } }
    override var footerReferenceSize: CGSize { get { super.footerReferenceSize } set { super.footerReferenceSize = newValue } }
    override var sectionInset: UIEdgeInsets { get { super.sectionInset } set { super.sectionInset = newValue } }
    override var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { get { super.sectionInsetReference } set { super.sectionInsetReference = newValue } }
    override var sectionHeadersPinToVisibleBounds: Bool { get { super.sectionHeadersPinToVisibleBounds } set { super.sectionHeadersPinToVisibleBounds = newValue } }
    override var sectionFootersPinToVisibleBounds: Bool { get { super.sectionFootersPinToVisibleBounds } set { super.sectionFootersPinToVisibleBounds = newValue } }
    override class var layoutAttributesClass: AnyClass { super.layoutAttributesClass }
    override class var invalidationContextClass: AnyClass { super.invalidationContextClass }
    override func prepare() { super.prepare() }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { super.layoutAttributesForElements(in: rect) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { super.shouldInvalidateLayout(forBoundsChange: newBounds) }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { super.invalidationContext(forBoundsChange: newBounds) }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { super.invalidateLayout(with: context) }
    override func invalidateLayout() { super.invalidateLayout() }
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes) }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity) }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { super.prepare(forCollectionViewUpdates: updateItems) }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { super.flipsHorizontallyInOppositeLayoutDirection }

}

/// UICollectionViewCompositionalLayout (UICollectionViewCompositionalLayout.h), and the layout members its subclasses override.
@MainActor
final class OverridesCompositionalLayout: UICollectionViewCompositionalLayout {
    override var configuration: UICollectionViewCompositionalLayoutConfiguration { get { super.configuration } set { super.configuration = newValue } }
    override class var layoutAttributesClass: AnyClass { super.layoutAttributesClass }
    override func prepare() { super.prepare() }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { super.layoutAttributesForElements(in: rect) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { super.shouldInvalidateLayout(forBoundsChange: newBounds) }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { super.invalidateLayout(with: context) }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }

}

/// UICollectionViewLayoutAttributes (UICollectionViewLayout.h), NSCopying and NSObject: custom attributes override copy(with:) and isEqual(_:).
@MainActor
final class OverridesLayoutAttributes: UICollectionViewLayoutAttributes {
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var center: CGPoint { get { super.center } set { super.center = newValue } }
    override var size: CGSize { get { super.size } set { super.size = newValue } }
    override var transform3D: CATransform3D { get { super.transform3D } set { super.transform3D = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var transform: CGAffineTransform { get { super.transform } set { super.transform = newValue } }
    override var alpha: CGFloat { get { super.alpha } set { super.alpha = newValue } }
    override var zIndex: Int { get { super.zIndex } set { super.zIndex = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var indexPath: IndexPath { get { super.indexPath } set { super.indexPath = newValue } }
    override var representedElementCategory: UICollectionView.ElementCategory { super.representedElementCategory }
    override var representedElementKind: String? { super.representedElementKind }
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    override var description: String { super.description }

}

/// UICollectionViewLayoutInvalidationContext (UICollectionViewLayout.h).
@MainActor
final class OverridesInvalidationContext: UICollectionViewLayoutInvalidationContext {
    override var invalidateEverything: Bool { super.invalidateEverything }
    override var invalidateDataSourceCounts: Bool { super.invalidateDataSourceCounts }
    override func invalidateItems(at indexPaths: [IndexPath]) { super.invalidateItems(at: indexPaths) }
    override func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) { super.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths) }
    override func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) { super.invalidateDecorationElements(ofKind: elementKind, at: indexPaths) }
    override var invalidatedItemIndexPaths: [IndexPath]? { super.invalidatedItemIndexPaths }
    override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { super.invalidatedSupplementaryIndexPaths }
    override var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { super.invalidatedDecorationIndexPaths }
    override var contentOffsetAdjustment: CGPoint { get { super.contentOffsetAdjustment } set { super.contentOffsetAdjustment = newValue } }
    override var contentSizeAdjustment: CGSize { get { super.contentSizeAdjustment } set { super.contentSizeAdjustment = newValue } }
    override var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { super.previousIndexPathsForInteractivelyMovingItems }
    override var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { super.targetIndexPathsForInteractivelyMovingItems }
    override var interactiveMovementTarget: CGPoint { super.interactiveMovementTarget }

}

/// UICollectionViewFlowLayoutInvalidationContext (UICollectionViewFlowLayout.h).
@MainActor
final class OverridesFlowInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    override var invalidateFlowLayoutDelegateMetrics: Bool { get { super.invalidateFlowLayoutDelegateMetrics } set { super.invalidateFlowLayoutDelegateMetrics = newValue } }
    override var invalidateFlowLayoutAttributes: Bool { get { super.invalidateFlowLayoutAttributes } set { super.invalidateFlowLayoutAttributes = newValue } }
    override func invalidateItems(at indexPaths: [IndexPath]) { super.invalidateItems(at: indexPaths) }
    override var invalidateEverything: Bool { super.invalidateEverything }

}

@MainActor
func overridesLayoutAndGesturesShape() {
    let overridesBezierPath = OverridesBezierPath()
    let overridesConstraint = OverridesConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
    let overridesLayoutGuide = OverridesLayoutGuide()
    let overridesGestureRecognizer = OverridesGestureRecognizer(target: nil, action: nil)
    let overridesTap = OverridesTap(target: nil, action: nil)
    let overridesLongPress = OverridesLongPress(target: nil, action: nil)
    let overridesPan = OverridesPan(target: nil, action: nil)
    let overridesEdgePan = OverridesEdgePan(target: nil, action: nil)
    let overridesPinch = OverridesPinch(target: nil, action: nil)
    let overridesRotation = OverridesRotation(target: nil, action: nil)
    let overridesSwipe = OverridesSwipe(target: nil, action: nil)
    let overridesLayout = OverridesLayout()
    let overridesFlowLayout = OverridesFlowLayout()
    let overridesCompositionalLayout = OverridesCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
    let overridesLayoutAttributes = OverridesLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let overridesInvalidationContext = OverridesInvalidationContext()
    let overridesFlowInvalidationContext = OverridesFlowInvalidationContext()
    overridesBezierPath.move(to: .zero)
    overridesBezierPath.addLine(to: CGPoint(x: 10, y: 10))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addLayoutGuide(overridesLayoutGuide)
    for recognizer: UIGestureRecognizer in [overridesGestureRecognizer, overridesTap, overridesLongPress, overridesPan,
                                            overridesEdgePan, overridesPinch, overridesRotation, overridesSwipe] {
        view.addGestureRecognizer(recognizer)
    }
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: overridesFlowLayout)
    view.addSubview(collectionView)
    collectionView.setCollectionViewLayout(overridesCompositionalLayout, animated: false)
    collectionView.setCollectionViewLayout(overridesLayout, animated: false)
    view.layoutIfNeeded()
    _ = (overridesConstraint.constant, overridesLayoutAttributes.copy(), overridesInvalidationContext.invalidateEverything,
         overridesFlowInvalidationContext.invalidateFlowLayoutAttributes)
}

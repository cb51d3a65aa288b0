// Issue 31, "every member iOS code overrides exists": a subclass of each Core Animation layer the
// project provides (CALayer, CAShapeLayer, CAGradientLayer), overriding EVERY member Core
// Animation's Swift interface marks `open` for that class (NSObject's members included), with
// the signature iOS code writes; each calls `super`. Nothing here asserts a value: it must
// COMPILE in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

/// CALayer (CALayer.h): every open member, CAMediaTiming included, and NSObject.
@MainActor
final class OverridesLayer: CALayer {
    override func presentation() -> Self? { super.presentation() }
    override func model() -> Self { super.model() }
    @MainActor override class func defaultValue(forKey key: String) -> Any? { super.defaultValue(forKey: key) }
    @MainActor override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }
    override func shouldArchiveValue(forKey key: String) -> Bool { super.shouldArchiveValue(forKey: key) }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var position: CGPoint { get { super.position } set { super.position = newValue } }
    override var zPosition: CGFloat { get { super.zPosition } set { super.zPosition = newValue } }
    override var anchorPoint: CGPoint { get { super.anchorPoint } set { super.anchorPoint = newValue } }
    override var anchorPointZ: CGFloat { get { super.anchorPointZ } set { super.anchorPointZ = newValue } }
    override var transform: CATransform3D { get { super.transform } set { super.transform = newValue } }
    override func affineTransform() -> CGAffineTransform { super.affineTransform() }
    override func setAffineTransform(_ m: CGAffineTransform) { super.setAffineTransform(m) }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var isDoubleSided: Bool { get { super.isDoubleSided } set { super.isDoubleSided = newValue } }
    override var isGeometryFlipped: Bool { get { super.isGeometryFlipped } set { super.isGeometryFlipped = newValue } }
    override func contentsAreFlipped() -> Bool { super.contentsAreFlipped() }
    override var superlayer: CALayer? { super.superlayer }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
    override var sublayers: [CALayer]? { get { super.sublayers } set { super.sublayers = newValue } }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) { super.insertSublayer(layer, at: idx) }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { super.insertSublayer(layer, below: sibling) }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { super.insertSublayer(layer, above: sibling) }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { super.replaceSublayer(oldLayer, with: newLayer) }
    override var sublayerTransform: CATransform3D { get { super.sublayerTransform } set { super.sublayerTransform = newValue } }
    override var mask: CALayer? { get { super.mask } set { super.mask = newValue } }
    override var masksToBounds: Bool { get { super.masksToBounds } set { super.masksToBounds = newValue } }
    override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { super.convert(p, from: l) }
    override func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { super.convert(p, to: l) }
    override func convert(_ r: CGRect, from l: CALayer?) -> CGRect { super.convert(r, from: l) }
    override func convert(_ r: CGRect, to l: CALayer?) -> CGRect { super.convert(r, to: l) }
    override func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { super.convertTime(t, from: l) }
    override func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { super.convertTime(t, to: l) }
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    override var contents: Any? { get { super.contents } set { super.contents = newValue } }
    override var contentsRect: CGRect { get { super.contentsRect } set { super.contentsRect = newValue } }
    override var contentsGravity: CALayerContentsGravity { get { super.contentsGravity } set { super.contentsGravity = newValue } }
    override var contentsScale: CGFloat { get { super.contentsScale } set { super.contentsScale = newValue } }
    override var contentsCenter: CGRect { get { super.contentsCenter } set { super.contentsCenter = newValue } }
    override var contentsFormat: CALayerContentsFormat { get { super.contentsFormat } set { super.contentsFormat = newValue } }
    override var minificationFilter: CALayerContentsFilter { get { super.minificationFilter } set { super.minificationFilter = newValue } }
    override var magnificationFilter: CALayerContentsFilter { get { super.magnificationFilter } set { super.magnificationFilter = newValue } }
    override var minificationFilterBias: Float { get { super.minificationFilterBias } set { super.minificationFilterBias = newValue } }
    override var isOpaque: Bool { get { super.isOpaque } set { super.isOpaque = newValue } }
    override func display() { super.display() }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ r: CGRect) { super.setNeedsDisplay(r) }
    override func needsDisplay() -> Bool { super.needsDisplay() }
    override func displayIfNeeded() { super.displayIfNeeded() }
    override var needsDisplayOnBoundsChange: Bool { get { super.needsDisplayOnBoundsChange } set { super.needsDisplayOnBoundsChange = newValue } }
    override var drawsAsynchronously: Bool { get { super.drawsAsynchronously } set { super.drawsAsynchronously = newValue } }
    override func draw(in ctx: CGContext) { super.draw(in: ctx) }
    override func render(in ctx: CGContext) { super.render(in: ctx) }
    override var edgeAntialiasingMask: CAEdgeAntialiasingMask { get { super.edgeAntialiasingMask } set { super.edgeAntialiasingMask = newValue } }
    override var allowsEdgeAntialiasing: Bool { get { super.allowsEdgeAntialiasing } set { super.allowsEdgeAntialiasing = newValue } }
    override var backgroundColor: CGColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var cornerRadius: CGFloat { get { super.cornerRadius } set { super.cornerRadius = newValue } }
    override var maskedCorners: CACornerMask { get { super.maskedCorners } set { super.maskedCorners = newValue } }
    override var cornerCurve: CALayerCornerCurve { get { super.cornerCurve } set { super.cornerCurve = newValue } }
    override var borderWidth: CGFloat { get { super.borderWidth } set { super.borderWidth = newValue } }
    override var borderColor: CGColor? { get { super.borderColor } set { super.borderColor = newValue } }
    override var opacity: Float { get { super.opacity } set { super.opacity = newValue } }
    override var allowsGroupOpacity: Bool { get { super.allowsGroupOpacity } set { super.allowsGroupOpacity = newValue } }
    override var compositingFilter: Any? { get { super.compositingFilter } set { super.compositingFilter = newValue } }
    override var filters: [Any]? { get { super.filters } set { super.filters = newValue } }
    override var backgroundFilters: [Any]? { get { super.backgroundFilters } set { super.backgroundFilters = newValue } }
    override var shouldRasterize: Bool { get { super.shouldRasterize } set { super.shouldRasterize = newValue } }
    override var rasterizationScale: CGFloat { get { super.rasterizationScale } set { super.rasterizationScale = newValue } }
    override var shadowColor: CGColor? { get { super.shadowColor } set { super.shadowColor = newValue } }
    override var shadowOpacity: Float { get { super.shadowOpacity } set { super.shadowOpacity = newValue } }
    override var shadowOffset: CGSize { get { super.shadowOffset } set { super.shadowOffset = newValue } }
    override var shadowRadius: CGFloat { get { super.shadowRadius } set { super.shadowRadius = newValue } }
    override var shadowPath: CGPath? { get { super.shadowPath } set { super.shadowPath = newValue } }
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func needsLayout() -> Bool { super.needsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSublayers() { super.layoutSublayers() }
    @MainActor override class func defaultAction(forKey event: String) -> CAAction? { super.defaultAction(forKey: event) }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    override var actions: [String: CAAction]? { get { super.actions } set { super.actions = newValue } }
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
    override func removeAllAnimations() { super.removeAllAnimations() }
    override func removeAnimation(forKey key: String) { super.removeAnimation(forKey: key) }
    override func animationKeys() -> [String]? { super.animationKeys() }
    override func animation(forKey key: String) -> CAAnimation? { super.animation(forKey: key) }
    override var name: String? { get { super.name } set { super.name = newValue } }
    override var delegate: CALayerDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var style: [AnyHashable: Any]? { get { super.style } set { super.style = newValue } }
    override func scroll(_ p: CGPoint) { super.scroll(p) }
    override func scrollRectToVisible(_ r: CGRect) { super.scrollRectToVisible(r) }
    override var visibleRect: CGRect { super.visibleRect }
    // CAMediaTiming
    override var beginTime: CFTimeInterval { get { super.beginTime } set { super.beginTime = newValue } }
    override var duration: CFTimeInterval { get { super.duration } set { super.duration = newValue } }
    override var speed: Float { get { super.speed } set { super.speed = newValue } }
    override var timeOffset: CFTimeInterval { get { super.timeOffset } set { super.timeOffset = newValue } }
    override var repeatCount: Float { get { super.repeatCount } set { super.repeatCount = newValue } }
    override var repeatDuration: CFTimeInterval { get { super.repeatDuration } set { super.repeatDuration = newValue } }
    override var autoreverses: Bool { get { super.autoreverses } set { super.autoreverses = newValue } }
    override var fillMode: CAMediaTimingFillMode { get { super.fillMode } set { super.fillMode = newValue } }
    // NSObject
    override var description: String { super.description }
    override var debugDescription: String { super.debugDescription }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override var hash: Int { super.hash }
    override func awakeFromNib() { super.awakeFromNib() }

}

/// CAShapeLayer (CAShapeLayer.h), and the CALayer members shape-layer subclasses override.
@MainActor
final class OverridesShapeLayer: CAShapeLayer {
    override var path: CGPath? { get { super.path } set { super.path = newValue } }
    override var fillColor: CGColor? { get { super.fillColor } set { super.fillColor = newValue } }
    override var fillRule: CAShapeLayerFillRule { get { super.fillRule } set { super.fillRule = newValue } }
    override var strokeColor: CGColor? { get { super.strokeColor } set { super.strokeColor = newValue } }
    override var strokeStart: CGFloat { get { super.strokeStart } set { super.strokeStart = newValue } }
    override var strokeEnd: CGFloat { get { super.strokeEnd } set { super.strokeEnd = newValue } }
    override var lineWidth: CGFloat { get { super.lineWidth } set { super.lineWidth = newValue } }
    override var miterLimit: CGFloat { get { super.miterLimit } set { super.miterLimit = newValue } }
    override var lineCap: CAShapeLayerLineCap { get { super.lineCap } set { super.lineCap = newValue } }
    override var lineJoin: CAShapeLayerLineJoin { get { super.lineJoin } set { super.lineJoin = newValue } }
    override var lineDashPhase: CGFloat { get { super.lineDashPhase } set { super.lineDashPhase = newValue } }
    override var lineDashPattern: [NSNumber]? { get { super.lineDashPattern } set { super.lineDashPattern = newValue } }
    override func layoutSublayers() { super.layoutSublayers() }
    override func draw(in ctx: CGContext) { super.draw(in: ctx) }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    @MainActor override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }
    override func display() { super.display() }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }

}

/// CAGradientLayer (CAGradientLayer.h), and the CALayer members gradient-layer subclasses override.
@MainActor
final class OverridesGradientLayer: CAGradientLayer {
    override var colors: [Any]? { get { super.colors } set { super.colors = newValue } }
    override var locations: [NSNumber]? { get { super.locations } set { super.locations = newValue } }
    override var startPoint: CGPoint { get { super.startPoint } set { super.startPoint = newValue } }
    override var endPoint: CGPoint { get { super.endPoint } set { super.endPoint = newValue } }
    override var type: CAGradientLayerType { get { super.type } set { super.type = newValue } }
    override func layoutSublayers() { super.layoutSublayers() }
    override func draw(in ctx: CGContext) { super.draw(in: ctx) }
    override func action(forKey event: String) -> CAAction? { super.action(forKey: event) }
    @MainActor override class func needsDisplay(forKey key: String) -> Bool { super.needsDisplay(forKey: key) }
    override func display() { super.display() }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }

}

@MainActor
func overridesCoreAnimationShape() {
    let overridesLayer = OverridesLayer()
    let overridesShapeLayer = OverridesShapeLayer()
    let overridesGradientLayer = OverridesGradientLayer()
    overridesLayer.addSublayer(overridesShapeLayer)
    overridesLayer.addSublayer(overridesGradientLayer)
    overridesLayer.setNeedsDisplay()
    overridesLayer.displayIfNeeded()
    overridesLayer.layoutIfNeeded()
    overridesShapeLayer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    _ = (overridesLayer.presentation(), overridesLayer.model(), overridesLayer.visibleRect, overridesGradientLayer.colors)
    let link = CADisplayLink(target: overridesLayer, selector: { link in _ = (link.timestamp, link.targetTimestamp, link.duration) })
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    link.add(to: .main, forMode: .common)
    link.isPaused = true
    link.invalidate()
}

import Foundation

/// A layer that draws its sublayers several times, each copy changed from the one before, as
/// Core Animation's `CAReplicatorLayer` (spinners of dots, bars of equalizers).
///
/// Copy `i` (0 for the sublayers themselves) is drawn with `instanceTransform` applied `i`
/// times about the replicator's center, its animations `i × instanceDelay` seconds behind, and
/// its colors multiplied by `instanceColor` plus `i` times each color offset (0…1 each).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the sublayers themselves included. Default 1.
    open var instanceCount = 1 { didSet { displayedValueDidChange() } }
    /// The seconds each copy's animations run behind the copy before. Default 0.
    open var instanceDelay: CFTimeInterval = 0 { didSet { displayedValueDidChange() } }
    /// The transform from each copy to the next, about the replicator's center. Default the
    /// identity. Animatable.
    open var instanceTransform = CATransform3DIdentity {
        didSet { valueDidChange(.instanceTransform, from: .transform(oldValue)) }
    }
    /// The color the first copy's colors are multiplied by. Default nil: opaque white.
    /// Animatable.
    open var instanceColor: CGColor? {
        didSet { valueDidChange(.instanceColor, from: .color(oldValue)) }
    }
    /// What each copy adds to the instance color's red, green, blue and alpha. Default 0.
    open var instanceRedOffset: Float = 0 { didSet { displayedValueDidChange() } }
    open var instanceGreenOffset: Float = 0 { didSet { displayedValueDidChange() } }
    open var instanceBlueOffset: Float = 0 { didSet { displayedValueDidChange() } }
    open var instanceAlphaOffset: Float = 0 { didSet { displayedValueDidChange() } }
    /// Whether the copies keep their depth (flattened here either way, as without it).
    open var preservesDepth = false

    /// Creates a replicator drawing its sublayers once.
    public override init() {
        super.init()
    }

    /// Creates a replicator with the properties of `layer` (its replication's too, when it is
    /// one).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let replicator = layer as? CAReplicatorLayer else { return }
        instanceCount = replicator.instanceCount
        instanceDelay = replicator.instanceDelay
        instanceTransform = replicator.instanceTransform
        instanceColor = replicator.instanceColor
        instanceRedOffset = replicator.instanceRedOffset
        instanceGreenOffset = replicator.instanceGreenOffset
        instanceBlueOffset = replicator.instanceBlueOffset
        instanceAlphaOffset = replicator.instanceAlphaOffset
        preservesDepth = replicator.preservesDepth
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The color copy `index` is multiplied by (red, green, blue, alpha; each 0…1).
    package func color(ofInstance index: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let base = instanceColor?.sRGBComponents ?? (1, 1, 1, instanceColor?.alpha ?? 1)
        func channel(_ value: CGFloat, _ offset: Float) -> Double { min(max(Double(value) + Double(offset) * Double(index), 0), 1) }
        return (channel(base.0, instanceRedOffset), channel(base.1, instanceGreenOffset), channel(base.2, instanceBlueOffset),
                channel(base.3, instanceAlphaOffset))
    }
}

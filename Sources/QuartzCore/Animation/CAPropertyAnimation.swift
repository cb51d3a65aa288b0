import Foundation

/// An abstract animation of one layer property named by a key path, as Core Animation's
/// `CAPropertyAnimation`: "opacity", "position", "position.x", "bounds", "bounds.size.width",
/// "transform", "transform.scale", "transform.rotation.z", "transform.translation.x",
/// "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowOpacity",
/// "shadowRadius", "shadowOffset", "shadowColor", "shadowPath", "zPosition", "anchorPoint",
/// "sublayerTransform", a shape layer's "path", "fillColor", "strokeColor", "strokeStart",
/// "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase", a gradient layer's "colors",
/// "locations", "startPoint", "endPoint". Other key paths animate nothing (the layer's
/// `add(_:forKey:)` reports them). Transform fields are applied to the transform's
/// decomposition (scale, rotation about x, y, z, translation), as Core Animation does.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path of the animated property.
    open var keyPath: String? {
        didSet { parsedKeyPath = keyPath.flatMap(LayerKeyPath.init) }
    }
    /// Whether the animation's value is added to the property's underlying value instead of
    /// replacing it. Default false.
    open var isAdditive = false
    /// Whether each repeat builds on the end of the previous one. Default false.
    open var isCumulative = false

    private(set) var parsedKeyPath: LayerKeyPath?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedProperties: [LayerProperty] { parsedKeyPath.map { [$0.property] } ?? [] }

    /// The value the animation shows at `iterationTime` of iteration `iteration`, given the
    /// property's underlying value; nil for no effect. Subclasses compute it.
    func value(at iterationTime: CFTimeInterval, iteration: Int, underlying: LayerValue) -> LayerValue? { nil }

    override func apply(at time: CFTimeInterval, to values: inout PresentedValues) {
        guard let keyPath = parsedKeyPath, let underlying = values.value(of: keyPath),
              let (iterationTime, iteration) = iterationTime(at: time),
              let value = value(at: iterationTime, iteration: iteration, underlying: underlying) else { return }
        values.set(isAdditive ? underlying.adding(value) ?? value : value, for: keyPath)
    }

    /// `value` plus `iteration` times the change from `from` to `to`, for cumulative animations.
    func accumulated(_ value: LayerValue, iteration: Int, from: LayerValue, to: LayerValue) -> LayerValue {
        guard isCumulative, iteration > 0, let change = to.subtracting(from),
              let sum = value.adding(change.scaled(by: Double(iteration))) else { return value }
        return sum
    }
}

/// An animation between two values of a layer property, as Core Animation's
/// `CABasicAnimation`. With `fromValue` and `toValue` it goes from one to the other; with one
/// of them and `byValue` it goes that far; with only `fromValue` or `toValue` it goes from or
/// to the property's current value; with only `byValue` it goes that far from it.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts.
    open var fromValue: Any?
    /// Where the animation ends.
    open var toValue: Any?
    /// How far the animation goes.
    open var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two ends, resolved against the underlying value as Core Animation does.
    func ends(underlying: LayerValue) -> (from: LayerValue, to: LayerValue)? {
        let from = LayerValue(fromValue), to = LayerValue(toValue), by = LayerValue(byValue)
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
        case (nil, let to?, let by?): return to.subtracting(by).map { ($0, to) }
        case (let from?, nil, nil): return (from, underlying)
        case (nil, let to?, nil): return (underlying, to)
        case (nil, nil, let by?): return underlying.adding(by).map { (underlying, $0) }
        default: return nil
        }
    }

    override func value(at iterationTime: CFTimeInterval, iteration: Int, underlying: LayerValue) -> LayerValue? {
        guard let (from, to) = ends(underlying: isAdditive ? zero(like: underlying) : underlying) else { return nil }
        let value = from.interpolated(to: to, fraction: progress(at: iterationTime))
        return accumulated(value, iteration: iteration, from: from, to: to)
    }

    /// How far from `fromValue` to `toValue` the animation is at `iterationTime` (a spring may
    /// overshoot 1).
    func progress(at iterationTime: CFTimeInterval) -> Double { easedFraction(iterationTime) }

    /// An additive animation's ends are relative: the missing one is "no change".
    private func zero(like value: LayerValue) -> LayerValue {
        value.subtracting(value) ?? value
    }
}

import Foundation

/// A kind of particle an emitter layer sends out, as Core Animation's `CAEmitterCell`: how many
/// a second, how long each lives, where it heads and how fast, how it grows, turns and changes
/// color, and the image it shows. Each particle picks its values at random within the ranges
/// (`…Range`: plus or minus it) and then changes by the speeds (`…Speed`) each second.
/// Cells of cells (`emitterCells`) are kept but emit nothing here.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
    /// A name to find the cell by. Default nil.
    open var name: String?
    /// Whether the cell emits. Default true.
    open var isEnabled = true
    /// Particles a second (times the layer's `birthRate`). Default 0.
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`), and the range around it.
    /// Defaults 0.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles head in, radians: `emissionLongitude` in the plane from +x
    /// toward +y (down), `emissionLatitude` out of it (a flat emitter shows the part in the
    /// plane); `emissionRange` the cone they spread over. Defaults 0.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    /// The speed, points a second (times the layer's `velocity`), and its range. Defaults 0.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// The acceleration, points a second squared (z moves out of the plane, which a flat
    /// emitter does not show). Defaults 0.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// The size as a multiple of the image's (times the layer's `scale`), its range, and its
    /// change a second. Defaults 1, 0, 0.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// The turning speed, radians a second (times the layer's `spin`), and its range.
    /// Defaults 0.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The color the image is multiplied by. Default opaque white.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    /// The ranges of the color's components, and their change a second. Defaults 0.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particles' image: a `CGImage`. Default nil: nothing is drawn.
    open var contents: Any?
    /// The image's pixels a point. Default 1.
    open var contentsScale: CGFloat = 1
    /// The cells each particle emits in turn (kept; they emit nothing here).
    open var emitterCells: [CAEmitterCell]?

    public override init() {
        super.init()
    }

    /// A new cell with the properties of `CAEmitterCell()`, as Core Animation's `emitterCell()`.
    public class func emitterCell() -> CAEmitterCell { CAEmitterCell() }
}

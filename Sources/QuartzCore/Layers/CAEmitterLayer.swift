import Foundation

/// A layer that sends out particles, as Core Animation's `CAEmitterLayer`: its cells
/// (`CAEmitterCell`) are emitted from the emitter's shape around `emitterPosition`, and each
/// particle moves, turns, grows and fades over its life, drawn over the background and below
/// the sublayers. Emission starts when cells are set; the particles are a function of time
/// (`seed` picks the random values), so every frame shows where each one is then. The layer's
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The kinds of particle. Default nil.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emissionStart == nil, !(emitterCells ?? []).isEmpty {
                emissionStart = currentTime
                birthRates = [(emissionStart!, birthRate)]
            }
            emissionDidChange()
        }
    }
    /// Multiplies the cells' birth rates: 0 stops emitting (particles out live their lives).
    /// Default 1.
    open var birthRate: Float = 1 {
        didSet {
            if emissionStart != nil { birthRates.append((currentTime, birthRate)) }
            emissionDidChange()
        }
    }
    /// Multiplies the cells' lifetimes. Default 1.
    open var lifetime: Float = 1 { didSet { emissionDidChange() } }
    /// Where particles come from, in the layer's coordinates. Default (0, 0).
    open var emitterPosition: CGPoint = .zero { didSet { emissionDidChange() } }
    /// The emitter's depth position (a flat emitter does not show it). Default 0.
    open var emitterZPosition: CGFloat = 0
    /// The emitter shape's size: a line's width, a rectangle's size, a circle's diameter
    /// (width). Default zero.
    open var emitterSize: CGSize = .zero { didSet { emissionDidChange() } }
    /// The emitter's depth (a flat emitter does not show it). Default 0.
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { emissionDidChange() } }
    /// Where on the shape particles start: its outline, its surface or anywhere in it.
    /// Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { emissionDidChange() } }
    /// The order particles are drawn in, or added together. Default `.unordered` (oldest first).
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { emissionDidChange() } }
    /// Whether particles keep their depth (flattened here either way).
    open var preservesDepth = false
    /// Multiply the cells' speeds, sizes and turning speeds. Defaults 1.
    open var velocity: Float = 1 { didSet { emissionDidChange() } }
    open var scale: Float = 1 { didSet { emissionDidChange() } }
    open var spin: Float = 1 { didSet { emissionDidChange() } }
    /// What the particles' random values are picked from. Default 0.
    open var seed: UInt32 = 0 { didSet { emissionDidChange() } }

    /// When emission started (the cells were set), in the layer's time.
    package private(set) var emissionStart: CFTimeInterval?
    /// The layer's birth rate from each time on (its changes since emission started).
    package private(set) var birthRates: [(time: CFTimeInterval, rate: Float)] = []
    private var frameCallback: Int?

    public override init() {
        super.init()
        updateContentFeature()
    }

    /// Creates an emitter with the properties of `layer` (its emission's too, when it is one).
    public override init(layer: Any) {
        super.init(layer: layer)
        updateContentFeature()
        guard let emitter = layer as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, emitterPosition, emitterZPosition) =
            (emitter.emitterCells, emitter.birthRate, emitter.lifetime, emitter.emitterPosition, emitter.emitterZPosition)
        (emitterSize, emitterDepth, emitterShape, emitterMode, renderMode) =
            (emitter.emitterSize, emitter.emitterDepth, emitter.emitterShape, emitter.emitterMode, emitter.renderMode)
        (preservesDepth, velocity, scale, spin, seed) = (emitter.preservesDepth, emitter.velocity, emitter.scale, emitter.spin, emitter.seed)
        (emissionStart, birthRates) = (emitter.emissionStart, emitter.birthRates)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateContentFeature()
    }

    override var drawsOwnContent: Bool { true }

    /// The layer's time now.
    package var currentTime: CFTimeInterval { convertTime(CACurrentMediaTime(), from: nil) }

    /// The longest a particle of the cells lives, seconds.
    package var longestLife: CFTimeInterval {
        Double((emitterCells ?? []).map { max(0, $0.lifetime + abs($0.lifetimeRange)) }.max() ?? 0) * Double(max(0, lifetime))
    }

    /// Whether particles may be alive or born now.
    private var isEmitting: Bool {
        guard let last = birthRates.last else { return false }
        return last.rate > 0 || currentTime - last.time < longestLife
    }

    /// Redraws the layer every frame while particles may be alive.
    private func emissionDidChange() {
        displayedValueDidChange()
        guard frameCallback == nil, isEmitting else { return }
        frameCallback = FrameScheduler.shared.addFrameCallback { [weak self] _ in
            guard let self, self.isEmitting else {
                self?.frameCallback = nil
                return false
            }
            self.displayedValueDidChange()
            return true
        }
    }
}

/// The shapes particles are emitted from, as Core Animation's `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box: its front rectangle here.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle `emitterSize.width` across.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere: its circle here.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles start, as Core Animation's `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's corners (a line's ends); the position for a point or circle.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are drawn, as Core Animation's `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no set order (the oldest first here).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Farthest first (the oldest first here: particles are flat).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together, brightening where they overlap.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// An emitter layer's particles now (`CAEmitterLayer`): every particle born since emission
/// started that still lives, worked out from its birth time and its random values, drawn as
/// its cell's image — turned, scaled, and multiplied by its color (a non-white color draws
/// the image's shape in it, exact for the white images particle code uses).
enum EmitterDrawing {
    /// The most particles one cell draws in a frame.
    static let particleLimit = 5000

    @MainActor
    static func draw(_ emitter: CAEmitterLayer, on context: OpaquePointer) {
        guard let start = emitter.emissionStart, let cells = emitter.emitterCells else { return }
        let now = emitter.currentTime
        let longest = emitter.longestLife
        for (cellIndex, cell) in cells.enumerated() where cell.isEnabled && cell.birthRate > 0 {
            guard let image = (cell.contents as? CGImage).map({ UIImage(cgImage: $0) }), image.pixelWidth > 0 else { continue }
            let surface = ImageSurfaces.makeSurface(image)
            defer { cairo_surface_destroy(surface) }
            var births = birthTimes(of: cell, in: emitter, from: start, until: now, longest: longest)
            if emitter.renderMode == .oldestLast { births.reverse() }
            if emitter.renderMode == .additive { cairo_set_operator(context, CAIRO_OPERATOR_ADD) }
            for (time, index) in births {
                var random = ParticleRandom(seed: emitter.seed, cell: cellIndex, particle: index)
                draw(particleOf: cell, in: emitter, born: time, now: now, random: &random, image: image, surface: surface, on: context)
            }
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
    }

    /// When each particle of `cell` still alive now was born, oldest first, with its number.
    @MainActor
    private static func birthTimes(of cell: CAEmitterCell, in emitter: CAEmitterLayer, from start: CFTimeInterval, until now: CFTimeInterval,
                                   longest: CFTimeInterval) -> [(CFTimeInterval, Int)] {
        var births: [(CFTimeInterval, Int)] = []
        let rates = emitter.birthRates
        for (segment, entry) in rates.enumerated() {
            let rate = Double(cell.birthRate) * Double(entry.rate)
            let end = min(segment + 1 < rates.count ? rates[segment + 1].time : now, now)
            guard rate > 0, rate.isFinite, end > entry.time else { continue }
            let first = max(0, Int(((now - longest - entry.time) * rate).rounded(.down)))
            var index = first
            while births.count < particleLimit {
                let time = entry.time + (Double(index) + 0.5) / rate
                guard time < end else { break }
                births.append((time, segment << 32 | index))
                index += 1
            }
        }
        return births
    }

    @MainActor
    private static func draw(particleOf cell: CAEmitterCell, in emitter: CAEmitterLayer, born: CFTimeInterval, now: CFTimeInterval,
                             random: inout ParticleRandom, image: UIImage, surface: OpaquePointer, on context: OpaquePointer) {
        let age = now - born
        let life = Double(cell.lifetime + cell.lifetimeRange * Float(random.signed())) * Double(emitter.lifetime)
        guard age >= 0, age < life else { return }
        let origin = self.origin(in: emitter, random: &random)
        let longitude = Double(cell.emissionLongitude) + Double(cell.emissionRange) * random.signed() / 2
        let speed = Double(cell.velocity + cell.velocityRange * random.signed()) * Double(emitter.velocity) * cos(Double(cell.emissionLatitude))
        let x = Double(origin.x) + cos(longitude) * speed * age + 0.5 * Double(cell.xAcceleration) * age * age
        let y = Double(origin.y) + sin(longitude) * speed * age + 0.5 * Double(cell.yAcceleration) * age * age
        let scale = Double(cell.scale + cell.scaleRange * random.signed() + cell.scaleSpeed * age) * Double(emitter.scale)
        let angle = Double(cell.spin + cell.spinRange * random.signed()) * age * Double(emitter.spin)
        let base = cell.color?.sRGBComponents ?? (1, 1, 1, cell.color?.alpha ?? 1)
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> Double {
            min(max(Double(value) + Double(range) * random.signed() + Double(speed) * age, 0), 1)
        }
        let red = channel(base.0, cell.redRange, cell.redSpeed), green = channel(base.1, cell.greenRange, cell.greenSpeed)
        let blue = channel(base.2, cell.blueRange, cell.blueSpeed), alpha = channel(base.3, cell.alphaRange, cell.alphaSpeed)
        guard scale > 0, alpha > 0, x.isFinite, y.isFinite, angle.isFinite else { return }
        let contentsScale = cell.contentsScale > 0 ? Double(cell.contentsScale) : 1
        cairo_save(context)
        cairo_translate(context, x, y)
        cairo_rotate(context, angle)
        cairo_scale(context, scale / contentsScale, scale / contentsScale)
        cairo_translate(context, -Double(image.pixelWidth) / 2, -Double(image.pixelHeight) / 2)
        if red > 0.999, green > 0.999, blue > 0.999 {
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint_with_alpha(context, alpha)
        } else {
            cairo_set_source_rgba(context, red, green, blue, alpha)
            cairo_mask_surface(context, surface, 0, 0)
        }
        cairo_restore(context)
    }

    /// Where a particle starts: on the emitter's shape, by its mode.
    @MainActor
    private static func origin(in emitter: CAEmitterLayer, random: inout ParticleRandom) -> CGPoint {
        let center = emitter.emitterPosition, size = emitter.emitterSize
        let u = random.unit() - 0.5, v = random.unit() - 0.5
        switch emitter.emitterShape {
        case .line:
            return CGPoint(x: center.x + size.width * CGFloat(emitter.emitterMode == .points ? (u < 0 ? -0.5 : 0.5) : u), y: center.y)
        case .rectangle, .cuboid:
            if emitter.emitterMode == .outline {
                let edge = random.unit()
                return edge < 0.5 ? CGPoint(x: center.x + size.width * CGFloat(u), y: center.y + size.height * (edge < 0.25 ? -0.5 : 0.5))
                    : CGPoint(x: center.x + size.width * (edge < 0.75 ? -0.5 : 0.5), y: center.y + size.height * CGFloat(v))
            }
            return CGPoint(x: center.x + size.width * CGFloat(u), y: center.y + size.height * CGFloat(v))
        case .circle, .sphere:
            let radius = size.width / 2 * (emitter.emitterMode == .outline ? 1 : CGFloat(random.unit().squareRoot()))
            let turn = 2 * Double.pi * random.unit()
            return CGPoint(x: center.x + radius * CGFloat(cos(turn)), y: center.y + radius * CGFloat(sin(turn)))
        default:
            return center
        }
    }
}

/// A particle's random values: the same particle of the same cell gets the same values in
/// every frame (a SplitMix64 sequence seeded by the emitter's seed, the cell and the particle).
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// A value in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// A value in -1..<1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}

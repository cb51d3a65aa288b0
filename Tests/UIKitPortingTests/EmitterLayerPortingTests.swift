import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// Particles as confetti and snow libraries emit them: a `CAEmitterLayer` with `CAEmitterCell`s
/// — where particles are after a while, how long they live, emission stopped, gravity, color.
final class EmitterLayerPortingTests: ManualClockTestCase {
    private var host: UIView!
    private var emitter: CAEmitterLayer!

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            host.backgroundColor = .black
            emitter = CAEmitterLayer()
            emitter.frame = host.bounds
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            host.layer.addSublayer(emitter)
        }
    }

    /// A cell of four-point white squares, ten a second, heading right at 100 points a second.
    private func cell(lifetime: Float = 10, color: UIColor = .white) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = UIImage(size: CGSize(width: 4, height: 4), color: .white).cgImage
        cell.birthRate = 10
        cell.lifetime = lifetime
        cell.velocity = 100
        cell.color = color.cgColor
        return cell
    }

    func testEmittersAndCellsHaveCoreAnimationsDefaults() {
        let layer = CAEmitterLayer()
        XCTAssertEqual(layer.birthRate, 1)
        XCTAssertEqual(layer.lifetime, 1)
        XCTAssertEqual(layer.emitterShape, .point)
        XCTAssertEqual(layer.emitterMode, .volume)
        XCTAssertEqual(layer.renderMode, .unordered)
        XCTAssertEqual(layer.velocity, 1)
        XCTAssertEqual(layer.scale, 1)
        let cell = CAEmitterCell()
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.lifetime, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.color, CGColor(gray: 1, alpha: 1))
        XCTAssertTrue(cell.isEnabled)
    }

    func testParticlesTravelFromTheEmitterOneTenthOfASecondApart() throws {
        emitter.emitterCells = [cell()]
        clock.advance(by: 1)
        let pixel = try Screenshot(of: host).rgb
        // Born at 0.05 s, 0.15 s… 0.95 s: 95, 85… 5 points along.
        for step in 0..<10 {
            XCTAssertEqual(pixel(15 + 10 * step, 50), [255, 255, 255], "particle \(step)")
            XCTAssertEqual(pixel(20 + 10 * step, 50), [0, 0, 0], "the gap after particle \(step)")
        }
        XCTAssertEqual(pixel(125, 50), [0, 0, 0], "none born before the cells were set")
    }

    func testParticlesDieAtTheEndOfTheirLives() throws {
        emitter.emitterCells = [cell(lifetime: 1)]
        clock.advance(by: 2)
        let pixel = try Screenshot(of: host).rgb
        XCTAssertEqual(pixel(55, 50), [255, 255, 255])
        XCTAssertEqual(pixel(135, 50), [0, 0, 0], "a particle more than a second old is gone")
    }

    func testABirthRateOfZeroStopsEmissionAndTheParticlesLiveOn() throws {
        emitter.emitterCells = [cell()]
        clock.advance(by: 1)
        emitter.birthRate = 0
        clock.advance(by: 0.5)
        let pixel = try Screenshot(of: host).rgb
        XCTAssertEqual(pixel(15, 50), [0, 0, 0], "nothing new near the emitter")
        XCTAssertEqual(pixel(65, 50), [255, 255, 255], "the last particle, half a second on")
        XCTAssertEqual(pixel(155, 50), [255, 255, 255], "the first")
    }

    func testGravityAndColor() throws {
        let falling = cell(color: .blue)
        falling.velocity = 0
        falling.yAcceleration = 40
        falling.birthRate = 1
        emitter.emitterCells = [falling]
        clock.advance(by: 1.5)
        let pixel = try Screenshot(of: host).rgb
        // Born at 0.5 s: a second old, fallen 20 points.
        XCTAssertEqual(pixel(10, 70), [0, 0, 255], "fallen and blue")
        XCTAssertEqual(pixel(10, 50), [0, 0, 0])
    }

    func testTheSameSeedPlacesTheSameParticles() throws {
        let spread = cell()
        spread.emissionRange = .pi * 2
        spread.velocityRange = 50
        emitter.emitterCells = [spread]
        emitter.seed = 7
        clock.advance(by: 1)
        let first = try Screenshot(of: host).rgb
        let again = try Screenshot(of: host).rgb
        for x in stride(from: 0, to: 300, by: 7) { XCTAssertEqual(first(x, 50), again(x, 50)) }
    }
}

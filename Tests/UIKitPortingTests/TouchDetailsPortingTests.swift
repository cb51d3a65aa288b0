@_spi(Host) import UIKit
import XCTest

/// A view that keeps what its touch methods were given, as drawing code reads it.
private final class RecordingView: UIView {
    var began: [UITouch] = []
    var moved: [(touch: UITouch, coalesced: [UITouch]?, predicted: [UITouch]?)] = []
    var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append(contentsOf: touches)
        lastEvent = event
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Drawing apps read the coalesced touches while handling the event, as Apple asks.
        for touch in touches {
            moved.append((touch, event?.coalescedTouches(for: touch), event?.predictedTouches(for: touch)))
        }
    }
}

/// UITouch beyond its position: force, Pencil angles, estimation, contact radius, type, and the
/// event's coalesced and predicted touches.
final class TouchDetailsPortingTests: ManualClockTestCase {
    private var window: UIWindow!
    private var view: RecordingView!
    private var input: TouchInput!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        input = TouchInput(window: window)
    }

    func testAFingerWithoutSensorsReportsUIKitsValuesForTouchesWithoutThem() throws {
        let touch = input.begin(at: CGPoint(x: 100, y: 120))
        let delivered = try XCTUnwrap(view.began.first)
        XCTAssertTrue(delivered === touch)
        XCTAssertEqual(touch.type, .direct)
        XCTAssertEqual(touch.force, 0)
        XCTAssertEqual(touch.maximumPossibleForce, 0)
        XCTAssertEqual(touch.altitudeAngle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(touch.azimuthAngle(in: nil), 0, accuracy: 1e-12)
        XCTAssertEqual(touch.azimuthUnitVector(in: view).dx, 1, accuracy: 1e-12)
        XCTAssertEqual(touch.azimuthUnitVector(in: view).dy, 0, accuracy: 1e-12)
        XCTAssertEqual(touch.rollAngle, 0)
        XCTAssertEqual(touch.majorRadius, 20)
        XCTAssertEqual(touch.majorRadiusTolerance, 5)
        XCTAssertEqual(touch.estimatedProperties, [])
        XCTAssertEqual(touch.estimatedPropertiesExpectingUpdates, [])
        XCTAssertNil(touch.estimationUpdateIndex)
        XCTAssertEqual(touch.preciseLocation(in: view), touch.location(in: view))
        XCTAssertEqual(touch.precisePreviousLocation(in: nil), touch.previousLocation(in: nil))
        input.end(touch)
    }

    func testAMouseClickIsAnIndirectPointerTouchWithoutForce() {
        input.buttonMask = .secondary
        let click = input.begin(at: CGPoint(x: 50, y: 50), type: .indirectPointer)
        XCTAssertEqual(click.type, .indirectPointer)
        XCTAssertEqual(click.force, 0)
        XCTAssertEqual(click.maximumPossibleForce, 0)
        XCTAssertEqual(click.altitudeAngle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(view.lastEvent?.buttonMask, .secondary)
        input.end(click)
    }

    func testTouchPropertiesHaveUIKitsBits() {
        XCTAssertEqual(UITouch.Properties.force.rawValue, 1)
        XCTAssertEqual(UITouch.Properties.azimuth.rawValue, 2)
        XCTAssertEqual(UITouch.Properties.altitude.rawValue, 4)
        XCTAssertEqual(UITouch.Properties.location.rawValue, 8)
        XCTAssertEqual(UITouch.Properties.roll.rawValue, 16)
        let angles: UITouch.Properties = [.azimuth, .altitude]
        XCTAssertTrue(angles.contains(.altitude) && !angles.contains(.force))
        XCTAssertEqual(UITouch.TouchType.indirectPointer.rawValue, 3)
        XCTAssertEqual(UITouch.TouchType.pencil.rawValue, 2)
    }

    func testAPenReportsItsForceAndAnglesAndTheAzimuthTurnsWithTheView() {
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(rotated)
        let sample = TouchInput.Sample(location: CGPoint(x: 20, y: 20), force: 2, maximumPossibleForce: 4.17,
                                       altitudeAngle: .pi / 4, azimuthAngle: .pi / 2, rollAngle: 0.3, majorRadius: 1)
        let pen = input.begin(with: sample, type: .pencil)
        XCTAssertEqual(pen.type, .pencil)
        XCTAssertEqual(pen.force, 2)
        XCTAssertEqual(pen.maximumPossibleForce, 4.17)
        XCTAssertEqual(pen.altitudeAngle, .pi / 4)
        XCTAssertEqual(pen.rollAngle, 0.3)
        XCTAssertEqual(pen.majorRadius, 1)
        // Pointing down the window (clockwise a quarter turn from +x)…
        XCTAssertEqual(pen.azimuthAngle(in: nil), .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(pen.azimuthUnitVector(in: nil).dy, 1, accuracy: 1e-9)
        // …is along +x of a view turned a quarter turn clockwise.
        XCTAssertEqual(pen.azimuthUnitVector(in: rotated).dx, 1, accuracy: 1e-9)
        XCTAssertEqual(pen.azimuthUnitVector(in: rotated).dy, 0, accuracy: 1e-9)
        XCTAssertEqual(pen.azimuthAngle(in: rotated), 0, accuracy: 1e-9)
        // A move that reports only a location keeps the other values; one that reports force changes it.
        input.move(pen, to: CGPoint(x: 30, y: 20))
        XCTAssertEqual(pen.force, 2)
        input.move(pen, through: [TouchInput.Sample(location: CGPoint(x: 40, y: 20), force: 3)])
        XCTAssertEqual(pen.force, 3)
        XCTAssertEqual(pen.altitudeAngle, .pi / 4)
        input.end(pen)
    }

    func testAPressureFromZeroToOneBecomesAForceOnUIKitsScale() {
        let light = TouchInput.Sample.pressure(0.15, at: .zero)
        XCTAssertEqual(light.force ?? 0, 1, accuracy: 1e-9, "0.15 of the 3D Touch maximum is an average touch")
        XCTAssertEqual(light.maximumPossibleForce ?? 0, 20.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(TouchInput.Sample.pressure(2, at: .zero).force ?? 0, 20.0 / 3, accuracy: 1e-9)
    }

    func testTheEventGivesTheSamplesCoalescedIntoAMoveInOrder() throws {
        let finger = input.begin(at: CGPoint(x: 10, y: 10))
        clock.advance(by: 0.016)
        input.move(finger, through: [
            TouchInput.Sample(location: CGPoint(x: 12, y: 10), timestamp: 0.004),
            TouchInput.Sample(location: CGPoint(x: 15, y: 11), timestamp: 0.008),
            TouchInput.Sample(location: CGPoint(x: 19, y: 13), timestamp: 0.012),
        ])
        let move = try XCTUnwrap(view.moved.last)
        XCTAssertTrue(move.touch === finger)
        XCTAssertEqual(finger.location(in: nil), CGPoint(x: 19, y: 13))
        XCTAssertEqual(finger.previousLocation(in: nil), CGPoint(x: 10, y: 10), "the previous delivery's location")
        XCTAssertEqual(finger.timestamp, 0.012)
        let coalesced = try XCTUnwrap(move.coalesced)
        XCTAssertEqual(coalesced.map { $0.location(in: nil) },
                       [CGPoint(x: 12, y: 10), CGPoint(x: 15, y: 11), CGPoint(x: 19, y: 13)])
        XCTAssertEqual(coalesced.map { $0.previousLocation(in: nil) },
                       [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10), CGPoint(x: 15, y: 11)])
        XCTAssertEqual(coalesced.map(\.timestamp), [0.004, 0.008, 0.012])
        XCTAssertTrue(coalesced.allSatisfy { $0 !== finger && $0.phase == .moved && $0.view === self.view })
        XCTAssertEqual(move.predicted?.count, 0, "no predictions on Linux")

        // A move with one sample: one copy of the touch.
        input.move(finger, to: CGPoint(x: 25, y: 13))
        let single = try XCTUnwrap(view.moved.last?.coalesced)
        XCTAssertEqual(single.count, 1)
        XCTAssertFalse(single[0] === finger, "a copy of the touch, as UIKit gives")
        XCTAssertEqual(single[0].location(in: view), finger.location(in: view))
        XCTAssertEqual(single[0].previousLocation(in: nil), CGPoint(x: 19, y: 13))

        // A touch that is not in the event has none.
        let stranger = UITouch()
        XCTAssertNil(view.lastEvent?.coalescedTouches(for: stranger))
        XCTAssertNil(view.lastEvent?.predictedTouches(for: stranger))
        input.end(finger)
    }
}

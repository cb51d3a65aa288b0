import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// A loading spinner as iOS code writes it: a shape layer turned forever by a key-path
/// animation, paused and resumed with the layer's speed and time offset.
final class SpinnerView: UIView {
    private let arc = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        arc.strokeColor = UIColor.systemBlue.cgColor
        arc.fillColor = UIColor.clear.cgColor
        arc.lineWidth = 3
        arc.strokeEnd = 0.75
        layer.addSublayer(arc)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        arc.frame = bounds
        arc.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }

    func startAnimating() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = NSNumber(value: Double.pi * 2)
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        arc.add(rotation, forKey: "spin")
    }

    var isAnimating: Bool { arc.animation(forKey: "spin") != nil }

    var angle: CGFloat {
        let transform = arc.presentation()?.transform ?? CATransform3DIdentity
        return atan2(transform.m12, transform.m11)
    }

    func pause() {
        let pausedTime = arc.convertTime(CACurrentMediaTime(), from: nil)
        arc.speed = 0
        arc.timeOffset = pausedTime
    }

    func resume() {
        let pausedTime = arc.timeOffset
        arc.speed = 1
        arc.timeOffset = 0
        arc.beginTime = 0
        let timeSincePause = arc.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        arc.beginTime = timeSincePause
    }
}

/// A label with padding, the common `UILabel` subclass: it insets the text where it draws it
/// and in its intrinsic size.
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

final class CoreAnimationPortingTests: XCTestCase {
    private var clock: ManualAnimationClock!

    override func setUp() {
        super.setUp()
        Animator.shared.reset()
        clock = ManualAnimationClock(now: 50)
        Animator.shared.clock = clock
    }

    override func tearDown() {
        Animator.shared.reset()
        Animator.shared.clock = SystemAnimationClock()
        super.tearDown()
    }

    func testSpinnerTurnsPausesAndResumes() {
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.layoutIfNeeded()
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        clock.advance(by: 0.25)
        XCTAssertEqual(spinner.angle, .pi / 2, accuracy: 1e-9)
        spinner.pause()
        clock.advance(by: 3)
        XCTAssertEqual(spinner.angle, .pi / 2, accuracy: 1e-9)
        spinner.resume()
        clock.advance(by: 0.25)
        XCTAssertEqual(spinner.angle, .pi, accuracy: 1e-6)
    }

    func testProgressRingAnimatesWithATransaction() {
        let ring = CAShapeLayer()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.layer.addSublayer(ring)
        var finished = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 0.6
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.strokeEnd = 0.6
        ring.add(animation, forKey: "progress")
        CATransaction.commit()
        clock.advance(by: 0.25)
        XCTAssertEqual(ring.presentation()?.strokeEnd ?? 0, 0.3, accuracy: 1e-9)
        XCTAssertFalse(finished)
        clock.advance(by: 0.25)
        XCTAssertTrue(finished)
        XCTAssertEqual(ring.strokeEnd, 0.6)
    }

    func testPaddedLabelDrawsItsTextInset() {
        let label = PaddedLabel()
        label.text = "Tag"
        let plain = UILabel()
        plain.text = "Tag"
        XCTAssertEqual(label.intrinsicContentSize.width, plain.intrinsicContentSize.width + 16)
        XCTAssertEqual(label.intrinsicContentSize.height, plain.intrinsicContentSize.height + 8)
        let text = plain.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 100), limitedToNumberOfLines: 1)
        XCTAssertEqual(text.origin, .zero)
        XCTAssertEqual(text.size, plain.intrinsicContentSize)
    }
}

import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// `CATransition` as iOS code animates a change of a view's look: a label's text faded in, a
/// page pushed in from the side.
final class LayerTransitionPortingTests: ManualClockTestCase {
    private var host: UIView!
    private var panel: UIView!
    private var band: UIView!

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            host.backgroundColor = .black
            panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            panel.backgroundColor = .white
            band = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            band.backgroundColor = .blue
            panel.addSubview(band)
            host.addSubview(panel)
        }
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    /// The panel's new look: all red.
    private func change() {
        band.isHidden = true
        panel.backgroundColor = .red
    }

    func testATransitionHasCoreAnimationsDefaults() {
        let transition = CATransition()
        XCTAssertEqual(transition.type, .fade)
        XCTAssertNil(transition.subtype)
        XCTAssertEqual(transition.startProgress, 0)
        XCTAssertEqual(transition.endProgress, 1)
        XCTAssertEqual(kCATransition, "transition")
    }

    func testAFadeCrossDissolvesTheOldLookIntoTheNew() throws {
        panel.layer.add(transition(.fade), forKey: kCATransition)
        change()
        clock.advance(by: 0.5)
        let pixel = try Screenshot(of: host).rgb
        let top = pixel(50, 25), bottom = pixel(50, 75)
        XCTAssertEqual(Double(top[0]), 127.5, accuracy: 3, "half blue, half red")
        XCTAssertEqual(Double(top[2]), 127.5, accuracy: 3)
        XCTAssertEqual(Double(bottom[0]), 255, accuracy: 2, "white into red")
        XCTAssertEqual(Double(bottom[1]), 127.5, accuracy: 3)
        clock.advance(by: 0.6)
        let after = try Screenshot(of: host).rgb
        XCTAssertEqual(after(50, 25), [255, 0, 0], "the new look once it ends")
        XCTAssertNil(panel.layer.animation(forKey: kCATransition), "removed on completion")
    }

    func testAPushMovesTheOldLookOutAndTheNewIn() throws {
        panel.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        change()
        clock.advance(by: 0.25)
        let pixel = try Screenshot(of: host).rgb
        XCTAssertEqual(pixel(10, 25), [0, 0, 255], "the old band, moved left by a quarter")
        XCTAssertEqual(pixel(50, 75), [255, 255, 255], "the old look's bottom")
        XCTAssertEqual(pixel(80, 25), [255, 0, 0], "the new look, three quarters away")
        XCTAssertEqual(pixel(150, 50), [255, 0, 0], "beyond the bounds, as layers are not clipped")
    }

    func testAMoveInCoversTheOldLookThatStays() throws {
        panel.layer.add(transition(.moveIn, .fromTop), forKey: nil)
        change()
        clock.advance(by: 0.5)
        let pixel = try Screenshot(of: host).rgb
        XCTAssertEqual(pixel(50, 25), [255, 0, 0], "the new look's lower half over the band")
        XCTAssertEqual(pixel(50, 75), [255, 255, 255], "the old look, still in place")
    }

    func testARevealMovesTheOldLookAwayOverTheNew() throws {
        panel.layer.add(transition(.reveal, .fromLeft), forKey: nil)
        change()
        clock.advance(by: 0.5)
        let pixel = try Screenshot(of: host).rgb
        XCTAssertEqual(pixel(25, 75), [255, 0, 0], "the new look, uncovered")
        XCTAssertEqual(pixel(75, 75), [255, 255, 255], "the old look, half moved right")
        XCTAssertEqual(pixel(75, 25), [0, 0, 255])
    }

    func testALabelsTextFadesIn() throws {
        let label = UILabel(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        label.backgroundColor = .white
        label.textColor = .black
        label.font = .systemFont(ofSize: 60)
        label.text = "\u{2588}"
        label.textAlignment = .center
        host.addSubview(label)
        let fade = transition(.fade)
        fade.duration = 0.4
        label.layer.add(fade, forKey: kCATransition)
        label.text = ""
        clock.advance(by: 0.2)
        let middle = try Screenshot(of: host).rgb(150, 50)
        XCTAssertEqual(Double(middle[0]), 127.5, accuracy: 4, "the block half faded out")
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// `setOn(_:animated: true)` and `setValue(_:animated: true)` slide the knob and the thumb on
/// the animator's clock; the model value changes at once, as in UIKit.
@Suite(.serialized) @MainActor struct ControlSlideTests {
    @Test func anAnimatedSwitchSlidesItsKnobOverAQuarterSecond() {
        let clock = useManualClock()
        let toggle = UISwitch(frame: .zero)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(toggle.knobPosition == 0)
        clock.advance(by: 0.125)
        #expect(abs(toggle.knobPosition - 0.5) < 1e-9)
        clock.advance(by: 0.05)
        #expect(toggle.knobPosition > 0.5 && toggle.knobPosition < 1)
        clock.advance(by: 0.1)
        #expect(toggle.knobPosition == 1)
    }

    @Test func aSwitchSetWithoutAnimationStopsASlide() {
        let clock = useManualClock()
        let toggle = UISwitch(frame: .zero)
        toggle.setOn(true, animated: true)
        clock.advance(by: 0.1)
        toggle.setOn(false, animated: false)
        #expect(toggle.knobPosition == 0)
        clock.advance(by: 0.3)
        #expect(toggle.knobPosition == 0 && !toggle.isOn)
    }

    @Test func anAnimatedSliderKeepsItsValueAndSlidesItsThumb() {
        let clock = useManualClock()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        #expect(slider.displayedValue == 0)
        clock.advance(by: 0.125)
        #expect(abs(slider.displayedValue - 0.5) < 1e-6)
        clock.advance(by: 0.2)
        #expect(slider.displayedValue == 1)
        slider.setValue(0.25, animated: false)
        #expect(slider.displayedValue == 0.25)
    }
}

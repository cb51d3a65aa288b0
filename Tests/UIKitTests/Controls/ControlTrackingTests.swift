import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Controls driven by synthetic touches sent through a window, step by step: which events are
/// sent at each step, the highlight, and each control's own tracking.
@Suite(.serialized) @MainActor struct ControlTrackingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let input: TouchInput
    let clock: ManualAnimationClock

    init() {
        clock = useManualClock()
        input = TouchInput(window: window)
        window.makeKeyAndVisible()
    }

    /// Logs every touch event `control` sends, by name.
    private func eventLog(_ control: UIControl) -> () -> [String] {
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "value"), (.primaryActionTriggered, "primary"), (.menuActionTriggered, "menu"),
        ]
        for (event, name) in names {
            control.addTarget(nil, action: { _ in log.append(name) }, for: event)
        }
        return { defer { log.removeAll() }; return log }
    }

    private func add<C: UIControl>(_ control: C, at frame: CGRect) -> C {
        control.frame = frame
        window.addSubview(control)
        return control
    }

    @Test func aTapSendsDownThenUpInsideAndThePrimaryAction() {
        let button = add(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 80, height: 40))
        let log = eventLog(button)
        let touch = input.begin(at: CGPoint(x: 120, y: 110))
        #expect(log() == ["down"])
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(button.state == .highlighted)
        input.move(touch, to: CGPoint(x: 125, y: 112))
        #expect(log() == ["dragInside"])
        input.end(touch)
        #expect(log() == ["upInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    @Test func aButtonKeepsItsTapFromASuperviewsTapRecognizer() {
        let button = add(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 80, height: 40))
        let log = eventLog(button)
        var dismissed = 0
        window.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: { _ in dismissed += 1 }))
        let touch = input.begin(at: CGPoint(x: 120, y: 110))
        input.end(touch)
        #expect(log() == ["down", "upInside", "primary"], "the control is asked and keeps its single tap")
        #expect(dismissed == 0)
        let elsewhere = input.begin(at: CGPoint(x: 20, y: 500))
        input.end(elsewhere)
        #expect(dismissed == 1, "a tap beside the button still reaches the window's recognizer")
    }

    @Test func draggingOutOfTheTrackingBoundsExitsAndLiftingThereIsUpOutside() {
        let button = add(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 80, height: 40))
        let log = eventLog(button)
        let touch = input.begin(at: CGPoint(x: 120, y: 110))
        _ = log()
        input.move(touch, to: CGPoint(x: 240, y: 110))   // 60 points right of the button: still inside
        #expect(log() == ["dragInside"])
        #expect(button.isHighlighted)
        input.move(touch, to: CGPoint(x: 251, y: 110))   // 71 points right: outside
        #expect(log() == ["exit"])
        #expect(!button.isHighlighted && !button.isTouchInside)
        input.move(touch, to: CGPoint(x: 300, y: 110))
        #expect(log() == ["dragOutside"])
        input.move(touch, to: CGPoint(x: 150, y: 30))    // 70 points above: inside again
        #expect(log() == ["enter"])
        #expect(button.isHighlighted)
        input.move(touch, to: CGPoint(x: 150, y: 20))
        #expect(log() == ["exit"])
        input.end(touch)
        #expect(log() == ["upOutside"])
        #expect(!button.isHighlighted)
    }

    @Test func aCancelledTouchSendsCancelOnly() {
        let button = add(UIButton(type: .system), at: CGRect(x: 0, y: 0, width: 80, height: 40))
        let log = eventLog(button)
        let touch = input.begin(at: CGPoint(x: 10, y: 10))
        input.cancel([touch])
        #expect(log() == ["down", "cancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func aDoubleTapSendsTouchDownRepeat() {
        let button = add(UIButton(type: .system), at: CGRect(x: 0, y: 0, width: 80, height: 40))
        let log = eventLog(button)
        input.tap(at: CGPoint(x: 10, y: 10))
        clock.advance(by: 0.1)
        input.tap(at: CGPoint(x: 12, y: 10))
        #expect(log() == ["down", "upInside", "primary", "down", "repeat", "upInside", "primary"])
    }

    @Test func aDisabledControlTakesNoTouches() {
        let back = add(UIButton(type: .system), at: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = add(UIButton(type: .system), at: CGRect(x: 50, y: 50, width: 80, height: 40))
        let backLog = eventLog(back), frontLog = eventLog(front)
        front.isEnabled = false
        input.tap(at: CGPoint(x: 60, y: 60))
        #expect(frontLog().isEmpty)
        #expect(backLog() == ["down", "upInside", "primary"])
    }

    @Test func aButtonCanToggleItsSelectionOrShowItsMenu() {
        let button = add(UIButton(type: .system), at: CGRect(x: 0, y: 0, width: 80, height: 40))
        let log = eventLog(button)
        button.changesSelectionAsPrimaryAction = true
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(button.isSelected)
        input.tap(at: CGPoint(x: 100, y: 300))  // elsewhere, so the next tap is not a repeat
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(!button.isSelected)
        _ = log()
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(log() == ["menu", "down", "upInside"])
    }

    @Test func aSwitchTogglesOnATapAndFollowsADrag() {
        let toggle = add(UISwitch(frame: .zero), at: CGRect(x: 10, y: 10, width: 51, height: 31))
        let log = eventLog(toggle)
        input.tap(at: CGPoint(x: 20, y: 20))
        #expect(toggle.isOn)
        #expect(log() == ["down", "value", "primary", "upInside"])
        clock.advance(by: 1)
        // A drag from the right towards the left turns it off, wherever the touch lifts.
        let touch = input.begin(at: CGPoint(x: 50, y: 25))
        input.move(touch, to: CGPoint(x: 40, y: 25))
        #expect(toggle.knobPosition == 0.5)
        #expect(toggle.isOn)
        input.move(touch, to: CGPoint(x: 20, y: 25))
        #expect(toggle.knobPosition == 0)
        input.end(touch, at: CGPoint(x: 20, y: 200))
        #expect(!toggle.isOn && toggle.knobPosition == 0)
        #expect(log() == ["down", "dragInside", "dragInside", "exit", "value", "primary", "upOutside"])
        // A drag that goes back where it started changes nothing.
        clock.advance(by: 1)
        let again = input.begin(at: CGPoint(x: 20, y: 25))
        input.move(again, to: CGPoint(x: 28, y: 25))
        input.move(again, to: CGPoint(x: 21, y: 25))
        input.end(again)
        #expect(!toggle.isOn)
        #expect(!log().contains("value"))
    }

    @Test func aSliderDragsItsThumb() {
        let slider = add(UISlider(frame: .zero), at: CGRect(x: 0, y: 100, width: 228, height: 31))
        let log = eventLog(slider)
        // The thumb is at x 0...28; a touch on the track far from it does nothing.
        input.tap(at: CGPoint(x: 150, y: 115))
        #expect(log() == [])
        #expect(slider.value == 0)
        clock.advance(by: 1)
        let touch = input.begin(at: CGPoint(x: 14, y: 115))
        #expect(log() == ["down"])
        input.move(touch, to: CGPoint(x: 114, y: 115))
        #expect(slider.value == 0.5)
        #expect(log() == ["value", "primary", "dragInside"])
        input.move(touch, to: CGPoint(x: 400, y: 115))   // past the tracking bounds: the thumb still follows
        #expect(slider.value == 1)
        input.end(touch)
        #expect(log() == ["value", "primary", "exit", "upOutside"])
        // Not continuous: one change when the touch lifts.
        slider.isContinuous = false
        clock.advance(by: 1)
        let second = input.begin(at: CGPoint(x: 214, y: 115))
        input.move(second, to: CGPoint(x: 164, y: 115))
        input.move(second, to: CGPoint(x: 114, y: 115))
        #expect(slider.value == 0.5)
        input.end(second)
        #expect(log() == ["down", "dragInside", "dragInside", "value", "primary", "upInside"])
    }

    @Test func aStepperStepsOnTouchDownAndRepeatsWhileHeld() {
        let stepper = add(UIStepper(frame: .zero), at: CGRect(x: 0, y: 0, width: 94, height: 32))
        let log = eventLog(stepper)
        input.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 1)
        #expect(log() == ["value", "primary", "down", "upInside"])
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 0)
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 16))   // at the minimum: nothing
        #expect(stepper.value == 0)
        _ = log()
        clock.advance(by: 1)
        let touch = input.begin(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 1 && stepper.pressedHalf == .increment)
        clock.advance(by: 0.45)
        #expect(stepper.value == 1)
        clock.advance(by: 0.05)
        #expect(stepper.value == 2)
        clock.advance(by: 0.3)
        #expect(stepper.value == 5)
        input.move(touch, to: CGPoint(x: 70, y: 60))   // off the stepper: the repeats stop
        clock.advance(by: 1)
        #expect(stepper.value == 5 && stepper.pressedHalf == nil)
        input.end(touch)
        #expect(log().filter { $0 == "value" }.count == 5)
        // Not continuous: one change at the end.
        stepper.isContinuous = false
        stepper.autorepeat = false
        clock.advance(by: 1)
        let held = input.begin(at: CGPoint(x: 70, y: 16))
        clock.advance(by: 2)
        #expect(stepper.value == 6)
        input.end(held)
        #expect(log() == ["down", "value", "primary", "upInside"])
    }

    @Test func aSegmentedControlSelectsOnTouchUp() {
        let control = add(UISegmentedControl(items: ["A", "B", "C"]), at: CGRect(x: 0, y: 0, width: 300, height: 32))
        let chosen = UIAction(title: "C", identifier: UIAction.Identifier("c")) { _ in }
        var performed = 0
        control.setAction(UIAction(title: "C", identifier: chosen.identifier) { _ in performed += 1 }, forSegmentAt: 2)
        let log = eventLog(control)
        let touch = input.begin(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.pressedSegment == 1)
        input.move(touch, to: CGPoint(x: 250, y: 16))
        #expect(control.pressedSegment == 2)
        input.end(touch)
        #expect(control.selectedSegmentIndex == 2 && performed == 1)
        #expect(log() == ["down", "dragInside", "value", "primary", "upInside"])
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 16))   // the selected segment again: nothing changes
        #expect(log() == ["down", "upInside"])
        control.setEnabled(false, forSegmentAt: 0)
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        control.isMomentary = true
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2 && performed == 2)
    }

    @Test func aPageControlStepsTowardsATapAndScrubs() {
        let pages = add(UIPageControl(frame: .zero), at: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 2
        let log = eventLog(pages)
        input.tap(at: CGPoint(x: 180, y: 13))
        #expect(pages.currentPage == 3)
        #expect(log() == ["down", "value", "primary", "upInside"])
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 13))
        #expect(pages.currentPage == 2)
        _ = log()
        clock.advance(by: 1)
        let centers = pages.dotCenters()
        let touch = input.begin(at: CGPoint(x: centers[2].x, y: 13))
        input.move(touch, to: CGPoint(x: centers[4].x, y: 13))
        #expect(pages.currentPage == 4 && pages.interactionState == .continuous)
        input.end(touch)
        #expect(pages.currentPage == 4 && pages.interactionState == .none)
        #expect(log() == ["down", "value", "primary", "dragInside", "upInside"])
    }
}

import Foundation
import Testing
@testable import UIKit

/// Switches, sliders, steppers, segmented controls and page controls: defaults, clamping,
/// sizes to the point, and no events for programmatic changes.
@Suite(.serialized) @MainActor struct ValueControlTests {
    /// Counts `.valueChanged` events of `control`.
    private func counter(_ control: UIControl) -> () -> Int {
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        return { count }
    }

    @Test func aSwitchIs51By31AndSendsNothingWhenSet() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(toggle.frame == CGRect(x: 5, y: 5, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        let changes = counter(toggle)
        #expect(!toggle.isOn)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && changes() == 0)
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        #expect(toggle.style == .sliding && toggle.preferredStyle == .automatic)
        #expect(toggle.knobRect(position: 0) == CGRect(x: 2, y: 2, width: 27, height: 27))
        #expect(toggle.knobRect(position: 1) == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test func aSliderClampsItsValueAndRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let changes = counter(slider)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 8
        #expect(slider.maximumValue == 8 && slider.value == 8)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
        slider.value = .nan
        #expect(slider.value == 2)
        #expect(changes() == 0)
    }

    @Test func aSlidersTrackAndThumbRects() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 100)
        slider.minimumValueImage = UIImage(size: CGSize(width: 20, height: 20), color: .black)
        slider.maximumValueImage = UIImage(size: CGSize(width: 24, height: 24), color: .black)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 176, y: 3.5, width: 24, height: 24))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 32, y: 13.5, width: 132, height: 4))
    }

    @Test func aStepperStepsClampsAndWraps() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        let changes = counter(stepper)
        stepper.value = 150
        #expect(stepper.value == 100)
        #expect(!stepper.canStep(.increment) && stepper.canStep(.decrement))
        stepper.stepValue = 7
        stepper.value = 97
        #expect(stepper.steppedValue(.increment) == 100)
        stepper.wraps = true
        #expect(stepper.steppedValue(.increment) == 0)
        stepper.value = 3
        #expect(stepper.steppedValue(.decrement) == 100)
        stepper.minimumValue = 10
        #expect(stepper.value == 10)
        #expect(changes() == 0)
    }

    @Test func aSegmentedControlKeepsItsSelectionWithItsSegments() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let changes = counter(control)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Zero")
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setTitle("Uno", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Uno")
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(changes() == 0)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    }

    @Test func segmentsShareTheWidthOrFollowTheirContent() {
        let control = UISegmentedControl(items: ["A", "Longer title"])
        let font = UIFont.systemFont(ofSize: 13, weight: .medium)
        let widest = UILabel.textMeasurer.size(of: "Longer title", font: font, width: nil, numberOfLines: 1).width.rounded(.up)
        #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 20), height: 32))
        #expect(control.frame.size == control.intrinsicContentSize)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames().map(\.width) == [150, 150])
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        #expect(control.segmentFrames() == [CGRect(x: 0, y: 0, width: 100, height: 32), CGRect(x: 100, y: 0, width: 200, height: 32)])
        #expect(control.segmentIndex(at: CGPoint(x: 150, y: 10)) == 1)
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        let a = UILabel.textMeasurer.size(of: "A", font: font, width: nil, numberOfLines: 1).width.rounded(.up)
        #expect(control.intrinsicContentSize.width == a + 20 + widest + 20)
    }

    @Test func segmentsFromActions() {
        let first = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in }
        let second = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [first, second])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 0) === first)
        control.insertSegment(action: UIAction(title: "Map") { _ in }, at: 2, animated: false)
        #expect(control.titleForSegment(at: 2) == "Map")
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == UIColor.systemRed)
        #expect(control.titleStyle(for: .selected).color == UIColor.systemRed)
        #expect(control.titleStyle(for: .normal).color == UIColor.label)
    }

    @Test func aPageControlClampsAndSizesItsDots() {
        let pages = UIPageControl(frame: .zero)
        let changes = counter(pages)
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 3
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 63, height: 26))
        #expect(pages.size(forNumberOfPages: 1) == CGSize(width: 31, height: 26))
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 63, height: 26))
        pages.frame = CGRect(x: 0, y: 0, width: 100, height: 26)
        #expect(pages.dotCenters().map(\.x) == [34, 50, 66])
        #expect(changes() == 0)
        #expect(pages.backgroundStyle == .automatic && pages.interactionState == .none && pages.allowsContinuousInteraction)
    }

    @Test func aSliderIsMirroredRightToLeft() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        slider.minimumValueImage = UIImage(size: CGSize(width: 20, height: 20), color: .black)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 180, y: 5.5, width: 20, height: 20))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 168, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX == 168)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 0)
    }
}


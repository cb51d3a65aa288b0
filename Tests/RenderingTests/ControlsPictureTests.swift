import Foundation
import PhotoAlbum
import Rendering
import Testing
@_spi(Host) import UIKit

/// The controls showcase (`ControlsShowcaseViewController`): every control in several states,
/// light and dark, at 2 pixels a point; then after touches changed some of them. Compared with
/// reference pictures.
@Suite(.serialized) @MainActor struct ControlsPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func showcase() -> ControlsShowcaseViewController {
        let controller = ControlsShowcaseViewController()
        controller.view.frame = CGRect(origin: .zero, size: ControlsShowcaseViewController.preferredSize)
        controller.view.traitOverrides.displayScale = 2
        controller.view.contentScaleFactor = 2
        controller.view.layoutIfNeeded()
        return controller
    }

    private func render(_ view: UIView, scale: CGFloat = 2) -> RenderTarget {
        view.layoutIfNeeded()
        for panel in view.subviews { for control in panel.subviews { control.layoutIfNeeded() } }
        return ViewRenderer().renderFrame(view, scale: scale)
    }

    @Test func everyControlLightAndDark() throws {
        let controller = showcase()
        #expect(controller.panels.count == 2)
        #expect(controller.panels[1].traitCollection.userInterfaceStyle == .dark)
        try PictureComparison.expectMatches(render(controller.view), "controls-showcase")
    }

    @Test func controlsAtThreePixelsAPoint() throws {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Scaled"
        let toggle = UISwitch()
        toggle.isOn = true
        let stepper = UIStepper()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 50))
        root.backgroundColor = .systemBackground
        button.frame = CGRect(origin: CGPoint(x: 8, y: 8), size: button.intrinsicContentSize)
        toggle.frame.origin = CGPoint(x: 100, y: 10)
        stepper.frame = CGRect(origin: CGPoint(x: 160, y: 9), size: stepper.intrinsicContentSize)
        for control in [button, toggle, stepper] as [UIView] { root.addSubview(control) }
        root.traitOverrides.displayScale = 3
        try PictureComparison.expectMatches(render(root, scale: 3), "controls-scale-3")
    }

    @Test func touchesChangeTheControls() throws {
        let controller = showcase()
        let window = UIWindow(frame: CGRect(origin: .zero, size: ControlsShowcaseViewController.preferredSize))
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        let input = TouchInput(window: window)
        let light = controller.panels[0]
        let switches = light.subviews.compactMap { $0 as? UISwitch }
        let segmented = try #require(light.subviews.compactMap { $0 as? UISegmentedControl }.first)
        let slider = try #require(light.subviews.compactMap { $0 as? UISlider }.first)
        let off = switches[1]
        input.tap(at: off.convert(CGPoint(x: 20, y: 15), to: window))
        #expect(off.isOn)
        (Animator.shared.clock as? ManualAnimationClock)?.advance(by: 1)
        input.tap(at: segmented.convert(CGPoint(x: segmented.bounds.maxX - 20, y: 16), to: window))
        #expect(segmented.selectedSegmentIndex == 3)
        (Animator.shared.clock as? ManualAnimationClock)?.advance(by: 1)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let touch = input.begin(at: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window))
        input.move(touch, to: slider.convert(CGPoint(x: slider.bounds.maxX - 14, y: thumb.midY), to: window))
        #expect(slider.value == 1, "thumb \(thumb), slider \(slider.frame), direction \(slider.effectiveUserInterfaceLayoutDirection)")
        input.end(touch)
        try PictureComparison.expectMatches(render(controller.view), "controls-after-touches")
    }
}

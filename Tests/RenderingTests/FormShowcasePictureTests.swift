import Foundation
import PhotoAlbum
import Rendering
import Testing
@_spi(Host) import UIKit

/// The gallery's form screen (`FormShowcaseViewController`), built with constraints and stack
/// views: its frames to the point at an iPhone's width and a wide window, the photo pinched and
/// rotated by two fingers through its recognizers, and pictures of both sizes.
@Suite(.serialized) @MainActor struct FormShowcasePictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
        UIImage.register(UIImage(size: CGSize(width: 100, height: 75), scale: 2, color: .systemTeal), named: "7")
    }

    private func form(_ size: CGSize) -> FormShowcaseViewController {
        let controller = FormShowcaseViewController()
        controller.view.frame = CGRect(origin: .zero, size: size)
        controller.view.traitOverrides.userInterfaceStyle = .light
        controller.view.layoutIfNeeded()
        return controller
    }

    /// Hand-computed: the root view's margins are UIKit's for a root view on an iPhone, 16 points
    /// on the sides and none at the top. The toolbar (the buttons 34 points tall, the segmented
    /// control 32) spans the margins 8 points down the margin guide's top;
    /// `equalSpacing` puts equal gaps between its three views. The card is 16 below it: 12 + three
    /// rows (31, 32, 31, 12 apart) + 12 = 142 tall; its rows start 16 in, the controls 100 + 16
    /// after the titles. The photo is 16 below the card, 300 × 225 (4:3), centred.
    @Test func framesAtAnIPhonesWidth() {
        let controller = form(CGSize(width: 390, height: 700))
        #expect(controller.toolbar.frame == CGRect(x: 16, y: 8, width: 358, height: 34))
        let (reset, size, rotate) = (controller.toolbar.arrangedSubviews[0].frame, controller.sizeControl.frame,
                                     controller.toolbar.arrangedSubviews[2].frame)
        #expect(reset.minX == 0 && rotate.maxX == 358 && size.minY == 1 && size.height == 32)
        #expect(size.minX - reset.maxX == rotate.minX - size.maxX)
        #expect(controller.card.frame == CGRect(x: 16, y: 58, width: 358, height: 142))
        #expect(controller.brightnessSlider.frame == CGRect(x: 116, y: 0, width: 210, height: 31))
        #expect(controller.captionSwitch.convert(controller.captionSwitch.bounds, to: controller.view)
                == CGRect(x: 148, y: 157, width: 51, height: 31))
        #expect(controller.photoView.frame == CGRect(x: 45, y: 216, width: 300, height: 225))
    }

    /// The same constraints in a wider, shorter window: the card and the slider widen, the photo
    /// stays centred; "L" asks for a 400-point photo, which the 500-point height still allows.
    @Test func framesFollowTheWindow() {
        let controller = form(CGSize(width: 390, height: 700))
        controller.view.frame = CGRect(x: 0, y: 0, width: 700, height: 500)
        controller.view.layoutIfNeeded()
        #expect(controller.card.frame == CGRect(x: 16, y: 58, width: 668, height: 142))
        #expect(controller.brightnessSlider.frame.width == 520)
        #expect(controller.photoView.frame == CGRect(x: 200, y: 216, width: 300, height: 225))
        controller.sizeControl.selectedSegmentIndex = 2
        controller.sizeControl.sendActions(for: .valueChanged)
        controller.view.layoutIfNeeded()
        // 400 wide would be 300 tall, past the bottom margin (500 − 216 = 284 points): the width
        // gives, to 284 / 0.75 (378⅔, on the pixel grid 379 with its centre kept).
        #expect(controller.photoView.frame == CGRect(x: 160.5, y: 216, width: 379, height: 284))
    }

    /// Two fingers moving apart and turning: the pinch and the rotation recognizers act together
    /// (the controller's delegate lets them), as in Apple's sample code.
    @Test func twoFingersPinchAndRotateThePhotoTogether() throws {
        let controller = form(CGSize(width: 390, height: 700))
        let window = UIWindow(frame: controller.view.frame)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let centre = CGPoint(x: controller.photoView.frame.midX, y: controller.photoView.frame.midY)
        let input = TouchInput(window: window)
        let fingers = input.begin(at: [CGPoint(x: centre.x - 40, y: centre.y), CGPoint(x: centre.x + 40, y: centre.y)])
        for step in 1...6 {
            let angle = CGFloat(step) / 6 * .pi / 6, reach = 40 * (1 + 0.5 * CGFloat(step) / 6)
            let offset = CGPoint(x: reach * cos(angle), y: reach * sin(angle))
            input.move([(fingers[0], CGPoint(x: centre.x - offset.x, y: centre.y - offset.y)),
                        (fingers[1], CGPoint(x: centre.x + offset.x, y: centre.y + offset.y))])
        }
        input.end(fingers)
        #expect(abs(controller.photoScale - 1.5) < 1e-9)
        #expect(abs(controller.photoRotation - .pi / 6) < 1e-9)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "form-pinched-rotated-390x700")
    }

    @Test func pictureOfAWideWindow() throws {
        let controller = form(CGSize(width: 700, height: 500))
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(controller.view, scale: 2), "form-700x500")
    }
}

@_spi(Host) import UIKit
import XCTest

/// A photo viewer as iOS apps write it: a scroll view whose delegate returns the image view from
/// `viewForZooming(in:)`, a minimum zoom scale that fits the photo, a maximum of 3, centering in
/// `scrollViewDidZoom(_:)`, and a double tap that zooms to a rectangle around the tapped point.
final class PhotoViewerController: UIViewController, UIScrollViewDelegate {
    var image: UIImage?
    let scrollView = UIScrollView()
    lazy var imageView = UIImageView(image: image)
    private(set) var zoomEvents: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        view.addSubview(scrollView)
        let widthScale = scrollView.bounds.width / imageView.bounds.width
        let heightScale = scrollView.bounds.height / imageView.bounds.height
        scrollView.minimumZoomScale = min(widthScale, heightScale)
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = scrollView.minimumZoomScale
    }

    /// Zooms in on `point` (in the image view) to the maximum scale, or back out to the minimum.
    func doubleTapped(at point: CGPoint) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let size = CGSize(width: scrollView.bounds.width / scrollView.maximumZoomScale,
                              height: scrollView.bounds.height / scrollView.maximumZoomScale)
            let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
            scrollView.zoom(to: rect, animated: true)
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        zoomEvents.append("begin")
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        // Keeps the photo centered while it is smaller than the screen.
        let horizontal = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
        let vertical = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
        scrollView.contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        zoomEvents.append("end \(scale)")
    }
}

final class ScrollViewZoomPortingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Other suites in this process drive the animator with a manual clock.
        Animator.shared.clock = SystemAnimationClock()
    }

    private func makeViewer() -> PhotoViewerController {
        let controller = PhotoViewerController()
        // Stands in for UIImage(named:): a 1200×1600-point photo.
        controller.image = UIImage(size: CGSize(width: 1200, height: 1600), color: .gray)
        _ = controller.view
        return controller
    }

    private func waitForAnimations() {
        let done = expectation(description: "the animation ends")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testTheMinimumScaleFitsThePhotoAndCentersIt() {
        let viewer = makeViewer()
        let scrollView = viewer.scrollView
        let size = scrollView.bounds.size
        let fit = min(size.width / 1200, size.height / 1600)
        XCTAssertEqual(scrollView.minimumZoomScale, fit)
        XCTAssertEqual(scrollView.zoomScale, fit)
        XCTAssertEqual(viewer.imageView.bounds.size, CGSize(width: 1200, height: 1600), "zooming keeps the bounds")
        XCTAssertEqual(viewer.imageView.transform, CGAffineTransform(scaleX: fit, y: fit))
        XCTAssertEqual(scrollView.contentSize.width, 1200 * fit, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentSize.height, 1600 * fit, accuracy: 1e-9)
        // Centered by the insets, the offset brought to the top of them.
        XCTAssertEqual(scrollView.contentInset.top, (size.height - 1600 * fit) / 2, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, -scrollView.contentInset.top, accuracy: 1e-9)
        XCTAssertTrue(viewer.zoomEvents.isEmpty, "a scale set without animation begins and ends nothing")
    }

    func testADoubleTapZoomsInOnThePointAndOutAgain() {
        let viewer = makeViewer()
        let scrollView = viewer.scrollView
        let size = scrollView.bounds.size
        viewer.doubleTapped(at: CGPoint(x: 600, y: 800))
        XCTAssertEqual(scrollView.zoomScale, 3)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 3600, height: 4800))
        // The tapped point, the photo's middle, is in the middle of the screen.
        XCTAssertEqual(scrollView.contentOffset.x, 1800 - size.width / 2, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 2400 - size.height / 2, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentInset, .zero)
        waitForAnimations()
        XCTAssertEqual(viewer.zoomEvents, ["begin", "end 3.0"])
        viewer.doubleTapped(at: CGPoint(x: 600, y: 800))
        XCTAssertEqual(scrollView.zoomScale, scrollView.minimumZoomScale)
        XCTAssertEqual(scrollView.contentOffset.y, -scrollView.contentInset.top, accuracy: 1e-9)
        waitForAnimations()
        XCTAssertEqual(viewer.zoomEvents, ["begin", "end 3.0", "begin", "end \(scrollView.minimumZoomScale)"])
    }

    func testAPinchPastTheMaximumBouncesBack() {
        let viewer = makeViewer()
        let window = UIWindow(frame: viewer.view.frame)
        window.rootViewController = viewer
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let scrollView = viewer.scrollView
        let middle = CGPoint(x: scrollView.bounds.width / 2, y: scrollView.bounds.height / 2)
        // Two fingers 40 points either side of the middle spread twelvefold.
        let input = TouchInput(window: window)
        let fingers = input.begin(at: [CGPoint(x: middle.x - 40, y: middle.y), CGPoint(x: middle.x + 40, y: middle.y)])
        for step in 1...10 {
            let reach = 40 + 440 * CGFloat(step) / 10
            input.move([(fingers[0], CGPoint(x: middle.x - reach, y: middle.y)), (fingers[1], CGPoint(x: middle.x + reach, y: middle.y))])
        }
        XCTAssertTrue(scrollView.isZooming)
        XCTAssertGreaterThan(scrollView.zoomScale, 3, "rubber-banding past the maximum")
        input.end(fingers)
        XCTAssertFalse(scrollView.isZooming)
        XCTAssertTrue(scrollView.isZoomBouncing)
        XCTAssertEqual(scrollView.zoomScale, 3)
        waitForAnimations()
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(viewer.zoomEvents, ["begin", "end 3.0"])
    }
}

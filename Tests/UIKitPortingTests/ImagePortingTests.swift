@_spi(Host) import UIKit
import XCTest

/// A chat bubble as iOS apps draw one: a small bubble image made resizable so that its rounded
/// corners keep their size while the middle stretches to the text.
final class ChatBubbleView: UIView {
    let bubbleImageView = UIImageView()

    static let bubbleImage: UIImage = {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 32))
        return renderer.image { context in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 32), cornerRadius: 16).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20), resizingMode: .stretch)
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubbleImageView.image = ChatBubbleView.bubbleImage
        addSubview(bubbleImageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        bubbleImageView.frame = bounds
    }
}

/// A loading indicator made of frames, as apps wrote them before UIActivityIndicatorView styles.
final class FrameSpinner: UIImageView {
    convenience init(frames: [UIImage]) {
        self.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        animationImages = frames
        animationDuration = 0.2
    }
}

/// The common "fix orientation" helper: draws the image upright.
func normalizedImage(_ image: UIImage) -> UIImage {
    if image.imageOrientation == .up { return image }
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = image.scale
    return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
        image.draw(in: CGRect(origin: .zero, size: image.size))
    }
}

final class ImagePortingTests: XCTestCase {
    private func frames(_ count: Int) -> [UIImage] {
        (0..<count).map { _ in UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in } }
    }

    override func setUp() {
        super.setUp()
        Animator.shared.clock = SystemAnimationClock()
    }

    override func tearDown() {
        Animator.shared.reset()
        Animator.shared.clock = SystemAnimationClock()
        super.tearDown()
    }

    func testBubbleImageKeepsItsCapsAndStretches() {
        let bubble = ChatBubbleView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        bubble.layoutIfNeeded()
        let image = bubble.bubbleImageView.image
        XCTAssertEqual(image?.capInsets, UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
        XCTAssertEqual(image?.resizingMode, .stretch)
        XCTAssertEqual(image?.size, CGSize(width: 40, height: 32))
        XCTAssertEqual(bubble.bubbleImageView.frame, CGRect(x: 0, y: 0, width: 200, height: 60))
        XCTAssertEqual(bubble.bubbleImageView.contentMode, .scaleToFill)
    }

    func testResizableImageDefaultsToTiling() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        XCTAssertEqual(image.resizingMode, .tile)
        XCTAssertEqual(image.capInsets, .zero)
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
        XCTAssertEqual(resizable.resizingMode, .tile)
        XCTAssertEqual(resizable.capInsets.left, 3)
        let stretchable = image.stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
        XCTAssertEqual(stretchable.capInsets, UIEdgeInsets(top: 4, left: 4, bottom: 5, right: 5))
    }

    func testFrameSpinnerRunsItsRepeatCountOnTheRunLoop() {
        let spinner = FrameSpinner(frames: frames(4))
        spinner.animationRepeatCount = 1
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        let done = expectation(description: "the spinner stops after one pass")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertFalse(spinner.isAnimating)
    }

    func testStopAnimatingStopsAtOnce() {
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        let spinner = FrameSpinner(frames: frames(3))
        spinner.startAnimating()
        clock.advance(by: 1)
        XCTAssertTrue(spinner.isAnimating, "repeats until stopped")
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)
    }

    func testAnimationDurationDefaultsToZero() {
        let imageView = UIImageView()
        imageView.animationImages = frames(30)
        XCTAssertEqual(imageView.animationDuration, 0)
        XCTAssertEqual(imageView.animationRepeatCount, 0)
        XCTAssertNil(imageView.highlightedAnimationImages)
    }

    func testAnimatedImageKeepsItsFrames() {
        let images = frames(5)
        let animated = UIImage.animatedImage(with: images, duration: 0.5)
        XCTAssertEqual(animated?.images?.count, 5)
        XCTAssertEqual(animated?.duration, 0.5)
        XCTAssertEqual(animated?.size, CGSize(width: 20, height: 20))
        XCTAssertNil(images[0].images)
        XCTAssertEqual(images[0].duration, 0)
        let imageView = UIImageView(image: animated)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 20, height: 20))
    }

    func testNormalizingAnOrientedImageDrawsItUpright() {
        let landscape = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { _ in }
        guard let cgImage = landscape.cgImage else { return XCTFail("a bitmap") }
        let portrait = UIImage(cgImage: cgImage, scale: landscape.scale, orientation: .right)
        XCTAssertEqual(portrait.imageOrientation, .right)
        XCTAssertEqual(portrait.size, CGSize(width: 10, height: 30))
        let upright = normalizedImage(portrait)
        XCTAssertEqual(upright.imageOrientation, .up)
        XCTAssertEqual(upright.size, CGSize(width: 10, height: 30))
        XCTAssertTrue(normalizedImage(landscape) === landscape)
    }

    func testAlignmentInsetsAndBaseline() {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
            .withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            .withBaselineOffset(fromBottom: 4)
        XCTAssertEqual(icon.alignmentRectInsets, UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        XCTAssertTrue(icon.hasBaseline)
        XCTAssertEqual(icon.baselineOffsetFromBottom, 4)
        XCTAssertFalse(icon.imageWithoutBaseline().hasBaseline)
        let thumbnail = icon.preparingThumbnail(of: CGSize(width: 12, height: 12))
        XCTAssertEqual(thumbnail?.size, CGSize(width: 12, height: 12))
    }
}

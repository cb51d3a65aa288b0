import Foundation
import Testing
@_spi(Rendering) @testable @_spi(Host) import UIKit

/// Animated images and an image view's animation images, stepped on a manual clock.
@Suite(.serialized) @MainActor struct ImageAnimationTests {
    private let frames: [UIImage] = [UIColor.red, .green, .blue].map { UIImage(size: CGSize(width: 4, height: 4), scale: 2, color: $0) }

    private func manualClock() -> ManualAnimationClock {
        Animator.shared.reset()
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        return clock
    }

    @Test func anAnimatedImageIsItsFirstFrameWithItsFrames() throws {
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 1.5))
        #expect(animated.images?.count == 3 && animated.images?[1] === frames[1] && animated.duration == 1.5)
        #expect(animated.size == CGSize(width: 4, height: 4) && animated.scale == 2 && animated.pixels == frames[0].pixels)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(frames[0].images == nil && frames[0].duration == 0)
        let resizable = animated.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(resizable.images?.allSatisfy { $0.resizingMode == .stretch && $0.capInsets.left == 1 } == true)
    }

    @Test func framesFollowTheTime() {
        #expect((0..<7).map { AnimationFrames.index(at: Double($0) * 0.25, count: 3, duration: 0.75) } == [0, 1, 2, 0, 1, 2, 0])
        #expect(AnimationFrames.index(at: 0.3, count: 10, duration: 1) == 3, "no rounding down to 2.999…")
        #expect(AnimationFrames.index(at: 5, count: 1, duration: 1) == 0 && AnimationFrames.index(at: 5, count: 4, duration: 0) == 0)
    }

    @Test func animatedImageNamedLoadsTheNumberedFrames() throws {
        for (index, frame) in frames.enumerated() { UIImage.register(frame, named: "spinner-test\(index + 1)") }
        let animated = try #require(UIImage.animatedImageNamed("spinner-test", duration: 0.3))
        #expect(animated.images?.count == 3 && animated.images?[2] == frames[2], "from 1 when there is no 0, until one is missing")
        UIImage.register(frames[2], named: "spinner-test0")
        #expect(UIImage.animatedImageNamed("spinner-test", duration: 0.3)?.images?.count == 4)
        #expect(UIImage.animatedImageNamed("no-such-frames", duration: 1) == nil)
        let resizable = try #require(UIImage.animatedResizableImageNamed("spinner-test", capInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                                                       duration: 1))
        #expect(resizable.isResizable && resizable.resizingMode == .tile && resizable.images?.first?.isResizable == true)
    }

    @Test func startAnimatingShowsTheImagesInTurnThenTheImage() {
        let clock = manualClock()
        defer { Animator.shared.reset() }
        let still = UIImage(size: CGSize(width: 4, height: 4), color: .black)
        let imageView = UIImageView(image: still)
        imageView.animationImages = frames
        #expect(imageView.animationDuration == 0 && imageView.animationRepeatCount == 0 && !imageView.isAnimating)
        #expect(imageView.effectiveAnimationDuration == 0.1, "1/30 s per image")
        imageView.animationDuration = 0.9
        imageView.animationRepeatCount = 2
        imageView.startAnimating()
        #expect(imageView.isAnimating && imageView.displayedImage === frames[0])
        let before = DisplayGeneration.current
        clock.advance(by: 0.3)
        #expect(imageView.displayedImage === frames[1] && DisplayGeneration.current != before, "a new frame redraws")
        clock.advance(by: 0.3)
        #expect(imageView.displayedImage === frames[2])
        clock.advance(by: 0.3)
        #expect(imageView.displayedImage === frames[0] && imageView.isAnimating, "the second pass")
        clock.advance(by: 0.9)
        #expect(!imageView.isAnimating && imageView.displayedImage === still, "two passes, then the image again")
    }

    @Test func stopAnimatingAndHighlightedImages() {
        let clock = manualClock()
        defer { Animator.shared.reset() }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        imageView.startAnimating()
        #expect(!imageView.isAnimating, "nothing to animate")
        imageView.animationImages = frames
        imageView.highlightedAnimationImages = Array(frames.reversed())
        imageView.animationDuration = 3
        imageView.startAnimating()
        clock.advance(by: 1)
        #expect(imageView.displayedImage === frames[1])
        imageView.isHighlighted = true
        #expect(imageView.displayedImage === frames[1], "the middle of the reversed frames")
        clock.advance(by: 1)
        #expect(imageView.displayedImage === frames[0])
        imageView.stopAnimating()
        #expect(!imageView.isAnimating && imageView.displayedImage == nil)
        clock.advance(by: 1)
        #expect(!Animator.shared.hasWork, "the frame callback is gone")
        imageView.startAnimating()
        imageView.animationImages = [frames[0]]
        #expect(!imageView.isAnimating, "new animation images stop the animation")
    }

    @Test func anImageViewAnimatesAnAnimatedImageForever() throws {
        let clock = manualClock()
        defer { Animator.shared.reset() }
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
        let imageView = UIImageView(image: animated)
        #expect(imageView.displayedImage === frames[0] && imageView.intrinsicContentSize == CGSize(width: 4, height: 4))
        var generation = DisplayGeneration.current
        clock.advance(by: 0.1)
        #expect(imageView.displayedImage === frames[1] && DisplayGeneration.current != generation)
        clock.advance(by: 0.25)
        #expect(imageView.displayedImage === frames[0])
        generation = DisplayGeneration.current
        clock.advance(by: 0.01)
        #expect(DisplayGeneration.current == generation, "no redraw within a frame")
        clock.advance(by: 3.0)
        #expect(imageView.displayedImage === frames[0] || imageView.displayedImage === frames[1] || imageView.displayedImage === frames[2])
        imageView.image = frames[2]
        clock.advance(by: 0.1)
        #expect(imageView.displayedImage === frames[2] && !Animator.shared.hasWork, "a still image ends it")
    }
}

import Foundation

/// An image view's animations, as UIKit's: `animationImages` shown in turn between
/// `startAnimating()` and `stopAnimating()`, and an animated image (`UIImage.animatedImage(with:duration:)`)
/// animating by itself. Both run on the animator's clock (`Animator.shared.clock`): each new
/// frame redraws the view, so a window shows it (`DisplayGeneration` moves), and a test steps it
/// with `ManualAnimationClock.advance(by:)`.
extension UIImageView {
    /// Ends the `startAnimating()` animation (its frame callback already removed).
    func endAnimation() {
        imageAnimation = nil
        setNeedsDisplay()
    }

    /// `animationDuration`, or 1/30 s per image when it is 0.
    var effectiveAnimationDuration: TimeInterval {
        animationDuration > 0 ? animationDuration : Double(shownAnimationImages.count) / 30
    }

    /// Whether `animationRepeatCount` passes are over `elapsed` seconds after the start.
    func hasFinishedAnimating(after elapsed: TimeInterval) -> Bool {
        animationRepeatCount > 0 && elapsed + 1e-9 >= effectiveAnimationDuration * Double(animationRepeatCount)
    }

    /// The animation images for the highlight state.
    var shownAnimationImages: [UIImage] {
        (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
    }

    /// The animation image shown now, while animating.
    var currentAnimationFrame: UIImage? {
        guard let running = imageAnimation else { return nil }
        let images = shownAnimationImages
        guard !images.isEmpty else { return nil }
        let elapsed = Animator.shared.clock.now - running.start
        if hasFinishedAnimating(after: elapsed) { return nil }
        return images[AnimationFrames.index(at: elapsed, count: images.count, duration: effectiveAnimationDuration)]
    }

    /// The frame of `image` shown now: for an animated image, the one for the time since it
    /// was set.
    func currentFrame(of image: UIImage) -> UIImage {
        guard image.images != nil else { return image }
        return image.frame(at: animatedImageStart.map { Animator.shared.clock.now - $0.start } ?? 0)
    }

    /// Starts the animated image just set, redrawing at each new frame while the view shows an
    /// animated image.
    func showAnimatedImage() {
        if let running = animatedImageStart { Animator.shared.removeFrameCallback(running.callback) }
        let animator = Animator.shared
        var shown: UIImage?
        let callback = animator.addFrameCallback { [weak self] _ in
            guard let self, self.animatedImageStart != nil else { return false }
            let current = self.isHighlighted ? self.highlightedImage ?? self.image : self.image
            guard let current, current.images != nil else {
                self.animatedImageStart = nil
                return false
            }
            let frame = self.currentFrame(of: current)
            if frame !== shown {
                shown = frame
                self.setNeedsDisplay()
            }
            return true
        }
        animatedImageStart = (animator.clock.now, callback)
    }
}

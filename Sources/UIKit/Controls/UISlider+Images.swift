import Foundation

/// A slider's custom images (UISlider.h): a thumb image and track images per state, read
/// through `currentThumbImage`, `currentMinimumTrackImage` and `currentMaximumTrackImage` when
/// the slider draws (so a subclass overriding them changes what is drawn).
extension UISlider {
    func setThumbImageImpl(_ image: UIImage?, for state: State) {
        thumbImages[state] = image
        setNeedsDisplay()
    }

    func setMinimumTrackImageImpl(_ image: UIImage?, for state: State) {
        minimumTrackImages[state] = image
        setNeedsDisplay()
    }

    func setMaximumTrackImageImpl(_ image: UIImage?, for state: State) {
        maximumTrackImages[state] = image
        setNeedsDisplay()
    }

    /// Draws the track images, if any: the minimum image over `filled` (from the track's start
    /// to the thumb), the maximum image over the rest, each as tall as the image and centered on
    /// the track. Returns whether a track image was drawn.
    func drawTrackImages(track: CGRect, filled: CGRect) -> Bool {
        let minimum = currentMinimumTrackImage, maximum = currentMaximumTrackImage
        guard minimum != nil || maximum != nil else { return false }
        func band(_ rect: CGRect, _ image: UIImage?) -> CGRect {
            let height = image?.size.height ?? track.height
            return CGRect(x: rect.minX, y: track.midY - height / 2, width: rect.width, height: height)
        }
        let rest = filled.minX > track.minX
            ? CGRect(x: track.minX, y: track.minY, width: filled.minX - track.minX, height: track.height)
            : CGRect(x: filled.maxX, y: track.minY, width: max(0, track.maxX - filled.maxX), height: track.height)
        if let maximum, rest.width > 0 { maximum.draw(in: band(rest, maximum)) }
        if let minimum, filled.width > 0 { minimum.draw(in: band(filled, minimum)) }
        return true
    }
}

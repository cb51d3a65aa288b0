import Foundation

/// A control for choosing one value from a continuous range, as UIKit's `UISlider`: a
/// 4-point rounded track, filled in the tint up to a white 28-point thumb (mirrored right to left,
/// as UIKit mirrors it). The value stays in
/// `minimumValue...maximumValue`; setting it sends no event, as in UIKit.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The slider's height on iOS.
    public static let sliderHeight: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbSide: CGFloat = 28
    /// The space between a value image and the track.
    static let imageSpacing: CGFloat = 12

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// The value, in `minimumValue...maximumValue` (0 by default); a value outside is clamped.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, clamped to the range. It sends no event, as in UIKit. With `animated` the
    /// thumb slides to its new place (over `ControlTransition.duration`); without, it moves at
    /// once.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? storedMinimum : min(max(value, storedMinimum), storedMaximum)
        let shown = displayedValue
        storedValue = clamped
        if animated {
            thumbSlide.run(from: CGFloat(shown), to: CGFloat(clamped)) { [weak self] in
                self?.displayedValue = Float($0)
            }
        } else {
            thumbSlide.cancel()
            displayedValue = clamped
        }
    }

    /// The value the thumb is drawn at: `value`, or on the way to it while it slides.
    private(set) var displayedValue: Float = 0 { didSet { if displayedValue != oldValue { setNeedsDisplay() } } }
    /// The thumb's slide to a value set with `animated`.
    private let thumbSlide = ControlTransition()

    /// The lowest value (0 by default). Raising it above `maximumValue` raises that too, and
    /// the value follows, as in UIKit.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setValue(storedValue, animated: false)
            setNeedsDisplay()
        }
    }

    /// The highest value (1 by default). Lowering it below `minimumValue` lowers that too, and
    /// the value follows, as in UIKit.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setValue(storedValue, animated: false)
            setNeedsDisplay()
        }
    }

    /// Whether a drag sends `.valueChanged` as the value changes (true, the default) or once
    /// when it ends.
    open var isContinuous = true
    /// The color of the track before the thumb; nil: the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the track after the thumb; nil: a fill gray.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the thumb; nil: white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Per-state thumb and track images (`UISlider+Images.swift`).
    var thumbImages = StateValues<UIImage>()
    var minimumTrackImages = StateValues<UIImage>()
    var maximumTrackImages = StateValues<UIImage>()
    /// An image at the minimum end, before the track.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// An image at the maximum end, after the track.
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    /// No intrinsic width; 31 points tall (or as tall as a value image).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: naturalHeight)
    }

    private var naturalHeight: CGFloat {
        max(UISlider.sliderHeight, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
    }

    /// Where the minimum value image is drawn: at the leading end, centered vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage?.size, leading: true, bounds: bounds)
    }

    /// Where the maximum value image is drawn: at the trailing end, centered vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage?.size, leading: false, bounds: bounds)
    }

    /// Whether the slider runs right to left (its minimum on the right), as UIKit mirrors it.
    var runsRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// A value image's rectangle at the leading or trailing end (empty without an image).
    private func valueImageRect(_ size: CGSize?, leading: Bool, bounds: CGRect) -> CGRect {
        let onLeft = leading != runsRightToLeft
        guard let size else { return CGRect(x: onLeft ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: onLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The track's rectangle: 4 points tall, centered, between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        let (left, right) = runsRightToLeft ? (maximumValueImage, minimumValueImage) : (minimumValueImage, maximumValueImage)
        if left != nil { minX = valueImageRect(left?.size, leading: !runsRightToLeft, bounds: bounds).maxX + UISlider.imageSpacing }
        if right != nil { maxX = valueImageRect(right?.size, leading: runsRightToLeft, bounds: bounds).minX - UISlider.imageSpacing }
        return CGRect(x: minX, y: bounds.midY - UISlider.trackHeight / 2, width: max(0, maxX - minX), height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: 28 points square, centered on the track, its edges
    /// reaching the track's ends at the minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = storedMaximum - storedMinimum
        let fraction = range > 0 ? CGFloat((min(max(value, storedMinimum), storedMaximum) - storedMinimum) / range) : 0
        let size = currentThumbImage?.size ?? CGSize(width: UISlider.thumbSide, height: UISlider.thumbSide)
        let side = size.width
        let x = runsRightToLeft ? rect.maxX - side - (rect.width - side) * fraction : rect.minX + (rect.width - side) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: side, height: size.height)
    }

    open override func draw(_ rect: CGRect) {
        // The fill and stroke colors are shared drawing state: put back what was there.
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        let context = Graphics.currentContext
        context?.saveGState()
        if !isEnabled { context?.setAlpha(0.5) }
        if let image = minimumValueImage { drawValueImage(image, in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { drawValueImage(image, in: maximumValueImageRect(forBounds: bounds)) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: displayedValue)
        let radius = track.height / 2
        let filled = runsRightToLeft
            ? CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        if drawTrackImages(track: track, filled: filled) {
            // The track images replace the track's colors.
        } else {
            displayedColor(maximumTrackTintColor ?? ControlColors.sliderMaximumTrack).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
            if filled.width > 0 {
                displayedColor(minimumTrackTintColor ?? tintColor ?? .systemBlue).setFill()
                UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)).fill()
            }
        }
        if let image = currentThumbImage {
            image.draw(in: thumb)
        } else {
            drawKnob(in: thumb, color: thumbTintColor ?? .white)
        }
        context?.restoreGState()
    }

    private func drawValueImage(_ image: UIImage, in rect: CGRect) {
        let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(displayedColor(tintColor ?? .systemBlue))
        tinted.draw(in: rect)
    }

    // MARK: Tracking

    private var thumbGrabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0
    /// How far around the thumb a touch still grabs it.
    static let thumbSlop: CGFloat = 10

    /// A touch on the thumb (or within 10 points of it) grabs it; elsewhere nothing happens,
    /// as UIKit's slider does not jump to a tap on its track.
    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.insetBy(dx: -UISlider.thumbSlop, dy: -UISlider.thumbSlop).contains(point) else { return false }
        thumbGrabOffset = point.x - thumb.midX
        valueAtTrackingStart = value
        return true
    }

    /// The thumb follows the touch; a continuous slider sends `.valueChanged` at each change.
    open override func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let usable = track.width - UISlider.thumbSide
        guard usable > 0 else { return true }
        var fraction = (touch.location(in: self).x - thumbGrabOffset - (track.minX + UISlider.thumbSide / 2)) / usable
        if runsRightToLeft { fraction = 1 - fraction }
        let old = value
        setValue(minimumValue + Float(min(max(fraction, 0), 1)) * (maximumValue - minimumValue), animated: false)
        if isContinuous && value != old { sendValueChanged() }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the touch lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {
        if !isContinuous && value != valueAtTrackingStart { sendValueChanged() }
    }

    /// A slider claims pans and swipes while its thumb is dragged (UIKit's slider keeps swipes
    /// that start on its thumb), and leaves taps to the views around it.
    override func claimsGesture(of recognizer: UIGestureRecognizer) -> Bool {
        isTracking && (recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer)
    }
    // MARK: Images (UISlider+Images.swift)

    /// Sets the thumb's image for `state`: drawn instead of the round thumb, at its own size.
    open func setThumbImage(_ image: UIImage?, for state: State) { setThumbImageImpl(image, for: state) }
    /// Sets the image of the track before the thumb for `state`: drawn stretched from the
    /// track's start to the thumb instead of the tint.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { setMinimumTrackImageImpl(image, for: state) }
    /// Sets the image of the track after the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { setMaximumTrackImageImpl(image, for: state) }
    /// The thumb's image for `state`: its own, else the normal state's (nil: the round thumb).
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state] }
    /// The minimum track's image for `state`: its own, else the normal state's.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state] }
    /// The maximum track's image for `state`: its own, else the normal state's.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state] }
    /// The thumb's image for the current state; drawing and `thumbRect` read it.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track's image for the current state; drawing reads it.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track's image for the current state; drawing reads it.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }
}

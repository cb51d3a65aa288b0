import Foundation

/// A control for incrementing and decrementing a value, as UIKit's `UIStepper`: a 94 × 32
/// point rounded rectangle split into − and + halves. The value stays in
/// `minimumValue...maximumValue`; setting it sends no event, as in UIKit.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size on iOS.
    public static let stepperSize = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Which half a touch is pressing, while tracking.
    enum Half { case decrement, increment }
    var pressedHalf: Half? { didSet { if pressedHalf != oldValue { setNeedsDisplay() } } }
    /// Custom images (`UIStepper+Images.swift`).
    var backgroundImages = StateValues<UIImage>()
    var incrementImages = StateValues<UIImage>()
    var decrementImages = StateValues<UIImage>()
    var dividerImages: [StepperDividerKey: UIImage] = [:]

    /// The value (0 by default), clamped to `minimumValue...maximumValue`.
    open var value: Double {
        get { storedValue }
        set {
            let clamped = newValue.isNaN ? storedMinimum : min(max(newValue, storedMinimum), storedMaximum)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value (0 by default). It must be less than `maximumValue`, as UIKit requires;
    /// the value is clamped to it.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue < storedMaximum else {
                raiseException(.internalInconsistencyException, "Invalid parameter not satisfying: minimumValue < maximumValue")
            }
            storedMinimum = newValue
            value = storedValue
            setNeedsDisplay()
        }
    }

    /// The highest value (100 by default). It must be greater than `minimumValue`, as UIKit
    /// requires; the value is clamped to it.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue > storedMinimum else {
                raiseException(.internalInconsistencyException, "Invalid parameter not satisfying: maximumValue > minimumValue")
            }
            storedMaximum = newValue
            value = storedValue
            setNeedsDisplay()
        }
    }

    /// The step (1 by default); it must be greater than 0, as UIKit requires.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else {
                raiseException(.internalInconsistencyException, "Invalid parameter not satisfying: stepValue > 0")
            }
            storedStep = newValue
        }
    }

    /// Whether stepping past an end wraps to the other end (false by default).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a half down steps again and again (true by default).
    open var autorepeat = true
    /// Whether holding a half down sends `.valueChanged` at each step (true, the default) or
    /// once when the touch ends.
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    /// Whether a press on `half` would change the value (an end without `wraps` would not).
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// The value after one step of `half`: clamped at the ends, or wrapped to the other end
    /// when `wraps` is on and the step went past one, as UIKit steps.
    func steppedValue(_ half: Half) -> Double {
        let next = half == .increment ? storedValue + storedStep : storedValue - storedStep
        if wraps {
            if next > storedMaximum { return storedMinimum }
            if next < storedMinimum { return storedMaximum }
        }
        return min(max(next, storedMinimum), storedMaximum)
    }

    /// The frame of the stepper's background and halves, centered in the bounds.
    var stepperRect: CGRect {
        let size = UIStepper.stepperSize
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func draw(_ rect: CGRect) {
        // The fill and stroke colors are shared drawing state: put back what was there.
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        let frame = stepperRect
        let shape = UIBezierPath(roundedRect: frame, cornerRadius: 8)
        if drawImages(in: frame) { return }
        displayedColor(ControlColors.segmentedBackground).setFill()
        shape.fill()
        if let pressedHalf, canStep(pressedHalf) {
            let half = CGRect(x: pressedHalf == .decrement ? frame.minX : frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
            let context = Graphics.currentContext
            context?.saveGState()
            context?.addPath(shape.cgPath)
            context?.clip()
            displayedColor(ControlColors.pressed).setFill()
            UIBezierPath(rect: half).fill()
            context?.restoreGState()
        }
        let divider = UIBezierPath()
        divider.move(to: CGPoint(x: frame.midX, y: frame.midY - 9))
        divider.addLine(to: CGPoint(x: frame.midX, y: frame.midY + 9))
        displayedColor(ControlColors.divider).setStroke()
        divider.lineWidth = 1
        divider.stroke()
        let minusCenter = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY)
        let plusCenter = CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY)
        let arm: CGFloat = 7
        let minus = UIBezierPath()
        minus.move(to: CGPoint(x: minusCenter.x - arm, y: minusCenter.y))
        minus.addLine(to: CGPoint(x: minusCenter.x + arm, y: minusCenter.y))
        strokeRound(minus, color: canStep(.decrement) ? .label : .tertiaryLabel, width: 1.5)
        let plus = UIBezierPath()
        plus.move(to: CGPoint(x: plusCenter.x - arm, y: plusCenter.y))
        plus.addLine(to: CGPoint(x: plusCenter.x + arm, y: plusCenter.y))
        plus.move(to: CGPoint(x: plusCenter.x, y: plusCenter.y - arm))
        plus.addLine(to: CGPoint(x: plusCenter.x, y: plusCenter.y + arm))
        strokeRound(plus, color: canStep(.increment) ? .label : .tertiaryLabel, width: 1.5)
    }

    // MARK: Tracking

    /// The delay before a held half starts repeating, and the time between repeats.
    public static let autorepeatDelay: TimeInterval = 0.5
    public static let autorepeatInterval: TimeInterval = 0.1
    private var valueAtTrackingStart: Double = 0
    private var repeatCallback: Int?
    private var nextRepeat: TimeInterval = 0

    func half(at point: CGPoint) -> Half { point.x < stepperRect.midX ? .decrement : .increment }

    /// A touch steps at once on the half it lands on, and starts repeating when `autorepeat`.
    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        pressedHalf = half
        valueAtTrackingStart = value
        step(half)
        if autorepeat { startRepeating() }
        return true
    }

    /// Leaving the pressed half stops the repeats and the highlight; coming back resumes them.
    open override func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let onPressed = stepperRect.contains(point) && (pressedHalf ?? half(at: point)) == half(at: point)
        if !onPressed, pressedHalf != nil {
            stopRepeating()
            pressedHalf = nil
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {
        finishTracking()
    }

    open override func cancelTracking(with event: UIKit.UIEvent?) {
        finishTracking()
    }

    private func finishTracking() {
        stopRepeating()
        pressedHalf = nil
        if !isContinuous && value != valueAtTrackingStart { sendValueChanged() }
    }

    /// One step of `half`: the value changes, and a continuous stepper sends `.valueChanged`.
    func step(_ half: Half) {
        guard canStep(half) else { return }
        let old = value
        value = steppedValue(half)
        if isContinuous && value != old { sendValueChanged() }
    }

    /// Repeats the pressed half's step on the animator's clock: after `autorepeatDelay`, then
    /// every `autorepeatInterval` (iOS also speeds up after a few seconds; this does not).
    private func startRepeating() {
        stopRepeating()
        nextRepeat = Animator.shared.clock.now + UIStepper.autorepeatDelay
        repeatCallback = Animator.shared.addFrameCallback { [weak self] now in
            guard let self, let half = self.pressedHalf else { return false }
            while now + 1e-9 >= self.nextRepeat {
                self.step(half)
                self.nextRepeat += UIStepper.autorepeatInterval
            }
            return true
        }
    }

    private func stopRepeating() {
        if let repeatCallback { Animator.shared.removeFrameCallback(repeatCallback) }
        repeatCallback = nil
    }
    // MARK: Images (UIStepper+Images.swift)

    /// Sets the background image for `state`: with one set, the stepper draws its images
    /// (background, divider, increment and decrement) instead of its own look.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { setImage(image, in: \.backgroundImages, for: state) }
    /// The background image for `state`: its own, else the normal state's (nil by default).
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }
    /// Sets the image between the halves when the left half is in `leftState` and the right in `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        setDividerImageImpl(image, left: leftState, right: rightState)
    }
    /// The divider image for the two states (else the one for two normal halves; nil by default).
    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        dividerImageImpl(left: state, right: state2)
    }
    /// Sets the image of the + half for `state` (drawn instead of the + glyph).
    open func setIncrementImage(_ image: UIImage?, for state: State) { setImage(image, in: \.incrementImages, for: state) }
    /// The + half's image for `state`: its own, else the normal state's; nil when none was set
    /// (UIKit returns its system glyph; the stepper draws that glyph itself here).
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state] }
    /// Sets the image of the − half for `state` (drawn instead of the − glyph).
    open func setDecrementImage(_ image: UIImage?, for state: State) { setImage(image, in: \.decrementImages, for: state) }
    /// The − half's image for `state`: its own, else the normal state's; nil when none was set.
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state] }
}

import Foundation

/// A control for incrementing and decrementing a value, as UIKit's `UIStepper`: a 94 × 32
/// point rounded rectangle split into − and + halves. The value stays in
/// `minimumValue...maximumValue`; setting it sends no event, as in UIKit.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The stepper's size on iOS.
    public static let stepperSize = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Which half a touch is pressing, while tracking.
    enum Half { case decrement, increment }
    var pressedHalf: Half? { didSet { if pressedHalf != oldValue { setNeedsDisplay() } } }

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
            precondition(newValue < storedMaximum, "Invalid parameter not satisfying: minimumValue < maximumValue")
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
            precondition(newValue > storedMinimum, "Invalid parameter not satisfying: maximumValue > minimumValue")
            storedMaximum = newValue
            value = storedValue
            setNeedsDisplay()
        }
    }

    /// The step (1 by default); it must be greater than 0, as UIKit requires.
    open var stepValue: Double {
        get { storedStep }
        set {
            precondition(newValue > 0, "Invalid parameter not satisfying: stepValue > 0")
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

    open override var intrinsicContentSize: CGSize { Stepper.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.stepperSize }

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
        let size = Stepper.stepperSize
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func draw(_ rect: CGRect) {
        let frame = stepperRect
        let shape = BezierPath(roundedRect: frame, cornerRadius: 8)
        displayedColor(ControlColors.segmentedBackground).setFill()
        shape.fill()
        if let pressedHalf, canStep(pressedHalf) {
            let half = CGRect(x: pressedHalf == .decrement ? frame.minX : frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
            let context = Graphics.currentContext
            context?.saveGState()
            context?.addPath(shape.cgPath)
            context?.clip()
            displayedColor(ControlColors.pressed).setFill()
            BezierPath(rect: half).fill()
            context?.restoreGState()
        }
        let divider = BezierPath()
        divider.move(to: CGPoint(x: frame.midX, y: frame.midY - 9))
        divider.addLine(to: CGPoint(x: frame.midX, y: frame.midY + 9))
        displayedColor(ControlColors.divider).setStroke()
        divider.lineWidth = 1
        divider.stroke()
        let minusCenter = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY)
        let plusCenter = CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY)
        let arm: CGFloat = 7
        let minus = BezierPath()
        minus.move(to: CGPoint(x: minusCenter.x - arm, y: minusCenter.y))
        minus.addLine(to: CGPoint(x: minusCenter.x + arm, y: minusCenter.y))
        strokeRound(minus, color: canStep(.decrement) ? .label : .tertiaryLabel, width: 1.5)
        let plus = BezierPath()
        plus.move(to: CGPoint(x: plusCenter.x - arm, y: plusCenter.y))
        plus.addLine(to: CGPoint(x: plusCenter.x + arm, y: plusCenter.y))
        plus.move(to: CGPoint(x: plusCenter.x, y: plusCenter.y - arm))
        plus.addLine(to: CGPoint(x: plusCenter.x, y: plusCenter.y + arm))
        strokeRound(plus, color: canStep(.increment) ? .label : .tertiaryLabel, width: 1.5)
    }
}

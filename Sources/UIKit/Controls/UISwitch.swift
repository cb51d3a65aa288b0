import Foundation

/// A control that offers a binary choice, on or off, as UIKit's `UISwitch`: a 51 × 31 point
/// capsule whose knob slides to the right and whose track fills with `onTintColor` (system green)
/// when on. Its size is fixed, as in UIKit: the size of a frame given to it is ignored.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The style of a switch, as UIKit's `UISwitch.Style` (iOS 14).
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox, sliding
    }

    /// The switch's size on iOS.
    public static let switchSize = CGSize(width: 51, height: 31)
    static let knobInset: CGFloat = 2

    private var on = false
    /// Where the knob is drawn, from 0 (off) to 1 (on): follows a drag while tracking.
    var knobPosition: CGFloat = 0 { didSet { if knobPosition != oldValue { setNeedsDisplay() } } }

    /// Whether the switch is on. Setting it sends no event, as in UIKit.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state of the switch. It sends no event, as in UIKit. With `animated` the knob
    /// slides to its new side (over `ControlTransition.duration`); without, it moves at once.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        let target: CGFloat = on ? 1 : 0
        if animated {
            knobSlide.run(from: knobPosition, to: target) { [weak self] in self?.knobPosition = $0 }
        } else {
            knobSlide.cancel()
            knobPosition = target
        }
        setNeedsDisplay()
    }

    /// The knob's slide to its side.
    private let knobSlide = ControlTransition()

    /// The color of the track when the switch is on; nil: system green.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the knob; nil: white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image for the on state: no effect since iOS 7, as in UIKit.
    open var onImage: UIImage?
    /// An image for the off state: no effect since iOS 7, as in UIKit.
    open var offImage: UIImage?
    /// The title of a Mac Catalyst checkbox (iOS 14; nil by default). Not shown on iOS, nor here:
    /// a switch is always `.sliding`.
    open var title: String?
    /// The style asked for (`.automatic` by default).
    open var preferredStyle: Style = .automatic
    /// The style shown: always `.sliding` on iOS.
    open var style: Style { .sliding }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: UISwitch.switchSize)
    }

    /// The frame: its size stays 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// The bounds: their size stays 51 × 31.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    /// The knob's rectangle for `position` (0 off, 1 on); wider while pressed, as iOS stretches it.
    func knobRect(position: CGFloat) -> CGRect {
        let side = bounds.height - 2 * UISwitch.knobInset
        let width = isTracking && isHighlighted ? side + 7 : side
        let travel = bounds.width - 2 * UISwitch.knobInset - width
        let x = bounds.minX + UISwitch.knobInset + travel * min(max(position, 0), 1)
        return CGRect(x: x, y: bounds.minY + UISwitch.knobInset, width: width, height: side)
    }

    open override func draw(_ rect: CGRect) {
        // The fill and stroke colors are shared drawing state: put back what was there.
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        let context = Graphics.currentContext
        context?.saveGState()
        if !isEnabled { context?.setAlpha(0.5) }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        displayedColor(ControlColors.switchOffTrack).setFill()
        track.fill()
        if knobPosition > 0 {
            let onColor = displayedColor(onTintColor ?? .systemGreen)
            onColor.withAlphaComponent(onColor.alpha * knobPosition).setFill()
            track.fill()
        }
        drawKnob(in: knobRect(position: knobPosition), color: thumbTintColor ?? .white)
        context?.restoreGState()
    }

    // MARK: Tracking

    private var trackingStart: (x: CGFloat, position: CGFloat) = (0, 0)
    private var isDragging = false
    /// How far a touch moves before the knob follows it.
    static let dragThreshold: CGFloat = 3

    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        knobSlide.cancel()
        trackingStart = (touch.location(in: self).x, knobPosition)
        isDragging = false
        setNeedsDisplay()
        return true
    }

    /// The knob follows a horizontal drag.
    open override func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - trackingStart.x
        if abs(dx) > UISwitch.dragThreshold { isDragging = true }
        if isDragging {
            let travel = bounds.width - 2 * UISwitch.knobInset - (bounds.height - 2 * UISwitch.knobInset)
            knobPosition = min(max(trackingStart.position + dx / max(travel, 1), 0), 1)
        }
        return true
    }

    /// A tap lifted inside toggles the switch; a drag leaves it on the side the knob is
    /// nearer. A change sends `.valueChanged` and the primary action.
    open override func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {
        let newValue = isDragging ? knobPosition >= 0.5 : (isTouchInside ? !on : on)
        let changed = newValue != on
        isDragging = false
        setOn(newValue, animated: true)
        if changed { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIKit.UIEvent?) {
        isDragging = false
        setOn(on, animated: true)
    }

    /// A switch claims single taps and, while a touch is on it, pans and swipes (its knob drags).
    override func claimsGesture(of recognizer: UIGestureRecognizer) -> Bool {
        super.claimsGesture(of: recognizer) || (isTracking && (recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer))
    }
}

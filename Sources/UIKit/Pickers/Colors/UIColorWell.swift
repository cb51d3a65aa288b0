import Foundation

/// A control that shows a color and lets a person pick another, as UIKit's `UIColorWell`
/// (iOS 14): a circle of hues with the selected color inside it (a ring of the hues, a gap of the
/// background, the color), or the hues alone while no color is selected; 28 points across in a
/// compact width, 36 otherwise. A tap presents a `UIColorPickerViewController` (a popover on
/// iOS, a sheet here) with the well's color, title and alpha support; each color picked there
/// becomes `selectedColor` and sends `.valueChanged` (and the primary action).
@preconcurrency @MainActor
open class UIColorWell: UIControl, UIColorPickerViewControllerDelegate {
    /// The title the color picker shows. Default nil.
    open var title: String?
    /// Whether the color picker offers opacity. Default true.
    open var supportsAlpha = true
    /// Whether the picker offers an eyedropper (iOS 26). Default true. Kept: there is no
    /// eyedropper on Linux.
    open var supportsEyedropper = true
    /// The largest exposure of an HDR color the picker offers (iOS 26); 0 (the default): SDR.
    /// Kept: colors are SDR here.
    open var maximumLinearExposure: CGFloat = 0
    /// The color shown; nil (the default) shows the hues alone. Setting it sends no event.
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The picker the well presented, while it shows.
    private weak var picker: UIColorPickerViewController?

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = traitCollection.horizontalSizeClass == .compact ? 28 : 36
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.5 : 1 } }

    open override func draw(_ rect: CGRect) {
        let savedColor = Graphics.fillColor
        defer { Graphics.fillColor = savedColor }
        let side = min(max(min(bounds.width, bounds.height), 28), 36)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        Self.drawHues(in: circle)
        guard let selectedColor else { return }
        displayedColor(.systemBackground).setFill()
        UIBezierPath(ovalIn: circle.insetBy(dx: 3, dy: 3)).fill()
        displayedColor(selectedColor).setFill()
        UIBezierPath(ovalIn: circle.insetBy(dx: 5, dy: 5)).fill()
    }

    /// A disc of the hues around its center, red at the top, clockwise (72 wedges).
    static func drawHues(in circle: CGRect) {
        let center = CGPoint(x: circle.midX, y: circle.midY), radius = circle.width / 2, wedges = 72
        for index in 0..<wedges {
            let start = -CGFloat.pi / 2 + 2 * .pi * CGFloat(index) / CGFloat(wedges)
            let end = start + 2 * .pi / CGFloat(wedges) + 0.01
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            wedge.close()
            UIColor(hue: CGFloat(index) / CGFloat(wedges), saturation: 0.85, brightness: 1, alpha: 1).setFill()
            wedge.fill()
        }
    }

    /// A tap presents the color picker.
    override func touchUpInside() {
        super.touchUpInside()
        guard let presenter = topmostPresenter else { return }
        let picker = UIColorPickerViewController()
        picker.selectedColor = selectedColor ?? .white
        picker.supportsAlpha = supportsAlpha
        picker.title = title
        picker.delegate = self
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = self
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    // The picker's choices become the well's.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        guard viewController === picker, color != selectedColor else { return }
        selectedColor = color
        sendValueChanged()
    }
}

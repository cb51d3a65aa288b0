import UIKit

/// A sketching screen as iOS samples write one with Core Graphics: a canvas that draws the
/// pointer's strokes in `draw(_:)` (round caps and joins, the current brush width) and a
/// circular slider — a custom-drawn control of track, progress arc and shadowed knob — that
/// sets the brush width, and a color well that sets the brush color.
public final class SketchViewController: UIViewController {
    public let canvas = SketchCanvasView()
    public let widthSlider = CircularSlider()
    public let colorWell = UIColorWell()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sketch"
        view.backgroundColor = .systemBackground
        canvas.backgroundColor = .secondarySystemBackground
        canvas.layer.cornerRadius = 12
        canvas.clipsToBounds = true
        view.addSubview(canvas)
        widthSlider.value = 0.25
        widthSlider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.canvas.brushWidth = self.brushWidth
        }, for: .valueChanged)
        view.addSubview(widthSlider)
        canvas.brushWidth = brushWidth
        colorWell.title = "Brush Color"
        colorWell.supportsAlpha = false
        colorWell.selectedColor = .label
        colorWell.addAction(UIAction { [weak self] _ in
            guard let self, let color = self.colorWell.selectedColor else { return }
            self.canvas.brushColor = color
        }, for: .valueChanged)
        view.addSubview(colorWell)
    }

    /// The brush width the slider sets: 2 to 26 points.
    public var brushWidth: CGFloat { 2 + 24 * widthSlider.value }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
        widthSlider.frame = CGRect(x: area.maxX - 112, y: area.minY, width: 112, height: 112)
        let well = colorWell.intrinsicContentSize
        colorWell.frame = CGRect(x: area.minX, y: area.minY + (112 - well.height) / 2, width: well.width, height: well.height)
        canvas.frame = CGRect(x: area.minX, y: area.minY + 128, width: area.width, height: max(0, area.height - 128))
    }
}

/// A canvas of strokes drawn with the pointer: each touch's path, stroked in `draw(_:)`.
public final class SketchCanvasView: UIView {
    /// A stroke: its points, width and color.
    public struct Stroke {
        public var points: [CGPoint]
        public var width: CGFloat
        public var color: UIColor
    }

    public private(set) var strokes: [Stroke] = []
    /// The width of the next strokes.
    public var brushWidth: CGFloat = 8
    /// The color of the next strokes.
    public var brushColor: UIColor = .label

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        strokes.append(Stroke(points: [touch.location(in: self)], width: brushWidth, color: brushColor))
        setNeedsDisplay()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].points.append(touch.location(in: self))
        setNeedsDisplay()
    }

    /// Adds a stroke through `points` (what a drag of the pointer makes).
    public func addStroke(_ points: [CGPoint], width: CGFloat) {
        strokes.append(Stroke(points: points, width: width, color: brushColor))
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for stroke in strokes {
            guard let first = stroke.points.first else { continue }
            context.setStrokeColor(stroke.color.resolvedColor(with: traitCollection).cgColor)
            context.setLineWidth(stroke.width)
            context.move(to: first)
            // A lone point is a dot: a zero-length segment with round caps.
            context.addLines(between: stroke.points.count == 1 ? [first, first] : stroke.points)
            context.strokePath()
        }
    }
}

/// A circular slider, as the custom controls of circular-slider libraries draw it with Core
/// Graphics: a track, the progress arc from the top clockwise, and a knob with a shadow; a drag
/// around the centre sets `value` (0…1) and sends `.valueChanged`.
public final class CircularSlider: UIControl {
    public var value: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    public var lineWidth: CGFloat = 10 {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var dialCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    private var radius: CGFloat { max(0, min(bounds.width, bounds.height) / 2 - lineWidth / 2 - 6) }

    /// The angle of `value` in `draw(_:)`'s space: from the top (−π/2), clockwise on screen.
    private func angle(of value: CGFloat) -> CGFloat { -.pi / 2 + 2 * .pi * value }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.addArc(center: dialCenter, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()
        context.setStrokeColor(tintColor.cgColor)
        context.addArc(center: dialCenter, radius: radius, startAngle: angle(of: 0), endAngle: angle(of: value), clockwise: false)
        context.strokePath()
        let knob = CGPoint(x: dialCenter.x + radius * cos(angle(of: value)), y: dialCenter.y + radius * sin(angle(of: value)))
        let size = lineWidth + 8
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor.black.withAlphaComponent(0.35).cgColor)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: CGRect(x: knob.x - size / 2, y: knob.y - size / 2, width: size, height: size))
        context.restoreGState()
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch)
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        track(touch)
        return true
    }

    /// The value at the touch's angle around the centre.
    private func track(_ touch: UITouch) {
        let point = touch.location(in: self)
        var turn = (atan2(point.y - dialCenter.y, point.x - dialCenter.x) + .pi / 2) / (2 * .pi)
        if turn < 0 { turn += 1 }
        guard abs(turn - value) > 0.0001 else { return }
        value = min(max(turn, 0), 1)
        sendActions(for: .valueChanged)
    }
}

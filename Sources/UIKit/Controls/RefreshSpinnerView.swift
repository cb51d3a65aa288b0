import Foundation

/// The refresh control's spinner, as UIKit's `_UIRefreshControlModernContentView` draws it: a
/// replicator of eight rounded spokes 45° apart, each 10 points long from 5 points off the
/// center (its "seed" is 10 points tall, 10 points above the middle).
///
/// - While the finger pulls, the spokes appear one by one clockwise from twelve o'clock: UIKit
///   runs a one-second reveal animation at the pull's place in it (`timeOffset` = pull over
///   the largest snapping height, ease-in-out), which takes the replicator's alpha from 0 to 1
///   and its `instanceAlphaOffset` from −1 to 0, so spoke *i* has alpha `t · (1 − i · (1 − t))`.
/// - Refreshing, the spokes take a graded look (the head spoke darkest, as measured on iOS:
///   0.94 of the tint's alpha down to 0.146 in equal steps) and the whole turns clockwise once a
///   second (UIKit's eight 45° keyframes a second, repeated), the head leading.
final class RefreshSpinnerView: UIView {
    /// What the spinner shows at a moment.
    struct Look: Equatable {
        /// How far the pull revealed the spokes, eased (0: none, 1: all).
        var reveal: CGFloat = 0
        /// How far the spokes have taken the refreshing, graded look (0 to 1).
        var graded: CGFloat = 0
        /// The turn, in radians clockwise.
        var rotation: CGFloat = 0
        /// The size, 1 until `endRefreshing()` shrinks it.
        var scale: CGFloat = 1
    }

    /// The side of the square the spinner draws in.
    static let side: CGFloat = 40
    static let spokeCount = 8
    static let innerRadius: CGFloat = 5
    static let outerRadius: CGFloat = 15
    /// The spokes' width: the decompile rounds a value it does not show; 2.5 points matches the
    /// spinner's look on iOS.
    static let spokeWidth: CGFloat = 2.5

    var look = Look() { didSet { if look != oldValue { setNeedsDisplay() } } }
    var color: UIColor = UIRefreshControl.defaultColor { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The alpha of spoke `index` (0 at twelve o'clock before turning, then clockwise).
    func spokeAlpha(_ index: Int) -> CGFloat {
        let i = CGFloat(index)
        let t = min(max(look.reveal, 0), 1)
        let revealed = min(max(1 - i * (1 - t), 0), 1) * t
        let graded = 0.146 + (0.94 - 0.146) * i / CGFloat(Self.spokeCount - 1)
        return revealed + (graded - revealed) * look.graded
    }

    override func draw(_ rect: CGRect) {
        let savedFill = Graphics.fillColor
        defer { Graphics.fillColor = savedFill }
        let tint = displayedColor(color)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let scale = look.scale
        guard scale > 0.01 else { return }
        for index in 0..<Self.spokeCount {
            let alpha = spokeAlpha(index)
            guard alpha > 0.001 else { continue }
            let width = Self.spokeWidth
            let spoke = UIBezierPath(roundedRect: CGRect(x: -width / 2, y: -Self.outerRadius, width: width,
                                                       height: Self.outerRadius - Self.innerRadius),
                                   cornerRadius: width / 2)
            let angle = look.rotation + CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            spoke.apply(CGAffineTransform(scaleX: scale, y: scale)
                .concatenating(CGAffineTransform(rotationAngle: angle))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
            tint.withAlphaComponent(tint.alpha * alpha).setFill()
            spoke.fill()
        }
    }
}

import UIKit

final class RingView: UIView {
    var progress: CGFloat = 0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }
    let ring = CAShapeLayer()

    func animate(to value: CGFloat) {
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.toValue = value
        ring.add(stroke, forKey: "strokeEnd")
        let move = CABasicAnimation(keyPath: "position.x")
        ring.add(move, forKey: nil)
        print("progress", "progress")
    }
}

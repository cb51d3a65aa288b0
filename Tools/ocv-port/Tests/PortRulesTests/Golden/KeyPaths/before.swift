import UIKit

final class RingView: UIView {
    @objc dynamic var progress: CGFloat = 0
    let ring = CAShapeLayer()

    func animate(to value: CGFloat) {
        let stroke = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
        stroke.toValue = value
        ring.add(stroke, forKey: #keyPath(CAShapeLayer.strokeEnd))
        let move = CABasicAnimation(keyPath: #keyPath(CALayer.position.x))
        ring.add(move, forKey: nil)
        print(#keyPath(progress), #keyPath(self.progress))
    }
}

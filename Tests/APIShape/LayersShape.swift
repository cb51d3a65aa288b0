import QuartzCore
import UIKit

/// A badge drawn by a text layer, and a spinner read and set through key-value coding.
@MainActor
func layersShape() {
    replicatorShape()
    transitionShape(label: UILabel())
    emitterShape(in: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    cubeShape()
    let badge = CATextLayer()
    badge.string = "3"
    badge.font = UIFont.boldSystemFont(ofSize: 12)
    badge.font = "Helvetica-Bold" as CFString
    badge.fontSize = 12
    badge.foregroundColor = UIColor.white.cgColor
    badge.alignmentMode = .center
    badge.truncationMode = .end
    badge.isWrapped = true
    badge.contentsScale = UIScreen.main.scale
    badge.string = NSAttributedString(string: "99+", attributes: [.foregroundColor: UIColor.white])
    let angle = (badge.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0
    badge.setValue(angle + .pi, forKeyPath: "transform.rotation.z")
    badge.setValue("custom", forKey: "tag")
    _ = badge.value(forKey: "tag") as? String
    let font: CFTypeRef? = badge.font
    _ = font
}

/// A loading indicator of dots turning and fading one after another, as spinner libraries
/// build it.
@MainActor
func replicatorShape() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    let dot = CALayer()
    dot.frame = CGRect(x: 27, y: 0, width: 6, height: 6)
    dot.cornerRadius = 3
    dot.backgroundColor = UIColor.label.cgColor
    replicator.addSublayer(dot)
    let count = 12
    replicator.instanceCount = count
    replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
    replicator.instanceDelay = 1.0 / Double(count)
    replicator.instanceColor = UIColor.white.cgColor
    replicator.instanceRedOffset = -0.05
    replicator.instanceGreenOffset = -0.05
    replicator.instanceBlueOffset = 0
    replicator.instanceAlphaOffset = -1 / Float(count)
    replicator.preservesDepth = false
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    fade.duration = 1
    fade.repeatCount = .infinity
    dot.add(fade, forKey: "fade")
}

/// A label's text changed with a fade, and a page pushed in, as apps write them.
@MainActor
func transitionShape(label: UILabel) {
    let fade = CATransition()
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    fade.type = .fade
    fade.duration = 0.3
    label.layer.add(fade, forKey: kCATransition)
    label.text = "Updated"
    let push = CATransition()
    push.type = .push
    push.subtype = .fromRight
    push.startProgress = 0
    push.endProgress = 1
    push.duration = 0.35
    push.isRemovedOnCompletion = true
    label.layer.add(push, forKey: "push")
}

/// Confetti falling from the top edge, as confetti libraries emit it, stopped after a while.
@MainActor
func emitterShape(in view: UIView) {
    let emitter = CAEmitterLayer()
    emitter.emitterPosition = CGPoint(x: view.bounds.midX, y: 0)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: view.bounds.width, height: 1)
    emitter.emitterMode = .outline
    emitter.renderMode = .oldestLast
    emitter.emitterCells = [UIColor.systemRed, .systemBlue].map { color in
        let cell = CAEmitterCell()
        cell.birthRate = 6
        cell.lifetime = 14
        cell.lifetimeRange = 0
        cell.color = color.cgColor
        cell.velocity = 350
        cell.velocityRange = 80
        cell.emissionLongitude = .pi
        cell.emissionRange = .pi
        cell.spin = 3.5
        cell.spinRange = 4
        cell.scaleRange = 1
        cell.scaleSpeed = -0.1
        cell.alphaSpeed = -0.05
        cell.yAcceleration = 30
        cell.contents = UIImage(systemName: "star.fill")?.cgImage
        cell.name = "confetti"
        return cell
    }
    view.layer.addSublayer(emitter)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { emitter.birthRate = 0 }
}

/// A card with a front and a back face kept in 3D, as card-flip code builds it.
@MainActor
func cubeShape() {
    let card = CATransformLayer()
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 140)
    let front = CALayer(), back = CALayer()
    for side in [front, back] {
        side.frame = card.bounds
        side.isDoubleSided = false
        card.addSublayer(side)
    }
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    card.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
}

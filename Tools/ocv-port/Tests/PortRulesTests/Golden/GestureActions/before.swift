import UIKit

final class PhotoView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        addGestureRecognizer(tap)
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(pinched))
        pinch.addTarget(self, action: #selector(anyGesture(_:)))
        addGestureRecognizer(pinch)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {}
    @objc private func pinched(_ recognizer: UIPinchGestureRecognizer) {}
    @objc private func anyGesture(_ recognizer: UIGestureRecognizer) {}
    @objc private func pressed() {}
}

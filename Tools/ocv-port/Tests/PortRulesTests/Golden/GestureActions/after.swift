import UIKit

final class PhotoView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: { [weak self] recognizer in self?.tapped(recognizer as! UITapGestureRecognizer) })
        addGestureRecognizer(tap)
        let pinch = UIPinchGestureRecognizer(target: self, action: { [weak self] recognizer in self?.pinched(recognizer as! UIPinchGestureRecognizer) })
        pinch.addTarget(self, action: { [weak self] recognizer in self?.anyGesture(recognizer) })
        addGestureRecognizer(pinch)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: { [weak self] _ in self?.pressed() }))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func tapped(_ recognizer: UITapGestureRecognizer) {}
    private func pinched(_ recognizer: UIPinchGestureRecognizer) {}
    private func anyGesture(_ recognizer: UIGestureRecognizer) {}
    private func pressed() {}
}

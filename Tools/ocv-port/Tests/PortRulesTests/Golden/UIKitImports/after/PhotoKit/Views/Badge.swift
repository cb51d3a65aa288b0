import UIKit
final class Badge: UIView {
    let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Metrics.spacing, dy: 0)
    }
}

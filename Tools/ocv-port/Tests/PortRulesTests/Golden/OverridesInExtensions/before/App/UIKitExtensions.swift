import UIKit

extension UIView {
    open override func layoutSubviews() {
        subviews.forEach { $0.frame = bounds }
    }

    @objc func applyTheme() {
        backgroundColor = .systemBackground
    }
}

final class ThemedView: UIView {
    override func applyTheme() {
        backgroundColor = .secondarySystemBackground
    }
}

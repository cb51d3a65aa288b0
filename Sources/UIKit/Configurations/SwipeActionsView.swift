import Foundation

/// The buttons of a row's swipe actions, revealed beside the row as it slides: one button per
/// action, in its background color, with its title or image, the first the outermost (at the
/// row's edge), as UIKit orders them.
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    /// Whether the actions are the leading ones (revealed by swiping toward the trailing side).
    let isLeading: Bool
    private(set) var buttons: [UIView] = []

    init(_ configuration: UISwipeActionsConfiguration, leading: Bool) {
        self.configuration = configuration
        isLeading = leading
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIView(frame: .zero)
            button.backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
            if let image = action.image {
                let imageView = UIImageView(frame: .zero)
                imageView.image = image
                imageView.tintColor = .white
                button.addSubview(imageView)
            } else {
                let label = UILabel(frame: .zero)
                label.text = action.title
                label.textColor = .white
                label.font = .preferredFont(forTextStyle: .body)
                label.textAlignment = .center
                button.addSubview(label)
            }
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        configuration = UISwipeActionsConfiguration(actions: [])
        isLeading = false
        super.init(coder: coder)
    }

    /// The width of one button: its title with 15 points on each side, at least 74 points.
    private func width(of button: UIView) -> CGFloat {
        let content = button.subviews.first.map { $0.sizeThatFits(CGSize(width: 400, height: 44)).width } ?? 0
        return max(74, content + 30)
    }

    /// The width the actions take fully revealed.
    var revealedWidth: CGFloat { buttons.reduce(0) { $0 + width(of: $1) } }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The first action is the outermost, at the row's edge (the one a full swipe performs);
        // buttons share the revealed width in proportion.
        let scale = revealedWidth > 0 ? bounds.width / revealedWidth : 0
        var x: CGFloat = isLeading ? 0 : bounds.width
        for button in buttons {
            let w = width(of: button) * scale
            if !isLeading { x -= w }
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            button.subviews.first?.frame = button.bounds
            if isLeading { x += w }
        }
    }

    /// The action whose button is at `point` (the view's coordinates).
    func action(at point: CGPoint) -> UIContextualAction? {
        guard let index = buttons.firstIndex(where: { $0.frame.contains(point) }) else { return nil }
        return configuration.actions[index]
    }
}

import UIKitCompat

/// The gallery's row of screen names along the top: the selected one is highlighted.
@MainActor
final class TabBar: UIView {
    static let height: CGFloat = 44
    private var labels: [UILabel] = []

    var selectedIndex = 0 {
        didSet { updateHighlight() }
    }

    convenience init(titles: [String]) {
        self.init(frame: .zero)
        backgroundColor = UIColor(white: 0.12, alpha: 1)
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 15)
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        updateHighlight()
    }

    /// The tab under `point` (in the bar's coordinates).
    func tab(at point: CGPoint) -> Int? {
        labels.firstIndex { $0.frame.contains(point) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(labels.count, 1))
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    private func updateHighlight() {
        for (index, label) in labels.enumerated() {
            let selected = index == selectedIndex
            label.textColor = selected ? .white : UIColor(white: 0.6, alpha: 1)
            label.backgroundColor = selected ? UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1) : nil
        }
    }
}

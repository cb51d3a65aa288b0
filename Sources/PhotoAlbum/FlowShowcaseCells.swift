import UIKit

/// A showcase tile: its label on a rounded tile in its color; highlighted, it dims; selected,
/// it gets a tinted border and a checkmark in its corner, as a selected photo in iOS's grids.
final class ShowcaseCell: UICollectionViewCell {
    static let reuseIdentifier = "tile"
    private let label = UILabel()
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    private let dimming = UIView()
    private var color = UIColor.gray

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 15)
        contentView.addSubview(label)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.25)
        dimming.isUserInteractionEnabled = false
        contentView.addSubview(dimming)
        checkmark.tintColor = .white
        checkmark.backgroundColor = .systemBlue
        checkmark.layer.cornerRadius = 11
        checkmark.clipsToBounds = true
        checkmark.contentMode = .center
        contentView.addSubview(checkmark)
        updateColor()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(label text: String, color: UIColor) {
        label.text = text
        self.color = color
        updateColor()
    }

    override var isSelected: Bool {
        didSet { updateColor() }
    }

    override var isHighlighted: Bool {
        didSet { updateColor() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
        dimming.frame = contentView.bounds
        checkmark.frame = CGRect(x: contentView.bounds.maxX - 26, y: contentView.bounds.maxY - 26, width: 22, height: 22)
    }

    private func updateColor() {
        contentView.backgroundColor = color
        dimming.isHidden = !isHighlighted
        contentView.layer.borderWidth = isSelected ? 3 : 0
        contentView.layer.borderColor = UIColor.systemBlue.cgColor
        checkmark.isHidden = !isSelected
    }
}

/// A section header or footer: a line of text on the left.
final class ShowcaseHeader: UICollectionReusableView {
    static let reuseIdentifier = "title"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}

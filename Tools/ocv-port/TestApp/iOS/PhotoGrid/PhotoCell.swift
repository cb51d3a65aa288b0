import UIKit

private var photoNameKey: UInt8 = 0

/// A cell showing a photo's caption.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    @IBOutlet weak var captionLabel: UILabel!
    @objc dynamic var isFavorite = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(named: "CellBackground") ?? .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        let label = UILabel(frame: contentView.bounds)
        label.textAlignment = .center
        contentView.addSubview(label)
        captionLabel = label
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The photo a cell shows, kept as an associated object: the category-property idiom.
extension PhotoCell {
    var photoName: String? {
        get { objc_getAssociatedObject(self, &photoNameKey) as? String }
        set { objc_setAssociatedObject(self, &photoNameKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// A reused cell forgets its photo: an override in an extension, which Swift without the
/// Objective-C runtime rejects (ocv-port moves it into the class).
extension PhotoCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        photoName = nil
    }
}

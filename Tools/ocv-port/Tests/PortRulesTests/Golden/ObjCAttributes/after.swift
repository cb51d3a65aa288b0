import UIKit

/// A view controller as Interface Builder sees it.

final class PhotoViewController: UIViewController {
    weak var collectionView: UICollectionView!
    private var captionLabel: UILabel! // the caption under the photo
    var cornerRadius: CGFloat = 4
    var isFavorite = false { willSet { willChangeValue(forKey: "isFavorite") } didSet { didChangeValue(forKey: "isFavorite") } }

    /// Reloads the photos.

    func refresh() {}

    func shareTapped(_ sender: Any) {
        refresh()
    }

    func deletePhoto(at index: Int) {}

    func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }

    @available(iOS 15, *) func newer() {}
}

class BadgeView: UIView {}

protocol PhotoSource: AnyObject {
    func photoCount() -> Int
}

public protocol PhotoSink: NSObjectProtocol {}

protocol PhotoRanking: PhotoSource, AnyObject {}

enum Rating: Int {
    case good, bad
}

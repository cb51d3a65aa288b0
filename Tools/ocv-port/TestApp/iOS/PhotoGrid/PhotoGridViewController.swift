import Combine
import OSLog
import UIKit

/// The photo grid: a collection view with a flow layout, three columns, fed by a `PhotoStore`.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let columns: CGFloat = 3
    static let spacing: CGFloat = 5

    @IBOutlet weak var collectionView: UICollectionView!
    weak var delegate: PhotoGridDelegate?
    var store = PhotoStore(names: [])
    private var subscriptions = Set<AnyCancellable>()
    private let logger = Logger(subsystem: "com.example.PhotoGrid", category: "grid")

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        layout.sectionInset = UIEdgeInsets(top: Self.spacing, left: Self.spacing, bottom: Self.spacing, right: Self.spacing)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
        self.collectionView = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("grid.title", comment: "The photo grid's title")
        #if os(iOS)
        collectionView.alwaysBounceVertical = true
        #endif
        store.$names
            .dropFirst()
            .sink { [weak self] names in self?.photosChanged(names) }
            .store(in: &subscriptions)
    }

    @objc func refresh() {
        collectionView.reloadData()
    }

    private func photosChanged(_ names: [String]) {
        if delegate?.photoGridShouldLogChanges?(self) == true {
            logger.info("showing \(names.count) photos")
        }
        refresh()
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        let name = store.names[indexPath.item]
        cell.photoName = name
        cell.captionLabel.text = delegate?.photoGrid?(self, captionForPhotoAt: indexPath.item) ?? name
        return cell
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - Self.spacing * (Self.columns + 1)
        let side = (available / Self.columns).rounded(.down)
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        logger.notice("selected \(self.store.names[indexPath.item], privacy: .public)")
        delegate?.photoGrid?(self, didSelectPhotoAt: indexPath.item)
    }
}

import Foundation

/// The image picker's photo library on Linux: the image files of the library folders, newest
/// first, as a grid of square thumbnails (four columns with one-point gaps, as Photos shows
/// them) titled Photos, with Cancel. A tap picks the photo.
@MainActor
final class ImageLibraryViewController: UICollectionViewController {
    static let columns: CGFloat = 4
    static let spacing: CGFloat = 1
    private static let kinds: Set = ["png", "jpg", "jpeg"]

    /// The photos' files, newest first.
    private(set) var files: [URL] = []
    private var thumbnails: [URL: UIImage] = [:]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.cancel()
        })
        reload()
    }

    /// Lists the library folders' image files again.
    func reload() {
        let manager = FileManager.default
        var found: [(url: URL, date: Date)] = []
        for directory in UIImagePickerController.libraryDirectories {
            let entries = (try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
            for url in entries where Self.kinds.contains(url.pathExtension.lowercased()) {
                let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
                found.append((url, date))
            }
        }
        files = found.sorted { ($0.date, $1.url.path) > ($1.date, $0.url.path) }.map(\.url)
        thumbnails = [:]
        if isViewLoaded { collectionView.reloadData() }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        let side = max(1, ((width - (Self.columns - 1) * Self.spacing) / Self.columns).rounded(.down))
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        files.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath) as! ThumbnailCell
        let url = files[indexPath.item]
        if thumbnails[url] == nil {
            let side = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width ?? 90
            thumbnails[url] = UIImage(contentsOfFile: url.path)?.preparingThumbnail(of: CGSize(width: side * 2, height: side * 2))
        }
        cell.imageView.image = thumbnails[url]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let url = files[indexPath.item]
        guard let image = UIImage(contentsOfFile: url.path) else { return }
        picker?.pick(image, at: url)
    }
}

/// A square thumbnail, filled.
private final class ThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "thumbnail"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.frame = contentView.bounds
        contentView.addSubview(imageView)
        contentView.backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

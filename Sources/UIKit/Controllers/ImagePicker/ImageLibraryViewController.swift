import Foundation

/// The photo library on Linux, for the image picker and PhotosUI's picker: the image files of
/// the library folders (`UIImagePickerController.libraryDirectories`), newest first, as a grid
/// of square thumbnails (four columns with one-point gaps, as Photos shows them) titled Photos,
/// with Cancel. With a selection limit of one a tap picks the photo; otherwise taps select up to
/// the limit (zero: any number) and Add picks them, in the order they were selected.
@MainActor
package final class ImageLibraryViewController: UICollectionViewController {
    static let columns: CGFloat = 4
    static let spacing: CGFloat = 1
    private static let kinds: Set = ["png", "jpg", "jpeg"]

    /// The photos' files, newest first.
    private(set) var files: [URL] = []
    private var thumbnails: [URL: UIImage] = [:]
    private let selectionLimit: Int
    private let pick: ([URL]) -> Void
    private let cancel: () -> Void
    /// The selected photos, in the order they were selected (several photos).
    private var selected: [URL] = []

    /// Whether Cancel is on the leading side (PhotosUI's picker) rather than the trailing one
    /// (the image picker's).
    private let cancelsFromLeadingSide: Bool

    /// A library picking up to `selectionLimit` photos (0: any number), telling `pick` the files
    /// chosen and `cancel` when Cancel is chosen.
    package init(selectionLimit: Int, cancelsFromLeadingSide: Bool, pick: @escaping ([URL]) -> Void, cancel: @escaping () -> Void) {
        self.selectionLimit = max(0, selectionLimit)
        self.cancelsFromLeadingSide = cancelsFromLeadingSide
        self.pick = pick
        self.cancel = cancel
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        collectionView.allowsMultipleSelection = selectionLimit != 1
        let cancelItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
        if cancelsFromLeadingSide { navigationItem.leftBarButtonItem = cancelItem } else { navigationItem.rightBarButtonItem = cancelItem }
        if selectionLimit != 1 {
            let add = UIBarButtonItem(title: "Add", primaryAction: UIAction { [weak self] _ in
                guard let self, !selected.isEmpty else { return }
                pick(selected)
            })
            add.style = .done
            add.isEnabled = false
            navigationItem.rightBarButtonItem = add
        }
        reload()
    }

    /// Lists nothing (a picker whose filter admits no images).
    package func showNothing() {
        showsNothing = true
        reload()
    }

    private var showsNothing = false

    /// Lists the library folders' image files again.
    package func reload() {
        let manager = FileManager.default
        var found: [(url: URL, date: Date)] = []
        for directory in showsNothing ? [] : UIImagePickerController.libraryDirectories {
            let entries = (try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
            for url in entries where Self.kinds.contains(url.pathExtension.lowercased()) {
                let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
                found.append((url, date))
            }
        }
        files = found.sorted { ($0.date, $1.url.path) > ($1.date, $0.url.path) }.map(\.url)
        thumbnails = [:]
        selected = []
        if isViewLoaded { collectionView.reloadData() }
    }

    package override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        let side = max(1, ((width - (Self.columns - 1) * Self.spacing) / Self.columns).rounded(.down))
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    package override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        files.count
    }

    package override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath) as! ThumbnailCell
        let url = files[indexPath.item]
        if thumbnails[url] == nil {
            let side = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width ?? 90
            thumbnails[url] = UIImage(contentsOfFile: url.path)?.preparingThumbnail(of: CGSize(width: side * 2, height: side * 2))
        }
        cell.imageView.image = thumbnails[url]
        return cell
    }

    package override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectionLimit <= 1 || selected.count < selectionLimit
    }

    package override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let url = files[indexPath.item]
        guard selectionLimit != 1 else {
            collectionView.deselectItem(at: indexPath, animated: false)
            return pick([url])
        }
        selected.append(url)
        navigationItem.rightBarButtonItem?.isEnabled = true
    }

    package override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        selected.removeAll { $0 == files[indexPath.item] }
        navigationItem.rightBarButtonItem?.isEnabled = !selected.isEmpty
    }
}

/// A square thumbnail, filled.
private final class ThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "thumbnail"
    let imageView = UIImageView()
    private let check = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))

    override var isSelected: Bool {
        didSet { check.isHidden = !isSelected }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.frame = contentView.bounds
        contentView.addSubview(imageView)
        contentView.backgroundColor = .secondarySystemBackground
        // The selection mark in the bottom trailing corner, as Photos draws it.
        check.isHidden = true
        check.tintColor = .systemBlue
        check.frame = CGRect(x: contentView.bounds.maxX - 26, y: contentView.bounds.maxY - 26, width: 22, height: 22)
        check.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        contentView.addSubview(check)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

import UIKit

/// The Albums screen: an iPad app's albums browser, as iOS 14 code writes it — a
/// `UISplitViewController` with a double column: the albums in the primary column (a list),
/// the chosen album's photos in the secondary (a grid). The screen holds the split view as a
/// child and gives it a regular width from 700 points (`setOverrideTraitCollection(_:forChild:)`,
/// the iPhone-landscape idiom): side by side then, one navigation stack below.
final class AlbumsScreen: UIViewController, GalleryScreen, UISplitViewControllerDelegate {
    /// The albums and the photos in each, by number.
    static let albums: [(name: String, photos: [Int])] = [
        ("All Photos", Array(1...20)), ("Favorites", [1, 3, 8, 12, 14]), ("Coast", [2, 5, 6, 8, 9, 12, 18]), ("Deserts", [3, 4, 13, 15]),
    ]
    /// The width from which the split view shows its columns side by side.
    static let regularWidth: CGFloat = 700

    let split = UISplitViewController(style: .doubleColumn)
    let list = AlbumListViewController()
    let photos = AlbumPhotosViewController()

    var screenTitle: String { "Albums" }
    var collectionView: UICollectionView! { photos.collectionView }

    override func viewDidLoad() {
        super.viewDidLoad()
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.setViewController(list, for: .primary)
        split.setViewController(photos, for: .secondary)
        list.choose = { [weak self] index in self?.show(album: index) }
        addChild(split)
        view.addSubview(split.view)
        split.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let sizeClass: UIUserInterfaceSizeClass = view.bounds.width >= Self.regularWidth ? .regular : .compact
        if overrideTraitCollection(forChild: split)?.horizontalSizeClass != sizeClass {
            setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: sizeClass), forChild: split)
        }
        split.view.frame = view.bounds
    }

    /// Shows album `index` in the secondary column (pushed on the list when collapsed).
    func show(album index: Int) {
        photos.album = Self.albums[index]
        split.show(.secondary)
    }

    /// Collapsed before an album was chosen: the list stays on top.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        photos.album == nil ? .primary : proposedTopColumn
    }

    var stateDescription: String {
        let top = (split.viewController(for: .primary)?.navigationController ?? list.navigationController)?.topViewController
        let shown = split.isCollapsed ? (top === photos ? "photos" : "list") : "both"
        return "layout=split collapsed=\(split.isCollapsed ? 1 : 0) shown=\(shown) "
            + "album=\(photos.album?.name.replacingOccurrences(of: " ", with: "_") ?? "-") photos=\(photos.album?.photos.count ?? 0)"
    }
}

/// The albums, in the primary column: a tap chooses one.
final class AlbumListViewController: UITableViewController {
    var choose: (Int) -> Void = { _ in }

    init() {
        super.init(style: .insetGrouped)
        title = "Albums"
    }

    required init?(coder: NSCoder) {
        fatalError("made by AlbumsScreen")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { AlbumsScreen.albums.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Album") ?? UITableViewCell(style: .value1, reuseIdentifier: "Album")
        let album = AlbumsScreen.albums[indexPath.row]
        cell.textLabel?.text = album.name
        cell.detailTextLabel?.text = "\(album.photos.count)"
        cell.imageView?.image = UIImage(systemName: indexPath.row == 1 ? "heart" : "photo.on.rectangle")
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        choose(indexPath.row)
    }
}

/// The chosen album's photos, in the secondary column: a grid of 100-point squares.
final class AlbumPhotosViewController: UICollectionViewController {
    var album: (name: String, photos: [Int])? {
        didSet {
            title = album?.name ?? "Photos"
            collectionView.reloadData()
        }
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("made by AlbumsScreen")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(AlbumPhotoCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        album?.photos.count ?? 0
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! AlbumPhotoCell
        cell.imageView.image = album.map { UIImage(named: "\($0.photos[indexPath.item])") } ?? nil
        return cell
    }
}

/// A photo of the grid.
final class AlbumPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("made by the albums grid")
    }
}

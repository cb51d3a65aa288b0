import UIKit

/// A searchable list of the photos, driven by a diffable data source: each letter typed
/// narrows the list (Backspace widens it) and the filtered snapshot is applied with animation.
final class SearchViewController: UIViewController, GalleryScreen {
    private enum Section: Hashable, Sendable { case photos }

    var collectionView: UICollectionView!
    let screenTitle = "Search"
    private let field = UILabel()
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private(set) var query = "" {
        didSet { applyFilter(animated: true) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
        field.layer.cornerRadius = 8
        field.font = .systemFont(ofSize: 16)
        field.isUserInteractionEnabled = false
        view.addSubview(field)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: view.bounds.width - 24, height: 56)
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 6, left: 12, bottom: 12, right: 12)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(SearchResultCell.self, forCellWithReuseIdentifier: SearchResultCell.reuseIdentifier)
        view.addSubview(collectionView)
        self.collectionView = collectionView
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SearchResultCell.reuseIdentifier, for: indexPath) as! SearchResultCell
            cell.show(title)
            return cell
        }
        applyFilter(animated: false)
    }

    /// The field under the navigation bar, the list below it down to the bottom (the list's
    /// content clears the tab bar).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        field.frame = CGRect(x: 12, y: top + 10, width: view.bounds.width - 24, height: 36)
        collectionView.frame = CGRect(x: 0, y: top + 56, width: view.bounds.width, height: view.bounds.height - top - 56)
    }

    /// Letters extend the query; Backspace shortens it.
    func keyPressed(_ key: String) {
        if key == "Backspace" {
            if !query.isEmpty { query.removeLast() }
        } else if key.count == 1, let letter = key.first, letter.isLetter {
            query.append(letter)
        }
    }

    var stateDescription: String {
        let shown = dataSource.snapshot().itemIdentifiers
        return "query=\(query.isEmpty ? "-" : query) items=\(shown.count) first=\(shown.first ?? "-")"
    }

    private func applyFilter(animated: Bool) {
        field.text = query.isEmpty ? "  Type to filter the photos" : "  \(query.capitalized)▏"
        field.textColor = query.isEmpty ? .placeholderText : .label
        let matches = Photos.titles.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

/// A row of the search results: the photo and its title.
final class SearchResultCell: UICollectionViewCell {
    static let reuseIdentifier = "result"
    private let photo = UIImageView()
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 6
        title.font = .boldSystemFont(ofSize: 17)
        contentView.addSubview(photo)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ name: String) {
        title.text = name
        photo.image = Photos.titles.firstIndex(of: name).flatMap { UIImage(named: "\($0 + 1)") }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = CGRect(x: 6, y: 6, width: 44, height: 44)
        title.frame = CGRect(x: 62, y: 0, width: contentView.bounds.width - 70, height: contentView.bounds.height)
    }
}

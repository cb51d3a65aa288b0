import UIKit

/// A searchable list of the photos: a `UISearchController` in the navigation item (its
/// search bar under the navigation bar) updates the query as the person types, and the
/// filtered snapshot is applied with animation. The search field takes the keyboard when the
/// screen appears; Escape ends editing.
final class SearchViewController: UIViewController, GalleryScreen, UISearchResultsUpdating {
    private enum Section: Hashable, Sendable { case photos }

    var collectionView: UICollectionView!
    let screenTitle = "Search"
    private let searchController = UISearchController(searchResultsController: nil)
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private(set) var query = "" {
        didSet { if query != oldValue { applyFilter(animated: true) } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = false
        searchController.searchBar.placeholder = "Filter the photos"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false

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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchController.searchBar.searchTextField.becomeFirstResponder()
    }

    /// The list fills the view (its content clears the bars and the search bar's row).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
    }

    /// Keys reach the search field as typing; the screen has no shortcuts of its own.
    func keyPressed(_ key: String) {}

    var stateDescription: String {
        let shown = dataSource.snapshot().itemIdentifiers
        let typing = searchController.searchBar.searchTextField.isFirstResponder ? 1 : 0
        return "query=\(query.isEmpty ? "-" : query) items=\(shown.count) first=\(shown.first ?? "-") typing=\(typing)"
    }

    private func applyFilter(animated: Bool) {
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

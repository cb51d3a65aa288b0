import UIKit
import XCTest

/// A master–detail app as iOS apps write it: a collection view controller in a navigation
/// controller with large titles, an Add button, an edit button, and a detail screen pushed on
/// selection and presented as a sheet.
final class PhotoListViewController: UICollectionViewController {
    var photos = ["Beach", "Forest", "City"]
    var events: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addPhoto()
        })
        navigationItem.leftBarButtonItem = editButtonItem
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }

    func addPhoto() {
        photos.append("New")
        collectionView.insertItems(at: [IndexPath(item: photos.count - 1, section: 0)])
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoDetailViewController(name: photos[indexPath.item])
        navigationController?.pushViewController(detail, animated: false)
    }
}

final class PhotoDetailViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: { [weak self] _ in
            self?.share()
        })
    }

    func share() {
        let sheet = UIViewController()
        sheet.title = "Share"
        present(sheet, animated: false)
    }
}

final class NavigationPortingTests: XCTestCase {
    var window: UIWindow!
    var list: PhotoListViewController!
    var navigation: UINavigationController!

    override func setUp() {
        super.setUp()
        list = PhotoListViewController()
        navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func testTheListAppearsInTheNavigationController() {
        XCTAssertEqual(list.events, ["willAppear", "didAppear"])
        XCTAssertTrue(list.navigationController === navigation)
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "Photos")
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testTheAddButtonInsertsAnItem() {
        let add = list.navigationItem.rightBarButtonItem
        XCTAssertNotNil(add?.primaryAction)
        XCTAssertNotNil(add?.image)
        list.addPhoto()
        XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 4)
    }

    func testTheEditButtonPutsTheCollectionViewInEditing() {
        XCTAssertEqual(list.editButtonItem.title, "Edit")
        list.setEditing(true, animated: false)
        XCTAssertTrue(list.collectionView.isEditing)
        XCTAssertEqual(list.editButtonItem.title, "Done")
    }

    func testSelectingPushesTheDetailAndPoppingComesBack() {
        list.collectionView(list.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        let detail = navigation.topViewController as? PhotoDetailViewController
        XCTAssertEqual(detail?.title, "Forest")
        XCTAssertEqual(navigation.navigationBar.backItem?.title, "Photos")
        XCTAssertEqual(list.events, ["willAppear", "didAppear"])
        let popped = navigation.popViewController(animated: false)
        XCTAssertTrue(popped === detail)
        XCTAssertEqual(list.events, ["willAppear", "didAppear", "willAppear", "didAppear"])
    }

    func testTheDetailPresentsASheet() {
        let detail = PhotoDetailViewController(name: "City")
        navigation.pushViewController(detail, animated: false)
        detail.share()
        XCTAssertEqual(navigation.presentedViewController?.title, "Share")
        XCTAssertTrue(detail.presentedViewController === navigation.presentedViewController)
        navigation.presentedViewController?.dismiss(animated: false)
        XCTAssertNil(navigation.presentedViewController)
    }

    func testTabsHoldTheNavigationStack() {
        let tabs = UITabBarController()
        navigation.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "photo"), tag: 0)
        let favorites = UIViewController()
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        tabs.viewControllers = [navigation, favorites]
        window.rootViewController = tabs
        XCTAssertTrue(list.tabBarController === tabs)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Library", "Favorites"])
        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.selectedViewController === favorites)
        XCTAssertEqual(tabs.tabBar.frame.height, 49)
    }
}

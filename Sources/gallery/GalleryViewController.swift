import PhotoAlbum
import UIKit

/// The gallery's root, as an iOS app's: a tab bar controller over the ten screens — the
/// tutorial's album, its mosaic grid, the flow layout showcase, the 1,000,000-item grid, the
/// diffable search list, the compositional layout showcase, the lists, the constraint-built
/// form, the Settings table and the albums split view. Each tab but the split view is a
/// navigation controller with the screen at its root, as iOS apps' tabs are: its bar shows the
/// screen's title (the album's pushes a photo's details; the flow showcase's has Edit and trash
/// buttons).
final class GalleryViewController: UITabBarController {
    let album = AlbumViewController()
    let flow = FlowShowcaseViewController()
    /// The screens, in tab order.
    private(set) lazy var screens: [GalleryScreen] = [
        album, MosaicViewController(), flow, MillionGridViewController(), SearchViewController(),
        CompositionalShowcaseViewController(), ListsShowcaseViewController(), FormShowcaseViewController(),
        SettingsShowcaseViewController(), AlbumsScreen(),
    ]
    /// The pixels per point the gallery is shown at.
    var scale: CGFloat = 1 {
        didSet { screens.filter(\.isViewLoaded).forEach { $0.collectionView?.contentScaleFactor = scale } }
    }

    /// SF Symbols names for the tabs' images (`UIImage(systemName:)` knows them all).
    private static let symbols = ["photo.on.rectangle", "square.grid.2x2", "square.grid.3x3", "number", "magnifyingglass",
                                  "square.stack.3d.up", "list.bullet", "slider.horizontal.3", "gearshape", "sidebar.left"]

    init() {
        super.init(nibName: nil, bundle: nil)
        album.title = "Album"
        album.addDetailsButton(titleOfPhoto: { name in Int(name).map { Photos.titles[$0 - 1] } ?? name })
        viewControllers = zip(screens, Self.symbols).map { screen, symbol in
            screen.title = screen.screenTitle
            // The albums screen is a split view: its columns have their own navigation bars.
            let content = screen is AlbumsScreen ? screen : UINavigationController(rootViewController: screen)
            // The album, the mosaic and the million grid are dark screens (as iOS's Photos in
            // dark mode): their bars, and the album's pushed photo, follow.
            if screen === album || screen is MosaicViewController || screen is MillionGridViewController {
                content.overrideUserInterfaceStyle = .dark
            }
            content.tabBarItem = UITabBarItem(title: screen.screenTitle, image: UIImage(systemName: symbol), tag: 0)
            return content
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The selected tab's screen (the root of its navigation stack, where it has one).
    var currentScreen: GalleryScreen {
        screens[selectedIndex]
    }

    /// The selected tab's navigation controller.
    var currentNavigationController: UINavigationController? {
        selectedViewController as? UINavigationController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        prepareAlbum()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for screen in screens where screen.isViewLoaded { screen.collectionView?.contentScaleFactor = scale }
    }

    /// Switches the whole gallery between light and dark appearance, as the system setting
    /// does: the root view's traits change and every dynamic color follows.
    func toggleAppearance() {
        let current = view.traitCollection
        (view.window ?? view).setRootTraitCollection(current.modifyingTraits {
            $0.userInterfaceStyle = current.userInterfaceStyle == .dark ? .light : .dark
        })
    }

    /// Shows screen `index` (0-based), as a tap on its tab does.
    func show(_ index: Int) {
        guard screens.indices.contains(index) else { return }
        selectedIndex = index
    }

    /// The tutorial's controller sets no colors: the gallery shows its white frames on a dark
    /// background, keeps the strip as wide as the window, and says what to do.
    private func prepareAlbum() {
        album.loadViewIfNeeded()
        album.view.backgroundColor = UIColor(white: 0.16, alpha: 1)
        album.collectionView.autoresizingMask = [.flexibleWidth]
        let hint = UILabel()
        hint.translatesAutoresizingMaskIntoConstraints = false
        hint.numberOfLines = 0
        hint.textAlignment = .center
        hint.textColor = UIColor(white: 0.75, alpha: 1)
        hint.font = .systemFont(ofSize: 14)
        hint.text = "Drag or fling the photos · tap a photo to delete it · tap the background to switch between the carousel and the circle · Details shows the centred photo"
        hint.isUserInteractionEnabled = false
        album.view.addSubview(hint)
        let guide = album.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            hint.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            hint.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            hint.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])
    }
}

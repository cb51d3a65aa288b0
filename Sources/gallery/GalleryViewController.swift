import PhotoAlbum
import UIKitCompat

/// The gallery's root: a tab bar over the current screen — the tutorial's album, its mosaic
/// grid, the flow layout showcase, the 1,000,000-item grid, the diffable search list, the
/// compositional layout showcase, the lists and the constraint-built form.
final class GalleryViewController: UIViewController {
    let album = AlbumViewController()
    private(set) lazy var screens: [GalleryScreen] = [
        album, MosaicViewController(), FlowShowcaseViewController(), MillionGridViewController(), SearchViewController(),
        CompositionalShowcaseViewController(), ListsShowcaseViewController(), FormShowcaseViewController(),
    ]
    private(set) lazy var tabBar = TabBar(titles: screens.map(\.screenTitle))
    private(set) var selectedIndex = 0
    /// The pixels per point the gallery is shown at.
    var scale: CGFloat = 1 {
        didSet { screens.filter(\.isViewLoaded).forEach { $0.collectionView?.contentScaleFactor = scale } }
    }

    var currentScreen: GalleryScreen { screens[selectedIndex] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        tabBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: TabBar.height)
        tabBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(tabBar)
        tabBar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: { [weak self] recognizer in
            guard let self, let tab = self.tabBar.tab(at: recognizer.location(in: self.tabBar)) else { return }
            self.show(tab)
        }))
        show(0)
    }

    /// Switches the whole gallery between light and dark appearance, as the system setting
    /// does: the root view's traits change and every dynamic color follows.
    func toggleAppearance() {
        let current = view.traitCollection
        (view.window ?? view).setRootTraitCollection(current.modifyingTraits {
            $0.userInterfaceStyle = current.userInterfaceStyle == .dark ? .light : .dark
        })
    }

    /// Shows screen `index` (0-based) under the tab bar.
    func show(_ index: Int) {
        guard screens.indices.contains(index) else { return }
        if currentScreen.isViewLoaded { currentScreen.view.removeFromSuperview() }
        selectedIndex = index
        tabBar.selectedIndex = index
        let screen = currentScreen
        let firstTime = !screen.isViewLoaded
        screen.view.frame = CGRect(x: 0, y: TabBar.height, width: view.bounds.width, height: view.bounds.height - TabBar.height)
        screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if firstTime { prepare(screen) }
        view.addSubview(screen.view)
    }

    private func prepare(_ screen: GalleryScreen) {
        screen.collectionView?.contentScaleFactor = scale
        guard screen === album else { return }
        // The tutorial's controller sets no colors: the gallery shows its white frames on a dark
        // background, keeps the strip as wide as the window, and says what to do.
        album.view.backgroundColor = UIColor(white: 0.16, alpha: 1)
        album.collectionView.autoresizingMask = [.flexibleWidth]
        let hint = UILabel(frame: CGRect(x: 16, y: album.view.bounds.height - 80, width: album.view.bounds.width - 32, height: 60))
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        hint.numberOfLines = 0
        hint.textAlignment = .center
        hint.textColor = UIColor(white: 0.75, alpha: 1)
        hint.font = .systemFont(ofSize: 14)
        hint.text = "Drag or fling the photos · tap a photo to delete it · tap the background to switch between the carousel and the circle"
        hint.isUserInteractionEnabled = false
        album.view.addSubview(hint)
    }
}

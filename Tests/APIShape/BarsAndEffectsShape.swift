// Issue 30's bar appearances, toolbars and visual effects, as iOS code writes them: an app
// delegate styling every bar the iOS 13 way, a screen with a toolbar and its own bar look, a
// blurred overlay with vibrant text. It must compile in Swift 6 and Swift 5 modes and run
// without trapping.
import UIKit

@MainActor
enum BarsAndEffectsShapeTheme {
    static func apply(to navigation: UINavigationController, tabs: UITabBarController) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 34)]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        buttons.highlighted.titleTextAttributes = [.foregroundColor: UIColor.lightGray]
        buttons.disabled.titlePositionAdjustment = .zero
        appearance.buttonAppearance = buttons
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
        appearance.backButtonAppearance.normal.backgroundImage = nil
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactScrollEdgeAppearance = appearance.copy()
        bar.tintColor = .white

        let transparent = UINavigationBarAppearance(idiom: .phone)
        transparent.configureWithTransparentBackground()
        navigation.topViewController?.navigationItem.scrollEdgeAppearance = transparent
        navigation.topViewController?.navigationItem.standardAppearance = UINavigationBarAppearance(barAppearance: transparent)

        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithDefaultBackground()
        toolbarAppearance.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        toolbarAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        navigation.toolbar.standardAppearance = toolbarAppearance
        navigation.toolbar.compactAppearance = toolbarAppearance
        navigation.toolbar.scrollEdgeAppearance = toolbarAppearance

        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.backgroundImage = nil
        tabAppearance.backgroundImageContentMode = .scaleAspectFill
        tabAppearance.shadowImage = UIImage()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemIndigo
        tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        tabAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
        tabAppearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        tabAppearance.inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        tabAppearance.compactInlineLayoutAppearance.configureWithDefault(for: .compactInline)
        tabAppearance.selectionIndicatorTintColor = .systemIndigo
        tabAppearance.stackedItemPositioning = .centered
        tabAppearance.stackedItemWidth = 80
        tabAppearance.stackedItemSpacing = 8
        tabs.tabBar.standardAppearance = tabAppearance
        tabs.tabBar.scrollEdgeAppearance = tabAppearance

        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        _ = item.titleTextAttributes(for: .normal)
        _ = (appearance.idiom, appearance.backIndicatorImage, tabAppearance.stackedLayoutAppearance.focused)
    }
}

@MainActor
final class BarsAndEffectsShapeScreen: UIViewController, UIToolbarDelegate {
    private let overlay = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
    private let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem.fixedSpace(12),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]
        setToolbarItems(toolbarItems, animated: true)
        navigationController?.setToolbarHidden(false, animated: true)
        navigationController?.isToolbarHidden = false

        overlay.frame = view.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemUltraThinMaterialDark), style: .secondaryLabel))
        vibrancy.frame = overlay.contentView.bounds
        let label = UILabel()
        label.text = "Vibrant"
        vibrancy.contentView.addSubview(label)
        overlay.contentView.addSubview(vibrancy)
        view.addSubview(overlay)
        overlay.effect = UIBlurEffect(style: .dark)
        if let blur = overlay.effect as? UIBlurEffect { _ = blur }
        _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))

        standalone.delegate = self
        standalone.barStyle = .default
        standalone.isTranslucent = false
        standalone.barTintColor = .systemGray6
        standalone.setItems([UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: false)
        standalone.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
        standalone.setShadowImage(UIImage(), forToolbarPosition: .any)
        _ = (standalone.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default), standalone.shadowImage(forToolbarPosition: .top))
        view.addSubview(standalone)
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

@MainActor
func barsAndEffectsShape() {
    let screen = BarsAndEffectsShapeScreen()
    let navigation = UINavigationController(rootViewController: screen)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    BarsAndEffectsShapeTheme.apply(to: navigation, tabs: tabs)
    screen.loadViewIfNeeded()
    _ = (navigation.toolbar.items?.count, navigation.isToolbarHidden)
}

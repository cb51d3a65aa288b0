// An app's theme through appearance proxies, as AppDelegates write it (UIKit's UIAppearance):
// bars, bar items, controls, labels in containers and for traits. It must compile in Swift 6
// and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class AppearanceProxiesShapeScreen: UIViewController {}

@MainActor
func appearanceProxiesShape() {
    let navigationBarAppearance = UINavigationBarAppearance()
    navigationBarAppearance.configureWithOpaqueBackground()
    navigationBarAppearance.backgroundColor = .systemBlue
    navigationBarAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = navigationBarAppearance
    UINavigationBar.appearance().scrollEdgeAppearance = navigationBarAppearance
    UINavigationBar.appearance().compactAppearance = navigationBarAppearance
    UINavigationBar.appearance().tintColor = .white
    UINavigationBar.appearance().barTintColor = .systemBlue
    UINavigationBar.appearance().isTranslucent = false
    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().shadowImage = UIImage()
    UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
    let tabBarAppearance = UITabBarAppearance()
    tabBarAppearance.configureWithDefaultBackground()
    UITabBar.appearance().standardAppearance = tabBarAppearance
    UITabBar.appearance().scrollEdgeAppearance = tabBarAppearance
    UITabBar.appearance().unselectedItemTintColor = .gray
    UIToolbar.appearance().barTintColor = .systemGray6
    UIBarButtonItem.appearance().tintColor = .white
    UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
    UISwitch.appearance().onTintColor = .systemGreen
    UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UIPageControl.appearance().currentPageIndicatorTintColor = .label
    UITableView.appearance().separatorColor = .separator
    UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .systemRed
    UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self, AppearanceProxiesShapeScreen.self]).textColor = .secondaryLabel
    UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
    UIButton.appearance(for: UITraitCollection(horizontalSizeClass: .regular), whenContainedInInstancesOf: [UINavigationBar.self])
        .setTitleColor(.white, for: .normal)
    let containers: [UIAppearanceContainer.Type] = [UINavigationController.self, UIView.self]
    _ = UIImageView.appearance(whenContainedInInstancesOf: containers)
}

// Issue 31, "every member iOS code overrides exists": the bar items (UIBarItem, UIBarButtonItem,
// UITabBarItem, UINavigationItem) and the pan recognizer's scroll mask, overriding EVERY member
// UIKit's Swift interface marks `open`, with the signature iOS code writes; each calls `super`.
// Nothing here asserts a value.
import UIKit

/// UIPanGestureRecognizer's scroll events (iOS 13.4).
@MainActor
final class OverridesPanScrolling: UIPanGestureRecognizer {
    override var allowedScrollTypesMask: UIScrollTypeMask { get { super.allowedScrollTypesMask } set { super.allowedScrollTypesMask = newValue } }
}

/// UIBarItem (UIBarItem.h), with UIAccessibilityIdentification and NSObject.
@MainActor
final class OverridesBarItem: UIBarItem {
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var image: UIImage? { get { super.image } set { super.image = newValue } }
    override var landscapeImagePhone: UIImage? { get { super.landscapeImagePhone } set { super.landscapeImagePhone = newValue } }
    override var largeContentSizeImage: UIImage? { get { super.largeContentSizeImage } set { super.largeContentSizeImage = newValue } }
    override var imageInsets: UIEdgeInsets { get { super.imageInsets } set { super.imageInsets = newValue } }
    override var landscapeImagePhoneInsets: UIEdgeInsets { get { super.landscapeImagePhoneInsets } set { super.landscapeImagePhoneInsets = newValue } }
    override var largeContentSizeImageInsets: UIEdgeInsets { get { super.largeContentSizeImageInsets } set { super.largeContentSizeImageInsets = newValue } }
    override var tag: Int { get { super.tag } set { super.tag = newValue } }
    override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { super.setTitleTextAttributes(attributes, for: state) }
    override func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { super.titleTextAttributes(for: state) }
    override var accessibilityIdentifier: String? { get { super.accessibilityIdentifier } set { super.accessibilityIdentifier = newValue } }
    override func awakeFromNib() { super.awakeFromNib() }
    override var description: String { super.description }

}

/// UIBarButtonItem (UIBarButtonItem.h), and the UIBarItem members its subclasses override.
@MainActor
final class OverridesBarButtonItem: UIBarButtonItem {
    // Skipped: `action: Selector?` (Objective-C runtime; the project's action is a closure).
    override var style: UIBarButtonItem.Style { get { super.style } set { super.style = newValue } }
    override var width: CGFloat { get { super.width } set { super.width = newValue } }
    override var possibleTitles: Set<String>? { get { super.possibleTitles } set { super.possibleTitles = newValue } }
    override var customView: UIView? { get { super.customView } set { super.customView = newValue } }
    override var target: AnyObject? { get { super.target } set { super.target = newValue } }
    override var primaryAction: UIAction? { get { super.primaryAction } set { super.primaryAction = newValue } }
    override var menu: UIMenu? { get { super.menu } set { super.menu = newValue } }
    override var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder { get { super.preferredMenuElementOrder } set { super.preferredMenuElementOrder = newValue } }
    override var changesSelectionAsPrimaryAction: Bool { get { super.changesSelectionAsPrimaryAction } set { super.changesSelectionAsPrimaryAction = newValue } }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var buttonGroup: UIBarButtonItemGroup? { super.buttonGroup }
    override var tintColor: UIColor? { get { super.tintColor } set { super.tintColor = newValue } }
    override func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) { super.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
    override func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { super.backgroundImage(for: state, barMetrics: barMetrics) }
    override func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) { super.setBackgroundImage(backgroundImage, for: state, style: style, barMetrics: barMetrics) }
    override func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? { super.backgroundImage(for: state, style: style, barMetrics: barMetrics) }
    override func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) { super.setBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics) }
    override func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { super.backgroundVerticalPositionAdjustment(for: barMetrics) }
    override func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) { super.setTitlePositionAdjustment(adjustment, for: barMetrics) }
    override func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { super.titlePositionAdjustment(for: barMetrics) }
    override func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) { super.setBackButtonBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
    override func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { super.backButtonBackgroundImage(for: state, barMetrics: barMetrics) }
    override func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) { super.setBackButtonTitlePositionAdjustment(adjustment, for: barMetrics) }
    override func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { super.backButtonTitlePositionAdjustment(for: barMetrics) }
    override func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) { super.setBackButtonBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics) }
    override func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { super.backButtonBackgroundVerticalPositionAdjustment(for: barMetrics) }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var image: UIImage? { get { super.image } set { super.image = newValue } }

}

/// UITabBarItem (UITabBarItem.h), and the UIBarItem members its subclasses override.
@MainActor
final class OverridesTabBarItem: UITabBarItem {
    override var selectedImage: UIImage? { get { super.selectedImage } set { super.selectedImage = newValue } }
    override var badgeValue: String? { get { super.badgeValue } set { super.badgeValue = newValue } }
    override var badgeColor: UIColor? { get { super.badgeColor } set { super.badgeColor = newValue } }
    override func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { super.setBadgeTextAttributes(textAttributes, for: state) }
    override func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { super.badgeTextAttributes(for: state) }
    override var titlePositionAdjustment: UIOffset { get { super.titlePositionAdjustment } set { super.titlePositionAdjustment = newValue } }
    override var standardAppearance: UITabBarAppearance? { get { super.standardAppearance } set { super.standardAppearance = newValue } }
    override var scrollEdgeAppearance: UITabBarAppearance? { get { super.scrollEdgeAppearance } set { super.scrollEdgeAppearance = newValue } }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var image: UIImage? { get { super.image } set { super.image = newValue } }

}

/// UINavigationItem (UINavigationItem.h).
@MainActor
final class OverridesNavigationItem: UINavigationItem {
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var titleView: UIView? { get { super.titleView } set { super.titleView = newValue } }
    override var prompt: String? { get { super.prompt } set { super.prompt = newValue } }
    override var backButtonTitle: String? { get { super.backButtonTitle } set { super.backButtonTitle = newValue } }
    override var backBarButtonItem: UIBarButtonItem? { get { super.backBarButtonItem } set { super.backBarButtonItem = newValue } }
    override var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode { get { super.backButtonDisplayMode } set { super.backButtonDisplayMode = newValue } }
    override var backAction: UIAction? { get { super.backAction } set { super.backAction = newValue } }
    override var hidesBackButton: Bool { get { super.hidesBackButton } set { super.hidesBackButton = newValue } }
    override func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { super.setHidesBackButton(hidesBackButton, animated: animated) }
    override var leftBarButtonItems: [UIBarButtonItem]? { get { super.leftBarButtonItems } set { super.leftBarButtonItems = newValue } }
    override var rightBarButtonItems: [UIBarButtonItem]? { get { super.rightBarButtonItems } set { super.rightBarButtonItems = newValue } }
    override func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { super.setLeftBarButtonItems(items, animated: animated) }
    override func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { super.setRightBarButtonItems(items, animated: animated) }
    override var leftItemsSupplementBackButton: Bool { get { super.leftItemsSupplementBackButton } set { super.leftItemsSupplementBackButton = newValue } }
    override var leftBarButtonItem: UIBarButtonItem? { get { super.leftBarButtonItem } set { super.leftBarButtonItem = newValue } }
    override var rightBarButtonItem: UIBarButtonItem? { get { super.rightBarButtonItem } set { super.rightBarButtonItem = newValue } }
    override func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { super.setLeftBarButton(item, animated: animated) }
    override func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { super.setRightBarButton(item, animated: animated) }
    override var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { super.largeTitleDisplayMode } set { super.largeTitleDisplayMode = newValue } }
    override var style: UINavigationItem.ItemStyle { get { super.style } set { super.style = newValue } }
    override var hidesSearchBarWhenScrolling: Bool { get { super.hidesSearchBarWhenScrolling } set { super.hidesSearchBarWhenScrolling = newValue } }
    override var standardAppearance: UINavigationBarAppearance? { get { super.standardAppearance } set { super.standardAppearance = newValue } }
    override var compactAppearance: UINavigationBarAppearance? { get { super.compactAppearance } set { super.compactAppearance = newValue } }
    override var scrollEdgeAppearance: UINavigationBarAppearance? { get { super.scrollEdgeAppearance } set { super.scrollEdgeAppearance = newValue } }
    override var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { super.compactScrollEdgeAppearance } set { super.compactScrollEdgeAppearance = newValue } }
    override var leadingItemGroups: [UIBarButtonItemGroup] { get { super.leadingItemGroups } set { super.leadingItemGroups = newValue } }
    override var trailingItemGroups: [UIBarButtonItemGroup] { get { super.trailingItemGroups } set { super.trailingItemGroups = newValue } }
    override var centerItemGroups: [UIBarButtonItemGroup] { get { super.centerItemGroups } set { super.centerItemGroups = newValue } }
    override var customizationIdentifier: String? { get { super.customizationIdentifier } set { super.customizationIdentifier = newValue } }
    override var searchController: UISearchController? { get { super.searchController } set { super.searchController = newValue } }
    // Skipped: renameDelegate, titleMenuProvider, documentProperties (iPadOS document UI the project lacks).
    override var description: String { super.description }
    override func awakeFromNib() { super.awakeFromNib() }
}


@MainActor
func overridesBarItemsShape() {
    let overridesBarItem = OverridesBarItem()
    let overridesBarButtonItem = OverridesBarButtonItem()
    let overridesTabBarItem = OverridesTabBarItem(title: "Tab", image: nil, tag: 0)
    let overridesNavigationItem = OverridesNavigationItem(title: "Title")
    let controller = UIViewController()
    controller.navigationItem.rightBarButtonItem = overridesBarButtonItem
    controller.tabBarItem = overridesTabBarItem
    _ = (overridesBarItem.title, overridesNavigationItem.title, OverridesPanScrolling(target: nil, action: nil))
}

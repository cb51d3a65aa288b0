// Issue 31's remainder: override lines taken out of the Overrides*Shape files because the members
// they override belong to other open issues, or need types no issue has built yet. Each group names
// where its members will come from. Not compiled (Pending/): move a group back into its shape when
// its issue adds the members.
import UIKit

/// No issue yet: the main menu system (UIMenuBuilder, UICommand, UIMenuSystem) and focus item
/// containers (UIFocusItemContainer, UICoordinateSpace).
@MainActor
final class RemainderMenusResponder: UIResponder {
    override func buildMenu(with builder: UIMenuBuilder) { super.buildMenu(with: builder) }
    override func validate(_ command: UICommand) { super.validate(command) }
}

@MainActor
final class RemainderFocusView: UIView {
    override var focusItemContainer: UIFocusItemContainer? { super.focusItemContainer }
}

/// Issue 31, not done yet (docs/issue-31-backlog.md): keyboard scrolling, self-sizing
/// invalidation, image scaling for accessibility content sizes.
@MainActor
final class RemainderScrollView: UIScrollView {
    override var allowsKeyboardScrolling: Bool { get { super.allowsKeyboardScrolling } set { super.allowsKeyboardScrolling = newValue } }
}

@MainActor
final class RemainderCollectionView: UICollectionView {
    override var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation { get { super.selfSizingInvalidation } set { super.selfSizingInvalidation = newValue } }
}

@MainActor
final class RemainderImageView: UIImageView {
    override var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { super.adjustsImageSizeForAccessibilityContentSizeCategory } set { super.adjustsImageSizeForAccessibilityContentSizeCategory = newValue } }
}

/// Issue 30 (bar appearances: UINavigationBarAppearance, UITabBarAppearance): the bars' appearance
/// objects.
@MainActor
final class RemainderAppearanceNavigationBar: UINavigationBar {
    override var standardAppearance: UINavigationBarAppearance { get { super.standardAppearance } set { super.standardAppearance = newValue } }
    override var compactAppearance: UINavigationBarAppearance? { get { super.compactAppearance } set { super.compactAppearance = newValue } }
    override var scrollEdgeAppearance: UINavigationBarAppearance? { get { super.scrollEdgeAppearance } set { super.scrollEdgeAppearance = newValue } }
    override var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { super.compactScrollEdgeAppearance } set { super.compactScrollEdgeAppearance = newValue } }
}

@MainActor
final class RemainderAppearanceTabBar: UITabBar {
    override var standardAppearance: UITabBarAppearance { get { super.standardAppearance } set { super.standardAppearance = newValue } }
    override var scrollEdgeAppearance: UITabBarAppearance? { get { super.scrollEdgeAppearance } set { super.scrollEdgeAppearance = newValue } }
}

import Foundation

/// What a navigation bar asks its delegate, as UIKit's `UINavigationBarDelegate`, every method
/// optional (the defaults allow every push and pop).
@preconcurrency @MainActor
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed.
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether `item` may be popped (also asked when the back button is tapped).
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}

/// The key of a bar's background image.
struct BarAppearanceKey: Hashable {
    var position: BarPosition
    var metrics: BarMetrics
}

/// A navigation bar's delegate, its pushes and pops, and the appearance the app sets on it
/// (UINavigationBar.h): background images, the hairline's image, title attributes, the title's
/// vertical adjustment, the bar style.
extension NavigationBar {
    func pushItemImpl(_ item: NavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    func popItemImpl(animated: Bool) -> NavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The back button was tapped: a navigation controller's bar pops the controller; a bar
    /// of its own pops its top item (through `popItem(animated:)`).
    func backTapped() {
        if let backAction {
            backAction()
        } else {
            popItem(animated: true)
        }
    }

    func setBackgroundImageImpl(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        backgroundImages[BarAppearanceKey(position: position, metrics: barMetrics)] = image
        updateBackground()
    }

    /// The background image the bar shows: the one for the top position (else any position)
    /// and the default metrics, asked through the overridable getter.
    var shownBackgroundImage: Image? {
        backgroundImage(for: .topAttached, barMetrics: .default) ?? backgroundImage(for: .top, barMetrics: .default)
            ?? backgroundImage(for: .any, barMetrics: .default)
    }

    /// Puts the title attributes (font and foreground color) on the title labels; `.black`
    /// bars have white titles.
    func applyTitleTextAttributes() {
        let defaultColor: Color = barStyle == .default ? .label : .white
        titleLabel.font = titleTextAttributes?[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? Color ?? defaultColor
        largeTitleLabel.font = largeTitleTextAttributes?[.font] as? Font ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? Color ?? defaultColor
        setNeedsLayout()
    }
}

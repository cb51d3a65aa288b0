import Foundation

/// What a navigation bar asks its delegate, as UIKit's `UINavigationBarDelegate`, every method
/// optional (the defaults allow every push and pop).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (also asked when the back button is tapped).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The key of a bar's background image.
struct BarAppearanceKey: Hashable {
    var position: UIBarPosition
    var metrics: UIBarMetrics
}

/// A navigation bar's delegate, its pushes and pops, and the appearance the app sets on it
/// (UINavigationBar.h): background images, the hairline's image, title attributes, the title's
/// vertical adjustment, the bar style.
extension UINavigationBar {
    func pushItemImpl(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    func popItemImpl(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The back button was tapped: the top item's `backAction` runs when it has one; else a
    /// navigation controller's bar pops the controller, a bar of its own its top item (through
    /// `popItem(animated:)`).
    func backTapped() {
        if let action = topItem?.backAction {
            action.perform(sender: backButton)
        } else if let backAction {
            backAction()
        } else {
            popItem(animated: true)
        }
    }

    func setBackgroundImageImpl(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarAppearanceKey(position: position, metrics: barMetrics)] = image
        updateBackground()
    }

    /// The background image the bar shows: the one for the top position (else any position)
    /// and the default metrics, asked through the overridable getter.
    var shownBackgroundImage: UIImage? {
        backgroundImage(for: .topAttached, barMetrics: .default) ?? backgroundImage(for: .top, barMetrics: .default)
            ?? backgroundImage(for: .any, barMetrics: .default)
    }

    /// Puts the title attributes (font and foreground color) on the title labels: the shown
    /// appearance's, else the bar's own; `.black` bars have white titles by default.
    func applyTitleTextAttributes() {
        let appearance = shownAppearance?.appearance
        let title = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        let largeTitle = appearance?.largeTitleTextAttributes ?? largeTitleTextAttributes ?? [:]
        let defaultColor: UIColor = barStyle == .default ? .label : .white
        titleLabel.font = title[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? defaultColor
        largeTitleLabel.font = largeTitle[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = largeTitle[.foregroundColor] as? UIColor ?? defaultColor
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = defaultColor
        promptLabel.textAlignment = .center
        setNeedsLayout()
    }
}

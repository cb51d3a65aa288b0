import Foundation

/// A view that shows a bar item: the item takes its appearance when the view enters a window.
protocol BarItemView: UIView {
    var shownItem: UIBarItem? { get }
}

extension UIView {
    /// Gives the view — and the bar item it shows — what the appearance proxies that apply to
    /// it set, as it enters a window.
    func applyAppearanceProxies() {
        let proxies = AppearanceProxies.shared
        let ancestors = Array(sequence(first: next, next: { $0?.next }).lazy.compactMap { $0 })
        let given = proxies.apply(to: self, ancestors: ancestors, traits: traitCollection, given: extras?.appearanceGiven ?? [])
        if !given.isEmpty { makeExtras().appearanceGiven = given }
        if let item = (self as? BarItemView)?.shownItem {
            item.appearanceGiven = proxies.apply(to: item, ancestors: [self] + ancestors, traits: traitCollection, given: item.appearanceGiven)
        }
    }
}

extension BarButtonView: BarItemView {
    var shownItem: UIBarItem? { item ?? defaultBackItem }
}

extension TabBarButton: BarItemView {
    var shownItem: UIBarItem? { item }
}

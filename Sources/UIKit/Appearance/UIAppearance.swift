import Foundation

/// Objects whose look an app sets for all of a kind at once, as UIKit's `UIAppearance`:
/// `UINavigationBar.appearance().tintColor = .white` sets the tint of every navigation bar,
/// `UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor` that of the
/// labels in cells.
///
/// The proxy is an object of the class, made for the purpose; what the app sets on it is given
/// to each object of the class (and its subclasses) when the object enters a window — a bar
/// item when its bar shows it — unless the object set that property itself, as UIKit does.
/// Objects already in a window keep their look until they enter one again. The properties given
/// are UIKit's appearance properties (`AppearanceProperties`); others set on a proxy are ignored,
/// as UIKit ignores what is not marked `UI_APPEARANCE_SELECTOR`. A proxy of an app's own
/// subclass is made with its `init?(coder:)`, which must not trap.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for all objects of the class.
    static func appearance() -> Self
    /// The proxy for objects of the class inside the containers' instances, the first container
    /// the outermost: `[UINavigationBar.self]`, `[UISplitViewController.self, UITableView.self]`.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for objects of the class whose traits include `trait`'s.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for objects of the class with `trait`'s traits inside the containers.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// What an appearance proxy can be limited to being inside, as UIKit's: views and view
/// controllers (and presentation controllers).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearance {
    public static func appearance() -> Self { AppearanceProxies.shared.proxy(of: self, containers: [], traits: nil) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, traits: nil)
    }
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: [], traits: trait)
    }
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.shared.proxy(of: self, containers: containerTypes, traits: trait)
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

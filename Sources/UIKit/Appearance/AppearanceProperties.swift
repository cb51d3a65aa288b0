import Foundation

/// The properties an appearance proxy gives: UIKit's `UI_APPEARANCE_SELECTOR` properties of the
/// classes here. Each says whether an object's value is set (differs from a fresh object's) and
/// copies a proxy's value onto an object; a property kept per state copies the states set.
@preconcurrency @MainActor
enum AppearanceProperties {
    struct Property {
        let name: String
        /// The class whose objects have the property.
        let owner: AnyClass
        /// Whether the first object's value differs from the second's (a fresh object's).
        let isSet: @MainActor (AnyObject, AnyObject) -> Bool
        /// Copies the first object's value onto the second.
        let copy: @MainActor (AnyObject, AnyObject) -> Void
    }

    /// A property read with `get` and written with `set`, compared with `same`.
    static func property<Root: AnyObject, Value>(_ name: String, get: @escaping (Root) -> Value, set: @escaping (Root, Value) -> Void,
                                                 same: @escaping (Value, Value) -> Bool) -> Property {
        Property(name: "\(Root.self).\(name)", owner: Root.self,
                 isSet: { object, fresh in !same(get(object as! Root), get(fresh as! Root)) },
                 copy: { proxy, object in set(object as! Root, get(proxy as! Root)) })
    }

    /// A property at `keyPath`, compared with `==`.
    static func property<Root: AnyObject, Value: Equatable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Property {
        property(name, get: { (root: Root) in root[keyPath: keyPath] }, set: { (root: Root, value: Value) in root[keyPath: keyPath] = value },
                 same: ==)
    }

    /// Text attributes at `keyPath`, compared key by key.
    static func attributes<Root: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [NSAttributedString.Key: Any]?>) -> Property {
        property(name, get: { (root: Root) in root[keyPath: keyPath] },
                 set: { (root: Root, value: [NSAttributedString.Key: Any]?) in root[keyPath: keyPath] = value }, same: sameAttributes)
    }

    /// Values kept per state (`read` answers them all, compared with `same`), copied state by
    /// state with `write`.
    static func perState<Root: AnyObject, Value>(_ name: String, read: @escaping (Root) -> [UInt: Value],
                                                 write: @escaping (Root, Value, UIControl.State) -> Void,
                                                 same: @escaping (Value, Value) -> Bool) -> Property {
        Property(name: "\(Root.self).\(name)", owner: Root.self,
                 isSet: { object, other in
                     let (values, others) = (read(object as! Root), read(other as! Root))
                     return values.count != others.count || values.contains { state, value in others[state].map { !same(value, $0) } ?? true }
                 },
                 copy: { proxy, object in
                     for (state, value) in read(proxy as! Root) { write(object as! Root, value, UIControl.State(rawValue: state)) }
                 })
    }

    /// A bar's standard appearance, set when the app set one (a bar always holds one).
    static func standardAppearance<Bar: AnyObject, Appearance: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Bar, Appearance>,
                                                                           custom: KeyPath<Bar, Bool>) -> Property {
        property("standardAppearance", get: { (bar: Bar) in bar[keyPath: custom] ? bar[keyPath: keyPath] : nil },
                 set: { (bar: Bar, appearance: Appearance?) in if let appearance { bar[keyPath: keyPath] = appearance } },
                 same: { $0 == nil && $1 == nil })
    }

    /// Whether two sets of text attributes have the same keys and equal values.
    static func sameAttributes(_ a: [NSAttributedString.Key: Any]?, _ b: [NSAttributedString.Key: Any]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count && a.allSatisfy { key, value in
            guard let other = b[key] else { return false }
            if let value = value as? AnyHashable, let other = other as? AnyHashable { return value == other }
            return (value as AnyObject) === (other as AnyObject)
        }
    }

    static let all: [Property] = views + bars + controls + barItems

    private static let views: [Property] = [
        property("backgroundColor", \UIView.backgroundColor),
        property("tintColor", get: { (view: UIView) in view.storedTintColor }, set: { $0.tintColor = $1 }, same: ==),
        property("font", \UILabel.font),
        property("textColor", \UILabel.textColor),
        property("shadowColor", \UILabel.shadowColor),
        property("shadowOffset", \UILabel.shadowOffset),
        property("separatorColor", \UITableView.separatorColor),
        property("sectionIndexColor", \UITableView.sectionIndexColor),
        property("sectionIndexBackgroundColor", \UITableView.sectionIndexBackgroundColor),
        property("color", \UIActivityIndicatorView.color),
        property("progressTintColor", \UIProgressView.progressTintColor),
        property("trackTintColor", \UIProgressView.trackTintColor),
    ]

    private static let bars: [Property] = [
        property("barStyle", \UINavigationBar.barStyle),
        property("isTranslucent", \UINavigationBar.isTranslucent),
        property("barTintColor", \UINavigationBar.barTintColor),
        attributes("titleTextAttributes", \UINavigationBar.titleTextAttributes),
        attributes("largeTitleTextAttributes", \UINavigationBar.largeTitleTextAttributes),
        property("shadowImage", \UINavigationBar.shadowImage),
        property("backIndicatorImage", \UINavigationBar.backIndicatorImage),
        property("backIndicatorTransitionMaskImage", \UINavigationBar.backIndicatorTransitionMaskImage),
        property("prefersLargeTitles", \UINavigationBar.prefersLargeTitles),
        standardAppearance(\UINavigationBar.standardAppearance, custom: \UINavigationBar.hasCustomStandardAppearance),
        property("compactAppearance", \UINavigationBar.compactAppearance),
        property("scrollEdgeAppearance", \UINavigationBar.scrollEdgeAppearance),
        property("compactScrollEdgeAppearance", \UINavigationBar.compactScrollEdgeAppearance),
        property("backgroundImages", get: { (bar: UINavigationBar) in bar.backgroundImages },
                 set: { bar, images in for (key, image) in images { bar.setBackgroundImage(image, for: key.position, barMetrics: key.metrics) } },
                 same: ==),
        property("barStyle", \UIToolbar.barStyle),
        property("isTranslucent", \UIToolbar.isTranslucent),
        property("barTintColor", \UIToolbar.barTintColor),
        standardAppearance(\UIToolbar.standardAppearance, custom: \UIToolbar.hasCustomStandardAppearance),
        property("compactAppearance", \UIToolbar.compactAppearance),
        property("scrollEdgeAppearance", \UIToolbar.scrollEdgeAppearance),
        property("compactScrollEdgeAppearance", \UIToolbar.compactScrollEdgeAppearance),
        property("barStyle", \UITabBar.barStyle),
        property("isTranslucent", \UITabBar.isTranslucent),
        property("barTintColor", \UITabBar.barTintColor),
        property("unselectedItemTintColor", \UITabBar.unselectedItemTintColor),
        property("backgroundImage", \UITabBar.backgroundImage),
        property("shadowImage", \UITabBar.shadowImage),
        property("selectionIndicatorImage", \UITabBar.selectionIndicatorImage),
        property("itemPositioning", \UITabBar.itemPositioning),
        standardAppearance(\UITabBar.standardAppearance, custom: \UITabBar.hasCustomStandardAppearance),
        property("scrollEdgeAppearance", \UITabBar.scrollEdgeAppearance),
        property("barStyle", \UISearchBar.barStyle),
        property("isTranslucent", \UISearchBar.isTranslucent),
        property("barTintColor", \UISearchBar.barTintColor),
    ]

    private static let controls: [Property] = [
        property("onTintColor", \UISwitch.onTintColor),
        property("thumbTintColor", \UISwitch.thumbTintColor),
        property("minimumTrackTintColor", \UISlider.minimumTrackTintColor),
        property("maximumTrackTintColor", \UISlider.maximumTrackTintColor),
        property("thumbTintColor", \UISlider.thumbTintColor),
        property("pageIndicatorTintColor", \UIPageControl.pageIndicatorTintColor),
        property("currentPageIndicatorTintColor", \UIPageControl.currentPageIndicatorTintColor),
        property("selectedSegmentTintColor", \UISegmentedControl.selectedSegmentTintColor),
        perState("titleTextAttributes", read: { (control: UISegmentedControl) in control.textAttributes },
                 write: { $0.setTitleTextAttributes($1, for: $2) }, same: { sameAttributes($0, $1) }),
        perState("titleColor", read: { (button: UIButton) in button.titleColors }, write: { $0.setTitleColor($1, for: $2) }, same: ==),
        perState("backgroundImage", read: { (button: UIButton) in button.backgroundImages }, write: { $0.setBackgroundImage($1, for: $2) },
                 same: ==),
    ]

    private static let barItems: [Property] = [
        perState("titleTextAttributes", read: { (item: UIBarItem) in item.titleAttributesByState },
                 write: { $0.setTitleTextAttributes($1, for: $2) }, same: { sameAttributes($0, $1) }),
        property("tintColor", \UIBarButtonItem.tintColor),
        property("legacyAppearance", \UIBarButtonItem.legacyAppearance),
        property("badgeColor", \UITabBarItem.badgeColor),
        property("titlePositionAdjustment", \UITabBarItem.titlePositionAdjustment),
    ]
}

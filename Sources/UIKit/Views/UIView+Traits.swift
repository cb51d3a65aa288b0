import Foundation

/// An object with a trait collection that hears when it changes, as UIKit's
/// `UITraitEnvironment`: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

/// A view's trait state: its trait collection and the inherited one it was made from, the
/// traits a root view takes from its host (a window; nil: the screen's defaults), and the
/// handlers registered with `registerForTraitChanges`.
struct ViewTraitState {
    var cached: (collection: UITraitCollection, inherited: UITraitCollection)?
    var root: UITraitCollection?
    var registrations: [UITraitChangeRegistration] = []
}

extension UIView {
    /// Sets the traits of a root view, as a window does for its screen (display scale,
    /// appearance, size classes): the view and its subviews inherit them.
    public func setRootTraitCollection(_ traitCollection: UITraitCollection) {
        traitState.root = traitCollection
        traitsMayHaveChanged()
    }

    /// The trait collection, made once and kept until something it depends on changes. A view
    /// without overrides shares its superview's collection.
    func resolvedTraitCollection() -> UITraitCollection {
        let inherited = superviewStorage?.traitCollection ?? traitState.root ?? UITraitCollection.screenDefault()
        if let cached = traitState.cached, cached.inherited === inherited { return cached.collection }
        var collection = inherited
        if traitOverrides != UITraitOverrides() || overrideUserInterfaceStyle != .unspecified || hasContentSizeCategoryLimits {
            var traits = inherited.traits
            traits.overlay(traitOverrides)
            if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
            traits.preferredContentSizeCategory = limitedContentSizeCategory(traits.preferredContentSizeCategory)
            collection = UITraitCollection(traits: traits)
        }
        traitState.cached = (collection, inherited)
        return collection
    }

    /// After a move to a new superview: the traits change only when the new superview's differ
    /// from those this view inherited, and the tint only when the inherited one differs from
    /// `inheritedTint` (a cell put back where it was costs nothing).
    func inheritedEnvironmentMayHaveChanged(inheritedTint: UIColor?) {
        if let cached = traitState.cached, let parent = superview, parent.traitCollection !== cached.inherited,
           parent.traitCollection != cached.inherited {
            traitsMayHaveChanged()
        }
        if let inheritedTint, tintColor != inheritedTint { tintColorMayHaveChanged() }
    }

    /// Makes the view and its subviews take their traits again, and tells those whose traits
    /// changed (views that never read theirs are not told).
    func traitsMayHaveChanged() {
        let previous = traitState.cached?.collection
        traitState.cached = nil
        if let previous {
            let current = traitCollection
            if current != previous { traitCollectionChanged(from: previous, to: current) }
        }
        for subview in subviews { subview.traitsMayHaveChanged() }
    }

    private func traitCollectionChanged(from previous: UITraitCollection, to current: UITraitCollection) {
        if current.hasDifferentColorAppearance(comparedTo: previous) { setNeedsDisplay() }
        if let adjusting = self as? UIAccessibilityContentSizeCategoryImageAdjusting, adjusting.adjustsImageSizeForAccessibilityContentSizeCategory,
           current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
        if current.layoutDirection != previous.layoutDirection, LayoutEngine.liveCount > 0 { layoutDirectionMayHaveChanged() }
        if current.preferredContentSizeCategory != previous.preferredContentSizeCategory, self === UIApplication.shared.storedKeyWindow {
            UIContentSizeCategory.postDidChange(to: current.preferredContentSizeCategory)
        }
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            owningViewController?.traitCollectionDidChange(previous)
            for registration in traitState.registrations where registration.observes(from: previous, to: current) {
                registration.handler(self, previous)
            }
            if let controller = owningViewController {
                for registration in controller.traitChangeRegistrations where registration.observes(from: previous, to: current) {
                    registration.handler(controller, previous)
                }
            }
        }
    }

    /// What setting `tintColor` does: the view's own tint (nil inherits), told down the tree.
    func setTintColor(_ color: UIColor?) {
        storedTintColor = color
        tintColorMayHaveChanged()
    }

    /// Tells the view and the subviews that inherit its tint that the tint changed.
    func tintColorMayHaveChanged() {
        setNeedsDisplay()
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.tintColorMayHaveChanged() }
    }

    /// `color` as this view shows it: resolved with its trait collection, and
    /// `UIColor.tintColor` as its tint color.
    public func displayedColor(_ color: UIColor) -> UIColor {
        guard color.isDynamic else { return color }
        let traits = traitCollection
        if color == .tintColor { return (tintColor ?? .systemBlue).resolvedColor(with: traits) }
        return color.resolvedColor(with: traits)
    }
}

// MARK: Registering for trait changes (iOS 17)

/// A trait that handlers can register for, as UIKit's `UITraitDefinition` types
/// (`UITraitUserInterfaceStyle.self`, ...).
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceLevel != b.userInterfaceLevel }
}
public enum UITraitListEnvironment: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.listEnvironment != b.listEnvironment }
}

/// A trait to observe (`UITraitUserInterfaceStyle.self`), as UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// A handler registered for trait changes; pass it to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public final class UITraitChangeRegistration {
    let traits: [UITraitDefinition.Type]
    /// Called with the view or controller that registered, and its previous traits.
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITraitDefinition.Type], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    func observes(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { $0.differs(previous, current) }
    }
}

/// Views and view controllers whose handlers receive them as their own type, as UIKit's
/// `UITraitChangeObservable`.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIViewController {
    /// Calls `handler` with the controller and its previous trait collection whenever one of
    /// `traits` changes in its view's trait collection (iOS 17).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { controller, previous in
            if let controller = controller as? TraitEnvironment { handler(controller, previous) }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Removes a handler added with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UITraitChangeObservable where Self: UIView {
    /// Calls `handler` with the view and its previous trait collection whenever one of
    /// `traits` changes in its trait collection.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { view, previous in
            if let view = view as? TraitEnvironment { handler(view, previous) }
        }
        traitState.registrations.append(registration)
        return registration
    }

    /// Removes a handler added with `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }
}

extension UITraitCollection {
    /// The traits of the screen when no window set them: `UIScreen.main`'s scale, light, an
    /// iPhone in portrait (compact width, regular height), the application's layout direction,
    /// the large text size, the base level.
    @MainActor
    static func screenDefault() -> UITraitCollection {
        let key = ScreenDefaultKey(scale: UIScreen.main.scale, direction: UIApplication.shared.userInterfaceLayoutDirection)
        if let made = screenDefaults, made.key == key { return made.collection }
        let collection = UITraitCollection { traits in
            traits.displayScale = key.scale
            traits.userInterfaceStyle = .light
            traits.userInterfaceIdiom = .phone
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.layoutDirection = key.direction == .rightToLeft ? .rightToLeft : .leftToRight
            traits.preferredContentSizeCategory = .large
            traits.userInterfaceLevel = .base
        }
        screenDefaults = (key, collection)
        return collection
    }

    private struct ScreenDefaultKey: Equatable {
        var scale: CGFloat
        var direction: UIUserInterfaceLayoutDirection
    }

    @MainActor private static var screenDefaults: (key: ScreenDefaultKey, collection: UITraitCollection)?
}

/// The work of `effectiveUserInterfaceLayoutDirection` and `userInterfaceLayoutDirection(for:)`.
extension UIView {
    var layoutDirectionFromAttribute: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified, .spatial:
            return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    static func layoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified, .spatial: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }
}

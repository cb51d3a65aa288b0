import Foundation
import Synchronization

/// The interface environment of a view, as UIKit's `UITraitCollection`: display scale, light or
/// dark appearance, size classes, layout direction, Dynamic Type size, idiom and level. Every
/// trait can be unspecified; combining collections takes each trait from the last one that
/// specifies it. Immutable.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The display scale; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// The style of the list the view is in (iOS 18): set on the cells, headers and footers of a
    /// list section; `.unspecified` elsewhere.
    public let listEnvironment: UIListEnvironment

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(traits: UITraitOverrides())
    }

    init(traits: UITraitOverrides) {
        displayScale = traits.displayScale
        userInterfaceStyle = traits.userInterfaceStyle
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        layoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        userInterfaceIdiom = traits.userInterfaceIdiom
        userInterfaceLevel = traits.userInterfaceLevel
        listEnvironment = traits.listEnvironment
        super.init()
    }

    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    public convenience init(listEnvironment: UIListEnvironment) { self.init { $0.listEnvironment = listEnvironment } }

    /// A trait collection whose traits are set by `mutations`, starting from unspecified ones
    /// (iOS 17).
    public convenience init(mutations: (inout UITraitOverrides) -> Void) {
        var traits = UITraitOverrides()
        mutations(&traits)
        self.init(traits: traits)
    }

    /// The collections combined: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var traits = UITraitOverrides()
        for collection in traitCollections { traits.overlay(collection.traits) }
        self.init(traits: traits)
    }

    /// A copy with the traits that `mutations` changes (iOS 17).
    public func modifyingTraits(_ mutations: (inout UITraitOverrides) -> Void) -> UITraitCollection {
        var traits = self.traits
        mutations(&traits)
        return UITraitCollection(traits: traits)
    }

    /// The traits as a value.
    public var traits: UITraitOverrides {
        UITraitOverrides(displayScale: displayScale, userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: horizontalSizeClass,
               verticalSizeClass: verticalSizeClass, layoutDirection: layoutDirection,
               preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceIdiom: userInterfaceIdiom,
               userInterfaceLevel: userInterfaceLevel, listEnvironment: listEnvironment)
    }

    /// Whether every trait that `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var combined = traits
        combined.overlay(trait.traits)
        return combined == traits
    }

    /// Whether dynamic colors can look different in `traitCollection`: its appearance, contrast
    /// or level differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || userInterfaceLevel != traitCollection.userInterfaceLevel
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.traits == traits
    }

    public override var hash: Int { traits.hashValue }

    public override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceIdiom = \(userInterfaceIdiom), "
            + "DisplayScale = \(displayScale), HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), UserInterfaceLevel = \(userInterfaceLevel), "
            + "LayoutDirection = \(layoutDirection), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }

    // MARK: The current trait collection

    private static let currentStorage = Mutex(UITraitCollection())

    /// The trait collection that dynamic colors resolve against when nothing names one: UIKit
    /// sets it to a view's traits while the view lays out and draws, and code may set it.
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }
}

/// Trait values that can be changed, as UIKit's `UIMutableTraits` (iOS 17).
public struct UITraitOverrides: Hashable, Sendable {
    public var displayScale: CGFloat = 0
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    public var listEnvironment: UIListEnvironment = .unspecified

    public init() {}

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
         verticalSizeClass: UIUserInterfaceSizeClass, layoutDirection: UITraitEnvironmentLayoutDirection,
         preferredContentSizeCategory: UIContentSizeCategory, userInterfaceIdiom: UIUserInterfaceIdiom,
         userInterfaceLevel: UIUserInterfaceLevel, listEnvironment: UIListEnvironment) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceLevel = userInterfaceLevel
        self.listEnvironment = listEnvironment
    }

    /// Takes every trait that `other` specifies.
    mutating func overlay(_ other: UITraitOverrides) {
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.listEnvironment != .unspecified { listEnvironment = other.listEnvironment }
    }
}

/// The style of the list that contains a view, as UIKit's `UIListEnvironment` (iOS 18).
public enum UIListEnvironment: Int, Sendable {
    /// Nothing is known about a containing list.
    case unspecified = 0
    /// No list contains the view.
    case none = 1
    case plain = 2
    case grouped = 3
    case insetGrouped = 4
    case sidebar = 5
    case sidebarPlain = 6
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The layout direction trait, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The kind of device the interface is made for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The visual level of content, as UIKit's `UIUserInterfaceLevel`: elevated content (popovers,
/// sheets) gets lighter dark-mode backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

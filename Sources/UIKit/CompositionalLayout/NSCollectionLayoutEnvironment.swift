import Foundation

/// The container of a compositional layout element: its size and insets, as UIKit's
/// `NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The resolved size of the container, before any insets are applied.
    var contentSize: CGSize { get }
    /// The size of the container after the insets are applied.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets as resolved (values below 1 of a group's insets are fractions of its size).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a section provider or custom group works in: the container and the
/// collection view's traits, as UIKit's `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
}

/// An item in a section's visible items, as UIKit's `NSCollectionLayoutVisibleItem`: the
/// section's `visibleItemsInvalidationHandler` changes these properties to change how the element
/// is displayed.
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// A name for the element: its kind, or "cell".
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// A container the layout hands to section providers, custom groups and handlers.
final class LayoutContainerObject: NSObject, NSCollectionLayoutContainer {
    let value: LayoutContainer

    init(_ value: LayoutContainer) {
        self.value = value
    }

    var contentSize: CGSize { value.size }
    var effectiveContentSize: CGSize { value.effectiveSize }
    var contentInsets: NSDirectionalEdgeInsets { value.insets }
    var effectiveContentInsets: NSDirectionalEdgeInsets { value.insets }

    override var description: String {
        "<NSCollectionLayoutContainer: contentSize=\(contentSize); contentInsets=\(contentInsets)>"
    }
}

/// An environment the layout hands to section providers, custom groups and handlers.
final class LayoutEnvironmentObject: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: LayoutContainer, traitCollection: UITraitCollection) {
        self.container = LayoutContainerObject(container)
        self.traitCollection = traitCollection
    }
}

/// A displayed element as a section's visible-items handler sees it: reads and writes go to the
/// layout attributes the query returns.
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

import Foundation

/// A layout object that manages the layout-related attributes for a given item in a collection
/// view, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// Layouts create one instance per element they describe (cell, supplementary view or decoration
/// view); the collection view applies it to the element's view. Subclass it to carry custom
/// attributes: override `copy(with:)` (calling `super`) and `isEqual(_:)`, and return the subclass
/// from the layout's `layoutAttributesClass`.
///
/// Defaults are UIKit's: center and size zero, identity transform, alpha 1, zIndex 0, not hidden.
/// Non-finite geometry is rejected: the previous value stays.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    private var storedCenter: CGPoint = .zero
    private var storedSize: CGSize = .zero
    /// The frame exactly as last set, or nil when it must be computed from center and size.
    private var storedFrame: CGRect?

    /// The element's frame, in the collection view's content coordinates.
    ///
    /// Setting it sets `size` and `center` (the frame's midpoint). With a non-identity
    /// `transform`, reading it gives the bounding box of the transformed bounds around `center`.
    open var frame: CGRect {
        get {
            let untransformed = storedFrame ?? CGRect(
                x: storedCenter.x - storedSize.width / 2, y: storedCenter.y - storedSize.height / 2,
                width: storedSize.width, height: storedSize.height)
            guard !transform.isIdentity else { return untransformed }
            let box = CGRect(x: -storedSize.width / 2, y: -storedSize.height / 2,
                             width: storedSize.width, height: storedSize.height).applying(transform)
            return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard newValue.isFiniteRect, !newValue.isNull else { return }
            storedFrame = newValue
            storedSize = newValue.size
            storedCenter = newValue.center
        }
    }

    /// The center point of the element, in the collection view's content coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            storedCenter = newValue
            storedFrame = nil
        }
    }

    /// The size of the element.
    open var size: CGSize {
        get { storedSize }
        set {
            guard newValue.isFiniteSize else { return }
            storedSize = newValue
            storedFrame = nil
        }
    }

    /// The bounds of the element: the origin is always zero, the size is `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedSize) }
        set { size = newValue.size }
    }

    /// The affine transform of the element, applied around its center.
    open var transform: CGAffineTransform = .identity

    /// The transparency of the element, from 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat = 1

    /// The position of the element on the z axis; higher values are drawn above lower ones.
    open var zIndex: Int = 0

    /// Whether the element is hidden. A hidden element's view is not created or is hidden.
    open var isHidden: Bool = false

    /// The index path of the element.
    open var indexPath: IndexPath = IndexPath(item: NSNotFound, section: NSNotFound)

    /// The type of the element: cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: CollectionView.ElementCategory = .cell

    /// The layout-specific identifier of the element's kind; nil for cells.
    open private(set) var representedElementKind: String?

    /// Creates attributes for a cell with default values.
    public required override init() {
        super.init()
    }

    /// Creates attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes attributes of the dynamic type `cls` (a layout's `layoutAttributesClass`).
    static func make(
        _ cls: CollectionViewLayoutAttributes.Type, category: CollectionView.ElementCategory,
        kind: String?, indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes {
        let attributes = cls.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// A copy of the attributes, of the receiver's dynamic type. Subclasses that add properties
    /// override this, call `super`, and copy their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.storedCenter = storedCenter
        copy.storedSize = storedSize
        copy.storedFrame = storedFrame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// UIKit's equality: the same element (index path, category, kind) with the same geometry
    /// (center and size within 1.2e-7), transform, alpha, zIndex and visibility.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        let tolerance: CGFloat = 1.2e-7
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
        return indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && close(storedCenter.x, other.storedCenter.x) && close(storedCenter.y, other.storedCenter.y)
            && close(storedSize.width, other.storedSize.width) && close(storedSize.height, other.storedSize.height)
            && transform == other.transform
            && alpha == other.alpha
            && zIndex == other.zIndex
            && isHidden == other.isHidden
    }

    /// Combines the index path and the element kind, as UIKit does.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let f = frame
        var text = "<\(type(of: self)): \(ObjectIdentifier(self))> index path: (\(indexPath));"
        if let kind = representedElementKind {
            text += " element kind: (\(kind));"
        }
        text += " frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height));"
        if !transform.isIdentity { text += " transform = \(transform);" }
        if alpha != 1 { text += " alpha = \(alpha);" }
        if zIndex != 0 { text += " zIndex = \(zIndex);" }
        if isHidden { text += " hidden = YES;" }
        return text
    }
}

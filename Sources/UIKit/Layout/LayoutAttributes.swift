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
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// Every geometric value and the element's identity, in one plain struct: a layout fills a
    /// new object with a single write, and freeing one destroys nothing.
    struct Storage: Equatable {
        var center: CGPoint = .zero
        var size: CGSize = .zero
        /// The frame exactly as last set, or nil when it must be computed from center and size.
        var frame: CGRect?
        var transform: CGAffineTransform = .identity
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var category: UICollectionView.ElementCategory = .cell
        /// The index path when it has two indexes (section, item), as it does for every element
        /// a layout makes; others are kept in `otherIndexPath`.
        var section = NSNotFound
        var item = NSNotFound

        /// The values of an element placed at `frame`.
        init(category: UICollectionView.ElementCategory, section: Int, item: Int, frame: CGRect) {
            self.category = category
            self.section = section
            self.item = item
            self.frame = frame
            size = frame.size
            center = frame.center
        }

        init() {}
    }

    var storage = Storage()
    /// The 3D transform when it is not affine (then `transform` is its affine part). Kept out of
    /// `storage`, which stays plain data that rect queries fill and copy cheaply.
    var nonAffineTransform: NonAffineTransform?
    /// The element kind (nil for cells).
    private var kind: String?
    /// An index path that is not (section, item).
    private var otherIndexPath: IndexPath?

    /// The element's frame, in the collection view's content coordinates.
    ///
    /// Setting it sets `size` and `center` (the frame's midpoint). With a non-identity
    /// `transform`, reading it gives the bounding box of the transformed bounds around `center`.
    open var frame: CGRect {
        get {
            let s = storage
            let untransformed = s.frame ?? CGRect(
                x: s.center.x - s.size.width / 2, y: s.center.y - s.size.height / 2,
                width: s.size.width, height: s.size.height)
            guard !s.transform.isIdentity else { return untransformed }
            let box = CGRect(x: -s.size.width / 2, y: -s.size.height / 2,
                             width: s.size.width, height: s.size.height).applying(s.transform)
            return box.offsetBy(dx: s.center.x, dy: s.center.y)
        }
        set {
            guard newValue.isFiniteRect, !newValue.isNull else { return }
            storage.frame = newValue
            storage.size = newValue.size
            storage.center = newValue.center
        }
    }

    /// The center point of the element, in the collection view's content coordinates.
    open var center: CGPoint {
        get { storage.center }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            storage.center = newValue
            storage.frame = nil
        }
    }

    /// The size of the element.
    open var size: CGSize {
        get { storage.size }
        set {
            guard newValue.isFiniteSize else { return }
            storage.size = newValue
            storage.frame = nil
        }
    }

    /// The bounds of the element: the origin is always zero, the size is `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storage.size) }
        set { size = newValue.size }
    }

    /// The affine transform of the element, applied around its center. Setting it replaces
    /// `transform3D` with the 3D form of this transform.
    open var transform: CGAffineTransform {
        get { storage.transform }
        set {
            storage.transform = newValue
            if nonAffineTransform != nil { nonAffineTransform = nil }
        }
    }

    /// The 3D transform of the element, applied around its center (the collection view sets it
    /// as the view's `layer.transform`). Setting it replaces `transform` with its affine part.
    open var transform3D: CATransform3D {
        get { nonAffineTransform?.value ?? CATransform3DMakeAffineTransform(storage.transform) }
        set {
            storage.transform = CATransform3DGetAffineTransform(newValue)
            nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : NonAffineTransform(newValue)
        }
    }

    /// The transparency of the element, from 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat {
        get { storage.alpha }
        set { storage.alpha = newValue }
    }

    /// The position of the element on the z axis; higher values are drawn above lower ones.
    open var zIndex: Int {
        get { storage.zIndex }
        set { storage.zIndex = newValue }
    }

    /// Whether the element is hidden. A hidden element's view is not created or is hidden.
    open var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }

    /// The index path of the element.
    open var indexPath: IndexPath {
        get { otherIndexPath ?? IndexPath(item: storage.item, section: storage.section) }
        set {
            if newValue.count == 2 {
                storage.section = newValue[0]
                storage.item = newValue[1]
                otherIndexPath = nil
            } else {
                otherIndexPath = newValue
            }
        }
    }

    /// The type of the element: cell, supplementary view or decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { storage.category }

    /// The layout-specific identifier of the element's kind; nil for cells.
    open var representedElementKind: String? { kind }

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
        storage.category = .supplementaryView
        kind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        storage.category = .decorationView
        kind = decorationViewKind
    }

    /// Makes the receiver over into fresh attributes of the element at `frame` (a new object, or
    /// one a layout or the collection view recycles).
    func remake(category: UICollectionView.ElementCategory, kind: String?, section: Int, item: Int, frame: CGRect) {
        storage = Storage(category: category, section: section, item: item, frame: frame)
        if nonAffineTransform != nil { nonAffineTransform = nil }
        if self.kind != kind { self.kind = kind }
        otherIndexPath = nil
    }

    /// Makes attributes of the dynamic type `cls` (a layout's `layoutAttributesClass`) for the
    /// element at `frame`, with one write.
    static func make(
        _ cls: UICollectionViewLayoutAttributes.Type, category: UICollectionView.ElementCategory,
        kind: String?, section: Int, item: Int, frame: CGRect = .zero
    ) -> UICollectionViewLayoutAttributes {
        let attributes = cls.init()
        attributes.remake(category: category, kind: kind, section: section, item: item, frame: frame)
        return attributes
    }

    /// A copy of the attributes, of the receiver's dynamic type. Subclasses that add properties
    /// override this, call `super`, and copy their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.assignBase(from: self)
        return copy
    }

    /// Gives the receiver `other`'s values of the properties this class declares.
    func assignBase(from other: UICollectionViewLayoutAttributes) {
        storage = other.storage
        nonAffineTransform = other.nonAffineTransform
        kind = other.kind
        otherIndexPath = other.otherIndexPath
    }

    /// UIKit's equality: the same element (index path, category, kind) with the same geometry
    /// (center and size within 1.2e-7), transform (2D and 3D), alpha, zIndex and visibility.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        let tolerance: CGFloat = 1.2e-7
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
        let mine = storage, theirs = other.storage
        return indexPath == other.indexPath && mine.category == theirs.category && kind == other.kind
            && close(mine.center.x, theirs.center.x) && close(mine.center.y, theirs.center.y)
            && close(mine.size.width, theirs.size.width) && close(mine.size.height, theirs.size.height)
            && mine.transform == theirs.transform && nonAffineTransform == other.nonAffineTransform && mine.alpha == theirs.alpha
            && mine.zIndex == theirs.zIndex && mine.isHidden == theirs.isHidden
    }

    /// Combines the index path and the element kind, as UIKit does.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(kind)
        return hasher.finalize()
    }

    open override var description: String {
        let f = frame
        var text = "<\(type(of: self)): \(ObjectIdentifier(self))> index path: (\(indexPath));"
        if let kind = representedElementKind {
            text += " element kind: (\(kind));"
        }
        text += " frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height));"
        if let transform3D = nonAffineTransform { text += " transform3D = \(transform3D.value);" }
        if !transform.isIdentity { text += " transform = \(transform);" }
        if alpha != 1 { text += " alpha = \(alpha);" }
        if zIndex != 0 { text += " zIndex = \(zIndex);" }
        if isHidden { text += " hidden = YES;" }
        return text
    }
}

/// A 3D transform that is not affine, kept out of line so that attributes without one stay
/// small (one pointer). Compared by value.
final class NonAffineTransform: Equatable, Sendable {
    let value: CATransform3D

    init(_ value: CATransform3D) {
        self.value = value
    }

    static func == (lhs: NonAffineTransform, rhs: NonAffineTransform) -> Bool {
        lhs.value == rhs.value
    }
}

import Foundation

/// Attribute objects a layout returned from a query, made over for the next query once the caller
/// has let go of them: an object that only this recycler holds is no one else's, so filling it
/// again is the same as making a new one, without the allocation. Only plain
/// `UICollectionViewLayoutAttributes` are recycled (a subclass may carry values of its own).
struct AttributesRecycler {
    private var spare: [UICollectionViewLayoutAttributes] = []
    private var next = 0

    /// How many objects the last query kept (about how many the next one returns).
    var count: Int { spare.count }

    /// Attributes for the element at `frame`: a spare object nobody else holds, or a new one.
    mutating func make(
        _ cls: UICollectionViewLayoutAttributes.Type, category: UICollectionView.ElementCategory,
        kind: String?, section: Int, item: Int, frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        if cls == UICollectionViewLayoutAttributes.self {
            while next < spare.count {
                defer { next += 1 }
                guard isKnownUniquelyReferenced(&spare[next]) else { continue }
                let attributes = spare[next]
                attributes.remake(category: category, kind: kind, section: section, item: item, frame: frame)
                return attributes
            }
        }
        return UICollectionViewLayoutAttributes.make(cls, category: category, kind: kind, section: section, item: item, frame: frame)
    }

    /// Keeps the plain attributes of `returned` (at most a few screens' worth) for the next query.
    mutating func keep(_ returned: [UICollectionViewLayoutAttributes]) {
        spare.removeAll(keepingCapacity: true)
        next = 0
        for attributes in returned.prefix(Self.limit) where type(of: attributes) == UICollectionViewLayoutAttributes.self {
            spare.append(attributes)
        }
    }

    private static var limit: Int { 2_048 }
}

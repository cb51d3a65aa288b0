import Foundation

/// Identifies one element of a collection view: its category, kind and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                  indexPath: attributes.indexPath)
    }
}

import Testing
import PhotoAlbum
import UIKit

/// Attributes that carry a badge number, as Table 3-1's "custom attributes" scenario.
final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badge = badge
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes else { return false }
        return super.isEqual(other) && other.badge == badge
    }
}

/// Table 3-1's subclass scenarios: its own attributes class, and a decoration view behind each
/// section, added to what `super` returns.
final class ShelfLayout: UICollectionViewFlowLayout {
    static let shelf = "shelf"

    override init() {
        super.init()
        register(UICollectionReusableView.self, forDecorationViewOfKind: Self.shelf)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        for case let badged as BadgeAttributes in attributes { badged.badge = badged.indexPath.item + 1 }
        for section in 0..<collectionView!.numberOfSections {
            if let shelf = layoutAttributesForDecorationView(ofKind: Self.shelf, at: IndexPath(item: 0, section: section)),
               shelf.frame.intersects(rect) {
                attributes.append(shelf)
            }
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let count = collectionView!.numberOfItems(inSection: indexPath.section)
        guard elementKind == Self.shelf, count > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: indexPath.section))
        else { return nil }
        let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        shelf.frame = CGRect(x: 0, y: first.frame.minY, width: collectionViewContentSize.width, height: last.frame.maxY - first.frame.minY)
        shelf.zIndex = -1
        return shelf
    }
}

@Suite @MainActor struct FlowSubclassTests {
    @Test func subclassBringsItsOwnAttributesClassAndDecorationViews() {
        let layout = ShelfLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let album = TestAlbumSource()
        album.imageNames = ["a", "b", "c"]
        collectionView.dataSource = album
        collectionView.layoutIfNeeded()
        let all = layout.layoutAttributesForElements(in: collectionView.bounds)!
        let cells = all.filter { $0.representedElementCategory == .cell }
        #expect(cells.count == 3 && cells.allSatisfy { $0 is BadgeAttributes })
        #expect(cells.map { ($0 as! BadgeAttributes).badge } == [1, 2, 3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is BadgeAttributes)
        let shelves = all.filter { $0.representedElementCategory == .decorationView }
        #expect(shelves.count == 1 && shelves[0].representedElementKind == "shelf" && shelves[0].zIndex == -1)
        #expect(shelves[0].frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }
}

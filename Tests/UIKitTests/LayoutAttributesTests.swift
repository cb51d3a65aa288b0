import Foundation
import Testing
@testable import UIKit

final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tagValue = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tagValue = tagValue
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TaggedAttributes else { return false }
        return super.isEqual(other) && other.tagValue == tagValue
    }
}

@Suite struct LayoutAttributesTests {
    @Test func defaultsAreUIKits() {
        let a = UICollectionViewLayoutAttributes()
        #expect(a.frame == .zero && a.center == .zero && a.size == .zero)
        #expect(a.transform == .identity && a.alpha == 1 && a.zIndex == 0 && !a.isHidden)
        #expect(a.indexPath == IndexPath(item: NSNotFound, section: NSNotFound))
        #expect(a.representedElementCategory == .cell && a.representedElementKind == nil)
    }

    @Test func factoryInitializersSetCategoryAndKind() {
        let path = IndexPath(item: 2, section: 1)
        let cell = UICollectionViewLayoutAttributes(forCellWith: path)
        #expect(cell.indexPath == path && cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path)
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "shelf")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test func frameCenterAndSizeStayInStep() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = rect(10.333333333333334, 20, 50, 40)
        #expect(a.frame == rect(10.333333333333334, 20, 50, 40))
        #expect(a.center == CGPoint(x: 35.333333333333336, y: 40) && a.size == size(50, 40))
        #expect(a.bounds == rect(0, 0, 50, 40))
        a.center = CGPoint(x: 100, y: 100)
        #expect(a.frame == rect(75, 80, 50, 40))
        a.size = size(10, 10)
        #expect(a.frame == rect(95, 95, 10, 10))
        a.bounds = rect(0, 0, 20, 30)
        #expect(a.frame == rect(90, 85, 20, 30))
    }

    @Test func transformedFrameIsTheBoundingBoxAroundTheCenter() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = rect(0, 0, 100, 50)
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(a.frame == rect(25, 12.5, 50, 25))
        #expect(a.center == CGPoint(x: 50, y: 25) && a.size == size(100, 50))
    }

    @Test func nonFiniteGeometryIsRejected() {
        let a = UICollectionViewLayoutAttributes()
        a.frame = rect(1, 2, 3, 4)
        a.frame = rect(.nan, 0, 10, 10)
        a.center = CGPoint(x: CGFloat.infinity, y: 0)
        a.size = size(.nan, 1)
        #expect(a.frame == rect(1, 2, 3, 4))
    }

    @Test func copyKeepsTheDynamicTypeAndEveryValue() {
        let a = TaggedAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
        a.frame = rect(1, 2, 3, 4)
        a.alpha = 0.5
        a.zIndex = 7
        a.isHidden = true
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        a.tagValue = 42
        let copy = a.copy() as! TaggedAttributes
        #expect(copy !== a && copy.tagValue == 42)
        #expect(copy.representedElementKind == "badge" && copy.representedElementCategory == .supplementaryView)
        #expect(copy.isEqual(a) && copy.hash == a.hash)
        copy.tagValue = 1
        #expect(!copy.isEqual(a))
    }

    @Test func equalityComparesElementAndGeometry() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = rect(0, 0, 50, 50)
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(a.isEqual(b))
        b.center = CGPoint(x: 25 + 1e-8, y: 25)
        #expect(a.isEqual(b), "within UIKit's tolerance")
        b.center = CGPoint(x: 26, y: 25)
        #expect(!a.isEqual(b))
        let c = a.copy() as! UICollectionViewLayoutAttributes
        c.alpha = 0.9
        #expect(!a.isEqual(c))
        let d = a.copy() as! UICollectionViewLayoutAttributes
        d.indexPath = IndexPath(item: 1, section: 0)
        #expect(!a.isEqual(d))
        #expect(!a.isEqual(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "x", with: a.indexPath)))
    }
}

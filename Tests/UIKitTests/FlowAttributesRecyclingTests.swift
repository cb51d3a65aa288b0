import Foundation
import Testing
@testable import UIKit

/// A rect query makes over the attribute objects of the previous one that the caller let go of;
/// objects the caller still holds never change.
@Suite @MainActor struct FlowAttributesRecyclingTests {
    private func fixture() -> FlowFixture {
        let fixture = FlowFixture(counts: [500, 20]) {
            $0.itemSize = size(40, 30)
            $0.headerReferenceSize = size(0, 25)
        }
        fixture.relayout()
        return fixture
    }

    @Test func attributesTheCallerHoldsNeverChange() {
        let layout = fixture().layout
        let held = layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))!
        let before = held.map { $0.copy() as! UICollectionViewLayoutAttributes }
        let other = layout.layoutAttributesForElements(in: rect(0, 2_000, 320, 480))!
        #expect(held.count == before.count && zip(held, before).allSatisfy { $0.isEqual($1) })
        #expect(Set(other.map(ObjectIdentifier.init)).isDisjoint(with: held.map(ObjectIdentifier.init)))
    }

    @Test func recycledAttributesAreFreshWhateverTheLastCallerDidToThem() {
        let layout = fixture().layout
        func query() -> [UICollectionViewLayoutAttributes] { layout.layoutAttributesForElements(in: rect(0, 400, 320, 480))! }
        let fresh = query().map { $0.copy() as! UICollectionViewLayoutAttributes }
        // A subclass or a caller changes what it got, then lets go of it.
        let changed: [ObjectIdentifier] = {
            let changed = query()
            for attributes in changed {
                attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
                attributes.alpha = 0.3
                attributes.zIndex = 7
                attributes.isHidden = true
                attributes.indexPath = IndexPath(index: 3)
            }
            return changed.map(ObjectIdentifier.init)
        }()
        let again = query()
        #expect(again.map(ObjectIdentifier.init) == changed, "the same objects, made over")
        #expect(again.count == fresh.count && zip(again, fresh).allSatisfy { $0.isEqual($1) })
        #expect(again.map(\.representedElementKind) == fresh.map(\.representedElementKind))
        #expect(again.allSatisfy { $0.transform.isIdentity && $0.alpha == 1 && !$0.isHidden && $0.indexPath.count == 2 })
    }

    @Test func subclassedAttributesAreAlwaysNewObjects() {
        final class TaggedLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        }
        let layout = TaggedLayout()
        layout.itemSize = size(40, 30)
        _ = laidOutCollectionView(FlowFixture(counts: [100]), layout: layout)
        for attributes in layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))! { (attributes as! TaggedAttributes).tagValue = 9 }
        let again = layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))!
        #expect(again.allSatisfy { ($0 as? TaggedAttributes)?.tagValue == 0 })
    }
}

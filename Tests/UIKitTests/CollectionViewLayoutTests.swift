import Foundation
import Testing
@testable import UIKit

final class RecordingContext: UICollectionViewLayoutInvalidationContext {}

/// A layout that records what it is asked, with a fixed 3-item column of 100×40 cells.
final class RecordingLayout: UICollectionViewLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var prepareCount = 0
    var boundsAnswer = false

    override class var invalidationContextClass: AnyClass { RecordingContext.self }
    override func prepare() {
        super.prepare()
        prepareCount += 1
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 120) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 40, width: 100, height: 40)
        return attributes
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { boundsAnswer }
}

@Suite @MainActor struct CollectionViewLayoutTests {
    @Test func baseClassDefaultsAreUIKits() {
        let layout = UICollectionViewLayout()
        #expect(layout.collectionView == nil && layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 10, 10)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "d", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 1, 1)))
        let point = CGPoint(x: 12, y: 34)
        #expect(layout.targetContentOffset(forProposedContentOffset: point) == point)
        #expect(layout.targetContentOffset(forProposedContentOffset: point, withScrollingVelocity: CGPoint(x: 3, y: 3)) == point)
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "h").isEmpty)
        #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "d").isEmpty)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
        layout.prepareForTransition(to: UICollectionViewLayout())
        layout.prepareForTransition(from: UICollectionViewLayout())
        layout.finalizeLayoutTransition()
        layout.prepare(forAnimatedBoundsChange: .zero)
        layout.finalizeAnimatedBoundsChange()
    }

    @Test func invalidateLayoutSendsAnEverythingContextOfTheLayoutsClass() {
        let layout = RecordingLayout()
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1)
        #expect(layout.contexts[0] is RecordingContext && layout.contexts[0].invalidateEverything)
        #expect(!layout.contexts[0].invalidateDataSourceCounts)
        #expect(layout.invalidationContext(forBoundsChange: .zero) is RecordingContext)
    }

    @Test func preferredAttributesContextInvalidatesThatElement() {
        let layout = UICollectionViewLayout()
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "h", with: IndexPath(item: 0, section: 2))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: header, withOriginalAttributes: header)
        #expect(context.invalidatedSupplementaryIndexPaths == ["h": [IndexPath(item: 0, section: 2)]])
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell)
            .invalidatedItemIndexPaths == [IndexPath(item: 4, section: 0)])
    }

    @Test func contextsAccumulateWhatTheyName() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateDecorationElements(ofKind: "d", at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: "s", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedDecorationIndexPaths == ["d": [IndexPath(item: 0, section: 1)]])
        #expect(context.invalidatedSupplementaryIndexPaths?["s"]?.count == 1)
    }

    @Test func decorationViewRegistration() {
        let layout = UICollectionViewLayout()
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "shelf")
        #expect(layout.decorationViewSources["shelf"] != nil)
        layout.register(nil as AnyClass?, forDecorationViewOfKind: "shelf")
        #expect(layout.decorationViewSources["shelf"] == nil)
    }

    @Test func defaultUpdateAnimationsFadeInsertedAndDeletedItems() {
        let layout = RecordingLayout()
        let before = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "h", with: IndexPath(item: 0, section: 1))
        layout.captureAttributesBeforeUpdate(before + [header])
        layout.prepare(forCollectionViewUpdates: [
            UICollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(item: 2, section: 0), indexPathAfterUpdate: nil),
            UICollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 0, section: 0)),
            UICollectionViewUpdateItem(action: .move, indexPathBeforeUpdate: IndexPath(item: 0, section: 0),
                                     indexPathAfterUpdate: IndexPath(item: 1, section: 0)),
            UICollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(item: NSNotFound, section: 1),
                                     indexPathAfterUpdate: nil),
        ])
        let inserted = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0))!
        #expect(inserted.alpha == 0 && inserted.frame == rect(0, 0, 100, 40))
        let deleted = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 2, section: 0))!
        #expect(deleted.alpha == 0 && deleted.frame == rect(0, 80, 100, 40))
        let moved = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))!
        #expect(moved.alpha == 1 && moved.frame == rect(0, 0, 100, 40) && moved.indexPath == IndexPath(item: 1, section: 0))
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)) == nil)
        let gone = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "h", at: IndexPath(item: 0, section: 1))
        #expect(gone?.alpha == 0 && gone?.representedElementKind == "h")
        #expect(UICollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(item: NSNotFound, section: 1),
                                         indexPathAfterUpdate: nil).updateAction == .delete)
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func interactiveMovementDefaults() {
        let layout = RecordingLayout()
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 0, section: 0), withPosition: CGPoint(x: 50, y: 90))
            == IndexPath(item: 2, section: 0))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 1, section: 0), withPosition: CGPoint(x: 500, y: 500))
            == IndexPath(item: 1, section: 0))
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 1, section: 0), withTargetPosition: CGPoint(x: 70, y: 70))
        #expect(moving.center == CGPoint(x: 70, y: 70) && moving.size == size(100, 40))
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [IndexPath(item: 2, section: 0)], withTargetPosition: CGPoint(x: 1, y: 2),
            previousIndexPaths: [IndexPath(item: 0, section: 0)], previousPosition: .zero)
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 0, section: 0)])
        #expect(context.interactiveMovementTarget == CGPoint(x: 1, y: 2))
        let end = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [IndexPath(item: 2, section: 0)], previousIndexPaths: [IndexPath(item: 0, section: 0)],
            movementCancelled: false)
        #expect(end.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
    }
}

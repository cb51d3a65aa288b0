import Foundation
import Testing
@testable import UIKit

/// 3D transforms kept consistent as UIKit keeps them: a view's transform is its layer's affine
/// part, layout attributes' `transform` and `transform3D` set each other, and the collection
/// view gives a cell its attributes' 3D transform as its layer's.
@Suite @MainActor struct LayerTransformTests {
    private var card: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        return CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    }

    @Test func aViewsTransformIsItsLayersAffinePart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.layer.transform == CATransform3DMakeScale(2, 3, 1))
        view.layer.transform = card
        #expect(view.layer.transform == card)
        #expect(view.transform == CATransform3DGetAffineTransform(card))
        #expect(view.layer.affineTransform() == view.transform)
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform), "an affine view transform replaces the 3D one")
        view.layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.5))
        #expect(view.transform == CGAffineTransform(rotationAngle: 0.5))
        view.layer.transform = CATransform3DMakeTranslation(5, 6, 0)
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 6))
    }

    @Test func attributesKeepTransformAndTransform3DConsistent() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(CATransform3DIsIdentity(attributes.transform3D))
        attributes.transform3D = card
        #expect(attributes.transform3D == card)
        #expect(attributes.transform == CATransform3DGetAffineTransform(card))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.transform3D == card && copy.isEqual(attributes))
        copy.transform3D = CATransform3DRotate(card, 0.1, 0, 1, 0)
        #expect(!copy.isEqual(attributes), "the 3D transform counts for equality")
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 2, 1))
        attributes.transform3D = CATransform3DMakeTranslation(3, 4, 0)
        #expect(attributes.transform == CGAffineTransform(translationX: 3, y: 4))
    }

    /// A flow layout that turns every item in 3D.
    final class TurningLayout: UICollectionViewFlowLayout {
        nonisolated(unsafe) static var turn = CATransform3DIdentity
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let attributes = original.copy() as! UICollectionViewLayoutAttributes
                attributes.transform3D = Self.turn
                return attributes
            }
        }
    }

    @Test func theCollectionViewSetsTheCellsLayerTransform() {
        TurningLayout.turn = card
        let fixture = EngineFixture(model: [["a", "b"]], layout: TurningLayout())
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.layer.transform == card)
        #expect(cell.bounds.size == CGSize(width: 100, height: 100) && cell.center == CGPoint(x: 50, y: 50))
        TurningLayout.turn = CATransform3DIdentity
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(CATransform3DIsIdentity(cell.layer.transform))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A cell that hangs from a point above it, as the circular layouts of tutorials do:
    /// `apply(_:)` moves the anchor point and then the center to keep the frame.
    final class HangingCell: UICollectionViewCell {
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            layer.anchorPoint = CGPoint(x: 0.5, y: 2)
            center.y += (2 - 0.5) * bounds.height
        }
    }

    /// One item of `HangingCell` at (0, 0), 100 × 100.
    final class HangingSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "hanging", for: indexPath)
        }
    }

    @Test func aCellWithAMovedAnchorPointIsPlacedByCenterAsUIKitDoes() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(HangingCell.self, forCellWithReuseIdentifier: "hanging")
        let source = HangingSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: 2))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        collectionView.contentOffset.y = 1
        collectionView.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "unchanged attributes leave it in place")
        layout.itemSize = CGSize(width: 80, height: 80)
        collectionView.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 80), "new attributes place it by center, then apply")
    }
}

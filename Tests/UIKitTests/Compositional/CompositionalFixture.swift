import Foundation
@testable import UIKit

/// A collection view of `counts` items per section with a compositional layout, 390×844 (an
/// iPhone in portrait) at scale 2 unless told otherwise, laid out.
@MainActor
final class CompositionalFixture: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    let collectionView: UICollectionView
    let layout: UICollectionViewCompositionalLayout

    init(_ layout: UICollectionViewCompositionalLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844),
         scale: CGFloat = 2) {
        self.counts = counts
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.traitOverrides.displayScale = scale
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["header", "footer", "badge", "global-header", "global-footer", UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.register(MeasuredHeader.self, forSupplementaryViewOfKind: "measured", withReuseIdentifier: "measured")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    convenience init(section: NSCollectionLayoutSection, counts: [Int], size: CGSize = CGSize(width: 390, height: 844),
                     scale: CGFloat = 2) {
        self.init(UICollectionViewCompositionalLayout(section: section), counts: counts, size: size, scale: scale)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }

    /// The frame of item `item` of `section`.
    func cell(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the supplementary of `kind` at `index` in `section`.
    func supplementary(_ kind: String, _ index: Int = 0, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: index, section: section))?.frame
    }

    var contentSize: CGSize { layout.collectionViewContentSize }
}

/// Shorthands for the spec's notation: `fw(0.2)`, `fh(1)`, `pt(44)` (the spec's abs), `est(44)`.
func fw(_ value: CGFloat) -> NSCollectionLayoutDimension { .fractionalWidth(value) }
func fh(_ value: CGFloat) -> NSCollectionLayoutDimension { .fractionalHeight(value) }
func pt(_ value: CGFloat) -> NSCollectionLayoutDimension { .absolute(value) }
func est(_ value: CGFloat) -> NSCollectionLayoutDimension { .estimated(value) }

func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: layoutSize(width, height))
}

import Foundation
import Testing
@testable import UIKit

/// Cells that measure themselves one by one, over many solves, as a long self-sizing list is
/// scrolled: each solve measures again only the groups whose items measured since the last one
/// (`measuredGroupCache`), and the frames are those of every measurement applied at once.
@Suite @MainActor struct CompositionalIncrementalMeasureTests {
    /// A cell whose height depends on its item: 30 to 60 points, never the 44 estimated.
    final class VaryingCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.size.height = VaryingCell.height(of: layoutAttributes.indexPath.item)
            return attributes
        }

        static func height(of item: Int) -> CGFloat { 30 + CGFloat(item * 7 % 7 + item % 5) * 6 }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Rows of estimated height 44, `columns` to a group, 4 points apart.
    static func layout(columns: Int) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                         heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Scrolls the whole list down a screen at a time and back up, then returns every item's frame.
    func scrolledThrough(columns: Int, count: Int) -> [CGRect] {
        let source = Source(count: count)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                            collectionViewLayout: Self.layout(columns: columns))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(VaryingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        var y: CGFloat = 0
        while y < collectionView.contentSize.height {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            y += 150
        }
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        return (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    }

    @Test func rowsMeasuredOneByOneStackAsIfMeasuredAtOnce() {
        let frames = scrolledThrough(columns: 1, count: 120)
        var y: CGFloat = 0
        for (item, frame) in frames.enumerated() {
            #expect(frame == CGRect(x: 0, y: y, width: 320, height: VaryingCell.height(of: item)), "item \(item)")
            y += VaryingCell.height(of: item) + 4
        }
    }

    @Test func groupsOfSeveralItemsTakeTheirTallestItem() {
        let frames = scrolledThrough(columns: 3, count: 90)
        var y: CGFloat = 0
        for group in 0..<30 {
            let heights = (0..<3).map { VaryingCell.height(of: group * 3 + $0) }
            for column in 0..<3 {
                let frame = frames[group * 3 + column]
                #expect(frame.minY == y && frame.height == heights[column], "item \(group * 3 + column)")
            }
            y += heights.max()! + 4
        }
    }

    /// A group measured again replaces its template: the groups after it move by the change.
    @Test func aGroupMeasuredAgainMovesTheGroupsAfterIt() {
        var groups = MeasuredGroups()
        let template = GroupTemplate(size: .zero)
        groups.set(group: 2, template: template, growth: 10)
        groups.set(group: 7, template: template, growth: -4)
        groups.set(group: 5, template: template, growth: 3)
        #expect(groups.indexes == [2, 5, 7])
        #expect(groups.shift(before: 8) == 9)
        groups.set(group: 5, template: template, growth: 20)
        #expect(groups.shift(before: 5) == 10)
        #expect(groups.shift(before: 6) == 30)
        #expect(groups.shift(before: 8) == 26)
    }
}

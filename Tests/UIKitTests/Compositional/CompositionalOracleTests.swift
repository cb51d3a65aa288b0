import Foundation
import Testing
@testable import UIKit

/// Random flat grids against a simple oracle written from the spec (§2.2–§2.6, §2.10): one group
/// of one repeated fractional or absolute item, fixed spacing, section insets, at scales 2 and
/// 3, in both scroll directions.
@Suite @MainActor struct CompositionalOracleTests {
    /// The spec's frames for item `k`, computed naively: resolve sizes (floored to the pixel),
    /// fill the group while items fit (0.25-point tolerance), re-solve fractional items for the
    /// spacing, stride the groups, round every frame.
    private struct Oracle {
        var viewport: CGSize
        var horizontal: Bool
        var scale: CGFloat
        var itemFraction: CGFloat?     // fractional along the group's axis, else absolute
        var itemLength: CGFloat
        var itemCross: CGFloat          // fraction of the group's cross extent
        var groupExtent: CGFloat        // absolute, along the layout's axis
        var spacing: CGFloat
        var interGroupSpacing: CGFloat
        var insets: (before: CGFloat, after: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat)

        func floorPixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.down) / scale }
        func roundPixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }

        /// The group's cross extent (the container across the layout's axis, less the insets).
        var across: CGFloat {
            (horizontal ? viewport.height : viewport.width) - insets.crossBefore - insets.crossAfter
        }

        /// Item slot length along the group (across the layout's axis) in a container `length` long.
        func slot(in length: CGFloat) -> CGFloat {
            itemFraction.map { floorPixel(length * $0) } ?? itemLength
        }

        /// How many items one group holds, and their slot length.
        var perGroup: (count: Int, slot: CGFloat) {
            var length = slot(in: across)
            var count = 0
            var remaining = across
            while true {
                var rest = remaining - length
                if count > 0, itemFraction == nil { rest -= spacing }
                guard rest >= -0.25, count < 10_000 else { break }
                remaining = rest
                count += 1
            }
            if itemFraction != nil, spacing != 0, count >= 2 {
                length = slot(in: across - spacing * CGFloat(count - 1))
                count = 0
                remaining = across
                while true {
                    var rest = remaining - length
                    if count > 0 { rest -= spacing }
                    guard rest >= -0.25, count < 10_000 else { break }
                    remaining = rest
                    count += 1
                }
            }
            return (count, length)
        }

        func frame(_ k: Int) -> CGRect? {
            let (count, length) = perGroup
            guard count > 0 else { return nil }
            let group = k / count, slotIndex = k % count
            let along = insets.before + CGFloat(group) * (groupExtent + interGroupSpacing)
            let crossOrigin = insets.crossBefore + CGFloat(slotIndex) * (length + spacing)
            let height = floorPixel(groupExtent * itemCross)
            let frame = horizontal
                ? CGRect(x: along, y: crossOrigin, width: height, height: length)
                : CGRect(x: crossOrigin, y: along, width: length, height: height)
            return CGRect(x: roundPixel(frame.minX), y: roundPixel(frame.minY), width: roundPixel(frame.width),
                          height: roundPixel(frame.height))
        }
    }

    @Test(arguments: 0..<40) func randomGridsMatchTheOracle(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 1234)
        let horizontal = random.bool()
        let scale: CGFloat = random.bool() ? 2 : 3
        let fractional = random.bool()
        let oracle = Oracle(
            viewport: size(CGFloat(random.int(280...1100)), CGFloat(random.int(400...1000))), horizontal: horizontal, scale: scale,
            itemFraction: fractional ? [0.2, 0.25, 0.3, 1.0 / 3, 0.5, 0.45, 0.7][random.int(0...6)] : nil,
            itemLength: CGFloat(random.int(20...160)), itemCross: [1, 0.5, 0.8][random.int(0...2)],
            groupExtent: CGFloat(random.int(30...200)), spacing: CGFloat(random.int(0...12)),
            interGroupSpacing: CGFloat(random.int(0...16)),
            insets: (CGFloat(random.int(0...30)), CGFloat(random.int(0...30)), CGFloat(random.int(0...30)), CGFloat(random.int(0...30))))
        let crossDimension: NSCollectionLayoutDimension = oracle.itemFraction.map { horizontal ? .fractionalHeight($0) : .fractionalWidth($0) }
            ?? .absolute(oracle.itemLength)
        let leaf = horizontal
            ? NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(oracle.itemCross), crossDimension))
            : NSCollectionLayoutItem(layoutSize: layoutSize(crossDimension, .fractionalHeight(oracle.itemCross)))
        let group = horizontal
            ? NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(pt(oracle.groupExtent), fh(1)), subitems: [leaf])
            : NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(oracle.groupExtent)), subitems: [leaf])
        group.interItemSpacing = .fixed(oracle.spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = oracle.interGroupSpacing
        section.contentInsets = horizontal
            ? NSDirectionalEdgeInsets(top: oracle.insets.crossBefore, leading: oracle.insets.before,
                                    bottom: oracle.insets.crossAfter, trailing: oracle.insets.after)
            : NSDirectionalEdgeInsets(top: oracle.insets.before, leading: oracle.insets.crossBefore,
                                    bottom: oracle.insets.after, trailing: oracle.insets.crossAfter)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        let fixture = CompositionalFixture(UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                                           counts: [60], size: oracle.viewport, scale: scale)
        for k in [0, 1, 2, 5, 11, 17, 30, 59] {
            #expect(fixture.cell(k) == oracle.frame(k), "item \(k), seed \(seed)")
        }
    }
}

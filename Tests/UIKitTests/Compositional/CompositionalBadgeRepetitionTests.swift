import Foundation
import Testing
@testable import UIKit

/// Supplementary items attached to items (badges) sit on every item a group places: each
/// repetition of a `count:` group, every item of repeating and nested groups, groups repeated
/// down a section and orthogonal sections — checked against spec §2.8's formula written out
/// plainly here.
@Suite @MainActor struct CompositionalBadgeRepetitionTests {
    /// An anchor and how to write it: edges with an absolute or a fractional offset.
    struct Anchor: CustomStringConvertible {
        let edges: NSDirectionalRectEdge
        let offset: CGPoint
        let fractional: Bool

        var layoutAnchor: NSCollectionLayoutAnchor {
            fractional ? NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
                : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
        }

        /// The anchor's unit point: 0, 0.5 or 1 on each axis (spec §2.8).
        var unit: CGPoint {
            func axis(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge) -> CGFloat {
                edges.contains(low) && edges.contains(high) ? 0.5 : edges.contains(low) ? 0 : edges.contains(high) ? 1 : 0.5
            }
            return CGPoint(x: axis(.leading, .trailing), y: axis(.top, .bottom))
        }

        func points(for size: CGSize) -> CGPoint {
            fractional ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
        }

        var description: String { "\(edges.rawValue)\(fractional ? " frac" : " abs") \(offset)" }
    }

    static let anchors: [(container: Anchor, item: Anchor?)] = [
        (Anchor(edges: [.top, .leading], offset: .zero, fractional: false), nil),
        (Anchor(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), fractional: true), nil),
        (Anchor(edges: [.bottom], offset: CGPoint(x: -4, y: 2), fractional: false), nil),
        (Anchor(edges: [.top, .trailing], offset: .zero, fractional: false),
         Anchor(edges: [.bottom, .leading], offset: CGPoint(x: 0.5, y: 0.5), fractional: true)),
    ]

    /// Spec §2.8, plainly: the item anchor's point of the badge on the container anchor's point
    /// of the cell, then both offsets; on the pixel grid.
    static func expectedBadge(on cell: CGRect, size: CGSize, container: Anchor, item: Anchor?) -> CGRect {
        let a = container.unit, b = (item ?? container).unit
        let c = container.points(for: size), i = item?.points(for: size) ?? .zero
        let x = cell.minX + cell.width * a.x - size.width / 2 + (0.5 - b.x) * size.width + c.x + i.x
        let y = cell.minY + cell.height * a.y - size.height / 2 + (0.5 - b.y) * size.height + c.y + i.y
        return pixelAligned(CGRect(x: x, y: y, width: size.width, height: size.height))
    }

    /// Frames come out with their origins and sizes on the display's pixels (scale 2 here).
    static func pixelAligned(_ rect: CGRect, scale: CGFloat = 2) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    private static let badgeSize = CGSize(width: 12, height: 19.5)

    private func badged(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
                        _ anchor: (container: Anchor, item: Anchor?)) -> NSCollectionLayoutItem {
        let badge = anchor.item.map {
            NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(pt(12), pt(19.5)), elementKind: "badge",
                                              containerAnchor: anchor.container.layoutAnchor, itemAnchor: $0.layoutAnchor)
        } ?? NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(pt(12), pt(19.5)), elementKind: "badge",
                                               containerAnchor: anchor.container.layoutAnchor)
        return NSCollectionLayoutItem(layoutSize: layoutSize(width, height), supplementaryItems: [badge])
    }

    /// Every item of every section has its badge, where the formula puts it on its cell.
    private func expectEveryItemBadged(_ fixture: CompositionalFixture, _ anchor: (container: Anchor, item: Anchor?),
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (section, count) in fixture.counts.enumerated() {
            for item in 0..<count {
                guard let cell = fixture.cell(item, section) else {
                    Issue.record("no cell \(section).\(item)", sourceLocation: sourceLocation)
                    continue
                }
                let expected = Self.expectedBadge(on: cell, size: Self.badgeSize, container: anchor.container, item: anchor.item)
                let badge = fixture.supplementary("badge", item, section)
                #expect(badge == expected, "item \(section).\(item), anchor \(anchor.container) / \(anchor.item.map(\.description) ?? "-")",
                        sourceLocation: sourceLocation)
            }
        }
        // Badges may stand outside the content; orthogonal sections run past its width.
        let everywhere = CGRect(x: -100, y: -100, width: 10_000, height: fixture.contentSize.height + 200)
        let shown = fixture.layout.layoutAttributesForElements(in: everywhere) ?? []
        #expect(shown.filter { $0.representedElementKind == "badge" }.count == fixture.counts.reduce(0, +),
                sourceLocation: sourceLocation)
    }

    @Test func countGroupBadgesEveryItem() {
        let item = badged(fw(1), fh(1), Self.anchors[0])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fh(0.2)), subitem: item, count: 2)
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [2],
                                           size: CGSize(width: 414, height: 726))
        #expect(fixture.cell(1) == CGRect(x: 207, y: 0, width: 207, height: 145))
        #expect(fixture.supplementary("badge", 0) == CGRect(x: 0, y: 0, width: 12, height: 19.5))
        #expect(fixture.supplementary("badge", 1) == CGRect(x: 207, y: 0, width: 12, height: 19.5))
    }

    @Test(arguments: 0..<4) func countAndRepeatingGroupsDownASection(anchorIndex: Int) {
        let anchor = Self.anchors[anchorIndex]
        let counted = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.5), pt(120)),
                                                     subitem: badged(fw(1), fh(1), anchor), count: 3)
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(80)),
                                                         subitems: [badged(pt(90), fh(1), anchor), badged(pt(60), fh(0.5), anchor)])
        repeating.interItemSpacing = .fixed(7)
        for group in [counted, repeating] {
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 5
            section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)
            expectEveryItemBadged(CompositionalFixture(section: section, counts: [11, 4]), anchor)
        }
    }

    @Test(arguments: 0..<4) func nestedGroups(anchorIndex: Int) {
        let anchor = Self.anchors[anchorIndex]
        let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.4), fh(1)),
                                                    subitem: badged(fw(1), fh(0.5), anchor), count: 2)
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fh(0.5)),
                                                     subitems: [badged(fw(0.6), fh(1), anchor), column])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(1), pt(300)),
                                                   subitems: [badged(fw(1), fh(0.5), anchor), inner])
        expectEveryItemBadged(CompositionalFixture(section: NSCollectionLayoutSection(group: outer), counts: [13]), anchor)
    }

    @Test(arguments: 0..<4) func orthogonalSections(anchorIndex: Int) {
        let anchor = Self.anchors[anchorIndex]
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.8), pt(200)),
                                                   subitem: badged(fw(1), fh(0.5), anchor), count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        expectEveryItemBadged(CompositionalFixture(section: section, counts: [7, 3]), anchor)
    }

    @Test func itemsMissingFromTheLastGroupHaveNoBadge() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)),
                                                     subitem: badged(fw(1), fh(1), Self.anchors[0]), count: 4)
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [6])
        #expect(fixture.supplementary("badge", 5) != nil)
        #expect(fixture.supplementary("badge", 6) == nil)
        #expect(fixture.supplementary("badge", 7) == nil)
    }
}


import Foundation
import PropertyBased
import Testing
@testable import UIKit

/// Random sections, sizes, insets and spacings, in both directions and at pixel scales 1–3.
@Suite @MainActor struct FlowPropertyTests {
    private let seeds = Gen<UInt64>.value(in: 0...UInt64.max)

    @Test func solverMatchesTheNaiveOracle() async {
        await propertyCheck(count: 400, input: seeds) { seed in
            let scenario = FlowScenario(seed: seed)
            let fixture = scenario.fixture()
            let expected = naiveFlow(scenario.sections, bounds: scenario.bounds, horizontal: scenario.horizontal,
                                     scale: scenario.scale)
            for section in scenario.sections.indices {
                #expect(fixture.frames(section: section) == expected.items[section], "section \(section) of \(scenario)")
                #expect(fixture.header(section) == expected.headers[section], "header \(section) of \(scenario)")
                #expect(fixture.footer(section) == expected.footers[section], "footer \(section) of \(scenario)")
            }
            #expect(fixture.layout.collectionViewContentSize == expected.contentSize, "\(scenario)")
        }
    }

    /// Items fit their lines here: like UIKit, a query finds items through the sections whose
    /// frames it touches, so the part of an oversized item sticking out of its section is found
    /// only by rects that also touch the section.
    @Test func rectQueriesEqualABruteForceFilter() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let scenario = FlowScenario(seed: seed, fitItems: true)
            let fixture = scenario.fixture()
            let everything = fixture.layout.layoutAttributesForElements(in: CGRect(x: -1e5, y: -1e5, width: 1e6, height: 1e6)) ?? []
            let expectedCount = scenario.sections.reduce(0) {
                $0 + $1.sizes.count + ($1.header > 0 ? 1 : 0) + ($1.footer > 0 ? 1 : 0)
            }
            #expect(everything.count == expectedCount, "\(scenario)")
            var rng = SplitMix64(seed: seed ^ 0xABCD)
            let content = fixture.layout.collectionViewContentSize
            for _ in 0..<8 {
                let query = CGRect(x: CGFloat(Int.random(in: -50...Int(content.width + 50), using: &rng)),
                                   y: CGFloat(Int.random(in: -50...Int(content.height + 50), using: &rng)),
                                   width: CGFloat(Int.random(in: 1...300, using: &rng)),
                                   height: CGFloat(Int.random(in: 1...300, using: &rng)))
                let found = (fixture.layout.layoutAttributesForElements(in: query) ?? []).map(Self.describe)
                let expected = everything.filter { $0.frame.sharesPoint(with: query) }.map(Self.describe)
                #expect(found == expected, "query \(query) in \(scenario)")
            }
        }
    }

    private static func describe(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(a.representedElementKind ?? "cell") \(a.indexPath) \(a.frame)"
    }

    @Test func itemsDoNotOverlapAndStayInsideTheContent() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let scenario = FlowScenario(seed: seed, fitItems: true)
            let fixture = scenario.fixture()
            let tolerance = 1 / scenario.scale
            let content = CGRect(origin: .zero, size: fixture.layout.collectionViewContentSize)
                .insetBy(dx: -tolerance, dy: -tolerance)
            for section in scenario.sections.indices {
                let frames = fixture.frames(section: section)
                for (i, a) in frames.enumerated() {
                    #expect(content.contains(a), "item \(i) of section \(section) outside \(content) in \(scenario)")
                    for b in frames[(i + 1)...] {
                        let overlap = a.intersection(b)
                        #expect(overlap.isNull || overlap.width <= tolerance || overlap.height <= tolerance,
                                "items overlap in section \(section) of \(scenario)")
                    }
                }
            }
        }
    }

    @Test func invalidatingNamedItemsEqualsAFullSolve() async {
        await propertyCheck(count: 200, input: seeds) { seed in
            let scenario = FlowScenario(seed: seed)
            var sizes = scenario.sections.map(\.sizes)
            let fixture = scenario.fixture()
            fixture.itemSizes = { sizes[$0.section][$0.item] }
            var rng = SplitMix64(seed: seed ^ 0x5EED)
            let context = UICollectionViewFlowLayoutInvalidationContext()
            var changed: [IndexPath] = []
            for section in sizes.indices where !sizes[section].isEmpty {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let item = Int.random(in: 0..<sizes[section].count, using: &rng)
                    sizes[section][item] = CGSize(width: CGFloat(Int.random(in: 0...160, using: &rng)),
                                                  height: CGFloat(Int.random(in: 0...160, using: &rng)))
                    changed.append(IndexPath(item: item, section: section))
                }
            }
            context.invalidateItems(at: changed)
            fixture.layout.invalidateLayout(with: context)
            fixture.collectionView.layoutIfNeeded()
            var updated = scenario
            for section in updated.sections.indices { updated.sections[section].sizes = sizes[section] }
            let expected = naiveFlow(updated.sections, bounds: scenario.bounds, horizontal: scenario.horizontal, scale: scenario.scale)
            for section in sizes.indices {
                #expect(fixture.frames(section: section) == expected.items[section], "section \(section) after \(changed) in \(scenario)")
            }
            #expect(fixture.layout.collectionViewContentSize == expected.contentSize)
        }
    }

    @Test func selfSizingStepByStepEqualsAFullSolve() async {
        await propertyCheck(count: 100, input: seeds) { seed in
            let scenario = FlowScenario(seed: seed, maxItems: 25)
            let fixture = scenario.fixture()
            fixture.layout.estimatedItemSize = CGSize(width: 60, height: 40)
            fixture.relayout()
            var rng = SplitMix64(seed: seed ^ 0x51DE)
            for section in scenario.sections.indices where !scenario.sections[section].sizes.isEmpty {
                for _ in 0..<4 {
                    let path = IndexPath(item: Int.random(in: 0..<scenario.sections[section].sizes.count, using: &rng), section: section)
                    let original = fixture.layout.layoutAttributesForItem(at: path)!
                    let preferred = original.copy() as! UICollectionViewLayoutAttributes
                    preferred.size = CGSize(width: CGFloat(Int.random(in: 10...150, using: &rng)),
                                            height: CGFloat(Int.random(in: 10...150, using: &rng)))
                    fixture.layout.invalidateLayout(with: fixture.layout.invalidationContext(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                    fixture.collectionView.layoutIfNeeded()
                }
            }
            let stepwise = scenario.sections.indices.map { fixture.frames(section: $0) }
            let stepwiseSize = fixture.layout.collectionViewContentSize
            fixture.layout.invalidateLayout()
            fixture.collectionView.layoutIfNeeded()
            #expect(scenario.sections.indices.map { fixture.frames(section: $0) } == stepwise, "\(scenario)")
            #expect(fixture.layout.collectionViewContentSize == stepwiseSize)
        }
    }
}

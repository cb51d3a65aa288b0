import Foundation
import Testing
@testable import UIKit

/// Random absurd answers from a flow layout's delegate — NaN, ±infinity, 1e308, negative and
/// tiny sizes, insets, spacings and header sizes, in both scroll directions — never give a
/// non-finite content size or frame, at any step: after a reload, an invalidation, a bounds
/// change or a scroll-direction change. `FLOW_FUZZ_COUNT` runs more cases.
@Suite @MainActor struct FlowAbsurdInputFuzzTests {
    static let absurd: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, -1, 0, 1e-300, 50, 120]

    private static func pick(_ random: inout SplitMix64) -> CGFloat { absurd[Int(random.next() % UInt64(absurd.count))] }
    private static func size(_ random: inout SplitMix64) -> CGSize { CGSize(width: pick(&random), height: pick(&random)) }

    private func finite(_ fixture: FlowFixture) -> Bool {
        let content = fixture.layout.collectionViewContentSize
        guard content.width.isFinite, content.height.isFinite else { return false }
        let found = fixture.layout.layoutAttributesForElements(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) ?? []
        var items: [UICollectionViewLayoutAttributes] = []
        for (section, count) in fixture.counts.enumerated() {
            for item in 0..<count {
                if let attributes = fixture.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) { items.append(attributes) }
            }
        }
        return (found + items).allSatisfy { $0.frame.isFiniteRect }
    }

    @Test func contentSizeStaysFinite() {
        let count = Int(ProcessInfo.processInfo.environment["FLOW_FUZZ_COUNT"] ?? "") ?? 120
        var failures: [UInt64] = []
        for seed in 0..<UInt64(count) {
            var random = SplitMix64(seed: seed &* 7919 &+ 1)
            let sections = Int(random.next() % 3) + 1
            let fixture = FlowFixture(counts: (0..<sections).map { _ in Int(random.next() % 6) })
            fixture.collectionView.traitOverrides.displayScale = CGFloat(random.next() % 3 + 1)
            var sizes: [CGSize] = (0..<20).map { _ in Self.size(&random) }
            let insets = (0..<sections).map { _ in
                UIEdgeInsets(top: Self.pick(&random), left: Self.pick(&random), bottom: Self.pick(&random), right: Self.pick(&random))
            }
            let spacings = (0..<sections).map { _ in (Self.pick(&random), Self.pick(&random)) }
            let headers = (0..<sections).map { _ in Self.size(&random) }
            fixture.itemSizes = { sizes[($0.section * 7 + $0.item) % sizes.count] }
            fixture.insets = { insets[$0] }
            fixture.lineSpacings = { spacings[$0].0 }
            fixture.interitemSpacings = { spacings[$0].1 }
            fixture.headerSizes = { headers[$0] }
            fixture.footerSizes = { headers[(sections - 1) - $0] }
            if random.next() % 2 == 0 { fixture.layout.scrollDirection = .horizontal }
            fixture.relayout()
            var ok = finite(fixture)
            sizes = (0..<20).map { _ in Self.size(&random) }
            fixture.layout.invalidateLayout()
            fixture.collectionView.layoutIfNeeded()
            ok = ok && finite(fixture)
            fixture.collectionView.frame.size = CGSize(width: 200, height: 700)
            fixture.collectionView.layoutIfNeeded()
            ok = ok && finite(fixture)
            fixture.layout.scrollDirection = fixture.layout.scrollDirection == .vertical ? .horizontal : .vertical
            fixture.collectionView.layoutIfNeeded()
            ok = ok && finite(fixture)
            if !ok { failures.append(seed) }
        }
        #expect(failures.isEmpty, "seeds with a non-finite content size or frame: \(failures)")
    }
}

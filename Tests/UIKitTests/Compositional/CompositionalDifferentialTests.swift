import Foundation
import Testing
@testable import UIKit

/// Random valid compositional layouts — groups nested to depth 3, count, repeating, equally sized
/// and custom groups, fixed and flexible spacing, edge spacing, item and group insets,
/// section insets and inter-group spacing, headers (pinned too, at a scroll offset) and footers, badges, backgrounds, the layout's
/// own header and footer, orthogonal sections, both scroll directions,
/// scales 1 to 3 — laid out by the layout and by `PlainCompositionalOracle`, frame by frame.
/// Configurations the spec leaves undefined (negative sizes, items overflowing their group) are
/// skipped. `COMPOSITIONAL_FUZZ_COUNT` runs more cases, `COMPOSITIONAL_FUZZ_SEED` prints one
/// case's spec and differences; a failure prints its seed and its spec.
@Suite @MainActor struct CompositionalDifferentialTests {
    struct Generator {
        var random: SplitMix64
        var horizontal = false

        mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

        mutating func fraction() -> CGFloat { pick([0.1, 0.2, 0.25, 0.3, 1.0 / 3, 0.4, 0.5, 0.6, 0.75, 0.85, 1]) }
        mutating func points() -> CGFloat { pick([12, 20, 33.5, 44, 50, 64, 80, 100, 120]) }

        mutating func dimension(preferFraction: Bool = true) -> CompositionalSpec.Dimension {
            switch below(preferFraction ? 3 : 5) {
            case 0: .fractionalWidth(fraction())
            case 1: .fractionalHeight(fraction())
            default: .absolute(points())
            }
        }

        mutating func spacing(flexible: Bool) -> CompositionalSpec.Spacing {
            CompositionalSpec.Spacing(value: pick([0, 2, 5, 8, 10.5]), isFlexible: flexible && chance(30))
        }

        mutating func edges() -> CompositionalSpec.Edges? {
            guard chance(25) else { return nil }
            func edge(_ g: inout Generator) -> CompositionalSpec.Spacing? { g.chance(50) ? g.spacing(flexible: true) : nil }
            return CompositionalSpec.Edges(leading: edge(&self), top: edge(&self), trailing: edge(&self), bottom: edge(&self))
        }

        mutating func insets() -> NSDirectionalEdgeInsets {
            guard chance(30) else { return NSDirectionalEdgeInsets() }
            return NSDirectionalEdgeInsets(top: pick([0, 1, 4]), leading: pick([0, 2, 5]), bottom: pick([0, 1, 3]), trailing: pick([0, 2, 6]))
        }

        mutating func badge() -> CompositionalSpec.Badge? {
            guard chance(30) else { return nil }
            let edges = pick([NSDirectionalRectEdge([.top, .leading]), [.top, .trailing], [.bottom], [.bottom, .trailing], []])
            return CompositionalSpec.Badge(size: CGSize(width: pick([12, 20]), height: pick([12, 19.5])), edges: edges,
                                           fractionalOffset: pick([.zero, CGPoint(x: 0.3, y: -0.3), CGPoint(x: -0.5, y: 0.5)]))
        }

        mutating func item() -> CompositionalSpec.Item {
            CompositionalSpec.Item(width: dimension(), height: dimension(), contentInsets: insets(), edges: edges(), badge: badge())
        }

        mutating func group(depth: Int, root: Bool = false, orthogonal: Bool = false) -> CompositionalSpec.Group {
            let isHorizontal = chance(50)
            var width = dimension(), height = dimension()
            if root {
                // The root group: a fraction of the section across, points along the layout's
                // axis; an orthogonal section's is a fraction along its own axis, points across.
                let along = CompositionalSpec.Dimension.absolute(pick([60, 100, 150, 220]))
                let across: CompositionalSpec.Dimension = horizontal ? .fractionalHeight(pick([0.5, 0.8, 1])) : .fractionalWidth(pick([0.5, 0.8, 1]))
                (width, height) = horizontal != orthogonal ? (along, across) : (across, along)
            }
            if chance(root ? 15 : 8) {
                let rects = (0..<(1 + below(4))).map { _ in
                    CGRect(x: pick([0, 0.25, 0.5]), y: pick([0, 0.25, 0.5]), width: pick([0.25, 0.5]), height: pick([0.25, 0.5]))
                }
                return CompositionalSpec.Group(isHorizontal: false, width: width, height: height, subitems: [],
                                               edges: root ? nil : edges(), custom: rects)
            }
            let subitemCount = 1 + below(3)
            var subitems: [CompositionalSpec.Node] = []
            for _ in 0..<subitemCount {
                subitems.append(depth < 3 && chance(30) ? .group(group(depth: depth + 1)) : .item(item()))
            }
            var count = CompositionalSpec.Group.Count.none
            switch below(4) {
            case 0:
                count = .repeating(1 + below(4))
                subitems = [subitems[0]]
            case 1:
                count = .equallySized(1 + below(4))
                subitems = [subitems[0]]
            default: break
            }
            return CompositionalSpec.Group(isHorizontal: isHorizontal, width: width, height: height, subitems: subitems, count: count,
                                           spacing: chance(50) ? spacing(flexible: true) : nil,
                                           contentInsets: chance(20) ? insets() : NSDirectionalEdgeInsets(),
                                           edges: root ? nil : edges())
        }

        mutating func layout() -> CompositionalSpec {
            horizontal = chance(30)
            let size = pick([CGSize(width: 390, height: 844), CGSize(width: 414, height: 726), CGSize(width: 768, height: 1024)])
            let sections = (0..<(1 + below(3))).map { _ in
                let orthogonal = chance(25)
                var section = CompositionalSpec.Section(root: group(depth: 1, root: true, orthogonal: orthogonal),
                                          contentInsets: chance(50) ? NSDirectionalEdgeInsets(top: pick([0, 8, 10]), leading: pick([0, 10, 16]),
                                                                                            bottom: pick([0, 5, 10]), trailing: pick([0, 10, 16]))
                                              : NSDirectionalEdgeInsets(),
                                          interGroupSpacing: pick([0, 0, 5, 10]),
                                          header: chance(40) ? pick([30, 44]) : nil, footer: chance(25) ? pick([20, 33.5]) : nil,
                                          itemCount: below(14))
                section.pinsHeader = section.header != nil && chance(40)
                if chance(25) { section.background = chance(50) ? NSDirectionalEdgeInsets() : NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 2, trailing: 8) }
                if orthogonal {
                    section.isOrthogonal = true
                    section.itemCount = max(section.itemCount, 1)
                }
                return section
            }
            return CompositionalSpec(isHorizontal: horizontal, scale: CGFloat(1 + below(3)), size: size, sections: sections,
                                     globalHeader: chance(20) ? pick([40, 50.5]) : nil, globalFooter: chance(15) ? pick([30, 44]) : nil,
                                     scrollOffset: chance(50) ? 0 : pick([10, 75.5, 200, 333]))
        }
    }

    /// The layout's frames, keyed as the oracle keys them.
    static func layoutFrames(_ spec: CompositionalSpec) -> PlainCompositionalOracle.Result {
        let layout = spec.makeLayout()
        let fixture = CompositionalFixture(layout, counts: spec.sections.map(\.itemCount), size: spec.size, scale: spec.scale)
        if spec.scrollOffset != 0 {
            fixture.collectionView.contentOffset = spec.isHorizontal ? CGPoint(x: spec.scrollOffset, y: 0) : CGPoint(x: 0, y: spec.scrollOffset)
            fixture.collectionView.layoutIfNeeded()
        }
        var result = PlainCompositionalOracle.Result()
        for (section, specSection) in spec.sections.enumerated() {
            for item in 0..<specSection.itemCount {
                result.frames["item \(section).\(item)"] = fixture.cell(item, section)
                result.frames["badge \(section).\(item)"] = fixture.supplementary("badge", item, section)
            }
            result.frames["header \(section)"] = fixture.supplementary("header", 0, section)
            result.frames["footer \(section)"] = fixture.supplementary("footer", 0, section)
            result.frames["background \(section)"] = layout.layoutAttributesForDecorationView(
                ofKind: "background", at: IndexPath(item: 0, section: section))?.frame
        }
        // The layout's own boundary supplementaries have index paths (item: n, section: 0).
        result.frames["global-header"] = fixture.supplementary("global-header", 0, 0)
        result.frames["global-footer"] = fixture.supplementary("global-footer", 0, 0)
        result.contentSize = fixture.contentSize
        return result
    }

    /// The keys whose frames differ (a missing frame counts), with both frames.
    static func differences(_ spec: CompositionalSpec) -> [String]? {
        guard let expected = PlainCompositionalOracle(spec: spec).layout() else { return nil }
        let actual = layoutFrames(spec)
        var differences: [String] = []
        for key in Set(expected.frames.keys).union(actual.frames.keys).sorted() {
            let a = actual.frames[key], e = expected.frames[key]
            if a != e { differences.append("\(key): layout \(a.map { "\($0)" } ?? "none"), spec \(e.map { "\($0)" } ?? "none")") }
        }
        if actual.contentSize != expected.contentSize {
            differences.append("content size: layout \(actual.contentSize), spec \(expected.contentSize)")
        }
        return differences
    }

    @Test func randomLayoutsAgreeWithThePlainOracle() {
        let count = Int(ProcessInfo.processInfo.environment["COMPOSITIONAL_FUZZ_COUNT"] ?? "") ?? 400
        var compared = 0, failed: [(UInt64, String)] = []
        for seed in 0..<UInt64(count) {
            var generator = Generator(random: SplitMix64(seed: seed &* 0x9E37 &+ 11))
            let spec = generator.layout()
            guard let differences = Self.differences(spec) else { continue }
            compared += 1
            if !differences.isEmpty {
                failed.append((seed, "\(spec)\n    " + differences.prefix(6).joined(separator: "\n    ")))
            }
        }
        if let only = ProcessInfo.processInfo.environment["COMPOSITIONAL_FUZZ_SEED"].flatMap(UInt64.init) {
            var generator = Generator(random: SplitMix64(seed: only &* 0x9E37 &+ 11))
            let spec = generator.layout()
            print("seed \(only):\n\(spec)\n" + (Self.differences(spec) ?? ["invalid"]).joined(separator: "\n"))
        }
        #expect(compared > count / 5, "enough random layouts are valid")
        #expect(failed.isEmpty, "\(failed.count) of \(compared) layouts disagree; first: seed \(failed.first?.0 ?? 0)\n\(failed.first?.1 ?? "")")
        if !failed.isEmpty { print("compositional differential: \(compared - failed.count) of \(compared) agree; failing seeds \(failed.map(\.0))") }
    }

    /// Shrunk from seed 113: a count group whose items the spacing squeezes to zero width still
    /// places its count of items (the guard against zero-extent subitems repeating forever is
    /// for groups that fill while items fit).
    @Test func countGroupOfZeroWidthItemsPlacesItsCount() {
        let item = CompositionalSpec.Item(width: .absolute(120), height: .absolute(50))
        let group = CompositionalSpec.Group(isHorizontal: true, width: .absolute(12), height: .absolute(50), subitems: [.item(item)],
                                            count: .equallySized(3), spacing: CompositionalSpec.Spacing(value: 5, isFlexible: false))
        let spec = CompositionalSpec(isHorizontal: false, scale: 1, size: CGSize(width: 768, height: 1024),
                                     sections: [CompositionalSpec.Section(root: group, itemCount: 4)])
        #expect(Self.differences(spec) == [])
        #expect(Self.layoutFrames(spec).frames["item 0.3"] == CGRect(x: 0, y: 50, width: 0, height: 50))
    }
}

import Foundation
import Testing
@testable import UIKit

/// Bad input gets UIKit's message and a defined result: no crash, no hang, no NaN frame.
@Suite(.serialized) @MainActor struct CompositionalBadInputTests {
    private func solve(_ section: NSCollectionLayoutSection, counts: [Int] = [10]) -> (CompositionalFixture, [String]) {
        let log = MessageLog()
        let fixture = log.capture { CompositionalFixture(section: section, counts: counts) }
        return (fixture, log.messages)
    }

    private func allFramesAreNumbers(_ fixture: CompositionalFixture) -> Bool {
        (fixture.layout.layoutAttributesForElements(in: rect(0, 0, 390, 100_000)) ?? []).allSatisfy { $0.frame.isFiniteRect }
            && fixture.contentSize.width.isFinite && fixture.contentSize.height.isFinite
    }

    @Test func aNilSectionWithItemsIsReported() {
        let log = MessageLog()
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        let fixture = log.capture { CompositionalFixture(layout, counts: [3]) }
        #expect(log.messages.contains { $0.hasPrefix("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.") })
        #expect(fixture.cell(0) == nil && fixture.contentSize.height == 0)
    }

    @Test(arguments: [CGFloat(0), -10, .nan, .infinity])
    func itemsWithoutAUsableWidthDoNotHang(width: CGFloat) {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(pt(width), fh(1))])
        let (fixture, messages) = solve(NSCollectionLayoutSection(group: group))
        #expect(!messages.isEmpty)
        #expect(allFramesAreNumbers(fixture))
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity, 2])
    func groupsWithoutAUsableSizeAreNotLaidOut(fraction: CGFloat) {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(fraction), pt(50)), subitems: [item(pt(20), fh(1))])
        let (fixture, _) = solve(NSCollectionLayoutSection(group: group))
        #expect(allFramesAreNumbers(fixture))
    }

    @Test func aFractionAboveOneDoesNotFitItsGroup() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(1.5), fh(1))])
        let (fixture, messages) = solve(NSCollectionLayoutSection(group: group))
        #expect(messages.contains { $0.contains("cannot fit even a single item") })
        #expect(fixture.cell(0) == nil)
    }

    @Test func tinyItemsAreCapped() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(pt(1e-9), fh(1))])
        let (fixture, messages) = solve(NSCollectionLayoutSection(group: group), counts: [3])
        #expect(messages.contains { $0.contains("more than 100000 items") })
        #expect(fixture.cell(2) != nil)
    }

    @Test func spacingThatCannotFitLeavesEmptyItems() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitem: item(fw(1), fh(1)), count: 3)
        group.interItemSpacing = .fixed(1000)
        let (fixture, _) = solve(NSCollectionLayoutSection(group: group), counts: [3])
        #expect(fixture.cell(0)?.width == 0)
        #expect(allFramesAreNumbers(fixture))
    }

    @Test func notANumberInsetsAreNotDisplayed() {
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(1), fh(1))]))
        section.interGroupSpacing = .nan
        let (fixture, messages) = solve(section)
        #expect(allFramesAreNumbers(fixture))
        #expect(messages.contains { $0.hasPrefix("UICollectionViewCompositionalLayout: Invalid") })
    }

    @Test func insetsOnAnEstimatedAxisAreIgnoredWithUIKitsMessage() {
        let leaf = item(fw(1), est(44))
        leaf.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), est(44)), subitems: [leaf])
        let (fixture, messages) = solve(NSCollectionLayoutSection(group: group), counts: [1])
        #expect(messages.contains { $0.hasPrefix("Attempting to add contentInsets to an item's dimension along an estimated axis.") })
        #expect(fixture.cell(0) == rect(5, 0, 380, 44))
    }

    @Test func aZeroCountIsOne() {
        let log = MessageLog()
        let group = log.capture { NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitem: item(fw(1), fh(1)), count: 0) }
        #expect(group.count == 1 && !log.messages.isEmpty)
    }
}

import Foundation
import Testing
@testable import UIKit

/// The table's offset tree against a plain array of heights (the oracle): offsets, the element
/// at an offset, exactness, after random changes, across block boundaries.
struct OffsetTreeTests {
    /// The element containing `offset` the plain way: the last whose start is at or before it.
    private func oracleIndex(_ heights: [Double], _ offset: Double) -> Int {
        var start = 0.0, found = 0
        for (index, height) in heights.enumerated() {
            if start <= offset { found = index } else { break }
            start += height
        }
        return found
    }

    @Test(arguments: [1, 7, 1023, 1024, 1025, 3000])
    func agreesWithAPlainArray(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        var tree = OffsetTree(repeating: 44, count: count, exact: false)
        var heights = [Double](repeating: 44, count: count)
        var exact = [Bool](repeating: false, count: count)
        for round in 0..<200 {
            let index = Int.random(in: 0..<count, using: &random)
            let height = [0, 2, 44, 61.5, 300][Int.random(in: 0..<5, using: &random)]
            tree.set(height, at: index)
            heights[index] = height
            exact[index] = true
            guard round % 20 == 0 else { continue }
            var start = 0.0
            for probe in stride(from: 0, to: count, by: max(1, count / 50)) {
                start = heights[..<probe].reduce(0, +)
                #expect(abs(tree.offset(of: probe) - start) < 1e-6)
                #expect(tree[probe] == heights[probe])
                #expect(tree.isExact(probe) == exact[probe])
            }
            #expect(abs(tree.total - heights.reduce(0, +)) < 1e-6)
            for _ in 0..<40 {
                let offset = Double.random(in: -10...(tree.total + 10), using: &random)
                #expect(tree.index(containing: offset) == oracleIndex(heights, offset), "offset \(offset)")
            }
        }
    }

    @Test func fromHeightsAndEmpty() {
        let tree = OffsetTree([10, 0, 30], exact: true)
        #expect(tree.offset(of: 2) == 10 && tree.total == 40)
        #expect(tree.index(containing: 10) == 2, "a zero-height element at 10 is before the one that shows there")
        #expect(tree.index(containing: 9.9) == 0)
        #expect(OffsetTree().index(containing: 5) == nil)
    }
}

import Foundation

/// Heights laid end to end — a table's sections, or a section's rows — with the offset of each
/// and the one at an offset in O(log n), and changes in O(log n): Fenwick trees of each
/// height's difference from a uniform height, over blocks of 1,024 elements and within each
/// block. A block gets its arrays only when one of its heights changes, so a million rows of
/// one estimated height cost a few kilobytes until they are measured, and measuring the rows a
/// frame shows allocates nothing but, once per 1,024 rows, a block.
///
/// Each height is also *exact* or an estimate: the tree starts all one or the other, and `set`
/// makes a height exact.
struct OffsetTree {
    private static let blockShift = 10
    private static let blockSize = 1 << blockShift

    /// One block's heights, its Fenwick sums of differences from the uniform height, and which
    /// of its heights are exact.
    private final class Block {
        var heights: [Double]
        var tree: [Double]
        var exact: [Bool]

        init(count: Int, uniform: Double, exact isExact: Bool) {
            heights = [Double](repeating: uniform, count: count)
            tree = [Double](repeating: 0, count: count + 1)
            exact = [Bool](repeating: isExact, count: count)
        }

        func copy() -> Block {
            let block = Block(count: 0, uniform: 0, exact: false)
            block.heights = heights
            block.tree = tree
            block.exact = exact
            return block
        }
    }

    private(set) var count: Int
    /// The height of every element not set otherwise.
    private let uniform: Double
    /// Whether the elements not set otherwise are exact.
    private let uniformIsExact: Bool
    /// Fenwick sums of the blocks' differences from the uniform height (1-based).
    private var blockTree: [Double]
    private var blocks: [Block?]

    /// `count` elements of `height`, exact or estimates.
    init(repeating height: Double, count: Int, exact: Bool = true) {
        self.count = count
        uniform = height
        uniformIsExact = exact
        let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
        blockTree = [Double](repeating: 0, count: blockCount + 1)
        blocks = [Block?](repeating: nil, count: blockCount)
    }

    /// These heights, exact or estimates.
    init(_ heights: [Double] = [], exact: Bool = true) {
        self.init(repeating: 0, count: heights.count, exact: exact)
        for (index, height) in heights.enumerated() where height != 0 { change(index, to: height, exact: exact) }
    }

    var total: Double { offset(of: count) }

    subscript(index: Int) -> Double {
        blocks[index >> Self.blockShift]?.heights[index & (Self.blockSize - 1)] ?? uniform
    }

    /// Whether the height at `index` is exact (not an estimate).
    func isExact(_ index: Int) -> Bool {
        blocks[index >> Self.blockShift]?.exact[index & (Self.blockSize - 1)] ?? uniformIsExact
    }

    /// The sum of the heights before `index`: where the element at `index` starts.
    func offset(of index: Int) -> Double {
        let block = index >> Self.blockShift
        var sum = uniform * Double(index) + Self.prefix(blockTree, block)
        if block < blocks.count, let detail = blocks[block] { sum += Self.prefix(detail.tree, index & (Self.blockSize - 1)) }
        return sum
    }

    /// Makes the height at `index` exact, and `height`.
    mutating func set(_ height: Double, at index: Int) {
        change(index, to: height, exact: true)
    }

    private mutating func change(_ index: Int, to height: Double, exact: Bool) {
        let blockIndex = index >> Self.blockShift, local = index & (Self.blockSize - 1)
        let block: Block
        if blocks[blockIndex] != nil {
            // Copied only when another tree shares it (no reference held while asking).
            if !isKnownUniquelyReferenced(&blocks[blockIndex]) { blocks[blockIndex] = blocks[blockIndex]!.copy() }
            block = blocks[blockIndex]!
        } else {
            let length = min(Self.blockSize, count - (blockIndex << Self.blockShift))
            block = Block(count: length, uniform: uniform, exact: uniformIsExact)
            blocks[blockIndex] = block
        }
        block.exact[local] = exact
        let delta = height - block.heights[local]
        guard delta != 0 else { return }
        block.heights[local] = height
        Self.add(delta, at: local, to: &block.tree)
        Self.add(delta, at: blockIndex, to: &blockTree)
    }

    /// The element that contains `offset` (the last one whose start is at or before it), clamped
    /// to the elements there are; nil when there are none.
    func index(containing offset: Double) -> Int? {
        guard count > 0 else { return nil }
        // The block: a Fenwick descent over whole blocks (the last one may be shorter).
        var blockPosition = 0, remaining = offset
        var step = 1
        while step * 2 <= blocks.count { step *= 2 }
        while step > 0 {
            let next = blockPosition + step
            if next <= blocks.count {
                let elements = min(next << Self.blockShift, count) - (blockPosition << Self.blockShift)
                let span = blockTree[next] + uniform * Double(elements)
                if span <= remaining {
                    blockPosition = next
                    remaining -= span
                }
            }
            step /= 2
        }
        guard blockPosition < blocks.count else { return count - 1 }
        // The element within the block, the same way.
        let length = min(Self.blockSize, count - (blockPosition << Self.blockShift))
        let tree = blocks[blockPosition]?.tree
        var position = 0
        step = 1
        while step * 2 <= length { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= length {
                let span = (tree?[next] ?? 0) + uniform * Double(step)
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min((blockPosition << Self.blockShift) + position, count - 1)
    }

    // MARK: Fenwick trees (1-based sums in a 0-based array whose element 0 is unused)

    private static func prefix(_ tree: [Double], _ count: Int) -> Double {
        var sum = 0.0
        var position = count
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    private static func add(_ delta: Double, at index: Int, to tree: inout [Double]) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }
}

import Foundation

/// Heights laid end to end, with the offset of each one and the one at an offset in O(log n),
/// and O(log n) changes: a Fenwick tree. A table keeps one for its sections and one for the
/// rows of each section, so that measuring a row while scrolling costs the same with ten rows
/// or a million.
struct OffsetTree {
    /// The heights themselves, for reading one back in O(1).
    private(set) var heights: [Double]
    /// Fenwick sums: `tree[i]` holds the sum of heights `(i - lowbit(i))..<i` (1-based).
    private var tree: [Double]

    init(_ heights: [Double] = []) {
        self.heights = heights
        tree = [0] + heights
        let count = heights.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    /// `count` copies of `height`.
    init(repeating height: Double, count: Int) {
        self.init([Double](repeating: height, count: count))
    }

    var count: Int { heights.count }
    var total: Double { offset(of: count) }

    subscript(index: Int) -> Double { heights[index] }

    /// The sum of the heights before `index`: where the element at `index` starts.
    func offset(of index: Int) -> Double {
        var sum = 0.0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    mutating func set(_ height: Double, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The element that contains `offset` (the last one whose start is at or before it), clamped
    /// to the elements there are; nil when there are none.
    func index(containing offset: Double) -> Int? {
        guard count > 0 else { return nil }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(position, count - 1)
    }
}

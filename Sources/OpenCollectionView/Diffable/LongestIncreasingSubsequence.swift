/// Which elements of `values` form a longest strictly increasing subsequence: the elements to
/// leave in place when the rest are moved, so that the moves are as few as possible.
/// O(n) when `values` is already increasing, else O(n log n) (patience sorting).
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return Array(repeating: true, count: values.count) }
    // tails[k]: the index (into values) of the smallest tail of an increasing run of length k+1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    tails.reserveCapacity(64)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        mask[index] = true
        index = previous[index]
    }
    return mask
}

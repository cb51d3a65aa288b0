/// Which elements of `values` form a longest strictly increasing subsequence: the elements to
/// leave in place when the rest are moved, so that the moves are as few as possible.
/// Patience sorting, O(n log n); a value above every tail so far (the common case when few
/// elements moved) is appended without a search, so nearly sorted input takes O(n).
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // tailValues[k] / tailIndices[k]: the smallest tail of an increasing run of length k + 1.
    var tailValues: [Int] = [], tailIndices: [Int] = []
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            var position = tailValues.count
            if let last = tailValues.last, value <= last {
                var low = 0, high = tailValues.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                }
                position = low
            }
            if position > 0 { previous[index] = tailIndices[position - 1] }
            if position == tailValues.count {
                tailValues.append(value)
                tailIndices.append(index)
            } else {
                tailValues[position] = value
                tailIndices[position] = index
            }
        }
    }
    var index = tailIndices.last ?? -1
    while index >= 0 {
        mask[index] = true
        index = previous[index]
    }
    return mask
}

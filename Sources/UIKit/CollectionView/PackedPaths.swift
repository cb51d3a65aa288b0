import Foundation

/// An item's place: its section's index and its index there — an index path without
/// Foundation's storage, cheap to make by the million and to hash.
struct ItemSlot: Hashable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    init(_ path: IndexPath) {
        self.init(section: path.section, item: path.item)
    }

    /// The slot as a packed path.
    var packed: Int { PackedPath.make(section: section, item: item) }

    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

/// An item's index path packed into one integer: the section in the high 32 bits, the item in
/// the low 32. Packed paths order as index paths do, so a sorted array of them answers
/// "is this item there" and "how many come before it in its section" by binary search, with no
/// hashing and no `IndexPath` storage.
enum PackedPath {
    static func make(section: Int, item: Int) -> Int { section << 32 | (item & 0xFFFF_FFFF) }
    static func make(_ path: IndexPath) -> Int { make(section: path.section, item: path.item) }
    static func section(_ packed: Int) -> Int { packed >> 32 }
    static func item(_ packed: Int) -> Int { packed & 0xFFFF_FFFF }
    static func indexPath(_ packed: Int) -> IndexPath { IndexPath(item: item(packed), section: section(packed)) }

    /// Whether `path` names an item that packing keeps intact.
    static func canPack(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < 1 << 31 && path.item >= 0 && path.item <= 0xFFFF_FFFF
    }
}

extension Array where Element == Int {
    /// How many elements of the sorted array are less than `value`.
    func countLess(than value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of `value` in the sorted array, or nil.
    func sortedIndex(of value: Int) -> Int? {
        let index = countLess(than: value)
        return index < count && self[index] == value ? index : nil
    }

    /// Whether the sorted array holds `value`.
    func sortedContains(_ value: Int) -> Bool { sortedIndex(of: value) != nil }

    /// How many packed paths of the sorted array lie in `section` below `item`.
    func countInSection(_ section: Int, below item: Int) -> Int {
        countLess(than: PackedPath.make(section: section, item: item)) - countLess(than: PackedPath.make(section: section, item: 0))
    }

    /// Sorts the array and drops repeated elements. Swift's sort finds runs, so an array that
    /// is already in order, or in reverse order, costs one pass.
    mutating func sortAndRemoveDuplicates() {
        sort()
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}

/// Free slots among taken ones: the slot-filling rule of a batch update (spec A2), where the
/// items that stay keep their order and fill the slots that deletes, inserts and moves left.
enum FreeSlots {
    /// The index of the `rank`-th (0-based) slot of `section` that neither sorted packed list
    /// takes. - Complexity: O(log² k) for k taken slots.
    static func slot(forRank rank: Int, inSection section: Int, takenBy first: [Int], _ second: [Int]) -> Int {
        // free(x) = slots in 0...x not taken; the answer is the first x where it reaches rank + 1.
        func taken(upTo x: Int) -> Int { first.countInSection(section, below: x + 1) + second.countInSection(section, below: x + 1) }
        var low = rank, high = rank + first.count + second.count
        while low < high {
            let mid = (low + high) / 2
            if mid + 1 - taken(upTo: mid) >= rank + 1 { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

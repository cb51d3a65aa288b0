import Foundation

/// A hash map from an item's index path to its view, made for the display pass: the key is
/// the (section, item) pair packed into one integer and hashed with one multiplication, where a
/// `Dictionary` would hash a Foundation `IndexPath` through SipHash on every lookup. Open
/// addressing with linear probing and backward-shift deletion: lookups, inserts and removals
/// allocate nothing once the capacity is reached.
struct ItemMap<Value: AnyObject>: Sequence {
    private static var empty: Int { Int.min }
    private var slots: [Int] = []
    private var storedValues: [Value?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }


    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(for key: Int) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: UInt(bitPattern: key &* -7_046_029_254_386_353_131) >> 32) & mask
        while true {
            let stored = slots[index]
            if stored == key { return (index, true) }
            if stored == Self.empty { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(section section: Int, item item: Int) -> Value? {
        get {
            guard count > 0 else { return nil }
            let found = slot(for: PackedPath.make(section: section, item: item))
            return found.found ? storedValues[found.index] : nil
        }
        set {
            let key = PackedPath.make(section: section, item: item)
            if let newValue { insert(newValue, for: key) } else { remove(key) }
        }
    }

    subscript(path: IndexPath) -> Value? {
        get { path.count == 2 ? self[section: path.section, item: path.item] : nil }
        set { if path.count == 2 { self[section: path.section, item: path.item] = newValue } }
    }

    /// Removes and returns the view at `path`.
    mutating func removeValue(forKey path: IndexPath) -> Value? {
        guard let value = self[path] else { return nil }
        self[path] = nil
        return value
    }

    private mutating func insert(_ value: Value, for key: Int) {
        if slots.isEmpty || (count + 1) * 2 > slots.count { grow() }
        let found = slot(for: key)
        if !found.found {
            slots[found.index] = key
            count += 1
        }
        storedValues[found.index] = value
    }

    private mutating func remove(_ key: Int) {
        guard count > 0 else { return }
        var (hole, found) = slot(for: key)
        guard found else { return }
        let mask = slots.count - 1
        // Backward-shift deletion: move later entries of the probe run into the hole.
        var next = (hole + 1) & mask
        while slots[next] != Self.empty {
            let home = Int(truncatingIfNeeded: UInt(bitPattern: slots[next] &* -7_046_029_254_386_353_131) >> 32) & mask
            let distanceToNext = (next - home) & mask, distanceToHole = (hole - home) & mask
            if distanceToHole <= distanceToNext {
                slots[hole] = slots[next]
                storedValues[hole] = storedValues[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Self.empty
        storedValues[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldSlots = slots, oldValues = storedValues
        let capacity = Swift.max(16, slots.count * 2)
        slots = [Int](repeating: Self.empty, count: capacity)
        storedValues = [Value?](repeating: nil, count: capacity)
        count = 0
        for (index, key) in oldSlots.enumerated() where key != Self.empty {
            insert(oldValues[index]!, for: key)
        }
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity else {
            self = ItemMap()
            return
        }
        for index in slots.indices { slots[index] = Self.empty }
        for index in storedValues.indices { storedValues[index] = nil }
        count = 0
    }

    /// The index paths in the map, in no particular order.
    var keys: [IndexPath] { map(\.key) }
    /// The views in the map, in no particular order.
    var values: [Value] { map(\.value) }

    func makeIterator() -> AnyIterator<(key: IndexPath, value: Value)> {
        var index = 0
        let slots = self.slots, values = storedValues
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if slots[index] != Self.empty { return (PackedPath.indexPath(slots[index]), values[index]!) }
            }
            return nil
        }
    }

    /// Calls `body` with every entry, without making an iterator (the display pass runs it every
    /// frame).
    func forEachEntry(_ body: (_ section: Int, _ item: Int, Value) -> Void) {
        for index in slots.indices where slots[index] != Self.empty {
            body(slots[index] >> 32, slots[index] & 0xFFFF_FFFF, storedValues[index]!)
        }
    }
}

/// A compact filter over a set of identifiers (a Bloom filter with two bits per identifier, in
/// eight bits of room each): a clear bit proves an identifier absent. A diff whose items are
/// mostly new asks it first and skips the hash-table lookups, which at scale miss in cache
/// (a million-item table spans megabytes; the filter spans one).
struct AbsenceFilter {
    private var words: [UInt64]
    private let mask: Int

    init<Identifiers: Sequence>(_ identifiers: Identifiers, count: Int) where Identifiers.Element: Hashable {
        var bits = 64
        while bits < count * 8 { bits <<= 1 }
        mask = bits - 1
        words = [UInt64](repeating: 0, count: bits / 64)
        words.withUnsafeMutableBufferPointer { words in
            for identifier in identifiers {
                let hash = identifier.hashValue
                let first = hash & mask, second = (hash >> 32) & mask
                words[first >> 6] |= 1 << UInt64(first & 63)
                words[second >> 6] |= 1 << UInt64(second & 63)
            }
        }
    }

    /// False when `identifier` is certainly not in the set.
    func mayContain<Identifier: Hashable>(_ identifier: Identifier) -> Bool {
        let hash = identifier.hashValue
        let first = hash & mask, second = (hash >> 32) & mask
        return words[first >> 6] & (1 << UInt64(first & 63)) != 0 && words[second >> 6] & (1 << UInt64(second & 63)) != 0
    }
}

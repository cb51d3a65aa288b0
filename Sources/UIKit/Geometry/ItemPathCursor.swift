import Foundation

/// One index path pointed at item after item of a section, for asking a delegate about every
/// item. Foundation's `IndexPath` setter is an opaque call per item; where Foundation stores a
/// two-index path as its two integers side by side (checked once, by writing a probe path and
/// reading it back), the item is written in place instead.
struct ItemPathCursor {
    private(set) var path: IndexPath
    private let writesInPlace = Self.itemIsStoredInPlace

    init(section: Int) {
        path = IndexPath(item: 0, section: section)
    }

    mutating func point(at item: Int) {
        guard writesInPlace else {
            path.item = item
            return
        }
        withUnsafeMutableBytes(of: &path) { $0.storeBytes(of: item, toByteOffset: Self.itemOffset, as: Int.self) }
    }

    private static let itemOffset = MemoryLayout<Int>.stride

    /// Whether a two-index path keeps its section, then its item, as plain integers at its
    /// start, so that writing the item's bytes makes the path of the new item and nothing else.
    private static let itemIsStoredInPlace: Bool = {
        guard MemoryLayout<IndexPath>.size >= 2 * MemoryLayout<Int>.stride else { return false }
        var probe = IndexPath(item: 11, section: 7)
        let laidOutAsExpected = withUnsafeBytes(of: &probe) {
            $0.load(as: Int.self) == 7 && $0.load(fromByteOffset: itemOffset, as: Int.self) == 11
        }
        guard laidOutAsExpected else { return false }
        withUnsafeMutableBytes(of: &probe) { $0.storeBytes(of: 12, toByteOffset: itemOffset, as: Int.self) }
        return probe == IndexPath(indexes: [7, 12]) && probe.count == 2 && probe.section == 7 && probe.item == 12
    }()
}

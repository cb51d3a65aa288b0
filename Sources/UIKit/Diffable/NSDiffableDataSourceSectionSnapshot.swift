import Foundation
import OrderedCollections

/// One section's items as an outline, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// have children; a parent shows its children while it is expanded. The collection view shows
/// `visibleItems`; collapsed descendants stay in the snapshot.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    typealias Item = ItemIdentifierType

    /// Every item, depth first.
    private var nodes: OrderedSet<Item> = []
    /// The depth of each item in `nodes` (0 for root items).
    private var depths: [Int] = []
    private var expanded: Set<Item> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// A snapshot of root items only.
    init(flat items: [Item]) {
        nodes = OrderedSet(items)
        depths = Array(repeating: 0, count: nodes.count)
    }

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] { nodes.elements }

    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { nodes.indices.filter { depths[$0] == 0 }.map { nodes[$0] } }

    /// The items whose ancestors are all expanded: what the collection view shows.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [Item] = []
        var index = 0
        while index < nodes.count {
            visible.append(nodes[index])
            index = expanded.contains(nodes[index]) ? index + 1 : subtreeEnd(of: index)
        }
        return visible
    }

    /// The expanded items.
    public var expandedItems: [ItemIdentifierType] { nodes.filter { expanded.contains($0) } }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes.contains(item) }

    /// The position of `item` among `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { nodes.firstIndex(of: item) }

    /// The depth of `item`: 0 for a root item, -1 when absent… as UIKit, which returns
    /// NSNotFound-like values for unknown items, this returns -1.
    public func level(of item: ItemIdentifierType) -> Int {
        nodes.firstIndex(of: item).map { depths[$0] } ?? -1
    }

    /// The parent of `item`, or nil for a root item or an unknown one.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = nodes.firstIndex(of: item), depths[index] > 0 else { return nil }
        var candidate = index - 1
        while depths[candidate] >= depths[index] { candidate -= 1 }
        return nodes[candidate]
    }

    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parent(of: item)
        while let ancestor = current {
            guard expanded.contains(ancestor) else { return false }
            current = parent(of: ancestor)
        }
        return true
    }

    /// `parent`'s descendants as a snapshot of their own (with `parent` as its root when
    /// `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        guard let index = nodes.firstIndex(of: parent) else {
            SnapshotMessage.sectionSnapshotItemNotFound("\(parent)").report()
            return Self()
        }
        let start = includingParent ? index : index + 1
        let base = includingParent ? depths[index] : depths[index] + 1
        var result = Self()
        let range = start..<subtreeEnd(of: index)
        result.nodes = OrderedSet(uncheckedUniqueElements: nodes.elements[range])
        result.depths = depths[range].map { $0 - base }
        result.expanded = expanded.filter { result.nodes.contains($0) }
        return result
    }

    /// An ASCII picture of the outline, as UIKit's `visualDescription()`: one line per item,
    /// depth first, indented four spaces a level; `+` marks an expanded parent, `-` a collapsed
    /// one and `*` a visible item (every ancestor expanded), then the item as `"\(item)"` prints.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(nodes.count) items>"]
        for index in nodes.indices {
            let item = nodes[index]
            let isParent = index + 1 < nodes.count && depths[index + 1] > depths[index]
            let state = isParent ? (expanded.contains(item) ? "+" : "-") : " "
            let indent = String(repeating: " ", count: 4 * depths[index])
            lines.append("\(indent)\(state) \(isVisible(item) ? "*" : " ") \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds items as the last children of `parent` (nil: as the last root items).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard areNew(items) else { return }
        place(Self(flat: items), lastChildOf: parent)
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard areNew(items) else { return }
        place(Self(flat: items), before: item)
    }

    /// Inserts items as siblings just after `item` (after its descendants).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard areNew(items) else { return }
        place(Self(flat: items), after: item)
    }

    /// Adds `snapshot`'s items — with their children and expansion — as the last children of
    /// `parent` (nil: as the last root items).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        guard areNew(snapshot.items) else { return }
        place(snapshot, lastChildOf: parent)
    }

    /// Inserts `snapshot`'s items, with their children, as siblings just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        guard areNew(snapshot.items) else { return }
        place(snapshot, before: item)
    }

    /// Inserts `snapshot`'s items, with their children, as siblings just after `item` (after
    /// its descendants).
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        guard areNew(snapshot.items) else { return }
        place(snapshot, after: item)
    }

    /// Replaces `parent`'s descendants with `snapshot`'s items (as its children, keeping
    /// their structure and expansion). The snapshot may reuse the replaced items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let index = nodes.firstIndex(of: parent) else {
            return SnapshotMessage.sectionSnapshotItemNotFound("\(parent)").report()
        }
        var replaced = self
        replaced.delete(Array(nodes.elements[index + 1..<subtreeEnd(of: index)]))
        guard replaced.areNew(snapshot.items) else { return }
        replaced.insert(snapshot, at: index + 1, depth: depths[index] + 1)
        self = replaced
    }

    /// Removes items with their descendants; unknown ones are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var keep = [Bool](repeating: true, count: nodes.count)
        for item in items {
            guard let index = nodes.firstIndex(of: item) else { continue }
            for removed in index..<subtreeEnd(of: index) { keep[removed] = false }
        }
        let kept = nodes.indices.filter { keep[$0] }
        let removed = Set(nodes.indices.filter { !keep[$0] }.map { nodes[$0] })
        nodes = OrderedSet(uncheckedUniqueElements: kept.map { nodes[$0] })
        depths = kept.map { depths[$0] }
        expanded.subtract(removed)
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter { nodes.contains($0) })
    }

    /// Hides the children of `items` (they stay in the snapshot).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    // MARK: Helpers

    /// The index just past the descendants of the item at `index`.
    private func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < depths.count, depths[end] > depths[index] { end += 1 }
        return end
    }

    /// Puts `snapshot` (checked new) as the last children of `parent`, or last at the root.
    private mutating func place(_ snapshot: Self, lastChildOf parent: Item?) {
        guard let parent else { return insert(snapshot, at: nodes.count, depth: 0) }
        guard let index = nodes.firstIndex(of: parent) else {
            return SnapshotMessage.sectionSnapshotItemNotFound("\(parent)").report()
        }
        insert(snapshot, at: subtreeEnd(of: index), depth: depths[index] + 1)
    }

    /// Puts `snapshot` (checked new) as siblings just before `item`.
    private mutating func place(_ snapshot: Self, before item: Item) {
        guard let index = nodes.firstIndex(of: item) else { return SnapshotMessage.sectionSnapshotItemNotFound("\(item)").report() }
        insert(snapshot, at: index, depth: depths[index])
    }

    /// Puts `snapshot` (checked new) as siblings just after `item` and its descendants.
    private mutating func place(_ snapshot: Self, after item: Item) {
        guard let index = nodes.firstIndex(of: item) else { return SnapshotMessage.sectionSnapshotItemNotFound("\(item)").report() }
        insert(snapshot, at: subtreeEnd(of: index), depth: depths[index])
    }

    private mutating func insert(_ snapshot: Self, at index: Int, depth: Int) {
        var elements = nodes.elements
        elements.insert(contentsOf: snapshot.nodes.elements, at: index)
        nodes = OrderedSet(uncheckedUniqueElements: elements)
        depths.insert(contentsOf: snapshot.depths.map { $0 + depth }, at: index)
        expanded.formUnion(snapshot.expanded)
    }

    /// Whether the items are unique and new to the snapshot (UIKit's message otherwise).
    private func areNew(_ items: [Item]) -> Bool {
        var seen = Set<Item>()
        let duplicates = items.filter { !seen.insert($0).inserted || nodes.contains($0) }
        guard duplicates.isEmpty else {
            SnapshotMessage.sectionSnapshotNotUnique(SnapshotMessage.setDescription(duplicates)).report()
            return false
        }
        return true
    }
}

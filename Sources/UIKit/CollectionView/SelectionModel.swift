import Foundation

/// The selected index paths, in the order they were selected, with O(1) membership.
struct SelectionModel {
    private(set) var ordered: [IndexPath] = []
    private var members: Set<IndexPath> = []

    var isEmpty: Bool { ordered.isEmpty }
    func contains(_ path: IndexPath) -> Bool { members.contains(path) }

    mutating func insert(_ path: IndexPath) {
        if members.insert(path).inserted { ordered.append(path) }
    }

    mutating func remove(_ path: IndexPath) {
        if members.remove(path) != nil { ordered.removeAll { $0 == path } }
    }

    mutating func removeAll() {
        ordered.removeAll()
        members.removeAll()
    }

    /// The selection after an update: each path mapped to where its item went; items that went
    /// away leave the selection.
    mutating func remap(_ map: (IndexPath) -> IndexPath?) {
        let old = ordered
        removeAll()
        for path in old {
            if let moved = map(path) { insert(moved) }
        }
    }
}

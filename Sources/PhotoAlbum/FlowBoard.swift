import Foundation

/// A numbered tile of the flow showcase: `palette` picks its color (the section it started in).
public struct FlowTile: Hashable, Sendable {
    public let id: Int
    public let label: String
    public let palette: Int
}

/// Where tiles are: the showcase's sectioned grid or the shelf under it (one section).
public enum FlowContainer: Sendable {
    case grid, shelf
}

/// The flow showcase's model: the grid's sections of tiles and the shelf's tiles. Both
/// collection views' data sources read it; edits, drops and menu actions change it in their
/// update blocks.
public struct FlowBoard: Sendable {
    public struct Section: Sendable {
        public var title: String
        public var tiles: [FlowTile]
    }

    public private(set) var sections: [Section]
    public private(set) var shelf: [FlowTile] = []
    private var nextID: Int

    /// The showcase's four sections: 24 uniform tiles, 30 of varied widths, 30 of varied
    /// heights, 16 in large insets (numbered 0 to 99).
    public static let showcase = FlowBoard(sections: [
        ("Uniform items", 0..<24), ("Varied widths", 24..<54), ("Varied heights", 54..<84), ("Large insets", 84..<100),
    ])

    init(sections: [(String, Range<Int>)]) {
        self.sections = sections.enumerated().map { palette, section in
            Section(title: section.0, tiles: section.1.map { FlowTile(id: $0, label: "\($0)", palette: palette) })
        }
        nextID = (sections.map(\.1.upperBound).max() ?? 0)
    }

    /// The number of tiles in a container (all sections of the grid).
    public func count(in container: FlowContainer) -> Int {
        container == .shelf ? shelf.count : sections.reduce(0) { $0 + $1.tiles.count }
    }

    /// The number of tiles of `section` in a container.
    public func count(in container: FlowContainer, section: Int) -> Int {
        container == .shelf ? shelf.count : sections[section].tiles.count
    }

    public func tile(at indexPath: IndexPath, in container: FlowContainer) -> FlowTile {
        container == .shelf ? shelf[indexPath.item] : sections[indexPath.section].tiles[indexPath.item]
    }

    /// Where the tile with `id` is in a container, if it is there.
    public func indexPath(ofTile id: Int, in container: FlowContainer) -> IndexPath? {
        if container == .shelf { return shelf.firstIndex { $0.id == id }.map { IndexPath(item: $0, section: 0) } }
        for (section, content) in sections.enumerated() {
            if let item = content.tiles.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The end of a container: after the last tile of its last section.
    public func endIndexPath(in container: FlowContainer) -> IndexPath {
        container == .shelf ? IndexPath(item: shelf.count, section: 0)
            : IndexPath(item: sections.last?.tiles.count ?? 0, section: max(0, sections.count - 1))
    }

    @discardableResult
    public mutating func remove(at indexPath: IndexPath, from container: FlowContainer) -> FlowTile {
        container == .shelf ? shelf.remove(at: indexPath.item) : sections[indexPath.section].tiles.remove(at: indexPath.item)
    }

    /// Removes the tiles at `indexPaths` (in any order).
    public mutating func remove(at indexPaths: [IndexPath], from container: FlowContainer) {
        for indexPath in indexPaths.sorted(by: >) { remove(at: indexPath, from: container) }
    }

    /// Inserts `tile` at `indexPath`, its item clamped to the section's end.
    public mutating func insert(_ tile: FlowTile, at indexPath: IndexPath, in container: FlowContainer) {
        if container == .shelf {
            shelf.insert(tile, at: min(indexPath.item, shelf.count))
        } else {
            sections[indexPath.section].tiles.insert(tile, at: min(indexPath.item, sections[indexPath.section].tiles.count))
        }
    }

    /// A new tile that copies `tile`'s color, labelled as its copy ("7′").
    public mutating func makeCopy(of tile: FlowTile) -> FlowTile {
        defer { nextID += 1 }
        return FlowTile(id: nextID, label: tile.label + "′", palette: tile.palette)
    }
}

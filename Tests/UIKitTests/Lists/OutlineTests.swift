import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Outlines expanded and collapsed by taps on their disclosures, against a model of the tree.
@Suite @MainActor struct OutlineTests {
    /// A tree of `depth` levels, `width` children each: names like "0.2.1".
    private func tree(depth: Int, width: Int, prefix: String = "") -> [(String, [String])] {
        guard depth > 0 else { return [] }
        var result: [(String, [String])] = []
        for index in 0..<width {
            let name = prefix.isEmpty ? "\(index)" : "\(prefix).\(index)"
            result.append((name, depth > 1 ? (0..<width).map { "\(name).\($0)" } : []))
            result += tree(depth: depth - 1, width: width, prefix: name)
        }
        return result
    }

    /// The items an outline shows: each item whose ancestors are all expanded, in tree order.
    private func visible(_ roots: [String], children: [String: [String]], expanded: Set<String>) -> [String] {
        roots.flatMap { root -> [String] in
            [root] + (expanded.contains(root) ? visible(children[root] ?? [], children: children, expanded: expanded) : [])
        }
    }

    @Test(arguments: 0..<6) func randomTogglesMatchTheModel(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 99)
        var children: [String: [String]] = [:]
        for (name, kids) in tree(depth: 3, width: 3) { children[name] = kids }
        let roots = ["0", "1", "2"]
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 2000),
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            cell.accessories = children[item]?.isEmpty == false ? [.outlineDisclosure(options: .init(style: .cell))] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        func add(_ items: [String], to parent: String?) {
            outline.append(items, to: parent)
            for item in items { add(children[item] ?? [], to: item) }
        }
        add(roots, to: nil)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var expanded: Set<String> = []
        for _ in 0..<12 {
            let shown = visible(roots, children: children, expanded: expanded)
            let parents = shown.indices.filter { children[shown[$0]]?.isEmpty == false }
            let row = parents[random.int(0...(parents.count - 1))]
            let cell = collectionView.cellForItem(at: IndexPath(item: row, section: 0)) as? UICollectionViewListCell
            cell?.layoutIfNeeded()
            // The disclosure sits at the leading side of the row (inset 10 in a sidebar): 16
            // points in, plus the indentation.
            let x = 10 + 16 + CGFloat(outline.level(of: shown[row])) * 10 + 6
            collectionView.handleTap(at: CGPoint(x: x, y: CGFloat(row) * 44 + 22))
            collectionView.layoutIfNeeded()
            if expanded.contains(shown[row]) { expanded.remove(shown[row]) } else { expanded.insert(shown[row]) }
            let model = visible(roots, children: children, expanded: expanded)
            #expect((0..<collectionView.numberOfItems(inSection: 0)).map { dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0)) } == model)
            outline = dataSource.snapshot(for: 0)
        }
    }
}

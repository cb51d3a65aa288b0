import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import UIKit

/// The compositional layout's scale (issue: compositional benchmarks): Apple's "Grid" — items
/// `fw(0.2)×fh(1)` in a group `fw(1)×fw(0.2)`, five to a row — repeated over 1,000,000 items in
/// one section of a 390×844 collection view (an iPhone in portrait: 78×78 items, 55 to 66 on
/// screen). The baseline, in the same run, is the same grid through the flow layout (78×78
/// items, no spacing), measured the same way.
enum Grid {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let count = 1_000_000

    static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                         heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func compositionalLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: section())
    }

    static func flowLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 78, height: 78)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    /// A collection view of `count` items with `layout`, laid out once.
    @MainActor
    static func collectionView(_ layout: UICollectionViewLayout, source: UniformSource) -> UICollectionView {
        let collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// The viewport in the middle of the content.
    @MainActor
    static func midContentRect(_ collectionView: UICollectionView) -> CGRect {
        let y = ((collectionView.contentSize.height - bounds.height) / 2).rounded()
        return CGRect(x: 0, y: y, width: bounds.width, height: bounds.height)
    }
}

/// A 1,000,000-item grid scrolled frame by frame, as `EngineBenchmarks`' `ScrollRig` does, in a
/// 390×844 view, with either layout.
@MainActor
final class GridScrollRig {
    let source = UniformSource(count: Grid.count)
    let collectionView: UICollectionView
    private let scroller: SteadyScroller

    init(_ layout: UICollectionViewLayout) {
        let view = Grid.collectionView(layout, source: source)
        collectionView = view
        scroller = SteadyScroller(view, warmUpSteps: 90)
    }

    /// One frame of steady scrolling: 40 points further, then layout.
    func scrollFrame() { scroller.scrollFrame() }
}

nonisolated(unsafe) var compositionalRig: GridScrollRig?
nonisolated(unsafe) var flowRig: GridScrollRig?

/// A layout of `sections` sections of `items` items each, every section a new object from the
/// section provider (by default a five-column grid), which counts its calls.
@MainActor
final class ProviderRig: NSObject, UICollectionViewDataSource {
    let sections: Int
    let items: Int
    private(set) var providerCalls = 0
    var collectionView: UICollectionView!
    var layout: UICollectionViewCompositionalLayout!

    init(sections: Int, items: Int = 10, makeSection: @escaping () -> NSCollectionLayoutSection = Grid.section) {
        self.sections = sections
        self.items = items
        super.init()
        layout = UICollectionViewCompositionalLayout { [unowned self] _, _ in
            providerCalls += 1
            return makeSection()
        }
        collectionView = UICollectionView(frame: Grid.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: SectionKinds.header,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// The sections of issue 25's two 1,000,000-item layouts (10,000 sections of 100 items).
enum SectionKinds {
    static let header = "header"

    /// The grid with a pinned header of estimated height 44 across the section.
    static func gridWithHeader() -> NSCollectionLayoutSection {
        let section = Grid.section()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: header, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// A row of 78×78 items that scrolls on its own (`.continuous`).
    static func orthogonalRow() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(78), heightDimension: .absolute(78)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    // Prepare: the whole solve after `invalidateLayout()`, as the collection view calls it.
    for (name, makeLayout) in [("compositional", Grid.compositionalLayout), ("baseline flow", Grid.flowLayout)] {
        Benchmark("\(name) prepare grid 1000000") { benchmark in
            onMain {
                let source = UniformSource(count: Grid.count)
                let layout = makeLayout()
                let collectionView = Grid.collectionView(layout, source: source)
                benchmark.startMeasurement()
                layout.invalidateLayout()
                layout.prepare()
                benchmark.stopMeasurement()
                blackHole(layout.collectionViewContentSize)
                blackHole(collectionView)
            }
        }
    }

    // A viewport rect query in the middle of the content, one per iteration.
    for (name, makeLayout) in [("compositional", Grid.compositionalLayout), ("baseline flow", Grid.flowLayout)] {
        nonisolated(unsafe) var scene: (UICollectionView, UICollectionViewLayout, CGRect)?
        Benchmark("\(name) rect query 390x844 mid-content, grid 1000000") { benchmark in
            onMain {
                if scene == nil {
                    let layout = makeLayout()
                    let collectionView = Grid.collectionView(layout, source: UniformSource(count: Grid.count))
                    scene = (collectionView, layout, Grid.midContentRect(collectionView))
                }
                let (_, layout, rect) = scene!
                benchmark.startMeasurement()
                let found = layout.layoutAttributesForElements(in: rect)?.count ?? 0
                benchmark.stopMeasurement()
                blackHole(found)
            }
        }
    }

    // A scroll frame: move the content 40 points, then `layoutIfNeeded()` (EngineBenchmarks' frame).
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 3000)

    Benchmark("compositional engine frame: 1M grid scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if compositionalRig == nil { compositionalRig = GridScrollRig(Grid.compositionalLayout()) }
            benchmark.startMeasurement()
            compositionalRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("baseline flow engine frame: 1M grid scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if flowRig == nil { flowRig = GridScrollRig(Grid.flowLayout()) }
            benchmark.startMeasurement()
            flowRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    // A section provider over 10,000 sections: one full invalidation and solve, and how often
    // the provider was asked in it (once per section is right).
    let providerCalls = BenchmarkMetric.custom("section provider calls", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("compositional prepare 10000 sections from a section provider",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, providerCalls], maxDuration: .seconds(3),
                                   maxIterations: 100)) { benchmark in
        onMain {
            let rig = ProviderRig(sections: 10_000)
            let before = rig.providerCalls
            benchmark.startMeasurement()
            rig.layout.invalidateLayout()
            rig.layout.prepare()
            benchmark.stopMeasurement()
            blackHole(rig.layout.collectionViewContentSize)
            benchmark.measurement(providerCalls, rig.providerCalls - before)
        }
    }

    // Issue 25: 10,000 sections of 100 items (1,000,000 items), each with a pinned header of
    // estimated height, or each scrolling orthogonally; one full invalidation and solve.
    for (name, makeSection) in [("each with a header", SectionKinds.gridWithHeader),
                                ("each orthogonal", SectionKinds.orthogonalRow)] {
        Benchmark("compositional prepare 10000 sections x 100 items \(name)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3),
                                       maxIterations: 100)) { benchmark in
            onMain {
                let rig = ProviderRig(sections: 10_000, items: 100, makeSection: makeSection)
                benchmark.startMeasurement()
                rig.layout.invalidateLayout()
                rig.layout.prepare()
                benchmark.stopMeasurement()
                blackHole(rig.layout.collectionViewContentSize)
            }
        }
    }

    // Its baseline: the provider's own work alone, making the 10,000 sections it returns.
    Benchmark("baseline section provider alone 10000 sections",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100)) { benchmark in
        onMain {
            var sections: [NSCollectionLayoutSection] = []
            sections.reserveCapacity(10_000)
            benchmark.startMeasurement()
            for _ in 0..<10_000 { sections.append(Grid.section()) }
            benchmark.stopMeasurement()
            blackHole(sections)
        }
    }
}

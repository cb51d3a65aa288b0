import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import UIKit

/// Issue 12's list goal: a 1,000,000-row plain list (one section, single-line cells configured
/// with `defaultContentConfiguration()` by a cell registration, as Apple's samples write it)
/// scrolled frame by frame in a 390×844 view. The baseline, in the same run, is the same rows
/// through a flow layout of 44-point full-width plain cells that the data source leaves
/// unconfigured.
enum List {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let count = 1_000_000
}

/// The list as iOS code builds it: a list layout, a registration, a data source answering for
/// a million rows (not a diffable snapshot: that would measure the snapshot, not the list).
@MainActor
final class ListSource: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(row)"
        cell.contentConfiguration = content
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { List.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

@MainActor
final class ListScrollRig {
    let collectionView: UICollectionView
    private let keep: AnyObject
    private let scroller: SteadyScroller

    init(list: Bool) {
        if list {
            let source = ListSource()
            collectionView = UICollectionView(frame: List.bounds, collectionViewLayout:
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.dataSource = source
            keep = source
        } else {
            let source = UniformSource(count: List.count)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: List.bounds.width, height: 44)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: List.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            keep = source
        }
        collectionView.layoutIfNeeded()
        scroller = SteadyScroller(collectionView, warmUpSteps: 50)
    }

    func scrollFrame() { scroller.scrollFrame() }
}

/// Issue 25's list: a 1,000,000-row diffable list as Apple's samples write one (list layout,
/// cell registration, `defaultContentConfiguration()` with a secondary text on every third row,
/// a disclosure indicator on every row), its rows self-sizing as they first appear (each frame
/// shows rows never seen before).
@MainActor
final class DiffableListRig {
    let collectionView = UICollectionView(frame: List.bounds, collectionViewLayout:
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    private let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    private let scroller: SteadyScroller

    init() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            if row % 3 == 0 { content.secondaryText = "Every third row has a subtitle" }
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<List.count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        scroller = SteadyScroller(collectionView, warmUpSteps: 50)
    }

    func scrollFrame() { scroller.scrollFrame() }
}

nonisolated(unsafe) var diffableListRig: DiffableListRig?
nonisolated(unsafe) var listRig: ListScrollRig?
nonisolated(unsafe) var flowListRig: ListScrollRig?

let benchmarks: @Sendable () -> Void = {
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 3000)

    tableBenchmarks(frameConfiguration: frameConfiguration)

    Benchmark("list engine frame: 1M rows scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if listRig == nil { listRig = ListScrollRig(list: true) }
            benchmark.startMeasurement()
            listRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("diffable list frame: 1M self-sizing rows, subtitles and disclosure, scrolled 40 pt",
              configuration: frameConfiguration) { benchmark in
        onMain {
            if diffableListRig == nil { diffableListRig = DiffableListRig() }
            benchmark.startMeasurement()
            diffableListRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("baseline flow engine frame: 1M plain rows scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if flowListRig == nil { flowListRig = ListScrollRig(list: false) }
            benchmark.startMeasurement()
            flowListRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    // Configuring a cell with the configuration it already shows: UIKit's cost of a
    // `reconfigureItems` that changed nothing. The configuration is kept as the existential the
    // property takes (Swift boxes a struct this large when it becomes one: the caller's cost,
    // once, as on iOS).
    nonisolated(unsafe) var cell: UICollectionViewListCell?
    nonisolated(unsafe) var configuration: (any UIContentConfiguration)?
    Benchmark("list cell configured again with an unchanged configuration",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 10000)) { benchmark in
        onMain {
            if cell == nil {
                let made = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                var content = made.defaultContentConfiguration()
                content.text = "Row 42"
                made.contentConfiguration = content
                made.layoutIfNeeded()
                cell = made
                configuration = content
            }
            benchmark.startMeasurement()
            cell!.contentConfiguration = configuration
            cell!.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    }
}

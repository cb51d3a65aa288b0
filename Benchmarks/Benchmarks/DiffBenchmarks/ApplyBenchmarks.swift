import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Host) import UIKit

/// The whole animated apply (issue 9): a 1170×2532 collection view with a flow layout of
/// 100×100 items in one section shows the old snapshot; the timing covers
/// `apply(_:animatingDifferences: true)` of the new one and the `layoutIfNeeded()` after it.
/// The floor is the Dictionary build and probe of the same input, in the same run.
@MainActor
final class ApplyScene {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(showing snapshot: NSDiffableDataSourceSnapshot<Int, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1170, height: 2532), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.applySnapshotUsingReloadData(snapshot)
        collectionView.layoutIfNeeded()
    }
}

func applyBenchmarks(sizes: [Int]) {
    onMain { Animator.shared.clock = ManualAnimationClock() }
    for count in sizes {
        for mix in Mix.allCases {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock], maxDuration: .seconds(count >= 1_000_000 ? 10 : 3),
                maxIterations: count >= 1_000_000 ? 10 : 100)
            Benchmark("apply, animated: \(count / 1000)k \(mix.rawValue)", configuration: configuration) { benchmark in
                let data = input(count, mix)
                onMain {
                    let scene = ApplyScene(showing: data.oldSnapshot)
                    benchmark.startMeasurement()
                    scene.dataSource.apply(data.newSnapshot, animatingDifferences: true)
                    scene.collectionView.layoutIfNeeded()
                    benchmark.stopMeasurement()
                    Animator.shared.reset()
                }
            }
        }
    }
}

/// Issue 27's batch: the same apply on a 390×844 plain table of 44-point rows, through
/// `UITableViewDiffableDataSource` (its batch goes through the planner as the caller's), against
/// the same floor.
@MainActor
final class TableApplyScene {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource: UITableViewDiffableDataSource<Int, Int>

    init(showing snapshot: NSDiffableDataSourceSnapshot<Int, Int>) {
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource.applySnapshotUsingReloadData(snapshot)
        tableView.layoutIfNeeded()
    }
}

func tableApplyBenchmarks(count: Int) {
    for mix in [Mix.churn, .moved] {
        Benchmark("table apply, animated: \(count / 1000)k \(mix.rawValue)",
                  configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 100)) { benchmark in
            let data = input(count, mix)
            onMain {
                let scene = TableApplyScene(showing: data.oldSnapshot)
                benchmark.startMeasurement()
                scene.dataSource.apply(data.newSnapshot, animatingDifferences: true)
                scene.tableView.layoutIfNeeded()
                benchmark.stopMeasurement()
                Animator.shared.reset()
            }
        }
    }
}


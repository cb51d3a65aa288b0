import Foundation
import Testing
@_spi(Benchmarks) @testable import UIKit

/// Cell and supplementary registrations (issue 12, part 1).
@Suite(.serialized) @MainActor struct RegistrationTests {
    @Test func aRegistrationMadeInsideTheCellProviderIsReported() {
        let log = MessageLog()
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            return view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        log.capture {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        #expect(log.messages.contains { $0.hasPrefix("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:") })
        #expect(collectionView.visibleCells.count == 2)
    }

    @Test func aRegistrationMadeUpFrontIsNotReportedAndReuses() {
        let log = MessageLog()
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, item in configured.append(item) }
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 100), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<100))
        log.capture {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = CGPoint(x: 0, y: 600)
            collectionView.layoutIfNeeded()
        }
        #expect(log.messages.isEmpty)
        #expect(configured.count > collectionView.visibleCells.count)
        #expect(collectionView.createdCellCount < configured.count, "cells are reused")
    }
}

import Foundation
import Testing
@testable import UIKit

/// A list of strings shown by list cells with the default content configuration.
@MainActor
final class ListFixture {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var configured: [String] = []

    init(_ configuration: UICollectionLayoutListConfiguration, sections: [[String]], size: CGSize = CGSize(width: 390, height: 844)) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size),
                                        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.traitOverrides.displayScale = 2
        collectionView.contentInsetAdjustmentBehavior = .never
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            configured.append(item)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        self.configured = configured
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// List layouts (issue 12): rows, appearances, headers. UIKit's metrics where the spec marks
/// them uncertain are decided here as iOS 26 shows them on a 390-point iPhone: rows 44 points
/// (single-line `cell()`), inset-grouped sections inset 16 points (20 from 414 points) with a
/// corner radius of 26, 35 points above a grouped section without a header.
@Suite @MainActor struct ListLayoutTests {
    /// E19 — a plain list: full-width 44-point rows.
    @Test func plainRows() {
        let fixture = ListFixture(.init(appearance: .plain), sections: [["a", "b", "c"]])
        #expect(fixture.frame(0) == rect(0, 0, 390, 44))
        #expect(fixture.frame(1) == rect(0, 44, 390, 44))
        #expect(fixture.frame(2) == rect(0, 88, 390, 44))
        #expect(fixture.collectionView.contentSize == size(390, 132))
        #expect(fixture.cell(0)?.frame == rect(0, 0, 390, 44))
    }

    /// E20 — an inset-grouped list without headers: inset 16, 35 above the section.
    @Test func insetGroupedRows() {
        let fixture = ListFixture(.init(appearance: .insetGrouped), sections: [["a", "b", "c"], ["d"]])
        #expect(fixture.frame(0) == rect(16, 35, 358, 44))
        #expect(fixture.frame(2) == rect(16, 123, 358, 44))
        #expect(fixture.frame(0, 1) == rect(16, 202, 358, 44))
        let wide = ListFixture(.init(appearance: .insetGrouped), sections: [["a"]], size: size(430, 932))
        #expect(wide.frame(0) == rect(20, 35, 390, 44))
    }

    @Test func insetGroupedRowsRoundTheSectionsOuterCorners() {
        let fixture = ListFixture(.init(appearance: .insetGrouped), sections: [["a", "b", "c"]])
        let first = fixture.cell(0)?.backgroundConfigurationView
        #expect(fixture.cell(0)?.backgroundConfiguration?.cornerRadius == 26)
        #expect(first?.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(fixture.cell(1)?.backgroundConfigurationView?.maskedCorners == [])
        #expect(fixture.cell(2)?.backgroundConfigurationView?.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(fixture.cell(0)?.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func supplementaryHeadersSitAboveTheirSections() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let fixture = ListFixture(configuration, sections: [["a", "b"], ["c"]])
        let header = fixture.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let firstRowOfSecond = fixture.frame(0, 1)
        #expect(header.map { $0.frame.maxY } == firstRowOfSecond?.minY)
        #expect(header?.zIndex == 200)
        #expect(fixture.frame(0).map { $0.minY } == fixture.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.maxY)
    }

    @Test func separatorsFollowTheText() {
        let fixture = ListFixture(.init(appearance: .plain), sections: [["a", "b"]])
        let separator = fixture.cell(0)?.subviews.last
        #expect(separator?.frame == rect(16, 43.5, 374, 0.5))
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let none = ListFixture(hidden, sections: [["a", "b"]])
        #expect(none.cell(0)?.subviews.last?.isHidden == true)
    }

    @Test func theSeparatorLayoutGuideMovesTheSeparator() {
        let fixture = ListFixture(.init(appearance: .plain), sections: [["a", "b", "c"]])
        let cell = fixture.cell(0)!
        let separator = cell.subviews.last!
        #expect(cell.separatorLayoutGuide.layoutFrame == rect(16, 43.5, 374, 0.5), "unconstrained, it spans the default separator")
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60).isActive = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(separator.frame == rect(60, 43.5, 330, 0.5))
        let trailing = fixture.cell(1)!
        trailing.separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailing.trailingAnchor, constant: -10).isActive = true
        trailing.setNeedsLayout()
        trailing.layoutIfNeeded()
        #expect(trailing.subviews.last?.frame == rect(16, 43.5, 364, 0.5))
        fixture.collectionView.collectionViewLayout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(0)?.height == 44, "the guide's constraints do not size the row")
    }

    @Test func sidebarsGiveSidebarContent() {
        let fixture = ListFixture(.init(appearance: .sidebar), sections: [["a"]])
        #expect(fixture.cell(0)?.defaultContentConfiguration().style == .sidebarCell)
        #expect(fixture.cell(0)?.backgroundConfiguration?.style == .listSidebarCell)
        #expect(fixture.frame(0) == rect(10, 0, 370, 44))
    }
}

/// A list's background color becomes the collection view's unless the app sets one.
@Suite @MainActor struct ListBackgroundTests {
    @Test func groupedListsAreGrayUnlessTheAppSaysOtherwise() {
        let grouped = ListFixture(.init(appearance: .insetGrouped), sections: [["a"]])
        #expect(grouped.collectionView.backgroundColor == .systemGroupedBackground)
        var custom = UICollectionLayoutListConfiguration(appearance: .plain)
        custom.backgroundColor = .systemYellow
        #expect(ListFixture(custom, sections: [["a"]]).collectionView.backgroundColor == .systemYellow)
        let chosen = ListFixture(.init(appearance: .grouped), sections: [["a"]])
        chosen.collectionView.backgroundColor = .systemPink
        chosen.collectionView.setNeedsLayout()
        chosen.collectionView.layoutIfNeeded()
        #expect(chosen.collectionView.backgroundColor == .systemPink)
    }
}

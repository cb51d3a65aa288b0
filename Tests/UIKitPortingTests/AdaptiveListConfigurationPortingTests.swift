import UIKit
import XCTest

/// iOS 18's adaptive list configurations: `header()`, `footer()`, `cell()` and the prominent
/// headers take the style of the list they are shown in, through the `listEnvironment` trait
/// that list sections give their cells, headers and footers.
final class AdaptiveListConfigurationPortingTests: XCTestCase {
    private func state(_ environment: UIListEnvironment) -> UICellConfigurationState {
        UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: environment))
    }

    func testHeadersAndFootersTakeTheListsStyle() {
        var header = UIListContentConfiguration.header()
        header.text = "Recents"
        XCTAssertEqual(header.textProperties.font, UIListContentConfiguration.plainHeader().textProperties.font,
                       "a plain header until it knows its list")

        let grouped = header.updated(for: state(.insetGrouped))
        XCTAssertEqual(grouped.text, "Recents")
        XCTAssertEqual(grouped.textProperties.font, UIListContentConfiguration.groupedHeader().textProperties.font)
        XCTAssertEqual(grouped.textProperties.transform, .uppercase)
        XCTAssertEqual(grouped.directionalLayoutMargins, UIListContentConfiguration.groupedHeader().directionalLayoutMargins)
        XCTAssertEqual(header.updated(for: state(.sidebar)).textProperties.color, UIListContentConfiguration.sidebarHeader().textProperties.color)
        XCTAssertEqual(header.updated(for: state(.plain)), header)

        let footer = UIListContentConfiguration.footer().updated(for: state(.grouped))
        XCTAssertEqual(footer.directionalLayoutMargins, UIListContentConfiguration.groupedFooter().directionalLayoutMargins)
        XCTAssertEqual(UIListContentConfiguration.prominentHeader().textProperties.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(UIListContentConfiguration.extraProminentHeader().updated(for: state(.plain)).textProperties.font,
                       .boldSystemFont(ofSize: 22))
    }

    func testWhatTheAppChangedStays() {
        var header = UIListContentConfiguration.header()
        header.textProperties.color = .systemRed
        header.textProperties.numberOfLines = 2
        let grouped = header.updated(for: state(.grouped))
        XCTAssertEqual(grouped.textProperties.color, .systemRed, "the app's color stays")
        XCTAssertEqual(grouped.textProperties.numberOfLines, 2)
        XCTAssertEqual(grouped.textProperties.transform, .uppercase, "the style's defaults change")
    }

    func testCellsBecomeSidebarCellsInSidebars() {
        var cell = UIListContentConfiguration.cell()
        cell.text = "Inbox"
        var selected = state(.sidebar)
        selected.isSelected = true
        XCTAssertEqual(cell.updated(for: selected).textProperties.color, .white, "a selected sidebar row shows white text")
        XCTAssertEqual(cell.updated(for: { var s = state(.insetGrouped); s.isSelected = true; return s }()).textProperties.color, .label)
    }

    func testListSectionsGiveTheirCellsTheListEnvironment() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.header()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Favorites"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual(cell.traitCollection.listEnvironment, .insetGrouped)
        XCTAssertEqual(cell.contentView.traitCollection.listEnvironment, .insetGrouped)
        let shown = try XCTUnwrap((cell.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)
        XCTAssertEqual(shown.textProperties.transform, .uppercase, "the header shows the inset-grouped style")
        XCTAssertEqual(UITraitCollection().listEnvironment, .unspecified)
        XCTAssertEqual(UIView().traitCollection.listEnvironment, .unspecified)
    }
}

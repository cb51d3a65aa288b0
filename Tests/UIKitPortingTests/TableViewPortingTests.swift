@_spi(Host) import UIKit
import XCTest

/// A table's data source and delegate as iOS code writes them: sections of "Row n" cells with
/// titled headers.
final class SectionsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts = [5, 5, 5]
    var titles: [String?] = ["Section 0", "Section 1", "Section 2"]
    var calls: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cellForRowAt \(indexPath.section)-\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelectRowAt \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselectRowAt \(indexPath.section)-\(indexPath.row)")
    }
}

final class TableViewPortingTests: XCTestCase {
    private var window: UIWindow!
    private var source: SectionsDataSource!

    private func makeTable(_ style: UITableView.Style, scale: CGFloat = 2, configure: (UITableView) -> Void = { _ in }) -> UITableView {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let tableView = UITableView(frame: window.bounds, style: style)
        tableView.traitOverrides.displayScale = scale
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        source = source ?? SectionsDataSource()
        tableView.dataSource = source
        tableView.delegate = source
        configure(tableView)
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        return tableView
    }

    private func assertRect(_ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        let expected = CGRect(x: x, y: y, width: width, height: height)
        let close = abs(actual.minX - x) < 0.001 && abs(actual.minY - y) < 0.001
            && abs(actual.width - width) < 0.001 && abs(actual.height - height) < 0.001
        XCTAssertTrue(close, "\(actual) is not \(expected)", file: file, line: line)
    }

    // MARK: Plain (spec E1)

    func testPlainTableLaysOutSectionsAsUIKit() {
        for scale: CGFloat in [2, 3] {
            let tableView = makeTable(.plain, scale: scale)
            XCTAssertEqual(tableView.rowHeight, UITableView.automaticDimension)
            XCTAssertEqual(tableView.estimatedRowHeight, UITableView.automaticDimension)
            for section in 0..<3 {
                let top = CGFloat(section) * 270
                assertRect(tableView.rectForHeader(inSection: section), 0, top + 22, 390, 28)
                for row in 0..<5 {
                    assertRect(tableView.rectForRow(at: IndexPath(row: row, section: section)), 0, top + 50 + CGFloat(row) * 44, 390, 44)
                }
                assertRect(tableView.rectForFooter(inSection: section), 0, top + 270, 390, 0)
            }
            XCTAssertEqual(tableView.contentSize, CGSize(width: 390, height: 810))
            XCTAssertEqual(tableView.visibleCells.count, 15)
            XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        }
    }

    func testPlainCellPartsAtBothScales() {
        for (scale, content) in [(CGFloat(2), CGFloat(43.5)), (3, 43.666_666)] {
            let tableView = makeTable(.plain, scale: scale)
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
            assertRect(cell.frame, 0, 50, 390, 44)
            assertRect(cell.contentView.frame, 0, 0, 390, content)
            assertRect(cell.textLabel!.frame, 16, 0, 358, content)
            XCTAssertEqual(cell.textLabel?.font, UIFont.preferredFont(forTextStyle: .body))
            XCTAssertEqual(cell.layoutMargins.left, 16)
            XCTAssertEqual(cell.separatorInset.left, 16)
            XCTAssertEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        }
    }

    func testPlainHeaderShowsTheTitleCentred() {
        let tableView = makeTable(.plain)
        let header = tableView.headerView(forSection: 0)!
        XCTAssertEqual(header.textLabel?.text, "Section 0")
        assertRect(header.frame, 0, 22, 390, 28)
        let label = header.textLabel!
        XCTAssertEqual(label.frame.minX, 16)
        XCTAssertEqual(label.frame.minY, ((28 - label.frame.height) / 2).rounded())
    }

    func testSectionHeaderTopPaddingZero() {
        let tableView = makeTable(.plain) { $0.sectionHeaderTopPadding = 0 }
        XCTAssertEqual(tableView.rectForHeader(inSection: 1).minY, 248)
        XCTAssertEqual(tableView.rectForHeader(inSection: 2).minY, 496)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
        XCTAssertEqual(tableView.contentSize.height, 744)
    }

    func testPlainHeaderFloatsAndIsPushedByTheNextSection() {
        source = SectionsDataSource()
        source.rowCounts = [5, 5, 50]
        let tableView = makeTable(.plain)
        XCTAssertEqual(tableView.contentSize.height, 2790)
        tableView.contentOffset = CGPoint(x: 0, y: 300)
        tableView.layoutIfNeeded()
        assertRect(tableView.headerView(forSection: 1)!.frame, 0, 300, 390, 28)
        tableView.contentOffset = CGPoint(x: 0, y: 530)
        tableView.layoutIfNeeded()
        assertRect(tableView.headerView(forSection: 1)!.frame, 0, 512, 390, 28)
        assertRect(tableView.headerView(forSection: 2)!.frame, 0, 562, 390, 28)
        XCTAssertEqual(tableView.rectForHeader(inSection: 1).minY, 292, "rectForHeader is the resting place")
    }

    // MARK: Grouped (spec E2)

    func testGroupedTableWithTitlesAtTwoX() {
        let tableView = makeTable(.grouped, scale: 2)
        assertRect(tableView.rectForHeader(inSection: 0), 0, 0, 390, 54)
        for row in 0..<5 { XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: row, section: 0)).minY, 54 + CGFloat(row) * 44) }
        assertRect(tableView.rectForFooter(inSection: 0), 0, 274, 390, 17.5)
        assertRect(tableView.rectForHeader(inSection: 1), 0, 291.5, 390, 39)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 330.5)
        assertRect(tableView.rectForFooter(inSection: 1), 0, 550.5, 390, 17.5)
        assertRect(tableView.rectForHeader(inSection: 2), 0, 568, 390, 39)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 4, section: 2)).minY, 783)
        assertRect(tableView.rectForFooter(inSection: 2), 0, 827, 390, 17.5)
        XCTAssertEqual(tableView.contentSize.height, 864.5)
        XCTAssertEqual(tableView.backgroundColor, .systemGroupedBackground)
    }

    func testGroupedTableWithTitlesAtThreeX() {
        let tableView = makeTable(.grouped, scale: 3)
        assertRect(tableView.rectForFooter(inSection: 0), 0, 274, 390, 17.333_333)
        assertRect(tableView.rectForHeader(inSection: 1), 0, 291.333_333, 390, 39)
        assertRect(tableView.rectForHeader(inSection: 2), 0, 567.666_666, 390, 39)
        XCTAssertEqual(tableView.contentSize.height, 864, accuracy: 0.001)
    }

    func testGroupedHeaderUppercasesItsTitleBelowItsTopMargin() {
        let tableView = makeTable(.grouped)
        let first = tableView.headerView(forSection: 0)!, second = tableView.headerView(forSection: 1)!
        XCTAssertEqual(first.textLabel?.text, "SECTION 0")
        XCTAssertEqual(first.textLabel?.font, UIFont.preferredFont(forTextStyle: .footnote))
        XCTAssertEqual(first.textLabel?.textColor, .secondaryLabel)
        XCTAssertEqual(first.textLabel?.frame.origin, CGPoint(x: 16, y: 32))
        XCTAssertEqual(second.textLabel?.frame.origin, CGPoint(x: 16, y: 17))
    }

    func testGroupedTableWithoutTitlesKeepsSectionsThirtyFiveApart() {
        source = SectionsDataSource()
        source.titles = [nil, nil, nil]
        for (scale, footer, header) in [(CGFloat(2), CGFloat(17.5), CGFloat(17.5)), (3, 17.333_333, 17.666_666)] {
            let tableView = makeTable(.grouped, scale: scale)
            XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 35)
            assertRect(tableView.rectForFooter(inSection: 0), 0, 255, 390, footer)
            assertRect(tableView.rectForHeader(inSection: 1), 0, 255 + footer, 390, header)
            XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 290, accuracy: 0.001)
            XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY, 545, accuracy: 0.001)
            XCTAssertEqual(tableView.contentSize.height, 765 + footer + 20, accuracy: 0.001)
        }
    }

    func testGroupedSeparatorsAreInsetButTheLastRowsIsFullWidth() {
        let tableView = makeTable(.grouped)
        let middle = tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        let last = tableView.cellForRow(at: IndexPath(row: 4, section: 0))!
        let separator = { (cell: UITableViewCell) in cell.subviews.first { $0.frame.height == 0.5 && $0.frame.minY == 43.5 }?.frame }
        XCTAssertEqual(separator(middle), CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        XCTAssertEqual(separator(last), CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
    }

    // MARK: Inset grouped (spec E3)

    func testInsetGroupedRowsAreCardsInsetByTheMargins() {
        let tableView = makeTable(.insetGrouped)
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        assertRect(cell.frame, 16, 54, 358, 44)
        assertRect(cell.textLabel!.frame, 16, 0, 326, 43.5)
        XCTAssertEqual(cell.convert(cell.textLabel!.frame.origin, to: tableView).x, 32)
        assertRect(tableView.rectForHeader(inSection: 0), 0, 0, 390, 54)
    }

    // MARK: Cell styles (spec E4)

    /// A Settings-like row: an icon, a title, a value and a disclosure indicator.
    final class SettingsRow: NSObject, UITableViewDataSource {
        let style: UITableViewCell.CellStyle
        init(style: UITableViewCell.CellStyle) { self.style = style }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: style, reuseIdentifier: "row")
            cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
            }
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private var settingsRow: SettingsRow!

    private func styledCell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.traitOverrides.displayScale = 2
        settingsRow = SettingsRow(style: style)
        tableView.dataSource = settingsRow
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.layoutIfNeeded()
        return cell
    }

    func testSubtitleCellWithImageAndDisclosure() {
        let cell = styledCell(.subtitle)
        // The row is 44 points unless the two labels and the 4-point margins need more (the
        // fonts' heights are the text engine's).
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        let row = max(44, 4 + text.height + detail.height + 4 + 0.5)
        XCTAssertEqual(cell.frame.height, row)
        let content = row - 0.5
        assertRect(cell.contentView.frame, 0, 0, 366, content)
        assertRect(cell.imageView!.frame, 16, ((content - 29) / 2 * 2).rounded() / 2, 29, 29)
        XCTAssertEqual(text.minX, 60)
        XCTAssertEqual(detail.minX, 60)
        XCTAssertEqual(text.minY, ((content - text.height - detail.height) / 2).rounded(.up))
        XCTAssertEqual(detail.minY, text.maxY)
        XCTAssertEqual(cell.detailTextLabel?.font, UIFont.preferredFont(forTextStyle: .caption1))
        XCTAssertEqual(cell.layoutMargins.top, 4, "subtitle cells have 4-point vertical margins")
        let accessory = cell.subviews.first { $0.frame.width == 8 }
        XCTAssertEqual(accessory?.frame, CGRect(x: 366, y: ((content - 13) / 2 * 2).rounded() / 2, width: 8, height: 13))
        let separator = cell.subviews.first { $0.frame.height == 0.5 }
        XCTAssertEqual(separator?.frame, CGRect(x: 60, y: content, width: 330, height: 0.5))
    }

    func testValue1CellPutsTheDetailAtTheTrailingMargin() {
        let cell = styledCell(.value1)
        assertRect(cell.contentView.frame, 0, 0, 366, 43.5)
        assertRect(cell.imageView!.frame, 16, 7.5, 29, 29)
        XCTAssertEqual(cell.subviews.first { $0.frame.width == 8 }?.frame, CGRect(x: 366, y: 15.5, width: 8, height: 13))
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        XCTAssertEqual(text.minX, 60)
        XCTAssertEqual(detail.maxX, 366 - 16)
        XCTAssertEqual(text.minY, ((43.5 - text.height) / 2).rounded(.up))
        XCTAssertEqual(detail.minY, text.minY)
        XCTAssertEqual(cell.detailTextLabel?.textColor, .secondaryLabel)
    }

    func testDefaultStyleHasNoDetailLabelAndDefaultContentConfigurations() {
        XCTAssertNil(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel)
        XCTAssertEqual(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
        XCTAssertEqual(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration(), .subtitleCell())
        XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: "x").reuseIdentifier, "x")
        XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: nil).indentationWidth, 10)
        XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: nil).selectionStyle, .default)
    }

    // MARK: Heights

    func testDelegateHeightsAndFixedRowHeight() {
        final class Tall: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? 100 : UITableView.automaticDimension
            }
        }
        let tall = Tall()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.rowHeight = 60
        tableView.dataSource = tall
        tableView.delegate = tall
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 60, width: 320, height: 100))
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 160)
        XCTAssertEqual(tableView.contentSize.height, 220)
        XCTAssertEqual(tableView.indexPathForRow(at: CGPoint(x: 10, y: 100)), IndexPath(row: 1, section: 0))
        XCTAssertNil(tableView.indexPathForRow(at: CGPoint(x: 10, y: 300)))
    }

    func testSelfSizingCellTakesItsConstraintsHeightPlusTheSeparator() {
        final class Sized: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
                    box.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: indexPath.row == 0 ? 100 : 10),
                ])
                return cell
            }
        }
        let sized = Sized()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.traitOverrides.displayScale = 2
        tableView.dataSource = sized
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 122.5)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 122.5, width: 390, height: 32.5))
        XCTAssertEqual(tableView.contentSize.height, 155)
    }

    // MARK: Cells, reuse and display calls

    func testCellsAreAskedForTopToBottomAndReusedWhenScrolling() {
        source = SectionsDataSource()
        source.rowCounts = [100]
        source.titles = [nil]
        let tableView = makeTable(.plain)
        XCTAssertEqual(Array(source.calls.prefix(4)), ["cellForRowAt 0-0", "willDisplay 0-0", "cellForRowAt 0-1", "willDisplay 0-1"])
        XCTAssertEqual(tableView.visibleCells.count, 20, "844 points of 44-point rows")
        let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        tableView.contentOffset = CGPoint(x: 0, y: 44 * 30)
        tableView.layoutIfNeeded()
        XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 30, section: 0))
        XCTAssertTrue(tableView.visibleCells.contains { $0 === first }, "a cell that left is reused")
        XCTAssertEqual(tableView.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count, 20)
    }

    func testDequeueWithoutIndexPathOfAnUnknownIdentifierIsNil() {
        let tableView = UITableView(frame: .zero, style: .plain)
        XCTAssertNil(tableView.dequeueReusableCell(withIdentifier: "missing"))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "known")
        XCTAssertEqual(tableView.dequeueReusableCell(withIdentifier: "known")?.reuseIdentifier, "known")
    }

    // MARK: Selection

    func testTapSelectsAndTellsTheDelegateProgrammaticSelectionDoesNot() {
        let tableView = makeTable(.plain)
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 100, y: 50 + 44 + 10)))
        XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 1, section: 0))!.isSelected)
        XCTAssertEqual(source.calls.last, "didSelectRowAt 0-1")
        input.end(input.begin(at: CGPoint(x: 100, y: 50 + 10)))
        XCTAssertEqual(tableView.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(Array(source.calls.suffix(2)), ["didDeselectRowAt 0-1", "didSelectRowAt 0-0"])
        source.calls.removeAll()
        tableView.selectRow(at: IndexPath(row: 3, section: 1), animated: false, scrollPosition: .none)
        tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        XCTAssertEqual(tableView.indexPathsForSelectedRows, [IndexPath(row: 3, section: 1)])
        XCTAssertTrue(source.calls.isEmpty)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        XCTAssertNil(tableView.indexPathForSelectedRow, "reloadData clears the selection")
    }

    // MARK: Scrolling (spec E5)

    func testScrollToRowPositions() {
        source = SectionsDataSource()
        source.rowCounts = [5, 5, 50]
        let tableView = makeTable(.plain)
        let row = IndexPath(row: 20, section: 2)
        tableView.scrollToRow(at: row, at: .top, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 1442)
        tableView.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 1070)
        tableView.scrollToRow(at: row, at: .bottom, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 670)
        tableView.scrollToRow(at: IndexPath(row: 49, section: 2), at: .top, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 1946, "clamped to the content")
    }

    // MARK: Updates

    func testBatchInsertAndDeleteKeepCellsAndSelectionOnTheirRows() {
        source = SectionsDataSource()
        source.rowCounts = [5]
        source.titles = [nil]
        let tableView = makeTable(.plain)
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        source.rowCounts = [6]
        var completed = false
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates({
                tableView.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
                tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            }, completion: { completed = $0 })
        }
        XCTAssertTrue(completed)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 6)
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
        XCTAssertEqual(tableView.contentSize.height, 6 * 44)
    }

    func testInvalidUpdateReportsUIKitsMessageAndReloads() {
        source = SectionsDataSource()
        source.rowCounts = [5]
        source.titles = [nil]
        let tableView = makeTable(.plain)
        final class Messages: @unchecked Sendable { var list: [String] = [] }
        let messages = Messages()
        let previous = Diagnostics.handler
        Diagnostics.handler = { messages.list.append($0) }
        defer { Diagnostics.handler = previous }
        tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        XCTAssertTrue(messages.list.first?.hasPrefix("[UITableView] Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView") ?? false, "\(messages.list)")
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 5)
    }

    // MARK: Section index, prefetching, filler rows

    final class Alphabet: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        let letters = (65...90).map { String(UnicodeScalar($0)!) }
        var prefetched: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []

        func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(letters[indexPath.section]) \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    }

    private func alphabetTable(_ alphabet: Alphabet) -> UITableView {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = alphabet
        tableView.prefetchDataSource = alphabet
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        return tableView
    }

    func testTouchingTheSectionIndexScrollsToTheSection() {
        let alphabet = Alphabet()
        let tableView = alphabetTable(alphabet)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.layoutMargins.right, 16 + 15, "the index takes its width from the rows")
        // 26 titles of 14 points, centred in 844 points: "M" (12) is at 240 + 12 * 14.
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 390 - 7, y: 240 + 12 * 14 + 7)))
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.contentOffset.y, tableView.rectForHeader(inSection: 12).minY)
        XCTAssertEqual(tableView.headerView(forSection: 12)?.textLabel?.text, "M")
    }

    func testPrefetchingLooksTenRowsAheadAndCancelsRowsLeftBehind() {
        let alphabet = Alphabet()
        let tableView = alphabetTable(alphabet)
        let visible = tableView.indexPathsForVisibleRows ?? []
        XCTAssertEqual(alphabet.prefetched.count, 1)
        XCTAssertEqual(alphabet.prefetched.first?.count, 10)
        XCTAssertTrue(Set(alphabet.prefetched[0]).isDisjoint(with: visible), "visible rows are not prefetched")
        tableView.contentOffset = CGPoint(x: 0, y: 2000)
        tableView.layoutIfNeeded()
        XCTAssertEqual(alphabet.cancelled.first?.count, 10, "the rows skipped over were never shown")
        tableView.prefetchDataSource = nil
        tableView.contentOffset = .zero
        tableView.layoutIfNeeded()
        XCTAssertEqual(alphabet.prefetched.count, 2)
    }

    func testFillerRowsBelowTheLastRowOfAPlainTable() {
        source = SectionsDataSource()
        source.rowCounts = [3]
        source.titles = [nil]
        let tableView = makeTable(.plain) { $0.fillerRowHeight = UITableView.automaticDimension }
        XCTAssertEqual(tableView.fillerRowHeight, UITableView.automaticDimension)
        let fillers = tableView.subviews.filter { !($0 is UITableViewCell) && $0.frame.height == 0.5 }.map(\.frame.minY).sorted()
        XCTAssertEqual(fillers.first, 132 + 44 - 0.5)
        XCTAssertEqual(fillers.last, 132 + 44 * 25 - 0.5, "down to 1.5 screens (1266 points)")
        XCTAssertEqual(makeTable(.plain).fillerRowHeight, 0, "none by default since iOS 15")
    }

    // MARK: Margins and separator insets

    func testSeparatorInsetFromAutomaticInsetsAddsTheMargin() {
        let tableView = makeTable(.plain) {
            $0.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            $0.separatorInsetReference = .fromAutomaticInsets
        }
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.separatorInset.left, 26)
        XCTAssertEqual(cell.subviews.first { $0.frame.height == 0.5 }?.frame.minX, 26)
        tableView.separatorInsetReference = .fromCellEdges
        tableView.layoutIfNeeded()
        XCTAssertEqual(cell.separatorInset.left, 10)
    }

    func testCellMarginsCanFollowTheReadableWidth() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        source = SectionsDataSource()
        tableView.dataSource = source
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.layoutMargins.left, (1000 - 672) / 2)
        XCTAssertEqual(cell.textLabel?.frame.minX, 164)
    }

    // MARK: Table header and footer views, explicit heights, header views

    func testTableHeaderAndFooterViewsTakeTheTableWidthAndKeepTheirHeight() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 60))
        let tableView = makeTable(.grouped) {
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 390, height: 100))
        // The titled first header (54 at 2x) follows the table header view.
        XCTAssertEqual(tableView.rectForHeader(inSection: 0).minY, 100)
        let lastFooter = tableView.rectForFooter(inSection: 2)
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: lastFooter.maxY, width: 390, height: 60))
        XCTAssertEqual(tableView.contentSize.height, lastFooter.maxY + 60, "no bottom padding below a table footer view")
        XCTAssertEqual(tableView.sizeThatFits(CGSize(width: 390, height: 10_000)).height, tableView.contentSize.height)
    }

    func testExplicitHeaderHeightsAndDelegateHeaderViews() {
        final class Headers: NSObject, UITableViewDataSource, UITableViewDelegate {
            var displayed: [Int] = []
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                [40, UITableView.automaticDimension, 0][section]
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                section == 1 ? UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)) : nil
            }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                displayed.append(section)
            }
        }
        let headers = Headers()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        tableView.rowHeight = 44
        tableView.dataSource = headers
        tableView.delegate = headers
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.rectForHeader(inSection: 0), CGRect(x: 0, y: 22, width: 320, height: 40))
        XCTAssertEqual(tableView.rectForHeader(inSection: 1), CGRect(x: 0, y: 150 + 22, width: 320, height: 30), "the view's own height")
        XCTAssertEqual(tableView.rectForHeader(inSection: 2).height, 0, "a plain header of height 0 is none")
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY, 150 + 140)
        XCTAssertEqual(headers.displayed, [1], "only section 1 has a view to display")
        XCTAssertEqual(tableView.headerView(forSection: 1), nil, "not a UITableViewHeaderFooterView")
    }

    func testReloadingAndReconfiguringRows() {
        source = SectionsDataSource()
        source.rowCounts = [4]
        source.titles = [nil]
        let tableView = makeTable(.plain)
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        source.calls.removeAll()
        tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 30, section: 0)])
        XCTAssertEqual(source.calls, ["cellForRowAt 0-1"], "only visible rows are asked again")
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "the same cell")
        source.calls.removeAll()
        UIView.performWithoutAnimation { tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) }
        XCTAssertEqual(source.calls.filter { $0.hasPrefix("cellForRowAt") }, ["cellForRowAt 0-1"])
        source.rowCounts = [4, 2]
        source.titles = [nil, nil]
        UIView.performWithoutAnimation { tableView.insertSections(IndexSet(integer: 1), with: .fade) }
        XCTAssertEqual(tableView.numberOfSections, 2)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 1)).minY, 5 * 44)
        source.rowCounts = [2]
        UIView.performWithoutAnimation { tableView.deleteSections(IndexSet(integer: 0), with: .fade) }
        XCTAssertEqual(tableView.numberOfSections, 1)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
    }

    func testMarginsTheAppSetsStayUntilReuse() {
        final class FullWidth: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Edge to edge"
                // The iOS 8 idiom for separators and text from the very edge.
                cell.separatorInset = .zero
                cell.layoutMargins = .zero
                cell.preservesSuperviewLayoutMargins = false
                return cell
            }
        }
        let fullWidth = FullWidth()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.traitOverrides.displayScale = 2
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = fullWidth
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.layoutMargins, .zero)
        XCTAssertEqual(cell.textLabel?.frame.minX, 0)
        XCTAssertEqual(cell.subviews.first { $0.frame.height == 0.5 }?.frame.minX, 0)
    }

    func testSelfSizingCellsWithWrappingLabels() {
        final class NoteCell: UITableViewCell {
            let body = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                body.numberOfLines = 0
                body.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Notes: NSObject, UITableViewDataSource {
            let texts = ["Short", String(repeating: "A longer note that wraps onto several lines. ", count: 6)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.body.text = texts[indexPath.row]
                return cell
            }
        }
        let notes = Notes()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.traitOverrides.displayScale = 2
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = notes
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let short = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! NoteCell
        let long = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as! NoteCell
        let line = short.body.frame.height
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 11 + line + 11 + 0.5)
        XCTAssertEqual(long.body.frame.width, 358)
        XCTAssertGreaterThan(long.body.frame.height, 3 * line, "the long note wraps")
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 11 + long.body.frame.height + 11 + 0.5)
    }
}

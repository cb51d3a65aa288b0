import Foundation
import Testing
@testable import UIKit

/// Bad input to a table view gets UIKit's exception text, in every build configuration.
@MainActor
struct TableViewBadInputTests {
    private static func text(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aNegativeRowHeightRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run { UITableView(frame: .zero, style: .plain).rowHeight = -3 } }
        let text = Self.text(result)
        #expect(text.contains("'NSInvalidArgumentException', reason: 'Invalid table view rowHeight (-3). Value must be at least 0.0, or UITableViewAutomaticDimension.'"))
    }

    @Test func dequeueingAnUnregisteredIdentifierForARowRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            _ = UITableView(frame: .zero, style: .plain).dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        } }
        let text = Self.text(result)
        #expect(text.contains("reason: 'unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"))
    }

    @Test func scrollingToARowOutOfRangeRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            final class Rows: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let rows = Rows()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.dataSource = rows
            tableView.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
        } }
        let text = Self.text(result)
        #expect(text.contains("'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds row (60) when there are only 50 rows in section 0. Table view: <UITableView"))
    }

    @Test func aNegativeHeightFromTheDelegateRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            final class Negative: NSObject, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { -5 }
            }
            let negative = Negative()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.estimatedRowHeight = 0
            tableView.dataSource = negative
            tableView.delegate = negative
            tableView.layoutIfNeeded()
        } }
        let text = Self.text(result)
        #expect(text.contains("reason: 'table view row height must not be negative - height for index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}) is -5'"))
    }

    @Test func dequeueingTwiceForOneRowRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            final class Twice: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    _ = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }
            }
            let twice = Twice()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.dataSource = twice
            tableView.layoutIfNeeded()
        } }
        let text = Self.text(result)
        #expect(text.contains("reason: 'Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: cell, index path: <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}'"))
    }
}

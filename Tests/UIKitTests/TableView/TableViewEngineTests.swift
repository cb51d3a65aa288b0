import Foundation
import Testing
@testable import UIKit

/// The table's engine at scale: a million self-sizing rows scrolled from end to end make no
/// more cells than the screen shows plus one, keep no stray subviews, and measure rows once.
@MainActor
struct TableViewEngineTests {
    final class Million: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func scrollingAMillionRowsReusesTheScreensCells() {
        let source = Million()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        #expect(tableView.contentSize.height == 44_000_000, "every row estimated at the default 44")
        var offset: CGFloat = 0
        for _ in 0..<2000 {
            offset += 40
            tableView.contentOffset = CGPoint(x: 0, y: offset)
            tableView.layoutIfNeeded()
        }
        let visible = tableView.visibleCells.count
        #expect(visible == 20 || visible == 21)
        #expect(tableView.cellPool.createdCount <= visible + 1)
        #expect(tableView.subviews.filter { $0 is UITableViewCell }.count <= visible + 1)
        // A far jump shows rows at their estimated place, then measures them.
        tableView.contentOffset = CGPoint(x: 0, y: 40_000_000)
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 40_000_000 / 44, section: 0))
        #expect(tableView.cellPool.createdCount <= visible + 2)
    }
}

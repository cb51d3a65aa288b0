import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import UIKit

/// Issue 27's table: 1,000,000 rows with the default estimated and automatic heights (each row
/// is measured when it first shows), subtitle cells dequeued for their row as iOS code writes
/// them, in a 390×844 plain table. The baseline is the list benchmarks' flow engine frame, in
/// the same run.
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class TableSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { List.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = indexPath.row % 3 == 0 ? "Every third row has a subtitle" : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor
final class TableRig {
    let tableView = UITableView(frame: List.bounds, style: .plain)
    private let source = TableSource()
    private var scroller: SteadyScroller!

    init(warm: Bool) {
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        if warm { scroller = SteadyScroller(tableView, warmUpSteps: 50) }
    }

    func scrollFrame() { scroller.scrollFrame() }
}

nonisolated(unsafe) var tableRig: TableRig?
nonisolated(unsafe) var reloadRig: TableRig?

func tableBenchmarks(frameConfiguration: Benchmark.Configuration) {
    Benchmark("table frame: 1M self-sizing rows scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if tableRig == nil { tableRig = TableRig(warm: true) }
            benchmark.startMeasurement()
            tableRig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("table reloadData and first layout: 1M estimated rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)) { benchmark in
        onMain {
            if reloadRig == nil { reloadRig = TableRig(warm: false) }
            benchmark.startMeasurement()
            reloadRig!.tableView.reloadData()
            reloadRig!.tableView.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("cells made: table of 1M rows after 3000 frames", configuration: .init(metrics: [.throughput], maxIterations: 1)) { _ in
        onMain {
            let rig = TableRig(warm: true)
            for _ in 0..<3000 { rig.scrollFrame() }
            print("table: \(rig.tableView.visibleCells.count) visible cells; \(rig.tableView.cellsMadeCount) made")
        }
    }
}

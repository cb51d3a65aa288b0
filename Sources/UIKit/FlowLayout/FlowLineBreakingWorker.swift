import Dispatch
import Foundation
import Synchronization

/// Breaks a section's items into lines on another core while the main thread still asks the
/// delegate for their sizes, one call per item: the reader publishes how many sizes it has
/// written, and the worker breaks the lines those sizes close, leaving the last line open
/// until every size is in. The lines are the ones a single pass over all the sizes makes.
///
/// `@unchecked Sendable`: the reader writes sizes only at and after the published count, and
/// publishes with release ordering; the worker reads sizes only before the count it loaded with
/// acquire ordering. The origins and the table are the worker's alone until it signals that it
/// finished, and the reader reads them only after waiting for that.
final class FlowLineBreakingWorker: @unchecked Sendable {
    private let rules: FlowLineRules
    private let sizes: UnsafeBufferPointer<CGSize>
    private let origins: UnsafeMutableBufferPointer<CGFloat>
    private var table: FlowLineTable
    private let published = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    /// A worker over buffers that stay valid until `waitForLines()` returns; `lines` is the
    /// storage of the section's last table, reused.
    init(rules: FlowLineRules, sizes: UnsafeBufferPointer<CGSize>, origins: UnsafeMutableBufferPointer<CGFloat>,
         reusing lines: [FlowLine]) {
        precondition(!sizes.isEmpty && origins.count == sizes.count)
        self.rules = rules
        self.sizes = sizes
        self.origins = origins
        table = FlowLineTable(reusing: lines)
        DispatchQueue.global(qos: .userInitiated).async { self.run() }
    }

    /// Tells the worker that the sizes of the items before `end` are written.
    func publish(upTo end: Int) {
        published.store(end, ordering: .releasing)
    }

    /// Waits until every line is broken (after the last size is published) and returns them.
    func waitForLines() -> FlowLineTable {
        finished.wait()
        return table
    }

    private func run() {
        var first = 0, position = rules.linesStart, end = 0
        repeat {
            end = waitForSizes(after: end)
            FlowLines.breakLines(rules, UnsafeBufferPointer(rebasing: sizes[..<end]),
                                 UnsafeMutableBufferPointer(rebasing: origins[..<end]),
                                 from: first, at: position, atSectionStart: table.count == 0, into: &table)
            guard end < sizes.count else { break }
            // The breaker closed the open line as a last line; items still to come may join it.
            // The lines before it cannot change: each closed because its next item did not fit.
            let open = table.count - 1
            first = table[open].firstItem
            position = table[open].start
            table.truncate(to: open, itemCount: end)
        } while true
        finished.signal()
    }

    /// Waits until more than `end` sizes are published, and returns how many are. Sizes come
    /// every few microseconds, and a sleep and a wake-up per hand-over cost more than the
    /// hand-over itself, so the worker yields its core while it waits; if the delegate is slow,
    /// it then polls in short sleeps instead of spinning.
    private func waitForSizes(after end: Int) -> Int {
        var yields = 0
        while published.load(ordering: .relaxed) == end {
            if yields < 1_000 {
                sched_yield()
                yields += 1
            } else {
                usleep(50)
            }
        }
        return published.load(ordering: .acquiring)
    }
}

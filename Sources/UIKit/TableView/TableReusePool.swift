import Foundation

/// The registrations and reuse queues of a table's cells or header-footer views, by identifier.
/// Queues are last in, first out, as UIKit's.
@MainActor
struct TableReusePool<View: UIView> {
    /// One identifier's queued views (a class: taking a view out of the dictionary's queue
    /// in place allocates nothing, where the dictionary's modify accessor allocates).
    private final class Queue {
        var views: [View] = []
    }

    private var makers: [String: @MainActor () -> View] = [:]
    private var queues: [String: Queue] = [:]
    /// How many views the pool created, for counting tests and benchmarks.
    private(set) var createdCount = 0

    /// Registers what makes views for `identifier` (nil removes the registration).
    mutating func register(_ make: (@MainActor () -> View)?, for identifier: String) {
        makers[identifier] = make
        queues[identifier] = nil
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A queued view, else a new one when `identifier` is registered, else nil.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if let view = queues[identifier]?.views.popLast() {
            prepare(view)
            return view
        }
        guard let make = makers[identifier] else { return nil }
        createdCount += 1
        return make()
    }

    /// Puts a view that left the table back in its queue (views without a registration or
    /// identifier are dropped).
    mutating func enqueue(_ view: View, identifier: String?) {
        guard let identifier else { return }
        if let queue = queues[identifier] {
            queue.views.append(view)
        } else {
            let queue = Queue()
            queue.views.append(view)
            queues[identifier] = queue
        }
    }
}

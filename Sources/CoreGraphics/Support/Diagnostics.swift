import Foundation
import Synchronization

/// Where the project reports what UIKit logs to the console or raises: invalid sizes in a flow
/// layout, recovered batch updates, refused snapshot changes and the like. Messages keep UIKit's
/// wording. Usable from any thread: snapshots are built off the main actor too.
package enum Diagnostics {
    private static let storage = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    })

    /// Receives every message, on the thread that reports it. The default writes it to standard
    /// error; replace it to collect messages (tests) or to forward them to a logging system.
    public static var handler: @Sendable (String) -> Void {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    package static func report(_ message: String) { handler(message) }
}

/// Remembers which messages an object has already reported, so that each is logged once.
package struct LogOnce {
    package init() {}

    private var reported: Set<String> = []
    /// Every message reported so far, in order.
    package private(set) var messages: [String] = []

    @MainActor
    package mutating func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        messages.append(message)
        Diagnostics.report(message)
    }
}

import Synchronization
@testable import UIKit

/// Collects the messages reported to `Diagnostics` while a test's body runs.
final class MessageLog: Sendable {
    private let storage = Mutex<[String]>([])

    /// The messages so far, in order.
    var messages: [String] { storage.withLock { $0 } }

    /// Runs `body` with `Diagnostics` reporting here, then restores the previous handler.
    func capture<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = Diagnostics.handler
        Diagnostics.handler = { message in self.storage.withLock { $0.append(message) } }
        defer { Diagnostics.handler = previous }
        return try body()
    }
}

import Foundation

/// Where the project reports what UIKit logs to the console: invalid sizes in a flow layout,
/// recovered batch updates and the like. Messages keep UIKit's wording.
@MainActor
public enum Diagnostics {
    /// Receives every message. The default writes it to standard error; replace it to collect
    /// messages (tests) or to forward them to a logging system.
    public static var handler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func report(_ message: String) { handler(message) }
}

/// Remembers which messages an object has already reported, so that each is logged once.
struct LogOnce {
    private var reported: Set<String> = []
    /// Every message reported so far, in order.
    private(set) var messages: [String] = []

    @MainActor
    mutating func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        messages.append(message)
        Diagnostics.report(message)
    }
}

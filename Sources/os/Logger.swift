import Foundation
internal import Logging

/// Writes messages to a log, as Apple's `Logger` (iOS 14): each level a method, messages written
/// with string interpolation. On Linux the messages go to swift-log, under the label
/// `subsystem.category`, with the subsystem and category as metadata; Apple's levels map to
/// swift-log's: debug → debug, trace → trace, info → info, notice and default → notice,
/// warning → warning, error → error, critical and fault → critical.
public struct Logger: @unchecked Sendable {
    let log: OSLog
    private let backend: Logging.Logger

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.init(OSLog(subsystem: subsystem, category: category))
    }

    /// A logger that writes to `log`.
    public init(_ log: OSLog) {
        self.log = log
        var backend = Logging.Logger(label: log.subsystem.isEmpty ? log.category : "\(log.subsystem).\(log.category)")
        backend[metadataKey: "subsystem"] = .string(log.subsystem)
        backend[metadataKey: "category"] = .string(log.category)
        self.backend = backend
    }

    /// A logger that writes to the default log.
    public init() {
        self.init(.default)
    }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        write(level, message.text)
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message.text) }
    public func trace(_ message: OSLogMessage) { write(.debug, message.text, as: .trace) }
    public func debug(_ message: OSLogMessage) { write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { write(.error, message.text, as: .warning) }
    public func error(_ message: OSLogMessage) { write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { write(.fault, message.text, as: .critical) }
    public func fault(_ message: OSLogMessage) { write(.fault, message.text) }

    func write(_ type: OSLogType, _ text: String, as level: Logging.Logger.Level? = nil) {
        guard log.isEnabled(type: type) else { return }
        backend.log(level: level ?? Self.level(for: type), "\(text)")
    }

    private static func level(for type: OSLogType) -> Logging.Logger.Level {
        switch type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}

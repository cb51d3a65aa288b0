import Foundation

/// The level of a log message, as Apple's `OSLogType`.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// A log of a subsystem and category, as Apple's `OSLog`: on Linux each is a swift-log logger
/// labelled `subsystem.category` (with `subsystem` and `category` metadata), written wherever
/// `LoggingSystem.bootstrap` sends swift-log's records (standard error by default).
public final class OSLog: NSObject, Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    /// The log of `subsystem` (reverse DNS, `com.example.app`) and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
        super.init()
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
        super.init()
    }

    /// The categories that tools treat specially, as Apple's `OSLog.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Signposts of interest to Instruments' Points of Interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// The log of `subsystem` for one of the categories tools treat specially.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// The process's default log.
    public static let `default` = OSLog(subsystem: ProcessInfo.processInfo.processName, category: "default")
    /// A log that discards everything.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written: always, except to `OSLog.disabled` (swift-log's
    /// handler decides what it keeps by its own level).
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// Whether the log can emit signposts: never here (see `os_signpost`).
    public var signpostsEnabled: Bool { false }
}

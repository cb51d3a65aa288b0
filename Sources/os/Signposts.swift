/// The kind of a signpost, as Apple's `OSSignpostType`.
public struct OSSignpostType: RawRepresentable, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// The identifier of a signpost interval, as Apple's `OSSignpostID`.
public struct OSSignpostID: Equatable, Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = 1 }
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)
}

/// Marks a point or an interval for Instruments, as Apple's `os_signpost`. There is no
/// Instruments on Linux: signposts do nothing here.
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a point or an interval with a formatted message: does nothing here (no Instruments).
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: CVarArg...) {}

/// Emits signposts, as Apple's `OSSignposter` (iOS 15). There is no Instruments on Linux: every
/// method does nothing, and intervals carry only their identifier.
public struct OSSignposter: Sendable {
    /// The state of an interval from `beginInterval` to `endInterval`.
    public struct IntervalState: Sendable {
        public let signpostID: OSSignpostID
    }

    public init() {}
    public init(subsystem: String, category: String) {}
    public init(logHandle: OSLog) {}
    public init(logger: Logger) {}

    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { .exclusive }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> IntervalState { IntervalState(signpostID: id) }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> IntervalState {
        IntervalState(signpostID: id)
    }
    public func endInterval(_ name: StaticString, _ state: IntervalState) {}
    public func endInterval(_ name: StaticString, _ state: IntervalState, _ message: OSLogMessage) {}
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
}

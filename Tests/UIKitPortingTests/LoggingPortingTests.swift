import Foundation
import Logging
import OSLog
import XCTest

/// Records swift-log's records: where `os` writes on Linux.
final class RecordingLogHandler: LogHandler, @unchecked Sendable {
    static let records = LockedRecords()
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .trace

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        Self.records.append("\(event.level) \(metadata["category"].map { "\($0)" } ?? "-"): \(event.message)")
    }
}

final class LockedRecords: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    func take() -> [String] { lock.lock(); defer { lines = []; lock.unlock() }; return lines }
}

/// `os` logging as iOS code writes it, checked as the swift-log records it becomes.
final class LoggingPortingTests: XCTestCase {
    private static let bootstrapped: Bool = {
        LoggingSystem.bootstrap { _ in RecordingLogHandler() }
        return true
    }()

    override func setUp() {
        super.setUp()
        XCTAssertTrue(Self.bootstrapped)
        _ = RecordingLogHandler.records.take()
    }

    func testLoggerInterpolationPrivacyAndLevels() {
        let logger = Logger(subsystem: "com.example.album", category: "photos")
        let name = "beach.png", bytes = 2048, seconds = 0.12345
        logger.info("loaded \(name, privacy: .public) (\(bytes) bytes) in \(seconds, format: .fixed(precision: 2))s")
        logger.debug("owner \(name, privacy: .private)")
        logger.error("hex \(255, format: .hex(includePrefix: true)) aligned [\(7, align: .right(columns: 3))] \(true, format: .answer)")
        logger.fault("type \(String.self)")
        logger.notice("plain")
        XCTAssertEqual(RecordingLogHandler.records.take(), [
            "info photos: loaded beach.png (2048 bytes) in 0.12s",
            "debug photos: owner <private>",
            "error photos: hex 0xff aligned [  7] YES",
            "critical photos: type String",
            "notice photos: plain",
        ])
    }

    func testOSLogFormatsAndTheDisabledLog() {
        let log = OSLog(subsystem: "com.example.album", category: "grid")
        os_log("%{public}@ has %d items, %{private}@", log: log, type: .info, "grid", 42, "secret")
        os_log("%.1f%%", log: log, type: .error, 99.5)
        os_log(.debug, log: log, "interpolated \(3)")
        os_log("dropped", log: .disabled, type: .fault)
        XCTAssertEqual(RecordingLogHandler.records.take(), [
            "info grid: grid has 42 items, <private>",
            "error grid: 99.5%",
            "debug grid: interpolated 3",
        ])
    }

    func testSignpostsDoNothing() {
        let signposter = OSSignposter(subsystem: "com.example.album", category: "layout")
        let state = signposter.beginInterval("prepare")
        signposter.endInterval("prepare", state)
        os_signpost(.event, log: OSLog(subsystem: "s", category: "c"), name: "tick")
        XCTAssertEqual(signposter.withIntervalSignpost("work") { 7 }, 7)
        XCTAssertTrue(RecordingLogHandler.records.take().isEmpty)
    }
}

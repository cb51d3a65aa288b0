import Foundation
import PortRules
import Testing

/// One golden test per rule: `Golden/<rule>/before.swift` ported must read as `after.swift`,
/// and its report as `report.txt`. `RECORD_GOLDEN=1 swift test` writes them anew instead: read
/// the diff before committing it.
struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let rules: [String] = (try? FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()) ?? []

    @Test(arguments: rules)
    func ported(rule: String) throws {
        let folder = Self.golden.appendingPathComponent(rule)
        let before = try String(contentsOf: folder.appendingPathComponent("before.swift"), encoding: .utf8)
        let ported = Porter.port([SourceFile(path: "before.swift", text: before)])[0]
        let portedReport = (Report.block(for: ported) ?? "") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try ported.text.write(to: folder.appendingPathComponent("after.swift"), atomically: true, encoding: .utf8)
            try portedReport.write(to: folder.appendingPathComponent("report.txt"), atomically: true, encoding: .utf8)
            return
        }
        let after = try String(contentsOf: folder.appendingPathComponent("after.swift"), encoding: .utf8)
        let report = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(ported.text == after)
        #expect(portedReport == report)
    }

    /// The golden folders are found (a wrong path would leave the tests above with nothing to run).
    @Test func everyRuleHasItsGoldenFolder() {
        #expect(Self.rules == [
            "BarButtonItems", "ControlActions", "DelayedPerforms", "GestureActions", "Imports", "KeyPaths", "NotificationObservers",
            "ObjCAttributes", "OptionalCalls", "OptionalRequirements", "PlatformConditions", "RuntimeFeatures",
        ])
    }

    /// Porting a ported file changes nothing more (it may still report what is left).
    @Test(arguments: rules)
    func portingTwiceChangesNothing(rule: String) throws {
        let after = try String(contentsOf: Self.golden.appendingPathComponent(rule).appendingPathComponent("after.swift"), encoding: .utf8)
        let again = Porter.port([SourceFile(path: "after.swift", text: after)])[0]
        #expect(again.text == after)
        #expect(again.changes.isEmpty)
    }
}

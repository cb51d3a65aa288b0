import Foundation
import PortRules
import SwiftParser
import Testing

/// One golden test per rule: `Golden/<rule>/before.swift` ported must read as `after.swift`,
/// and its report as `report.txt`. A rule that works across files has a tree instead:
/// `before/` ported must read as `after/`, and the report (every file's block, then the
/// summary) as `report.txt`. `RECORD_GOLDEN=1 swift test` writes them anew instead: read the
/// diff before committing it.
struct GoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let rules: [String] = (try? FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()) ?? []

    /// The Swift files of a rule's `before` (or `after`): the file alone, or the tree's files
    /// by their paths in it.
    static func files(_ name: String, of rule: String) throws -> [SourceFile] {
        let folder = golden.appendingPathComponent(rule)
        let single = folder.appendingPathComponent("\(name).swift")
        if FileManager.default.fileExists(atPath: single.path) {
            return [SourceFile(path: "before.swift", text: try String(contentsOf: single, encoding: .utf8))]
        }
        let tree = folder.appendingPathComponent(name)
        let paths = (FileManager.default.subpaths(atPath: tree.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            SourceFile(path: path, text: try String(contentsOf: tree.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Where the ported text of `file` is kept.
    static func afterURL(of file: PortedFile, rule: String, tree: Bool) -> URL {
        let folder = golden.appendingPathComponent(rule)
        return tree ? folder.appendingPathComponent("after").appendingPathComponent(file.path) : folder.appendingPathComponent("after.swift")
    }

    @Test(arguments: rules)
    func ported(rule: String) throws {
        let folder = Self.golden.appendingPathComponent(rule)
        let before = try Self.files("before", of: rule)
        try #require(!before.isEmpty)
        let tree = before.count > 1 || before[0].path != "before.swift"
        let ported = Porter.port(before)
        let portedReport = tree
            ? (ported.compactMap(Report.block(for:)) + [Report.summary(of: ported)]).joined(separator: "\n") + "\n"
            : (Report.block(for: ported[0]) ?? "") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            for file in ported {
                let url = Self.afterURL(of: file, rule: rule, tree: tree)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            }
            try portedReport.write(to: folder.appendingPathComponent("report.txt"), atomically: true, encoding: .utf8)
            return
        }
        for file in ported {
            let after = try String(contentsOf: Self.afterURL(of: file, rule: rule, tree: tree), encoding: .utf8)
            #expect(file.text == after, "\(file.path)")
            // What the porter writes parses (it may still not compile: see the report).
            #expect(!Parser.parse(source: file.text).hasError, "\(file.path)")
        }
        let report = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(portedReport == report)
    }

    /// The golden folders are found (a wrong path would leave the tests above with nothing to run).
    @Test func everyRuleHasItsGoldenFolder() {
        #expect(Self.rules == [
            "AppEntryPoint", "AttributedStrings", "BarButtonItems", "CommandActions", "ControlActions", "DelayedPerforms", "GestureActions", "Imports", "KeyPaths", "NotificationObservers",
            "ObjCAttributes", "OptionalCalls", "OptionalRequirements", "OverridesInExtensions", "PlatformConditions", "RuntimeFeatures", "SelectorForwarding", "TimerActions", "UIKitImports",
        ])
    }

    /// Porting a ported file (or tree) changes nothing more (it may still report what is left).
    @Test(arguments: rules)
    func portingTwiceChangesNothing(rule: String) throws {
        guard ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != "1" else { return }
        let after = try Self.files("after", of: rule)
        for again in Porter.port(after) {
            let expected = try #require(after.first { $0.path == again.path })
            #expect(again.text == expected.text, "\(again.path)")
            #expect(again.changes.isEmpty, "\(again.path)")
        }
    }
}

import Foundation
import Testing
@testable import UIKit

/// The share sheet's Save to Files writes each item as a file, numbering names already taken.
@Suite(.serialized) @MainActor struct SaveToFilesTests {
    @Test func itemsBecomeFilesWithFreeNames() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("save-to-files-\(UUID().uuidString)")
        let previous = SaveToFileActivity.directory
        SaveToFileActivity.directory = directory
        defer {
            SaveToFileActivity.directory = previous
            try? FileManager.default.removeItem(at: directory)
        }
        let activity = SaveToFileActivity()
        let items: [Any] = ["first", "second", URL(string: "https://example.com/a")!, Data([1, 2, 3])]
        #expect(activity.canPerform(withActivityItems: items))
        #expect(!activity.canPerform(withActivityItems: [42]))
        var completed: Bool?
        activity.onFinish = { completed = $0 }
        activity.prepare(withActivityItems: items)
        activity.perform()
        #expect(completed == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["Data", "Link.txt", "Text 2.txt", "Text.txt"])
        #expect(try String(contentsOf: directory.appendingPathComponent("Text 2.txt"), encoding: .utf8) == "second")
        #expect(try String(contentsOf: directory.appendingPathComponent("Link.txt"), encoding: .utf8) == "https://example.com/a")
    }
}

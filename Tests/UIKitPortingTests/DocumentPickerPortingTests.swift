import UIKit
import UniformTypeIdentifiers
import XCTest

/// The document picker as apps use it to import files and export them: presented, browsed
/// (folders first, files of other types dimmed), a pick telling the delegate after the picker is
/// dismissed, copies in the Inbox, an export that moves a file without overwriting one.
final class DocumentPickerPortingTests: XCTestCase {
    final class Recorder: NSObject, UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            picked.append(urls)
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            cancelled += 1
        }
    }

    /// A delegate written for iOS 8–13's single-document method.
    final class OldRecorder: NSObject, UIDocumentPickerDelegate {
        var picked: [URL] = []

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
            picked.append(url)
        }
    }

    private var folder: URL!
    private var window: UIWindow!
    private var root: UIViewController!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("data.json"))
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("photo.png"))
        try Data("hidden".utf8).write(to: folder.appendingPathComponent(".hidden.txt"))
        try Data("q3".utf8).write(to: folder.appendingPathComponent("Reports/q3.txt"))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    override func tearDownWithError() throws {
        window.isHidden = true
        try FileManager.default.removeItem(at: folder)
    }

    private func present(_ picker: UIDocumentPickerViewController) -> UITableViewController {
        picker.directoryURL = folder
        root.present(picker, animated: false)
        let navigation = picker.children.first as? UINavigationController
        return navigation?.topViewController as! UITableViewController
    }

    /// Runs the main run loop until the presented picker is gone (its dismissal animates).
    private func waitForDismissal() {
        let deadline = Date().addingTimeInterval(2)
        while root.presentedViewController != nil, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }
    }

    private func names(in browser: UITableViewController) -> [String] {
        let table = browser.tableView!
        return (0..<table.numberOfRows(inSection: 0)).map { row in
            let cell = browser.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            return (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
        }
    }

    private func tap(_ name: String, in browser: UITableViewController) {
        let row = names(in: browser).firstIndex(of: name)!
        let indexPath = IndexPath(row: row, section: 0)
        guard browser.tableView(browser.tableView, willSelectRowAt: indexPath) != nil else { return }
        browser.tableView(browser.tableView, didSelectRowAt: indexPath)
    }

    func testOpeningListsFoldersFirstAndPicksAFileOfTheTypes() throws {
        let recorder = Recorder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .json])
        picker.delegate = recorder
        XCTAssertEqual(picker.documentPickerMode, .open)
        let browser = present(picker)
        XCTAssertEqual(names(in: browser), ["Reports", "data", "notes", "photo"], "folders first, no hidden files, no extensions")
        tap("photo", in: browser)
        XCTAssertTrue(recorder.picked.isEmpty, "a PNG is not text or JSON")
        tap("notes", in: browser)
        XCTAssertEqual(recorder.picked, [[folder.appendingPathComponent("notes.txt")]], "opened in place")
        waitForDismissal()
        XCTAssertNil(root.presentedViewController, "the picker dismissed itself")
        XCTAssertTrue(recorder.picked[0][0].startAccessingSecurityScopedResource())
    }

    func testAFolderOpensAndACopyGoesToTheInbox() throws {
        let recorder = Recorder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text], asCopy: true)
        picker.delegate = recorder
        picker.shouldShowFileExtensions = true
        let browser = present(picker)
        tap("Reports", in: browser)
        let reports = try XCTUnwrap((picker.children.first as? UINavigationController)?.topViewController as? UITableViewController)
        XCTAssertEqual(reports.title, "Reports")
        XCTAssertEqual(names(in: reports), ["q3.txt"])
        tap("q3.txt", in: reports)
        let copy = try XCTUnwrap(recorder.picked.first?.first)
        XCTAssertNotEqual(copy, folder.appendingPathComponent("Reports/q3.txt"))
        XCTAssertTrue(copy.deletingLastPathComponent().lastPathComponent.hasSuffix("-Inbox"))
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), "q3")
        try? FileManager.default.removeItem(at: copy)
    }

    func testMultipleSelectionOpensTheCheckedFiles() {
        let recorder = Recorder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.data])
        picker.allowsMultipleSelection = true
        picker.delegate = recorder
        let browser = present(picker)
        tap("notes", in: browser)
        tap("photo", in: browser)
        XCTAssertTrue(recorder.picked.isEmpty, "checked, not yet opened")
        let open = browser.navigationItem.rightBarButtonItems?.first
        XCTAssertEqual(open?.title, "Open")
        open?.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(recorder.picked, [[folder.appendingPathComponent("notes.txt"), folder.appendingPathComponent("photo.png")]])
    }

    func testCancelTellsTheDelegate() {
        let recorder = Recorder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.delegate = recorder
        let browser = present(picker)
        browser.navigationItem.rightBarButtonItems?.last?.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(recorder.cancelled, 1)
        waitForDismissal()
        XCTAssertNil(root.presentedViewController)
    }

    func testExportingMovesTheFileWithoutOverwriting() throws {
        let outgoing = FileManager.default.temporaryDirectory.appendingPathComponent("notes.txt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outgoing, withIntermediateDirectories: true)
        let file = outgoing.appendingPathComponent("notes.txt")
        try Data("new notes".utf8).write(to: file)
        let recorder = Recorder()
        let picker = UIDocumentPickerViewController(forExporting: [file])
        picker.delegate = recorder
        XCTAssertEqual(picker.documentPickerMode, .moveToService)
        let browser = present(picker)
        XCTAssertEqual(browser.navigationItem.rightBarButtonItems?.first?.title, "Move")
        browser.navigationItem.rightBarButtonItems?.first?.primaryAction?.performWithSender(nil, target: nil)
        let moved = folder.appendingPathComponent("notes 2.txt")
        XCTAssertEqual(recorder.picked, [[moved]])
        XCTAssertEqual(try String(contentsOf: moved, encoding: .utf8), "new notes")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8), "notes", "kept")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "moved, not copied")
        try FileManager.default.removeItem(at: outgoing)
    }

    func testTheDeprecatedSingleDocumentDelegateMethodIsCalled() {
        let recorder = OldRecorder()
        let picker = UIDocumentPickerViewController(documentTypes: ["public.json"], in: .import)
        picker.delegate = recorder
        let browser = present(picker)
        tap("data", in: browser)
        XCTAssertEqual(recorder.picked.count, 1)
        XCTAssertEqual(recorder.picked.first?.pathExtension, "json")
        recorder.picked.forEach { try? FileManager.default.removeItem(at: $0) }
    }
}

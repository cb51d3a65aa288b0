import UIKit
import XCTest

/// `UIPasteboard` as app code uses it: strings, URLs, items, change counts and named boards.
final class PasteboardPortingTests: XCTestCase {
    func testStringsAndURLsRoundTrip() {
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.string = "hello"
        XCTAssertEqual(pasteboard.string, "hello")
        XCTAssertTrue(pasteboard.hasStrings)
        XCTAssertFalse(pasteboard.hasURLs)
        XCTAssertGreaterThan(pasteboard.changeCount, before)
        pasteboard.strings = ["a", "b"]
        XCTAssertEqual(pasteboard.numberOfItems, 2)
        XCTAssertEqual(pasteboard.string, "a")
        pasteboard.url = URL(string: "https://example.com")
        XCTAssertEqual(pasteboard.url?.absoluteString, "https://example.com")
        XCTAssertEqual(pasteboard.string, "https://example.com", "a URL is also text")
        XCTAssertTrue(pasteboard.contains(pasteboardTypes: ["public.url"]))
        pasteboard.items = []
        XCTAssertNil(pasteboard.string)
        XCTAssertFalse(pasteboard.hasStrings)
    }

    func testChangesArePosted() {
        let pasteboard = UIPasteboard.withUniqueName()
        let posted = expectation(forNotification: UIPasteboard.changedNotification, object: pasteboard)
        pasteboard.setValue("x", forPasteboardType: "public.utf8-plain-text")
        wait(for: [posted], timeout: 1)
        XCTAssertEqual(pasteboard.data(forPasteboardType: "public.utf8-plain-text"), Data("x".utf8))
    }

    func testNamedPasteboards() {
        let name = UIPasteboard.Name("com.example.test")
        XCTAssertNil(UIPasteboard(name: name, create: false))
        let made = UIPasteboard(name: name, create: true)!
        made.string = "kept"
        XCTAssertEqual(UIPasteboard(name: name, create: false)?.string, "kept")
        XCTAssertEqual(made.name, name)
        UIPasteboard.remove(withName: name)
        XCTAssertNil(UIPasteboard(name: name, create: false))
    }
}

import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The text view's paragraph layout: an edit lays out again only the paragraphs it touched,
/// and the paragraphs after any run of edits are those of the text split afresh.
@Suite @MainActor struct TextViewLayoutTests {
    private func textView(_ text: String, in window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))) -> UITextView {
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(textView)
        textView.font = .systemFont(ofSize: 15)
        textView.text = text
        textView.layoutIfNeeded()
        return textView
    }

    @Test func aKeystrokeLaysOutOneParagraph() {
        let paragraphs = (0..<300).map { "Paragraph \($0) with a few words that wrap at the width of the view." }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let textView = textView(paragraphs.joined(separator: "\n"), in: window)
        let layout = textView.layoutManager.layout
        #expect(layout.layoutCount == 300)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5000, length: 0)
        textView.insertText("x")
        textView.layoutIfNeeded()
        #expect(layout.layoutCount == 301, "only the edited paragraph is laid out again")
        textView.insertText("\n")
        textView.layoutIfNeeded()
        #expect(layout.layoutCount == 303, "a split paragraph is laid out as two")
        #expect(layout.paragraphs.count == 301)
    }

    @Test func incrementalParagraphsMatchAFreshSplit() {
        var generator = SplitMix64(seed: 29)
        let alphabet: [String] = ["a", "b", " ", "\n", "\r", "\r\n", "é", "👍🏽", "\u{2029}"]
        let storage = NSTextStorage(string: "")
        let layoutManager = NSLayoutManager()
        storage.addLayoutManager(layoutManager)
        layoutManager.addTextContainer(NSTextContainer(size: CGSize(width: 200, height: 1000)))
        for step in 0..<400 {
            let length = storage.length
            let location = Int(generator.next() % UInt64(length + 1))
            let removed = min(length - location, Int(generator.next() % 4))
            let inserted = (0..<Int(generator.next() % 4)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let before = storage.string
            storage.replaceCharacters(in: NSRange(location: location, length: removed), with: inserted)
            layoutManager.ensureLayout(for: layoutManager.textContainers[0])
            let fresh = ParagraphLayout.split(storage.string as NSString, from: 0, to: storage.length, isTextEnd: true)
            let kept = layoutManager.layout.paragraphs
            #expect(kept.map(\.length) == fresh.map(\.length), "step \(step): \(Array(before.utf16)) \(location),\(removed) \(Array(inserted.utf16))")
            #expect(kept.map(\.contentLength) == fresh.map(\.contentLength), "step \(step)")
            if kept.map(\.length) != fresh.map(\.length) { return }
        }
    }

    @Test func heightsFollowEdits() {
        let textView = textView("one\ntwo")
        let twoLines = textView.layoutManager.usedRect(for: textView.textContainer).height
        textView.textStorage.replaceCharacters(in: NSRange(location: 3, length: 1), with: "")
        let oneLine = textView.layoutManager.usedRect(for: textView.textContainer).height
        #expect(abs(oneLine * 2 - twoLines) < 0.01)
        #expect(textView.text == "onetwo")
    }
}

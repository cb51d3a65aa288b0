import Foundation
import Rendering
import Testing
@testable import UIKit

/// Text views as drawn: wrapped rich text with a link, a selection and the insertion point,
/// and a scrolled text view that draws only what shows.
@Suite(.serialized) @MainActor struct TextViewPictureTests {
    init() {
        Rendering.install()
    }

    @Test func richTextSelectionAndScrolling() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemGroupedBackground
        window.addSubview(root)
        let note = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 130))
        note.font = .systemFont(ofSize: 15)
        let text = NSMutableAttributedString(string: "Pack for the trip: a warm coat, boots and the map. Bold reminder\nSecond paragraph, selected in part.",
                                             attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label])
        text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.systemRed], range: NSRange(location: 51, length: 13))
        note.attributedText = text
        root.addSubview(note)
        let log = UITextView(frame: CGRect(x: 10, y: 150, width: 300, height: 140))
        log.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        log.isEditable = false
        log.dataDetectorTypes = .link
        log.text = (1...40).map { "Line \($0) see https://example.com/\($0)" }.joined(separator: "\n")
        root.addSubview(log)
        window.makeKeyAndVisible()
        note.becomeFirstResponder()
        note.selectedRange = NSRange(location: 66, length: 18)
        log.layoutIfNeeded()
        log.contentOffset = CGPoint(x: 0, y: 17 * 10)
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "text-views")
    }
}

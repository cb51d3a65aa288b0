import Foundation
import Rendering
import Testing
@testable import UIKit

/// Labels as drawn in each line break mode (two lines of a long sentence), a disabled label,
/// a title that shrinks to fit, and shadows (UIKit's default offset: a point above; and an
/// embossed one below, as a highlighted label draws).
@Suite(.serialized) @MainActor struct LabelLineBreakPictureTests {
    init() {
        Rendering.install()
    }

    @Test func lineBreakModesAndShrinking() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 360))
        root.backgroundColor = .systemBackground
        let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"
        let modes: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
        for (index, mode) in modes.enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 8 + CGFloat(index) * 48, width: 220, height: 44))
            label.font = .systemFont(ofSize: 15)
            label.numberOfLines = 2
            label.lineBreakMode = mode
            label.text = sentence
            label.backgroundColor = .secondarySystemBackground
            root.addSubview(label)
        }
        let disabled = UILabel(frame: CGRect(x: 10, y: 296, width: 220, height: 20))
        disabled.text = "Disabled label"
        disabled.isEnabled = false
        root.addSubview(disabled)
        let title = UILabel(frame: CGRect(x: 10, y: 322, width: 220, height: 30))
        title.font = .boldSystemFont(ofSize: 24)
        title.adjustsFontSizeToFitWidth = true
        title.minimumScaleFactor = 0.4
        title.text = "A headline far too long to fit"
        root.addSubview(title)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "label-line-breaks")
    }

    @Test func shadowsAndHighlight() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 96))
        root.backgroundColor = .systemBackground
        let above = UILabel(frame: CGRect(x: 10, y: 8, width: 180, height: 24))
        above.text = "Shadow above"
        above.shadowColor = .systemRed
        let below = UILabel(frame: CGRect(x: 10, y: 38, width: 180, height: 24))
        below.font = .boldSystemFont(ofSize: 20)
        below.text = "Embossed"
        below.textColor = .darkGray
        below.shadowColor = .white
        below.shadowOffset = CGSize(width: 1, height: 2)
        below.backgroundColor = .systemGray4
        let highlighted = UILabel(frame: CGRect(x: 10, y: 68, width: 180, height: 24))
        highlighted.text = "Highlighted"
        highlighted.highlightedTextColor = .systemBlue
        highlighted.isHighlighted = true
        [above, below, highlighted].forEach(root.addSubview)
        #expect(UILabel().shadowOffset == CGSize(width: 0, height: -1))
        #expect(UILabel().shadowColor == nil)
        #expect(UILabel().lineBreakStrategy == .standard)
        #expect(NSParagraphStyle.default.lineBreakStrategy == [])
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "label-shadows")
    }
}

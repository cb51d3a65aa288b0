import Foundation
import Testing
@testable import UIKit

/// The visual format language: what each format makes, the frames, and the parse errors with
/// UIKit's messages.
@Suite @MainActor struct VisualFormatTests {
    private func parse(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any] = [:],
                       _ views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
    }

    @Test func aRowOfViewsBetweenTheMargins() throws {
        let root = rootView(320, 100)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop, .alignAllBottom],
                                                               metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[a(44@999)]", metrics: ["pad": 12], views: views))
        root.layoutIfNeeded()
        // Margins 8; (304 - 8) / 2 = 148 each.
        #expect(a.frame == frame(8, 12, 148, 44))
        #expect(b.frame == frame(164, 12, 148, 44))
        let row = try parse("H:|-[a]-[b(==a)]-|", ["a": a, "b": b])
        #expect(row.count == 4)
        #expect(row[0].firstItem === a && row[0].firstAttribute == .leading && row[0].secondAttribute == .leadingMargin)
        #expect(row.contains { $0.firstItem === b && $0.firstAttribute == .width && $0.secondItem === a })
        #expect(row.contains { $0.firstItem === b && $0.firstAttribute == .leading && $0.secondAttribute == .trailing && $0.constant == 8 })
        #expect(row[3].firstItem === root && row[3].firstAttribute == .trailingMargin && row[3].secondItem === b)
    }

    @Test func spacingsPredicatesAndPriorities() throws {
        let root = rootView(300, 300)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let constraints = try parse("V:|-20-[a(>=30,<=50)]-(>=10@750)-[b]|", ["a": a, "b": b])
        #expect(constraints.count == 5)
        let top = constraints.first { $0.firstAttribute == .top && $0.firstItem === a }
        #expect(top?.secondItem === root && top?.constant == 20)
        let minimum = constraints.first { $0.firstAttribute == .height && $0.relation == .greaterThanOrEqual }
        #expect(minimum?.constant == 30)
        let gap = constraints.first { $0.firstItem === b && $0.firstAttribute == .top }
        #expect(gap?.relation == .greaterThanOrEqual && gap?.constant == 10 && gap?.priority == .defaultHigh)
        let flush = constraints.last
        #expect(flush?.firstItem === root && flush?.firstAttribute == .bottom && flush?.constant == 0)
        let plain = try parse("[a][b]", ["a": a, "b": b])
        #expect(plain.count == 1 && plain[0].firstAttribute == .leading && plain[0].constant == 0)
        let leftToRight = try parse("H:[a]-5-[b]", options: .directionLeftToRight, ["a": a, "b": b])
        #expect(leftToRight[0].firstAttribute == .left && leftToRight[0].secondAttribute == .right)
    }

    @Test func parseErrorsHaveUIKitsMessages() {
        let root = rootView(100, 100)
        let a = constrainedView(in: root)
        let orphan = UIView()
        func message(_ format: String, options: NSLayoutConstraint.FormatOptions = [], _ views: [String: Any]) -> String? {
            do {
                _ = try parse(format, options: options, views)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("H:|-[button]-|", ["a": a]) == "Unable to parse constraint format: \nbutton is not a key in the views dictionary. \nH:|-[button]-| \n           ^")
        #expect(message("H:|-[a", ["a": a]) == "Unable to parse constraint format: \nExpected ']' \nH:|-[a \n      ^")
        #expect(message("H:|[o]|", ["o": orphan]) == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|[o]| \n   ^")
        #expect(message("H:[a(>=w)]", ["a": a]) == "Unable to parse constraint format: \nw is not a key in the views dictionary. \nH:[a(>=w)] \n        ^")
        #expect(message("H:|-[a]", options: .alignAllLeading, ["a": a])?.contains("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") == true)
        #expect(message("H:|-[]", ["a": a])?.contains("Expected a view") == true)
    }
}

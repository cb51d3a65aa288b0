import Foundation
import Testing
@testable import UIKit

/// `insertSubview(_:belowSubview:)`, `insertSubview(_:aboveSubview:)` and
/// `exchangeSubview(at:withSubviewAt:)` against a plain array, for new and already-added views;
/// the layers follow the views' order.
@Suite @MainActor struct SubviewOrderTests {
    private func parent(_ count: Int) -> (UIView, [UIView]) {
        let parent = UIView(frame: .zero)
        let children = (0..<count).map { index -> UIView in
            let child = UIView(frame: .zero)
            child.tag = index
            parent.addSubview(child)
            return child
        }
        return (parent, children)
    }

    private func order(_ parent: UIView) -> [Int] { parent.subviews.map(\.tag) }

    private func layersFollow(_ parent: UIView) -> Bool {
        parent.layer.sublayers?.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) }
    }

    @Test func insertingBelowAndAboveASibling() {
        let (view, children) = parent(4)
        let new = UIView(frame: .zero)
        new.tag = 9
        view.insertSubview(new, belowSubview: children[2])
        #expect(order(view) == [0, 1, 9, 2, 3])
        view.insertSubview(children[3], belowSubview: children[0])
        #expect(order(view) == [3, 0, 1, 9, 2])
        view.insertSubview(children[3], aboveSubview: children[2])
        #expect(order(view) == [0, 1, 9, 2, 3])
        view.insertSubview(children[0], aboveSubview: children[1])
        #expect(order(view) == [1, 0, 9, 2, 3])
        view.insertSubview(new, aboveSubview: UIView(frame: .zero))
        #expect(order(view) == [1, 0, 2, 3, 9], "a sibling that is not a subview: in front of all")
        #expect(layersFollow(view))
    }

    @Test func exchangingSubviewsMatchesSwappingAnArray() {
        for (first, second) in [(0, 3), (3, 0), (1, 2), (2, 2), (0, 1)] {
            let (view, _) = parent(4)
            var expected = [0, 1, 2, 3]
            expected.swapAt(first, second)
            view.exchangeSubview(at: first, withSubviewAt: second)
            #expect(order(view) == expected, "exchange \(first) and \(second)")
            #expect(layersFollow(view))
        }
    }
}

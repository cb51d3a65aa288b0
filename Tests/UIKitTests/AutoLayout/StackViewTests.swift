import Foundation
import Testing
@testable import UIKit

/// Stack views: every distribution and alignment, spacing, hidden views, margins, nesting.
/// Views of fixed sizes are views with width and height constraints at priority 1000 unless
/// said otherwise; labels use the estimated measurer (17 points: 10.2 a character, 21 a line).
@Suite @MainActor struct StackViewTests {
    /// A view that wants `width × height` as its intrinsic size.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack pinned to a root's edges (or only its top-left corner).
    private func pinned(_ stack: UIStackView, in root: UIView, fill: Bool = true) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if fill {
            constraints += [stack.trailingAnchor.constraint(equalTo: root.trailingAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }

    @Test func fillGivesTheSpaceToTheLowestHugging() {
        let root = rootView(300, 50)
        let a = Box(50, 20), b = Box(60, 30), c = Box(40, 10)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        pinned(stack, in: root)
        root.layoutIfNeeded()
        #expect(a.frame == frame(0, 0, 50, 50) && b.frame == frame(60, 0, 190, 50) && c.frame == frame(260, 0, 40, 50))
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, b, c])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func fillEquallyAndProportionally() {
        let root = rootView(300, 50)
        let a = Box(50, 20), b = Box(100, 20), c = Box(150, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        pinned(stack, in: root)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame == frame(100, 0, 100, 50) && c.frame.minX == 200)
        stack.distribution = .fillProportionally
        stack.spacing = 0
        root.frame = frame(0, 0, 600, 50)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 200 && c.frame == frame(300, 0, 300, 50))
    }

    @Test func equalSpacingAndEqualCentering() {
        let root = rootView(300, 50)
        let a = Box(40, 20), b = Box(60, 20), c = Box(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        pinned(stack, in: root)
        root.layoutIfNeeded()
        // 300 - 120 = 180 of space: 90 per gap.
        #expect(a.frame.minX == 0 && b.frame.minX == 130 && c.frame == frame(280, 0, 20, 50))
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centers 20 and 290 at the ends: 135 apart.
        #expect(a.frame.midX == 20 && b.frame.midX == 155 && c.frame.midX == 290)
    }

    @Test func alignmentsAcrossTheAxis() {
        let root = rootView(300, 100)
        let a = Box(50, 20), b = Box(50, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .top
        pinned(stack, in: root, fill: false)
        root.layoutIfNeeded()
        #expect(stack.frame == frame(0, 0, 100, 40), "the stack hugs its content")
        #expect(a.frame == frame(0, 0, 50, 20) && b.frame == frame(50, 0, 50, 40))
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(a.frame == frame(0, 10, 50, 20))
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(a.frame == frame(0, 20, 50, 20))
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(a.frame.height == 40, "fill stretches every view to the tallest")
    }

    @Test func baselineAlignment() {
        let root = rootView(300, 100)
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        pinned(stack, in: root, fill: false)
        root.layoutIfNeeded()
        // Ascenders rounded up: 32 and 16.
        #expect(big.frame.minY == 0 && small.frame.minY == 16)
        #expect(small.frame.minX == big.frame.maxX + 8)
    }

    @Test func aStackViewsBaselinesAreItsArrangedViews() {
        let root = rootView(300, 200)
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        detail.text = "Detail"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 10
        pinned(stack, in: root, fill: false)
        let side = constrainedLabel("Side", in: root)
        NSLayoutConstraint.activate([side.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
                                   side.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor)])
        root.layoutIfNeeded()
        #expect(stack.forFirstBaselineLayout === title && stack.forLastBaselineLayout === detail)
        // The detail label spans 31…52; its last baseline is 4 points (the descender) above.
        #expect(side.frame.minY == detail.frame.minY)
    }

    @Test func verticalStacksCustomSpacingAndHiddenViews() {
        let root = rootView(100, 300)
        let a = Box(50, 20), b = Box(50, 30), c = Box(50, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        pinned(stack, in: root, fill: false)
        root.layoutIfNeeded()
        #expect(a.frame == frame(0, 0, 50, 20) && b.frame == frame(0, 40, 50, 30) && c.frame == frame(0, 75, 50, 40))
        #expect(stack.frame.size == CGSize(width: 50, height: 115))
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame == frame(0, 40, 50, 40), "a hidden view collapses")
        #expect(stack.frame.height == 80)
        b.isHidden = false
        stack.removeArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(b.superview === stack, "removing an arranged view keeps it a subview")
        #expect(c.frame.minY == 40)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        stack.insertArrangedSubview(c, at: 0)
        root.layoutIfNeeded()
        #expect(c.frame.minY == 0 && a.frame.minY == 45)
    }

    @Test func marginsRelativeArrangementAndNesting() {
        let root = rootView(200, 200)
        let inner = UIStackView(arrangedSubviews: [Box(30, 30), Box(30, 30)])
        inner.spacing = 4
        let outer = UIStackView(arrangedSubviews: [Box(100, 10), inner])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.isLayoutMarginsRelativeArrangement = true
        outer.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        pinned(outer, in: root, fill: false)
        root.layoutIfNeeded()
        #expect(outer.frame == frame(0, 0, 120, 60))
        #expect(inner.frame == frame(10, 20, 64, 30))
        #expect(inner.arrangedSubviews[1].frame == frame(34, 0, 30, 30))
        let fitted = outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: 120, height: 60))
    }
}

import Foundation
import Testing
@testable import UIKit

/// Intrinsic content sizes, hugging and compression resistance, wrapping labels, fitting sizes.
/// Labels measure with the estimated measurer: 17-point text is 10.2 points a character and
/// 21 points a line (rounded up).
@Suite @MainActor struct AutoLayoutContentTests {
    /// The estimated measurer, whatever a picture suite installed before.
    init() { UILabel.textMeasurer = EstimatedTextMeasurer() }

    @Test func defaultsAreUIKits() {
        let view = UIView(), label = UILabel(), image = UIImageView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(image.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILabel().intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 21))
    }

    @Test func labelsTakeTheirIntrinsicSize() {
        let root = rootView(320, 200)
        let label = constrainedLabel("Hello", in: root)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                   label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)])
        root.layoutIfNeeded()
        #expect(label.frame == frame(16, 16, 51, 21))
        #expect(!label.hasAmbiguousLayout)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame == frame(16, 16, 123, 21), "a new text invalidates the intrinsic size")
    }

    @Test func theLowerHuggingPriorityStretches() {
        let root = rootView(320, 100)
        let title = constrainedLabel("Name", in: root), value = constrainedLabel("Value", in: root)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(title.frame == frame(0, 0, 41, 21))
        #expect(value.frame == frame(49, 0, 271, 21))
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(value.frame.width == 51 && title.frame.width == 261, "now the title hugs less")
    }

    @Test func theLowerCompressionResistanceShrinks() {
        let root = rootView(100, 100)
        let first = constrainedLabel("ABCDEFGH", in: root), second = constrainedLabel("abcdefgh", in: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor), second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        second.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        root.layoutIfNeeded()
        // 8 characters are 81.6 points, 82 rounded up: the second label gets what is left.
        #expect(first.frame.width == 82 && second.frame == frame(82, 0, 18, 21))
    }

    @Test func wrappingLabelsAreMeasuredAtTheirWidth() {
        let root = rootView(120, 400)
        // 20 characters: 204 points on one line; at 100 points, 9 characters a line, 3 lines.
        let label = constrainedLabel("aaaa bbbb cccc dddd!", in: root, lines: 0)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                   label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame == frame(10, 0, 100, 63))
        let fixed = UILabel()
        fixed.text = "aaaa bbbb cccc dddd!"
        fixed.numberOfLines = 0
        fixed.preferredMaxLayoutWidth = 60
        #expect(fixed.intrinsicContentSize == CGSize(width: 51, height: 84), "5 characters a line, 4 lines")
    }

    @Test func systemLayoutSizeFittingSizesAHierarchyFromItsContent() {
        let card = UIView()
        let title = constrainedLabel("Title", in: card), body = constrainedLabel("Body text", in: card)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        // Body: 9 characters, 92 points; height 12 + 21 + 4 + 21 + 12.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 70))
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 70))
        #expect(card.frame.size == .zero, "fitting does not change the frame")
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.height == 70, "the labels' hugging outranks the fitting priority")
        // The hierarchy's own engine keeps its constraints.
        card.frame = frame(0, 0, 200, 70)
        card.layoutIfNeeded()
        #expect(title.frame == frame(16, 12, 51, 21) && body.frame.minY == 37)
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 70))
        card.layoutIfNeeded()
        #expect(title.frame == frame(16, 12, 51, 21) && body.frame == frame(16, 37, 92, 21))
    }

    @Test func fittingMeasuresWrappingLabelsAtTheFittedWidth() {
        let cell = UIView()
        let label = constrainedLabel("aaaa bbbb cccc dddd!", in: cell, lines: 0)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                                   label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
                                   label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
                                   label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10)])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 120, height: 79), "3 lines of 21 points at 100 points wide")
    }

    @Test func imageViewsTakeTheirImageSize() {
        let root = rootView(200, 200)
        let image = UIImage(size: CGSize(width: 30, height: 20), scale: 1, color: .red)
        let view = UIImageView(image: image)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   view.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame == frame(85, 90, 30, 20))
        view.image = UIImage(size: CGSize(width: 50, height: 40), scale: 1, color: .red)
        root.layoutIfNeeded()
        #expect(view.frame == frame(75, 80, 50, 40))
    }

    @Test func baselinesAlignText() {
        let root = rootView(300, 100)
        let big = constrainedLabel("Big", in: root), small = constrainedLabel("small", in: root)
        big.font = .systemFont(ofSize: 34)
        NSLayoutConstraint.activate([big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   big.topAnchor.constraint(equalTo: root.topAnchor),
                                   small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                                   small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)])
        root.layoutIfNeeded()
        // Ascenders rounded up: 34 × 0.928 → 32, 17 × 0.928 → 16.
        #expect(small.frame.minY == 16)
        let plain = constrainedView(in: root)
        NSLayoutConstraint.activate([plain.lastBaselineAnchor.constraint(equalTo: root.bottomAnchor), plain.heightAnchor.constraint(equalToConstant: 10),
                                   plain.leftAnchor.constraint(equalTo: root.leftAnchor), plain.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(plain.frame.maxY == 100, "a view without text has its baseline at its bottom")
    }
}

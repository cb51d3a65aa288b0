import Foundation
import Testing
@testable import UIKit

/// Scroll views and constraints: the content layout guide (and the scroll view's own edges,
/// seen from its subviews) make `contentSize`; the frame layout guide stays where the scroll
/// view looks.
@Suite @MainActor struct ScrollViewLayoutGuideTests {
    /// The estimated measurer, whatever a picture suite installed before.
    init() { UILabel.textMeasurer = EstimatedTextMeasurer() }

    private func scrollView(in root: UIView) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   scrollView.topAnchor.constraint(equalTo: root.topAnchor),
                                   scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        return scrollView
    }

    @Test func theContentLayoutGuideMakesTheContentSize() {
        let root = rootView(320, 480)
        let scrollView = scrollView(in: root)
        let content = constrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == frame(0, 0, 320, 480))
        #expect(content.frame == frame(0, 0, 320, 1200))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))
        #expect(scrollView.contentLayoutGuide.layoutFrame == frame(0, 0, 320, 1200))
    }

    @Test func edgesOfTheScrollViewAreItsContentsToItsSubviews() {
        let root = rootView(320, 480)
        let scrollView = scrollView(in: root)
        let label = constrainedLabel("A long line of text", in: scrollView)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 600),
            label.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        // 19 characters: 193.8 points, 194 rounded up; 21 points tall.
        #expect(label.frame == frame(20, 600, 194, 21))
        #expect(scrollView.contentSize == CGSize(width: 234, height: 631))
    }

    @Test func theFrameLayoutGuideStaysWhereTheScrollViewLooks() {
        let root = rootView(320, 480)
        let scrollView = scrollView(in: root)
        let content = constrainedView(in: scrollView), badge = constrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 320), content.heightAnchor.constraint(equalToConstant: 2000),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == frame(270, 430, 40, 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(badge.frame == frame(270, 730, 40, 40), "in content coordinates, where the scroll view looks")
        #expect(badge.convert(badge.bounds, to: root) == frame(270, 430, 40, 40))
    }
}

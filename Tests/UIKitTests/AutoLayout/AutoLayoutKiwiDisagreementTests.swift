import Foundation
import Testing
@testable import UIKit

/// Systems where a Cassowary solver (kiwi) and ours disagreed, shrunk to their cores and kept.
@Suite @MainActor struct AutoLayoutKiwiDisagreementTests {
    final class Intrinsic: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }

    private func intrinsic(_ width: CGFloat, _ height: CGFloat, in parent: UIView) -> Intrinsic {
        let view = Intrinsic()
        view.size = CGSize(width: width, height: height)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Issue 25's minimal case: v3 is 168 wide, so its layout margins guide is 152 wide at x 8.
    /// v3 overhangs v1 (84 wide) by 140 points; a superview without safe area insets gives its
    /// subviews none, overhanging or not, so v3's margins stay 8.
    @Test func marginsGuideOfAViewSizedByItsIntrinsicWidth() {
        let root = rootView(768, 1024)
        let v1 = intrinsic(84, 60, in: root)
        v1.setContentHuggingPriority(.required, for: .vertical)
        let v2 = intrinsic(32, 48, in: v1)
        v2.setContentHuggingPriority(UILayoutPriority(50), for: .horizontal)
        v2.setContentCompressionResistancePriority(UILayoutPriority(50), for: .vertical)
        let v3 = intrinsic(168, 60, in: v1)
        v3.setContentHuggingPriority(.required, for: .vertical)
        v3.setContentCompressionResistancePriority(UILayoutPriority(50), for: .vertical)
        let v10 = intrinsic(168, UIView.noIntrinsicMetric, in: v3)
        v10.setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
        v10.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
        v10.setContentCompressionResistancePriority(UILayoutPriority(50), for: .vertical)
        let loose = v3.leadingAnchor.constraint(equalTo: v10.leadingAnchor, constant: -16)
        loose.priority = UILayoutPriority(50)
        NSLayoutConstraint.activate([
            v1.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            v1.leftAnchor.constraint(equalTo: root.leftAnchor),
            v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor, constant: 16),
            v3.leadingAnchor.constraint(equalTo: v2.trailingAnchor, constant: 8),
            NSLayoutConstraint(item: v2, attribute: .top, relatedBy: .equal, toItem: v1, attribute: .bottom, multiplier: 0.25, constant: -8),
            v3.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
            v10.heightAnchor.constraint(equalTo: v3.layoutMarginsGuide.heightAnchor),
            NSLayoutConstraint(item: v10, attribute: .centerY, relatedBy: .equal, toItem: v3, attribute: .centerY, multiplier: 0.5, constant: 0),
            loose,
        ])
        root.layoutIfNeeded()
        #expect(v3.frame == frame(56, 0, 168, 60))
        #expect(v3.safeAreaInsets == .zero)
        #expect(v3.layoutMarginsGuide.layoutFrame.minX == 8)
        #expect(v3.layoutMarginsGuide.layoutFrame.width == 152)
    }

    /// Only a superview's unsafe edges reach into its subviews: overhanging an inset edge adds
    /// the overhang; overhanging an edge with no inset adds nothing.
    @Test func safeAreaInsetsComeFromTheSuperviewsInsetEdgesOnly() {
        let root = rootView(400, 800)
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let child = UIView(frame: frame(-30, -10, 500, 100))
        root.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 0, right: 0))
        child.frame = frame(20, 700, 420, 150)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 84, right: 0))
    }
}

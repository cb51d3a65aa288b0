import Foundation
import Testing
@testable import UIKit

@Suite @MainActor struct ViewTests {
    @Test func frameBoundsAndCenterAgree() {
        let view = UIView(frame: rect(10, 20, 100, 50))
        #expect(view.bounds == rect(0, 0, 100, 50) && view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == rect(50, 75, 100, 50))
        view.bounds = rect(0, 0, 40, 40)
        #expect(view.frame == rect(80, 80, 40, 40), "resizing the bounds keeps the center")
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == rect(60, 60, 80, 80) && view.bounds.size == size(40, 40))
        let exact = UIView(frame: rect(10.333333333333334, 0, 50, 50))
        #expect(exact.frame.minX == 10.333333333333334)
    }

    @Test func hierarchyAndOrdering() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.subviews == [a, b] && a.superview === root)
        root.bringSubviewToFront(a)
        #expect(root.subviews == [b, a])
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, b])
        b.addSubview(a)
        #expect(root.subviews == [b] && a.isDescendant(of: root))
        a.tag = 5
        #expect(root.viewWithTag(5) === a)
        a.removeFromSuperview()
        #expect(a.superview == nil && b.subviews.isEmpty)
    }

    @Test func convertingAndHitTesting() {
        let root = UIView(frame: rect(0, 0, 300, 300))
        let scroll = UIScrollView(frame: rect(0, 100, 300, 200))
        let child = UIView(frame: rect(10, 10, 50, 50))
        root.addSubview(scroll)
        scroll.addSubview(child)
        scroll.contentOffset = CGPoint(x: 0, y: 5)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 10, y: 105))
        #expect(root.convert(CGPoint(x: 10, y: 105), to: child) == .zero)
        #expect(root.hitTest(CGPoint(x: 20, y: 110), with: nil) === child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 110), with: nil) === scroll)
    }

    @Test func safeAreaFlowsDownAndMarginsAddIt() {
        let root = UIView(frame: rect(0, 0, 400, 800))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        let child = UIView(frame: rect(0, 20, 400, 100))
        root.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(child.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        child.insetsLayoutMarginsFromSafeArea = false
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func scrollViewAdjustsItsInsetsByBehavior() {
        let scroll = UIScrollView(frame: rect(0, 0, 320, 480))
        scroll.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 44))
        scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 21, left: 2, bottom: 37, right: 4))
        scroll.contentSize = size(1000, 100)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 21, left: 46, bottom: 37, right: 48))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 46, bottom: 3, right: 48))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 21, left: 46, bottom: 37, right: 48))
    }

    @Test func layerForwardsToItsViewAndOutlivesIt() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view!.layer
        layer.masksToBounds = true
        layer.opacity = 0.5
        #expect(view!.clipsToBounds && view!.alpha == 0.5 && layer.frame == view!.frame)
        view = nil
        // Without its view, the layer keeps values of its own, as a standalone layer does.
        #expect(layer.frame == .zero && !layer.masksToBounds && layer.opacity == 1)
        layer.cornerRadius = 4
        layer.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        #expect(layer.cornerRadius == 4 && layer.frame == CGRect(x: 1, y: 1, width: 1, height: 1) && !layer.masksToBounds)
    }

    @Test func layoutRunsOnlyWhenNeeded() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Counting(frame: rect(0, 0, 10, 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.frame = rect(0, 0, 20, 10)
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        view.frame = rect(5, 5, 20, 10)
        view.layoutIfNeeded()
        #expect(view.passes == 2, "moving does not lay out again")
    }

    @Test func cellHasAContentViewAndSelectionBackground() {
        let cell = UICollectionViewCell(frame: rect(0, 0, 50, 40))
        #expect(cell.contentView.frame == rect(0, 0, 50, 40) && cell.subviews.first === cell.contentView)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.frame = rect(0, 0, 80, 40)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 80, 40) && selected.frame == rect(0, 0, 80, 40))
    }

    @Test func autoresizingMaskSharesASizeChangeAmongTheFlexibleParts() {
        let parent = UIView(frame: rect(0, 0, 200, 100))
        let fixed = UIView(frame: rect(10, 10, 50, 20))
        let stretching = UIView(frame: rect(10, 10, 180, 80))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: rect(150, 10, 40, 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let proportional = UIView(frame: rect(50, 0, 100, 100))
        proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for view in [fixed, stretching, pinnedRight, proportional] { parent.addSubview(view) }
        parent.frame = rect(0, 0, 300, 140)
        #expect(fixed.frame == rect(10, 10, 50, 20))
        #expect(stretching.frame == rect(10, 10, 280, 120))
        #expect(pinnedRight.frame == rect(250, 10, 40, 20))
        // 100 more points shared 50 : 100 : 50 by the left margin, the width and the right margin.
        #expect(proportional.frame == rect(75, 0, 150, 100))
        parent.autoresizesSubviews = false
        parent.frame = rect(0, 0, 100, 50)
        #expect(stretching.frame == rect(10, 10, 280, 120))
    }
}

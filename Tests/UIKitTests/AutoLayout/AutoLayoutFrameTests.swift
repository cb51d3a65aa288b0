import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Frames of hand-computed systems: pinning, chains, nesting, margins, guides, right to left,
/// pixel rounding, mixing frames and constraints, constant changes.
@Suite @MainActor struct AutoLayoutFrameTests {
    @Test func aViewPinnedToItsSuperview() {
        let root = rootView(320, 480)
        let child = constrainedView(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == frame(20, 10, 280, 44))
        #expect(root.constraints.count == 3 && child.constraints.count == 1, "held by the nearest common ancestor")
        #expect(!child.hasAmbiguousLayout)
        root.frame = frame(0, 0, 400, 480)
        root.layoutIfNeeded()
        #expect(child.frame == frame(20, 10, 360, 44), "the root's frame is a constraint that follows it")
    }

    @Test func chainsAndNestedViews() {
        let root = rootView(300, 300)
        let box = constrainedView(in: root), inner = constrainedView(in: box), below = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
            inner.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 30),
            // Between views of different superviews: held by the root, in its coordinates.
            below.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            below.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 2, constant: 1),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == frame(10, 10, 150, 150))
        #expect(inner.frame == frame(50, 60, 50, 30))
        #expect(below.frame == frame(60, 105, 101, 10))
        #expect(root.constraints.count == 6 && box.constraints.count == 3)
    }

    @Test func constantChangesAndDeactivation() {
        let root = rootView(200, 200)
        let child = constrainedView(in: root)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([height, top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   child.widthAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        #expect(child.frame == frame(0, 0, 30, 40))
        height.constant = 90
        top.constant = 7
        root.layoutIfNeeded()
        #expect(child.frame == frame(0, 7, 30, 90))
        top.isActive = false
        #expect(!top.isActive && root.constraints.count == 1)
        let bottom = child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10)
        bottom.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == frame(0, 100, 30, 90))
    }

    @Test func prioritiesDecideBetweenOptionalConstraints() {
        let root = rootView(300, 100)
        let child = constrainedView(in: root)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        let narrow = child.widthAnchor.constraint(equalToConstant: 120)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([wide, narrow, child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
                                   child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)
        narrow.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(child.frame.width == 150, "the required maximum stops the 250 constraint")
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.required - 1 == UILayoutPriority(999))
    }

    @Test func layoutMarginsAndSafeAreaGuides() {
        let root = rootView(320, 480)
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let content = constrainedView(in: root), header = constrainedView(in: root)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            NSLayoutConstraintShim.item(header, .leading, root, .leadingMargin, 0),
            NSLayoutConstraintShim.item(header, .top, root, .topMargin, 0),
            header.widthAnchor.constraint(equalToConstant: 10), header.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == frame(8, 44, 304, 402))
        #expect(header.frame == frame(8, 52, 10, 10), "the top margin includes the safe area")
        #expect(root.safeAreaLayoutGuide.layoutFrame == frame(0, 44, 320, 402))
        #expect(root.layoutMarginsGuide.layoutFrame == frame(8, 52, 304, 386))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        #expect(content.frame == frame(20, 44, 280, 402))
    }

    @Test func customLayoutGuidesSpaceViewsEqually() {
        let root = rootView(300, 50)
        let a = constrainedView(in: root), b = constrainedView(in: root)
        let gap1 = UILayoutGuide(), gap2 = UILayoutGuide(), gap3 = UILayoutGuide()
        for guide in [gap1, gap2, gap3] { root.addLayoutGuide(guide) }
        #expect(root.layoutGuides.count == 3 && gap1.owningView === root)
        NSLayoutConstraint.activate([
            gap1.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.leadingAnchor.constraint(equalTo: gap1.trailingAnchor),
            gap2.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: gap2.trailingAnchor),
            gap3.leadingAnchor.constraint(equalTo: b.trailingAnchor), gap3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap2.widthAnchor.constraint(equalTo: gap1.widthAnchor), gap3.widthAnchor.constraint(equalTo: gap1.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == frame(60, 0, 60, 20) && b.frame == frame(180, 0, 60, 20))
        #expect(gap2.layoutFrame.minX == 120 && gap2.layoutFrame.width == 60)
        let distance = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let check = constrainedView(in: root)
        NSLayoutConstraint.activate([check.widthAnchor.constraint(equalTo: distance), check.heightAnchor.constraint(equalToConstant: 1),
                                   check.leftAnchor.constraint(equalTo: root.leftAnchor), check.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(check.frame.width == 120, "anchorWithOffset(to:) is the distance between the anchors")
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let root = rootView(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let child = constrainedView(in: root)
        child.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == frame(240, 0, 50, 10))
        root.semanticContentAttribute = .forceLeftToRight
        child.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(child.frame == frame(10, 0, 50, 10), "a change of direction re-expresses the constraints")
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let root = rootView(100, 100, scale: 3)
        let views = (0..<3).map { _ in constrainedView(in: root) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        for (index, view) in views.enumerated() {
            constraints += [view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            if index > 0 {
                constraints += [view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
                                view.widthAnchor.constraint(equalTo: views[0].widthAnchor)]
            }
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 100 / 3 = 33.333…: edges at 0, 33.333, 66.667, 100 on a third-of-a-point grid.
        #expect(views[0].frame.minX == 0 && abs(views[0].frame.width - 100.0 / 3) < 1e-9)
        #expect(abs(views[1].frame.minX - 100.0 / 3) < 1e-9 && abs(views[2].frame.maxX - 100) < 1e-9)
        let root2 = rootView(100, 100, scale: 2)
        let odd = constrainedView(in: root2)
        NSLayoutConstraint.activate([odd.leftAnchor.constraint(equalTo: root2.leftAnchor, constant: 10.3),
                                   odd.widthAnchor.constraint(equalToConstant: 20.3), odd.topAnchor.constraint(equalTo: root2.topAnchor),
                                   odd.heightAnchor.constraint(equalToConstant: 1)])
        root2.layoutIfNeeded()
        #expect(odd.frame.minX == 10.5 && odd.frame.maxX == 30.5, "edges, not sizes, are rounded")
    }

    @Test func framesAndConstraintsMix() {
        let root = rootView(300, 300)
        let placed = UIView(frame: frame(30, 40, 100, 50))
        root.addSubview(placed)
        let follower = constrainedView(in: root)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: placed.bottomAnchor, constant: 8),
            follower.leadingAnchor.constraint(equalTo: placed.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: placed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == frame(30, 98, 100, 20))
        placed.frame = frame(0, 0, 60, 10)
        root.layoutIfNeeded()
        #expect(follower.frame == frame(0, 18, 60, 20), "the frame's autoresizing constraints follow it")
        #expect(placed.frame == frame(0, 0, 60, 10))
        // A flexible width becomes a share of the superview's width.
        let stretchy = UIView(frame: frame(10, 0, 280, 10))
        stretchy.autoresizingMask = [.flexibleWidth]
        root.addSubview(stretchy)
        let under = constrainedView(in: root)
        NSLayoutConstraint.activate([under.widthAnchor.constraint(equalTo: stretchy.widthAnchor),
                                   under.leftAnchor.constraint(equalTo: root.leftAnchor), under.topAnchor.constraint(equalTo: root.topAnchor),
                                   under.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(under.frame.width == 280)
        root.frame = frame(0, 0, 400, 300)
        root.layoutIfNeeded()
        #expect(under.frame.width == 380 && stretchy.frame.width == 380)
    }

    @Test func removingAViewRemovesTheConstraintsThatReferToIt() {
        let root = rootView(200, 200)
        let box = constrainedView(in: root), inner = constrainedView(in: box)
        let outer = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let own = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([outer, own])
        #expect(outer.isActive && own.isActive)
        box.removeFromSuperview()
        #expect(!outer.isActive, "constraints to views outside are deactivated")
        #expect(own.isActive && box.constraints.count == 1, "constraints inside the hierarchy stay")
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 80),
                                   inner.topAnchor.constraint(equalTo: box.topAnchor), inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                                   inner.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(inner.frame == frame(0, 0, 80, 5))
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        final class SelfConstraining: UIView {
            var updates = 0
            var made = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                if !made, let superview {
                    made = true
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 3),
                                               topAnchor.constraint(equalTo: superview.topAnchor, constant: 4),
                                               widthAnchor.constraint(equalToConstant: 5), heightAnchor.constraint(equalToConstant: 6)])
                }
                super.updateConstraints()
            }
        }
        let root = rootView(100, 100)
        let custom = SelfConstraining()
        root.addSubview(custom)
        #expect(custom.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(custom.updates == 1 && !custom.needsUpdateConstraints())
        #expect(custom.frame == frame(3, 4, 5, 6))
        custom.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(custom.updates == 2)
    }

    @Test func constraintChangesAnimateThroughLayoutIfNeeded() {
        Animator.shared.reset()
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        defer { Animator.shared.reset() }
        let root = rootView(300, 300)
        let child = constrainedView(in: root)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor),
                                   child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        left.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        #expect(child.frame.minX == 100, "the model value is the final one")
        #expect(child.presentationFrame.minX == 0)
        clock.advance(by: 0.5)
        #expect(child.presentationFrame.minX == 50)
        clock.advance(by: 0.5)
        #expect(child.presentationFrame.minX == 100)
    }

    @Test func alignmentRectsAreWhatConstraintsPlace() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let root = rootView(200, 200)
        let view = Shadowed()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                   view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                   view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(view.frame == frame(6, 8, 112, 58))
        #expect(view.alignmentRect(forFrame: view.frame) == frame(10, 10, 100, 50))
        #expect(view.frame(forAlignmentRect: frame(10, 10, 100, 50)) == view.frame)
    }
}

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` in a
/// line.
@MainActor enum NSLayoutConstraintShim {
    static func item(_ a: Any, _ attributeA: NSLayoutConstraint.Attribute, _ b: Any?, _ attributeB: NSLayoutConstraint.Attribute,
                     _ constant: CGFloat, multiplier: CGFloat = 1, relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        NSLayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                         multiplier: multiplier, constant: constant)
    }
}

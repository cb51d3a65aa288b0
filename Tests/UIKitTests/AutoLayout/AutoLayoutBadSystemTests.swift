import Foundation
import Testing
@testable import UIKit

/// Unsatisfiable and ambiguous systems, their messages and descriptions, and numbers that are
/// not finite.
@Suite(.serialized) @MainActor struct AutoLayoutBadSystemTests {
    /// `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>` with the addresses
    /// replaced by `0x*`.
    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x*", options: .regularExpression)
    }

    @Test func descriptionsHaveUIKitsFormat() {
        let root = rootView(100, 100)
        let view = constrainedView(in: root), label = constrainedLabel("x", in: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        #expect(normalized(width.description) == "<NSLayoutConstraint:0x* UIView:0x*.width == 100   (inactive)>")
        width.isActive = true
        #expect(normalized(width.description) == "<NSLayoutConstraint:0x* UIView:0x*.width == 100   (active)>")
        let leading = label.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        leading.identifier = "gap"
        leading.priority = .defaultHigh
        #expect(normalized(leading.description) == "<NSLayoutConstraint:0x* 'gap' UILabel:0x*.leading == UIView:0x*.trailing - 20 @750   (inactive)>")
        let half = view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: 2.5)
        #expect(normalized(half.description) == "<NSLayoutConstraint:0x* UIView:0x*.height == 0.5*UIView:0x*.height + 2.5   (inactive)>")
        #expect(normalized(view.leadingAnchor.description) == "<NSLayoutXAxisAnchor:0x* \"UIView:0x*.leading\">")
        let margins = NSLayoutConstraintShim.item(view, .top, root, .topMargin, 8)
        #expect(margins.firstItem === view && margins.secondItem === root && margins.secondAttribute == .topMargin)
        #expect(margins.firstAnchor.item === view && margins.secondAnchor?.item === root)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndOneIsBroken() {
        let root = rootView(300, 300)
        let view = constrainedView(in: root)
        let log = MessageLog()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        log.capture {
            NSLayoutConstraint.activate([first, view.heightAnchor.constraint(equalToConstant: 10),
                                       view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
            second.isActive = true
        }
        #expect(log.messages.count == 1)
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n(
                "<NSLayoutConstraint:0x* UIView:0x*.width == 100   (active)>",
                "<NSLayoutConstraint:0x* UIView:0x*.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x* UIView:0x*.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(normalized(log.messages.first ?? "") == expected)
        root.layoutIfNeeded()
        #expect(view.frame.width == 100, "the constraint being added is broken")
        #expect(second.isActive, "a broken constraint stays active, as in UIKit")
        first.isActive = false
        second.constant = 150
        root.layoutIfNeeded()
        #expect(view.frame.width == 150, "changing a broken constraint tries it again")
    }

    @Test func autoresizingConstraintsTakePartInConflicts() {
        let root = rootView(300, 300)
        let framed = UIView(frame: frame(0, 0, 50, 50))
        root.addSubview(framed)
        let log = MessageLog()
        log.capture { framed.widthAnchor.constraint(equalToConstant: 80).isActive = true }
        let message = normalized(log.messages.first ?? "")
        #expect(message.contains("\"<NSAutoresizingMaskLayoutConstraint:0x* h=--& v=--& UIView:0x*.width == 50   (active)>\""))
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        root.layoutIfNeeded()
        #expect(framed.frame == frame(0, 0, 50, 50))
    }

    @Test func aConstantChangeThatConflictsIsBrokenAndRolledBack() {
        let root = rootView(300, 300)
        let view = constrainedView(in: root)
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        let log = MessageLog()
        NSLayoutConstraint.activate([minimum, view.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
                                   view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
                                   view.heightAnchor.constraint(equalToConstant: 5)])
        log.capture { minimum.constant = 80 }
        #expect(log.messages.count == 1 && log.messages[0].hasPrefix("Unable to simultaneously satisfy constraints."))
        root.layoutIfNeeded()
        #expect(view.frame.width <= 50)
    }

    @Test func ambiguityIsDetectableAndExplained() {
        let root = rootView(300, 300)
        let view = constrainedView(in: root)
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -20)
        NSLayoutConstraint.activate([left, width, view.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout, "nothing places it vertically")
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === width })
        #expect(horizontal.contains { $0.kind == .autoresizing }, "the root's width, from its frame")
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minY != before.minY && view.frame.size == before.size)
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout && view.frame == frame(10, 0, 280, 20))
        // Two equal priorities that disagree leave a range of equally good widths.
        let a = view.heightAnchor.constraint(equalToConstant: 30), b = view.heightAnchor.constraint(equalToConstant: 60)
        a.priority = UILayoutPriority(500)
        b.priority = UILayoutPriority(500)
        view.constraints.first { $0.firstAttribute == .height }?.isActive = false
        NSLayoutConstraint.activate([a, b])
        #expect(view.hasAmbiguousLayout)
    }

    @Test func aConstantThatIsNotFiniteRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), view = UIView()
                root.addSubview(view)
                view.widthAnchor.constraint(equalToConstant: 40).constant = .nan
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutDimension:"))
    }

    @Test func aMultiplierThatIsNotFiniteRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), view = UIView()
                root.addSubview(view)
                _ = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Multiplier is not finite!  That's illegal.  multiplier:inf'"))
    }

    @Test func aMultiplierOfZeroOnADimensionIsAConstantSize() {
        let root = rootView(300, 300)
        let other = constrainedView(in: root)
        NSLayoutConstraint.activate([other.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 12),
                                   other.heightAnchor.constraint(equalToConstant: 1), other.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   other.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(other.frame.width == 12)
    }

    @Test func leadingAndLeftCannotBeMixed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), child = UIView()
                root.addSubview(child)
                _ = child.leadingAnchor.constraint(equalTo: root.leftAnchor)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.'"))
    }

    @Test func viewsWithoutACommonAncestorTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint with anchors <NSLayoutXAxisAnchor:"))
    }
}

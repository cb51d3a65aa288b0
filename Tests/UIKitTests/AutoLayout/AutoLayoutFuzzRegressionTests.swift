import Foundation
import Testing
@testable import UIKit

/// Systems the differential test (`AutoLayoutDifferentialTests`) found disagreeing with kiwi,
/// shrunk, with kiwi's frames written out: they run without the oracle.
@Suite @MainActor struct AutoLayoutFuzzRegressionTests {
    /// A root resized where a required constraint cannot follow: the root keeps its new size
    /// (its frame is not negotiable) and the app's constraint is broken and logged, not the
    /// root's autoresizing constraint (which left the root's engine height at 247 while its
    /// bounds were 309, and everything inside it misplaced). Then an autoresizing view's new
    /// frame holds.
    @Test func aRootResizedIntoAConflictKeepsItsSizeAndBreaksTheAppsConstraint() {
        let root = rootView(768, 1024)
        let framed = UIView(frame: frame(310.5, 60, 420.5, 701))
        framed.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        root.addSubview(framed)
        let constrained = constrainedView(in: root)
        let atMost = constrained.heightAnchor.constraint(lessThanOrEqualTo: framed.heightAnchor, constant: -2.5)
        let height = constrained.heightAnchor.constraint(equalToConstant: 232.5)
        NSLayoutConstraint.activate([
            constrained.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.rightAnchor),
            constrained.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 20),
            constrained.widthAnchor.constraint(equalToConstant: 100),
            height,
            atMost,
        ])
        root.layoutIfNeeded()
        let log = MessageLog()
        log.capture {
            root.frame = frame(0, 0, 764, 309)
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1, "the autoresized height (211.5) cannot hold 232.5 + 2.5")
        let broken = [height, atMost].filter(\.isBroken)
        #expect(broken.count == 1 && broken[0].isActive)
        #expect(log.messages.first?.contains("Will attempt to recover by breaking constraint \n\(broken.first?.description ?? "")") == true)
        #expect(root.layoutMarginsGuide.layoutFrame == frame(8, 8, 748, 293))
        let engine = root.layoutEngine!
        let solved = engine.rect(of: engine.items[ObjectIdentifier(framed)]!, scale: 0)
        #expect(abs(solved.minY - framed.frame.minY) < 1e-3 && abs(solved.height - framed.frame.height) < 1e-3)
        #expect(constrained.frame.minY == 28)
        framed.frame = frame(0, 300, 314, 264)
        root.layoutIfNeeded()
        #expect(engine.rect(of: engine.items[ObjectIdentifier(framed)]!, scale: 0) == frame(0, 300, 314, 264))
        #expect(root.layoutMarginsGuide.layoutFrame == frame(8, 8, 748, 293))
    }
}

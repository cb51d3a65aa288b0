import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A sheet's detents moved in code: at once outside `animateChanges(_:)`, animated within it, and
/// never told to the sheet's delegate; the dimming follows the detent.
@Suite(.serialized) @MainActor struct SheetDetentTests {
    private let clock: ManualAnimationClock

    init() {
        clock = useManualClock()
    }

    private final class Listener: NSObject, UISheetPresentationControllerDelegate {
        var heard = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            heard += 1
        }
    }

    private func settle() {
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
    }

    private func presentSheet(_ configure: (UISheetPresentationController) -> Void) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = makeVisibleWindow(root: root)
        let content = UIViewController()
        configure(content.sheetPresentationController!)
        root.present(content, animated: false)
        window.layoutIfNeeded()
        return (window, content)
    }

    @Test func aDetentSetInCodeMovesTheSheetAtOnceAndIsNotHeard() {
        let listener = Listener()
        let (_, content) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = listener
        }
        let sheet = content.sheetPresentationController!
        let host = sheet.containerView!
        sheet.selectedDetentIdentifier = .large
        host.layoutIfNeeded()
        #expect(content.view.frame.minY == host.safeAreaInsets.top + 10)
        #expect(content.view.animations.isEmpty)
        #expect(listener.heard == 0)
    }

    @Test func animateChangesAnimatesTheMove() {
        let (_, content) = presentSheet { $0.detents = [.medium(), .large()] }
        let sheet = content.sheetPresentationController!
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(!content.view.animations.isEmpty)
        settle()
        #expect(content.view.animations.isEmpty)
    }

    @Test func theDimmingFollowsTheLargestUndimmedDetent() throws {
        let (_, content) = presentSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let host = try #require(content.sheetPresentationController?.containerView)
        let dimming = try #require(host.subviews.first)
        #expect(dimming.alpha == 0)
        content.sheetPresentationController?.selectedDetentIdentifier = .large
        host.layoutIfNeeded()
        #expect(dimming.alpha == 1)
    }
}

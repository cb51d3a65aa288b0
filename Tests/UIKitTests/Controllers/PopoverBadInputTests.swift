import Foundation
import Testing
@testable import UIKit

/// A popover presented in a regular width without saying where it points raises UIKit's
/// exceptions: the popover controller's, and the share sheet's own.
@MainActor
struct PopoverBadInputTests {
    private static func text(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// A visible window in a regular width (an iPad's) with a root controller.
    private static func regularWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.traitOverrides.horizontalSizeClass = .regular
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return window
    }

    @Test func aPopoverWithoutAnAnchorRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let window = PopoverBadInputTests.regularWindow()
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            window.rootViewController?.present(popover, animated: false)
        } }
        #expect(Self.text(result).contains("'NSGenericException', reason: 'UIPopoverPresentationController (<UIPopoverPresentationController: 0x"))
        #expect(Self.text(result).contains(") should have a non-nil sourceView or barButtonItem set before the presentation occurs.'"))
    }

    @Test func aShareSheetWithoutAnAnchorRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let window = PopoverBadInputTests.regularWindow()
            window.rootViewController?.present(UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil), animated: false)
        } }
        #expect(Self.text(result).contains("'NSGenericException', reason: 'Your application has presented a UIActivityViewController (<UIActivityViewController: 0x"))
        #expect(Self.text(result).contains("In its current trait environment, the modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover. You must provide location information for this popover through the view controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the view controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.'"))
    }

    /// In a compact width a popover adapts to a sheet and needs no anchor.
    @Test func aPopoverInACompactWidthNeedsNoAnchor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        root.present(popover, animated: false)
        #expect(root.presentedViewController === popover)
    }
}

// iOS 15's resizable sheets, as apps write them: detents (system and custom), the selected and
// the largest undimmed detent, the grabber, animated changes, the sheet delegate, and a subclass
// of the controller presented. It must compile in Swift 6 and Swift 5 modes and run without
// trapping.
import UIKit

@MainActor
final class SheetsShapeController: UIViewController, UISheetPresentationControllerDelegate {
    func showDetails() {
        let details = UINavigationController(rootViewController: UIViewController())
        if let sheet = details.sheetPresentationController {
            let small = UISheetPresentationController.Detent.Identifier("small")
            sheet.detents = [.custom(identifier: small) { context in context.maximumDetentValue * 0.25 }, .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = small
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.preferredCornerRadius = 16
            sheet.sourceView = view
            sheet.delegate = self
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            sheet.invalidateDetents()
            _ = sheet.prefersPageSizing
        }
        present(details, animated: true)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        _ = sheetPresentationController.selectedDetentIdentifier == .large
    }

    override var sheetPresentationController: UISheetPresentationController? { super.sheetPresentationController }
}

@MainActor
final class SheetsShapeDetent: UISheetPresentationController.Detent {
    override func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
        super.resolvedValue(in: context)
    }
}

@MainActor
func sheetsShape() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = SheetsShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.showDetails()
    let medium: UISheetPresentationController.Detent = .medium()
    _ = (medium.identifier == .medium, UISheetPresentationController.Detent.Identifier.large.rawValue, SheetsShapeDetent.large())
}

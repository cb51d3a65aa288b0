// Issue 30's alerts, as iOS code writes them: alerts with text fields and a preferred action,
// action sheets anchored for iPad through their popover presentation controller, and a popover
// delegate. It must compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class AlertsShapeController: UIViewController, UIPopoverPresentationControllerDelegate {
    var lastChoice: String?

    func confirmDeletion(of name: String) -> UIAlertController {
        let alert = UIAlertController(title: "Delete \(name)?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
            self?.lastChoice = action.title
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        return alert
    }

    func askForName() -> UIAlertController {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.autocapitalizationType = .words
            textField.clearButtonMode = .whileEditing
        }
        alert.addTextField()
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert, weak self] _ in
            self?.lastChoice = alert?.textFields?.first?.text
        }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    func shareSheet(from button: UIBarButtonItem?, sourceView: UIView) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default, handler: { _ in }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            if let button { popover.barButtonItem = button } else {
                popover.sourceView = sourceView
                popover.sourceRect = CGRect(x: sourceView.bounds.midX, y: sourceView.bounds.midY, width: 0, height: 0)
            }
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        return sheet
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = view
    }

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
}

@MainActor
func alertsShape() {
    let controller = AlertsShapeController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let alert = controller.confirmDeletion(of: "Photo")
    controller.present(alert, animated: false, completion: nil)
    alert.dismiss(animated: false)
    let rename = controller.askForName()
    let fields: [UITextField]? = rename.textFields
    let style: UIAlertController.Style = rename.preferredStyle
    let actionStyle: UIAlertAction.Style = rename.actions[0].style
    _ = (fields?.count, style, actionStyle, rename.message, rename.severity, rename.actions.map(\.isEnabled))
    let sheet = controller.shareSheet(from: nil, sourceView: controller.view)
    let directions: UIPopoverArrowDirection = sheet.popoverPresentationController?.arrowDirection ?? .unknown
    _ = directions
    controller.present(sheet, animated: false)
    sheet.dismiss(animated: false)
}

/// Issue 31: `popoverPresentationController` is an open member, as UIKit's header marks it.
@MainActor
final class AlertsShapePopoverController: UIViewController {
    override var popoverPresentationController: UIPopoverPresentationController? { super.popoverPresentationController }
}

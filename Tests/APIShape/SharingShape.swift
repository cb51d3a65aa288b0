// Issue 30's share sheet, as iOS code writes a share button: items and an item source, an
// app's activity, excluded types, the popover anchor for iPads, the completion handler. It must
// compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class SharingShapeActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: "com.example.pin") }
    override var activityTitle: String? { "Pin" }
    override var activityImage: UIImage? { UIImage(systemName: "pin") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) {}
    override var activityViewController: UIViewController? { nil }
    override func perform() { activityDidFinish(true) }
}

@MainActor
final class SharingShapeSource: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        activityType == .mail ? "Long text for mail" : "Short text"
    }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "Subject" }
}

@MainActor
final class SharingShapeController: UIViewController {
    private let source = SharingShapeSource()

    func share(_ sender: UIBarButtonItem) {
        let items: [Any] = [source, URL(string: "https://example.com")!, UIImage(systemName: "photo") as Any]
        let controller = UIActivityViewController(activityItems: items, applicationActivities: [SharingShapeActivity()])
        controller.excludedActivityTypes = [.assignToContact, .saveToCameraRoll, .addToReadingList, .postToFacebook, .print, .airDrop]
        controller.popoverPresentationController?.barButtonItem = sender
        controller.popoverPresentationController?.sourceView = view
        controller.completionWithItemsHandler = { activityType, completed, returnedItems, error in
            if completed, activityType == .copyToPasteboard { _ = (returnedItems, error) }
        }
        controller.allowsProminentActivity = false
        present(controller, animated: true, completion: nil)
    }
}

@MainActor
func sharingShape() {
    let controller = SharingShapeController()
    controller.loadViewIfNeeded()
    controller.share(UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil))
}

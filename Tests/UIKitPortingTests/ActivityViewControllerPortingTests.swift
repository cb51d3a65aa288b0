@_spi(Host) import UIKit
import XCTest

/// A share button, as apps write it: a `UIActivityViewController` with the text and link to
/// share, an app's own activity, excluded types, and the completion handler.
final class ActivityViewControllerPortingTests: ManualClockTestCase {
    /// An app's activity: "Add to Favorites", for text.
    final class FavoriteActivity: UIActivity {
        var performedWith: [Any] = []
        private var items: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favorite") }
        override var activityTitle: String? { "Add to Favorites" }
        override var activityImage: UIImage? { UIImage(systemName: "star") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
        override func perform() {
            performedWith = items
            activityDidFinish(true)
        }
    }

    /// An activity that cannot act on anything: never shown.
    final class NeverActivity: UIActivity {
        override var activityTitle: String? { "Never" }
    }

    private var window: UIWindow!
    private var root: UIViewController!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    private func settle() {
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
    }

    /// The titles of the sheet's rows, top to bottom.
    private func rowTitles(_ sheet: UIActivityViewController) -> [String] {
        sheet.view.allSubviews.compactMap { $0 as? UIControl }.filter { !($0 is UIButton) }
            .sorted { $0.convert(CGPoint.zero, to: nil).y < $1.convert(CGPoint.zero, to: nil).y }
            .compactMap { row in row.subviews.compactMap { $0 as? UILabel }.first?.text }
    }

    private func tapRow(_ title: String, in sheet: UIActivityViewController) {
        let row = sheet.view.allSubviews.compactMap { $0 as? UIControl }.first { control in
            control.subviews.contains { ($0 as? UILabel)?.text == title }
        }
        row?.sendActions(for: .touchUpInside)
        settle()
    }

    func testTheSheetOffersTheAppsActivitiesThenCopyAndSave() {
        let favorite = FavoriteActivity()
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!],
                                             applicationActivities: [favorite, NeverActivity()])
        root.present(sheet, animated: true)
        settle()
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(rowTitles(sheet), ["Add to Favorites", "Copy", "Save to Files"])
    }

    func testExcludedTypesAreNotOffered() {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.copyToPasteboard, .airDrop, .mail]
        root.present(sheet, animated: false)
        XCTAssertEqual(rowTitles(sheet), ["Save to Files"])
    }

    func testCopyPutsTheItemsOnThePasteboardAndTellsTheHandler() {
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
        var ended: (UIActivity.ActivityType?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            XCTAssertNil(returned)
            XCTAssertNil(error)
            ended = (type, completed)
        }
        root.present(sheet, animated: true)
        settle()
        tapRow("Copy", in: sheet)
        XCTAssertNil(root.presentedViewController, "the sheet went away")
        XCTAssertEqual(ended?.0, .copyToPasteboard)
        XCTAssertEqual(ended?.1, true)
        XCTAssertEqual(UIPasteboard.general.string, "Hello")
        XCTAssertEqual(UIPasteboard.general.url, URL(string: "https://example.com"))
    }

    func testAnAppsActivityPerformsWithTheItems() {
        let favorite = FavoriteActivity()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [favorite])
        var endedType: UIActivity.ActivityType?
        sheet.completionWithItemsHandler = { type, completed, _, _ in endedType = completed ? type : nil }
        root.present(sheet, animated: true)
        settle()
        tapRow("Add to Favorites", in: sheet)
        XCTAssertEqual(favorite.performedWith as? [String], ["Hello"])
        XCTAssertEqual(endedType?.rawValue, "com.example.favorite")
    }

    func testClosingTellsTheHandlerNothingWasDone() {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var ended: (UIActivity.ActivityType?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in ended = (type, completed) }
        root.present(sheet, animated: true)
        settle()
        sheet.view.allSubviews.compactMap { $0 as? UIButton }.first?.sendActions(for: .touchUpInside)
        settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNotNil(ended)
        XCTAssertNil(ended?.0)
        XCTAssertEqual(ended?.1, false)
    }

    /// The iPad idiom: the sheet anchored to the share button, the delegate asked first.
    func testInARegularWidthTheSheetIsAnchoredWhereTheAppSays() {
        final class Anchoring: NSObject, UIPopoverPresentationControllerDelegate {
            var prepared = 0
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
        }
        window.traitOverrides.horizontalSizeClass = .regular
        let shareButton = UIButton(frame: CGRect(x: 300, y: 60, width: 44, height: 44))
        root.view.addSubview(shareButton)
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let anchoring = Anchoring()
        XCTAssertNotNil(sheet.popoverPresentationController)
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.popoverPresentationController?.sourceRect = shareButton.bounds
        sheet.popoverPresentationController?.delegate = anchoring
        root.present(sheet, animated: true)
        settle()
        XCTAssertIdentical(root.presentedViewController, sheet)
        XCTAssertEqual(anchoring.prepared, 1)
        XCTAssertIdentical(sheet.popoverPresentationController?.sourceView, shareButton)
    }

    /// The phone: no anchor needed.
    func testInACompactWidthTheSheetNeedsNoAnchor() {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        root.present(sheet, animated: false)
        XCTAssertIdentical(root.presentedViewController, sheet)
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}

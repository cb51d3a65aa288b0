import UIKit
import XCTest

/// What iOS code finds under `import UIKit` that comes from Foundation, Dispatch and the
/// Objective-C runtime's informal protocols on iOS.
final class FoundationSurfacePortingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {}
    }

    func testDispatchTimeConstants() {
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_USEC, 1_000)
        let deadline = DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        XCTAssertGreaterThan(deadline, DispatchTime.now())
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(start, Date().timeIntervalSinceReferenceDate, accuracy: 1)
        XCTAssertGreaterThanOrEqual(CFAbsoluteTimeGetCurrent() - start, 0)
    }

    func testNetworkingAndXMLComeWithUIKit() {
        var request = URLRequest(url: URL(string: "https://example.com/photos?page=2")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(URLSessionConfiguration.default.timeoutIntervalForRequest, 60)

        final class Titles: NSObject, XMLParserDelegate {
            var found: [String] = []
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                if let title = attributeDict["title"] { found.append(title) }
            }
        }
        let parser = XMLParser(data: Data(#"<album><photo title="Dunes"/><photo title="Fjord"/></album>"#.utf8))
        let titles = Titles()
        parser.delegate = titles
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(titles.found, ["Dunes", "Fjord"])
    }

    func testAnEmptyFontIsTheSystemFont() {
        let font = UIFont()
        XCTAssertEqual(font.familyName, UIFont.systemFont(ofSize: 12).familyName)
        XCTAssertEqual(font.pointSize, UIFont.systemFontSize)
    }

    func testImagesCarryAccessibilityLabelsAndIdentifiers() {
        let image = UIImage()
        XCTAssertNil(image.accessibilityLabel)
        image.accessibilityLabel = "Share"
        image.accessibilityIdentifier = "share-icon"
        XCTAssertEqual(image.accessibilityLabel, "Share")
        XCTAssertEqual(image.accessibilityIdentifier, "share-icon")
    }

    func testASegueClassMakesItsSeguesFromTheClassObject() {
        final class FadeSegue: UIStoryboardSegue {}
        let segueClass: UIStoryboardSegue.Type = FadeSegue.self
        let segue = segueClass.init(identifier: "fade", source: UIViewController(), destination: UIViewController())
        XCTAssertTrue(segue is FadeSegue)
        XCTAssertEqual(segue.identifier, "fade")
    }

    func testLoadNibNamedMakesTheRegisteredView() {
        final class BadgeView: UIView {
            var awoke = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }
        UINib.register(name: "BadgeView") { BadgeView() }
        let views = Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)
        let badge = views?.first as? BadgeView
        XCTAssertNotNil(badge)
        XCTAssertTrue(badge?.awoke ?? false)
        XCTAssertEqual(UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil, options: [.externalObjects: [:]]).count, 1)
    }

    func testTheContentSizeCategoryChangeIsPosted() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        _ = window.traitCollection
        var posted: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            posted.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        XCTAssertEqual(posted, [UIContentSizeCategory.accessibilityLarge.rawValue])
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityLarge)
        let other = UIWindow(frame: window.frame)
        _ = other.traitCollection
        other.traitOverrides.preferredContentSizeCategory = .extraSmall
        XCTAssertEqual(posted.count, 1, "only the key window's category is the app's")
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        XCTAssertEqual(posted.count, 1, "no change, no notification")
    }
}

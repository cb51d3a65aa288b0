import UIKit
import XCTest

/// Members iOS code overrides on every class: nibs, Interface Builder, state restoration, the
/// status bar, orientation, segues, the safe area, layers' display and accessibility.
final class OverridablePortingTests: XCTestCase {
    final class NibCell: UICollectionViewCell {
        var awoke = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
        }
    }

    final class SnappingLayout: UICollectionViewFlowLayout {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    final class RestorableViewController: UIViewController {
        var safeAreaChanges = 0
        var marginChanges = 0
        var prepared: [String] = []
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }
        override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
        override func decodeRestorableState(with coder: NSCoder) { super.decodeRestorableState(with: coder) }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            marginChanges += 1
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            super.prepare(for: segue, sender: sender)
            prepared.append(segue.identifier ?? "")
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "blocked" }
    }

    func testANibStandInWakesItsView() {
        let nib = UINib(instantiate: { NibCell() })
        let cell = nib.instantiate(withOwner: nil).first as? NibCell
        XCTAssertEqual(cell?.awoke, 1)
        let layout = SnappingLayout()
        XCTAssertFalse(layout.awoke, "made in code: never awakened")
        layout.awakeFromNib()
        XCTAssertTrue(layout.awoke)
    }

    func testCellsFromARegisteredNibAwake() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.register(UINib(instantiate: { NibCell() }), forCellWithReuseIdentifier: "cell")
        let source = OneCellDataSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NibCell
        XCTAssertEqual(cell?.awoke, 1)
    }

    final class OneCellDataSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func testStatusBarOrientationAndRestorationAnswerAsOverridden() {
        let controller = RestorableViewController()
        XCTAssertTrue(controller.prefersStatusBarHidden)
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        XCTAssertEqual(controller.supportedInterfaceOrientations, .portrait)
        XCTAssertFalse(controller.shouldAutorotate)
        controller.setNeedsStatusBarAppearanceUpdate()
        let plain = UIViewController()
        XCTAssertFalse(plain.prefersStatusBarHidden)
        XCTAssertEqual(plain.preferredStatusBarStyle, .default)
        XCTAssertEqual(plain.supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(plain.preferredInterfaceOrientationForPresentation, .portrait)
        XCTAssertNil(plain.restorationIdentifier)
        plain.restorationIdentifier = "plain"
        XCTAssertEqual(plain.restorationIdentifier, "plain")
    }

    func testTheControllerHearsItsViewsSafeAreaAndMargins() {
        let controller = RestorableViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertGreaterThan(controller.safeAreaChanges, 0)
        let before = controller.marginChanges
        controller.view.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        XCTAssertEqual(controller.marginChanges, before + 1)
    }

    func testShowPushesInANavigationControllerAndSeguesRunInCode() {
        let controller = RestorableViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        controller.show(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertFalse(controller.shouldPerformSegue(withIdentifier: "blocked", sender: nil))
        let next = UIViewController()
        let segue = UIStoryboardSegue(identifier: "next", source: controller, destination: next)
        controller.prepare(for: segue, sender: nil)
        XCTAssertEqual(controller.prepared, ["next"])
        var performed = false
        UIStoryboardSegue(identifier: "custom", source: controller, destination: next, performHandler: { performed = true }).perform()
        XCTAssertTrue(performed)
    }

    final class BadgeLayer: CALayer {
        var displays = 0
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "opacity" ? true : super.needsDisplay(forKey: key)
        }
        override func display() {
            displays += 1
            contents = UIImage(size: CGSize(width: 2, height: 2), color: .red).cgImage
        }
    }

    func testLayersDisplayBeforeTheNextFrameAndOnTheirKeys() {
        let layer = BadgeLayer()
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.displays, 0, "displayed before the next frame, not at once")
        layer.displayIfNeeded()
        XCTAssertEqual(layer.displays, 1)
        XCTAssertNotNil(layer.contents)
        layer.displayIfNeeded()
        XCTAssertEqual(layer.displays, 1)
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.setDisableActions(false)
        XCTAssertTrue(layer.needsDisplay(), "needsDisplay(forKey:) is true for opacity")
        XCTAssertFalse(CALayer.needsDisplay(forKey: "opacity"))
    }

    final class GaugeView: UIView {
        var level = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set { super.isAccessibilityElement = newValue }
        }
        override var accessibilityValue: String? {
            get { "\(level)" }
            set { super.accessibilityValue = newValue }
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set { super.accessibilityTraits = newValue }
        }
        override func accessibilityIncrement() { level += 1 }
        override func accessibilityDecrement() { level -= 1 }
    }

    func testAccessibilityAsUIKitReportsIt() {
        let label = UILabel()
        label.text = "Total"
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityLabel, "Total")
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Send")
        XCTAssertTrue(button.accessibilityTraits.contains(.button))
        button.isEnabled = false
        XCTAssertTrue(button.accessibilityTraits.contains(.notEnabled))
        let toggle = UISwitch()
        toggle.isOn = true
        XCTAssertEqual(toggle.accessibilityValue, "1")
        let slider = UISlider()
        slider.value = 0.25
        XCTAssertEqual(slider.accessibilityValue, "25%")
        XCTAssertTrue(slider.accessibilityTraits.contains(.adjustable))
        let plain = UIView()
        XCTAssertFalse(plain.isAccessibilityElement)
        XCTAssertNil(plain.accessibilityLabel)
        plain.accessibilityLabel = "Card"
        plain.accessibilityIdentifier = "card"
        plain.accessibilityHint = "Opens the card"
        XCTAssertEqual(plain.accessibilityLabel, "Card")
        XCTAssertEqual(plain.accessibilityIdentifier, "card")
        let gauge = GaugeView()
        gauge.accessibilityIncrement()
        XCTAssertEqual(gauge.accessibilityValue, "4")
        XCTAssertFalse(gauge.accessibilityActivate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(container)
        window.makeKeyAndVisible()
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        container.addSubview(inner)
        XCTAssertEqual(inner.accessibilityFrame, CGRect(x: 15, y: 25, width: 20, height: 10))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(element.accessibilityFrame, CGRect(x: 11, y: 22, width: 3, height: 4))
        container.accessibilityElements = [element]
        XCTAssertEqual(container.accessibilityElements?.count, 1)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.notification, .layoutChanged)
    }
}

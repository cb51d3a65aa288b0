@_spi(Host) import UIKit
import XCTest

/// Members UIKit declares `open` that iOS code overrides, called by UIKit's own code paths:
/// gesture recognizers a scroll view adds, the layer the layout pass reads, the layer's display,
/// the tint adjustment mode, content size limits, window conversions and keys, a collection
/// view's layout changes and supplementary views, a dragged cell's state, accessibility.
final class OverridableMembersPortingTests: ManualClockTestCase {
    final class RecordingScrollView: UIScrollView {
        var added: [UIGestureRecognizer] = []
        var removed: [UIGestureRecognizer] = []
        override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            added.append(gestureRecognizer)
            super.addGestureRecognizer(gestureRecognizer)
        }
        override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            removed.append(gestureRecognizer)
            super.removeGestureRecognizer(gestureRecognizer)
        }
    }

    func testAScrollViewAddsItsRecognizersThroughTheOverridableMethod() {
        let scrollView = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(scrollView.added.contains { $0 === scrollView.panGestureRecognizer })
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        let pinch = scrollView.pinchGestureRecognizer
        XCTAssertNotNil(pinch)
        XCTAssertTrue(scrollView.added.contains { $0 === pinch })
        let tap = UITapGestureRecognizer()
        scrollView.gestureRecognizers = (scrollView.gestureRecognizers ?? []) + [tap]
        XCTAssertTrue(scrollView.added.contains { $0 === tap })
        scrollView.removeGestureRecognizer(tap)
        XCTAssertTrue(scrollView.removed.contains { $0 === tap })
        XCTAssertFalse(scrollView.gestureRecognizers?.contains { $0 === tap } ?? true)
    }

    final class LayerReadingView: UIView {
        var layerReads = 0
        var displays = 0
        override var layer: CALayer {
            layerReads += 1
            return super.layer
        }
        override func display(_ layer: CALayer) {
            displays += 1
            super.display(layer)
        }
    }

    func testTheLayoutPassAndTheLayerGoThroughTheOverriddenMembers() {
        let view = LayerReadingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertGreaterThan(view.layerReads, 0, "the layout pass lays out the view through its layer")
        view.layer.display()
        XCTAssertEqual(view.displays, 1, "a view's layer displays through its delegate, the view")
        view.layer.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertGreaterThanOrEqual(view.displays, 1)
    }

    final class TintWatchingView: UIView {
        var tintChanges = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            tintChanges += 1
        }
    }

    func testDimmingTheTintTellsTheSubtreeAndDesaturatesTheTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = TintWatchingView()
        let grandchild = TintWatchingView()
        let undimmed = TintWatchingView()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(undimmed)
        XCTAssertEqual(root.tintAdjustmentMode, .normal, "no mode up the chain: normal")
        root.tintColor = .systemRed
        undimmed.tintAdjustmentMode = .normal
        child.tintChanges = 0
        grandchild.tintChanges = 0
        undimmed.tintChanges = 0

        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(grandchild.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(undimmed.tintAdjustmentMode, .normal)
        XCTAssertEqual(child.tintChanges, 1)
        XCTAssertEqual(grandchild.tintChanges, 1)
        XCTAssertEqual(undimmed.tintChanges, 0, "a view with its own mode keeps its tint")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(child.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, green, accuracy: 0.001, "dimmed: desaturated")
        XCTAssertEqual(green, blue, accuracy: 0.001)
        XCTAssertEqual(alpha, 1)
        XCTAssertEqual(undimmed.tintColor, .systemRed)

        root.tintAdjustmentMode = .automatic
        XCTAssertEqual(child.tintAdjustmentMode, .normal)
        XCTAssertEqual(child.tintChanges, 2)
        XCTAssertEqual(child.tintColor, .systemRed)
    }

    func testContentSizeCategoryLimitsClampTheSubtreesTraits() {
        let root = UIView()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraLarge
        let limited = UIView()
        let label = UILabel()
        root.addSubview(limited)
        limited.addSubview(label)
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraLarge)
        limited.maximumContentSizeCategory = .extraExtraLarge
        XCTAssertEqual(limited.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        limited.minimumContentSizeCategory = .medium
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .medium)
        XCTAssertTrue(limited.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryM"))
        limited.minimumContentSizeCategory = nil
        limited.maximumContentSizeCategory = nil
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraSmall)
    }

    func testAMaskViewMasksTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = UIView(frame: view.bounds.insetBy(dx: 10, dy: 10))
        mask.backgroundColor = .black
        view.mask = mask
        XCTAssertTrue(view.mask === mask)
        XCTAssertTrue(view.layer.mask === mask.layer)
        view.mask = nil
        XCTAssertNil(view.layer.mask)
    }

    func testTransform3DAndAnchorPointAreTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(CATransform3DIsIdentity(view.transform3D))
        view.transform3D = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.layer.transform, view.transform3D)
        view.transform3D = CATransform3DIdentity
        view.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0, y: 0))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50), "the position stays")
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    final class LockedWindow: UIWindow {
        override var canBecomeKey: Bool { false }
    }

    func testAWindowThatCannotBecomeKeyIsNotMadeKey() {
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        let locked = LockedWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        locked.makeKeyAndVisible()
        XCTAssertFalse(locked.isKeyWindow)
        XCTAssertTrue(other.isKeyWindow)
        XCTAssertFalse(locked.isHidden)
    }

    func testWindowsConvertBetweenWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(window.convert(CGPoint(x: 5, y: 6), to: other), CGPoint(x: 5, y: 6))
        XCTAssertEqual(window.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: nil as UIWindow?), CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    final class LayoutChangeRecordingCollectionView: UICollectionView {
        var changes: [Bool] = []
        override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
            changes.append(animated)
            super.setCollectionViewLayout(layout, animated: animated, completion: completion)
        }
    }

    func testLayoutChangesGoThroughTheOverridableMethod() {
        let collectionView = LayoutChangeRecordingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                                 collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        XCTAssertEqual(collectionView.changes, [false, false])
    }

    final class HeaderSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func testTheIndexPathOfAVisibleSupplementaryView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.headerReferenceSize = CGSize(width: 100, height: 20)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let source = HeaderSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let path = IndexPath(item: 0, section: 1)
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        XCTAssertNotNil(header)
        XCTAssertEqual(header.flatMap { collectionView.indexPath(forSupplementaryView: $0) }, path)
        XCTAssertNil(collectionView.indexPath(forSupplementaryView: UICollectionReusableView()))
    }

    final class DragStateCell: UICollectionViewCell {
        var states: [UICollectionViewCell.DragState] = []
        override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {
            super.dragStateDidChange(dragState)
            states.append(dragState)
        }
    }

    final class DraggingController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate {
        var collectionView: UICollectionView!
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(DragStateCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                            at indexPath: IndexPath) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "item" as NSString))]
        }
    }

    func testADraggedCellHearsItsDragStates() {
        let controller = DraggingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? DragStateCell
        XCTAssertNotNil(cell)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 50, y: 50))
        step(window, frames: 36)
        XCTAssertEqual(cell?.states, [.lifting, .dragging])
        XCTAssertEqual(cell?.configurationState.cellDragState, .dragging)
        input.move(finger, to: CGPoint(x: 60, y: 200))
        step(window, frames: 2)
        input.end(finger)
        step(window, frames: 60)
        XCTAssertEqual(cell?.states, [.lifting, .dragging, .none])
    }

    private func step(_ window: UIWindow, frames: Int) {
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
    }

    final class ScrollingElement: UIView {
        var scrolled: [UIAccessibilityScrollDirection] = []
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            scrolled.append(direction)
            return direction == .down
        }
        override func remoteControlReceived(with event: UIEvent?) {
            super.remoteControlReceived(with: event)
        }
    }

    func testAccessibilityMembersHaveUIKitsDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertFalse(view.accessibilityScroll(.up))
        XCTAssertFalse(view.accessibilityElementIsFocused())
        XCTAssertNil(view.accessibilityAttributedLabel)
        view.accessibilityLabel = "Play"
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "Play")
        view.accessibilityAttributedHint = NSAttributedString(string: "Plays the song")
        XCTAssertEqual(view.accessibilityHint, "Plays the song")
        XCTAssertEqual(view.accessibilityUserInputLabels, ["Play"])
        view.accessibilityFrame = CGRect(x: 10, y: 10, width: 40, height: 20)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 30, y: 20))
        XCTAssertEqual(view.accessibilityNavigationStyle, .automatic)
        XCTAssertEqual(view.accessibilityContainerType, .none)
        XCTAssertFalse(view.accessibilityRespondsToUserInteraction)
        XCTAssertTrue(UIButton().accessibilityRespondsToUserInteraction)

        let first = UIAccessibilityElement(accessibilityContainer: view)
        let second = UIAccessibilityElement(accessibilityContainer: view)
        view.accessibilityElements = [first, second]
        XCTAssertEqual(view.accessibilityElementCount(), 2)
        XCTAssertTrue(view.accessibilityElement(at: 1) as AnyObject === second)
        XCTAssertNil(view.accessibilityElement(at: 2))
        XCTAssertEqual(view.index(ofAccessibilityElement: second), 1)
        XCTAssertEqual(view.index(ofAccessibilityElement: UIView()), NSNotFound)

        var performed = 0
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in
            performed += 1
            return true
        }
        view.accessibilityCustomActions = [action]
        XCTAssertTrue(view.accessibilityRespondsToUserInteraction, "an element with custom actions responds")
        XCTAssertEqual(view.accessibilityCustomActions?.first?.actionHandler?(action), true)
        XCTAssertEqual(performed, 1)

        let scrolling = ScrollingElement()
        XCTAssertTrue(scrolling.accessibilityScroll(.down))
        XCTAssertEqual(scrolling.scrolled, [.down])
        scrolling.remoteControlReceived(with: nil)
    }
}

@_spi(Host) import UIKit
import XCTest

/// Members UIKit's controls declare `open` that iOS code overrides, called by the controls' own
/// code paths: a control's context menu (the control is its interaction's delegate), the
/// button's menu attachment point and per-state content, the slider's, stepper's and segmented
/// control's custom images as they draw, the page control's images and direction, the bars'
/// delegate, appearance and item positioning.
final class OverridableControlsPortingTests: ManualClockTestCase {
    /// Draws `view` as the renderer does, by calling `draw(_:)` (no drawing library is linked
    /// into these tests: nothing is painted, but the control runs its drawing code).
    private func draw(_ view: UIView) {
        view.draw(view.bounds)
    }

    private func image(_ size: CGSize, _ color: UIColor = .systemRed) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func settle() {
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
    }

    private func show(_ view: UIView, in frame: CGRect) -> (UIWindow, TouchInput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        view.frame = frame
        root.view.addSubview(view)
        window.layoutIfNeeded()
        return (window, TouchInput(window: window))
    }

    // MARK: UIControl

    /// A rating control that offers a menu on long press, as iOS 14 code writes it: it turns on
    /// the context menu interaction and answers the delegate method UIControl implements.
    final class RatingControl: UIControl {
        var askedAt: [CGPoint] = []
        var displayed = 0
        var chosen: String?

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            askedAt.append(location)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Five stars") { _ in self?.chosen = "5" }])
            }
        }

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionAnimating?) {
            super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            displayed += 1
        }
    }

    func testAControlsContextMenuAsksTheControlItself() {
        let control = RatingControl()
        XCTAssertNil(control.contextMenuInteraction)
        control.isContextMenuInteractionEnabled = true
        let interaction = try? XCTUnwrap(control.contextMenuInteraction)
        XCTAssertTrue(control.interactions.contains { $0 === interaction })
        let (window, input) = show(control, in: CGRect(x: 20, y: 100, width: 200, height: 44))
        let finger = input.begin(at: control.convert(CGPoint(x: 30, y: 20), to: window))
        clock.advance(by: 0.6)
        input.end(finger)
        settle()
        XCTAssertEqual(control.askedAt, [CGPoint(x: 30, y: 20)], "asked at the press, in the control's coordinates")
        XCTAssertEqual(control.displayed, 1)
        control.isContextMenuInteractionEnabled = false
        XCTAssertNil(control.contextMenuInteraction)
    }

    func testShowsMenuAsPrimaryActionShowsTheControlsMenuOnTouchDown() {
        let control = RatingControl()
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        var menuTriggered = 0, touchedDown = 0
        control.addAction(UIAction { _ in menuTriggered += 1 }, for: .menuActionTriggered)
        control.addAction(UIAction { _ in touchedDown += 1 }, for: .touchDown)
        let (window, input) = show(control, in: CGRect(x: 20, y: 100, width: 200, height: 44))
        let finger = input.begin(at: control.convert(CGPoint(x: 10, y: 10), to: window))
        XCTAssertEqual(control.askedAt.count, 1)
        XCTAssertEqual(control.displayed, 1)
        XCTAssertEqual(menuTriggered, 1)
        XCTAssertEqual(touchedDown, 0, "the touch shows the menu instead of being tracked")
        input.end(finger)
    }

    func testAllTargetsIsASetOfTheTargets() {
        final class Owner: NSObject {}
        let owner = Owner()
        let control = UIControl()
        control.addTarget(owner, action: { _ in }, for: .touchUpInside)
        control.addTarget(owner, action: { _ in }, for: .valueChanged)
        XCTAssertEqual(control.allTargets, [AnyHashable(owner)])
        XCTAssertTrue(control.allTargets.contains(owner))
    }

    // MARK: UIButton

    final class AnchoredMenuButton: UIButton {
        var asked = 0
        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            asked += 1
            return CGPoint(x: bounds.midX, y: bounds.maxY + 100)
        }
    }

    func testAButtonAsksWhereItsMenuAttaches() throws {
        let plain = UIButton(type: .system)
        let moved = AnchoredMenuButton(type: .system)
        var bottoms: [CGFloat] = []
        for button in [plain, moved] {
            button.setTitle("Sort", for: .normal)
            button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
            button.showsMenuAsPrimaryAction = true
            let (window, input) = show(button, in: CGRect(x: 20, y: 100, width: 120, height: 44))
            let finger = input.begin(at: button.convert(CGPoint(x: 10, y: 10), to: window))
            settle()
            let menu = try XCTUnwrap(window.subviews.last?.subviews.last)
            bottoms.append(menu.frame.minY)
            input.end(finger)
        }
        XCTAssertEqual(moved.asked, 1)
        XCTAssertEqual(bottoms[1] - bottoms[0], 100, accuracy: 0.5, "the menu moves with the attachment point")
    }

    func testAButtonsLongPressMenuIsItsMenu() {
        let button = UIButton(type: .system)
        XCTAssertFalse(button.isContextMenuInteractionEnabled)
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        button.preferredMenuElementOrder = .fixed
        XCTAssertNotNil(button.contextMenuInteraction)
        let configuration = button.contextMenuInteraction.flatMap {
            button.contextMenuInteraction($0, configurationForMenuAtLocation: .zero)
        }
        XCTAssertEqual(configuration?.preferredMenuElementOrder, .fixed)
        button.showsMenuAsPrimaryAction = true
        XCTAssertNil(button.contextMenuInteraction.flatMap { button.contextMenuInteraction($0, configurationForMenuAtLocation: .zero) },
                     "a menu shown as the primary action is not also a long-press menu")
    }

    final class TypedButton: UIButton {
        override var buttonType: UIButton.ButtonType { .contactAdd }
    }

    func testPerStateShadowColorsAndSymbolConfigurations() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setImage(UIImage(systemName: "play.fill"), for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.white, for: .highlighted)
        XCTAssertEqual(button.titleShadowColor(for: .normal), .black)
        XCTAssertEqual(button.titleShadowColor(for: .selected), .black, "a state without its own falls back to normal")
        XCTAssertEqual(button.currentTitleShadowColor, .black)
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitleShadowColor, .white)
        button.isHighlighted = false

        let large = UIImage.SymbolConfiguration(pointSize: 30)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        XCTAssertEqual(button.currentPreferredSymbolConfiguration, large)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.preferredSymbolConfiguration, large, "the image view shows the symbol with it")
        XCTAssertTrue(button.adjustsImageWhenHighlighted)
        XCTAssertTrue(button.adjustsImageWhenDisabled)
        XCTAssertFalse(button.showsTouchWhenHighlighted)
        XCTAssertEqual(TypedButton(type: .system).buttonType, .contactAdd)
    }

    // MARK: UISlider, UIStepper, UISegmentedControl, UIPageControl

    final class ImageSlider: UISlider {
        var thumbReads = 0
        var trackReads = 0
        override var currentThumbImage: UIImage? {
            thumbReads += 1
            return super.currentThumbImage
        }
        override var currentMinimumTrackImage: UIImage? {
            trackReads += 1
            return super.currentMinimumTrackImage
        }
    }

    func testASliderDrawsItsImagesThroughTheOverridableGetters() {
        let slider = ImageSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let thumb = image(CGSize(width: 20, height: 30))
        slider.setThumbImage(thumb, for: .normal)
        slider.setMinimumTrackImage(image(CGSize(width: 4, height: 6), .systemGreen), for: .normal)
        XCTAssertTrue(slider.thumbImage(for: .highlighted) === thumb)
        XCTAssertNil(slider.maximumTrackImage(for: .normal))
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumbRect = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        XCTAssertEqual(thumbRect.size, CGSize(width: 20, height: 30), "the thumb is as big as its image")
        slider.thumbReads = 0
        draw(slider)
        XCTAssertGreaterThan(slider.thumbReads, 0)
        XCTAssertGreaterThan(slider.trackReads, 0)
    }

    final class ImageStepper: UIStepper {
        var askedStates: [UIControl.State] = []
        override func incrementImage(for state: UIControl.State) -> UIImage? {
            askedStates.append(state)
            return super.incrementImage(for: state)
        }
    }

    func testAStepperDrawsItsImagesForEachHalfsState() {
        let stepper = ImageStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.setIncrementImage(image(CGSize(width: 10, height: 10)), for: .normal)
        stepper.setDecrementImage(image(CGSize(width: 10, height: 10)), for: .normal)
        stepper.setBackgroundImage(image(CGSize(width: 10, height: 10), .systemGray), for: .normal)
        stepper.setDividerImage(image(CGSize(width: 1, height: 20)), forLeftSegmentState: .normal, rightSegmentState: .normal)
        XCTAssertNotNil(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal), "falls back to normal/normal")
        draw(stepper)
        XCTAssertEqual(stepper.askedStates, [.normal])
        stepper.value = stepper.maximumValue
        stepper.askedStates = []
        draw(stepper)
        XCTAssertEqual(stepper.askedStates, [.disabled], "the + half cannot step at the maximum")
    }

    final class AdjustedSegments: UISegmentedControl {
        var askedKinds: [UISegmentedControl.Segment] = []
        override func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                                barMetrics: UIBarMetrics) -> UIOffset {
            askedKinds.append(leftCenterRightOrAlone)
            return super.contentPositionAdjustment(forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics)
        }
        var backgroundsAsked = 0
        override func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
            backgroundsAsked += 1
            return super.backgroundImage(for: state, barMetrics: barMetrics)
        }
    }

    func testASegmentedControlDrawsWithItsBarMetricsAppearance() {
        let control = AdjustedSegments(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 2), forSegmentType: .center, barMetrics: .default)
        XCTAssertEqual(control.contentPositionAdjustment(forSegmentType: .center, barMetrics: .default), UIOffset(horizontal: 0, vertical: 2))
        XCTAssertEqual(control.contentPositionAdjustment(forSegmentType: .center, barMetrics: .compact), .zero)
        draw(control)
        XCTAssertTrue(control.askedKinds.contains(.left))
        XCTAssertTrue(control.askedKinds.contains(.center))
        XCTAssertTrue(control.askedKinds.contains(.right))

        control.setBackgroundImage(image(CGSize(width: 10, height: 10)), for: .normal, barMetrics: .default)
        control.setBackgroundImage(image(CGSize(width: 10, height: 10), .systemBlue), for: .selected, barMetrics: .default)
        control.setDividerImage(image(CGSize(width: 1, height: 10)), forLeftSegmentState: .normal, rightSegmentState: .normal,
                                barMetrics: .default)
        XCTAssertNotNil(control.backgroundImage(for: .highlighted, barMetrics: .default))
        XCTAssertNil(control.backgroundImage(for: .normal, barMetrics: .compact))
        control.backgroundsAsked = 0
        draw(control)
        XCTAssertGreaterThanOrEqual(control.backgroundsAsked, 3, "one background per segment")
        XCTAssertEqual(UISegmentedControl.Segment.alone.rawValue, 4)
    }

    final class CurrentImagePageControl: UIPageControl {
        var asked: [Int] = []
        override func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
            asked.append(page)
            return super.currentPageIndicatorImage(forPage: page)
        }
    }

    func testAPageControlAsksForTheCurrentPagesImageAndRunsInItsDirection() {
        let pages = CurrentImagePageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.setCurrentPageIndicatorImage(UIImage(systemName: "star.fill"), forPage: 1)
        XCTAssertNotNil(pages.currentPageIndicatorImage(forPage: 1))
        pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
        draw(pages)
        XCTAssertEqual(Set(pages.asked), [1], "asked for the current page only")

        let horizontal = pages.size(forNumberOfPages: 3)
        pages.direction = .topToBottom
        XCTAssertEqual(pages.size(forNumberOfPages: 3), CGSize(width: horizontal.height, height: horizontal.width))

        let (window, input) = show(pages, in: CGRect(origin: CGPoint(x: 100, y: 100), size: pages.intrinsicContentSize))
        var changes = 0
        pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        input.tap(at: pages.convert(CGPoint(x: pages.bounds.midX, y: pages.bounds.maxY - 4), to: window))
        XCTAssertEqual(pages.currentPage, 2, "a tap below the current dot of a column moves down a page")
        XCTAssertEqual(changes, 1)
    }

    func testASwitchKeepsItsCatalystTitle() {
        let toggle = UISwitch()
        XCTAssertNil(toggle.title)
        toggle.title = "Notifications"
        XCTAssertEqual(toggle.title, "Notifications")
    }

    // MARK: Bars

    final class PopGuard: NSObject, UINavigationBarDelegate {
        var allowsPop = false
        var events: [String] = []
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            events.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
            events.append("didPop \(item.title ?? "")")
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            events.append("didPush \(item.title ?? "")")
        }
    }

    func testAStandaloneNavigationBarAsksItsDelegate() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let guardian = PopGuard()
        bar.delegate = guardian
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Message"), animated: false)
        XCTAssertNil(bar.popItem(animated: false))
        XCTAssertEqual(bar.topItem?.title, "Message")
        guardian.allowsPop = true
        XCTAssertEqual(bar.popItem(animated: false)?.title, "Message")
        XCTAssertEqual(guardian.events, ["didPush Inbox", "didPush Message", "shouldPop Message", "shouldPop Message", "didPop Message"])
    }

    final class BrandedBar: UINavigationBar {
        var adjustmentsAsked = 0
        override func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
            adjustmentsAsked += 1
            return 3
        }
    }

    func testANavigationBarsTitleTakesItsAttributesAndAdjustment() {
        let bar = BrandedBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.pushItem(UINavigationItem(title: "Settings"), animated: false)
        bar.layoutIfNeeded()
        let plain = UINavigationBar(frame: bar.frame)
        plain.pushItem(UINavigationItem(title: "Settings"), animated: false)
        plain.layoutIfNeeded()
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" && !$0.isHidden && $0.alpha > 0 }
        let plainTitle = plain.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" && !$0.isHidden && $0.alpha > 0 }
        XCTAssertGreaterThan(bar.adjustmentsAsked, 0)
        XCTAssertEqual((title?.frame.minY ?? 0) - (plainTitle?.frame.minY ?? 0), 3)

        bar.titleTextAttributes = [.foregroundColor: UIColor.systemOrange, .font: UIFont.systemFont(ofSize: 20)]
        XCTAssertEqual(title?.textColor, .systemOrange)
        XCTAssertEqual(title?.font.pointSize, 20)
        bar.barStyle = .black
        bar.titleTextAttributes = nil
        XCTAssertEqual(title?.textColor, .white, "a black bar has white titles")
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
        bar.setBackgroundImage(image(CGSize(width: 1, height: 1)), for: .any, barMetrics: .default)
        bar.shadowImage = empty
        XCTAssertNotNil(bar.backgroundImage(for: .any, barMetrics: .default))
        XCTAssertNil(bar.backgroundImage(for: .any, barMetrics: .compact))
    }

    final class CustomizingWatcher: NSObject, UITabBarDelegate {
        var events: [String] = []
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { events.append("willBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { events.append("didBegin") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { events.append("willEnd \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { events.append("didEnd") }
    }

    func testATabBarCentersItsItemsAndTellsItsDelegateOfCustomizing() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let items = ["A", "B", "C"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.items = items
        bar.itemPositioning = .centered
        bar.itemWidth = 60
        bar.itemSpacing = 10
        bar.layoutIfNeeded()
        let buttons = bar.subviews.filter { $0 is UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        XCTAssertEqual(buttons.map(\.frame.minX), [95, 165, 235])
        XCTAssertEqual(buttons.map(\.frame.width), [60, 60, 60])

        let watcher = CustomizingWatcher()
        bar.delegate = watcher
        XCTAssertFalse(bar.endCustomizing(animated: false))
        bar.beginCustomizingItems(items)
        XCTAssertTrue(bar.isCustomizing)
        XCTAssertTrue(bar.endCustomizing(animated: false))
        XCTAssertFalse(bar.isCustomizing)
        XCTAssertEqual(watcher.events, ["willBegin 3", "didBegin", "willEnd false", "didEnd"])
    }
}

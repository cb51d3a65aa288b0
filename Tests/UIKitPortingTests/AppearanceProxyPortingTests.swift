@_spi(Host) import UIKit
import XCTest

/// An app's theme set once through appearance proxies, as AppDelegates write it: the bars'
/// colors and appearances, bar item titles, labels inside one screen, a dark-mode variant. The
/// classes themed here are this file's own (the proxies of a process stay for its life).
final class AppearanceProxyPortingTests: XCTestCase {
    final class ThemedNavigationBar: UINavigationBar {}
    final class ThemedToolbar: UIToolbar {}
    final class ThemedLabel: UILabel {}
    final class ContainedLabel: UILabel {}
    final class DarkLabel: UILabel {}
    final class ThemedItem: UIBarButtonItem {}
    final class ThemedSwitch: UISwitch {}
    final class ThemedScreen: UIViewController {}

    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }

    func testABarEnteringAWindowTakesWhatTheProxySet() {
        let proxy = ThemedNavigationBar.appearance()
        proxy.tintColor = .white
        proxy.barTintColor = .systemIndigo
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        proxy.setBackgroundImage(UIImage(), for: .default)
        proxy.shadowImage = UIImage()
        let bar = ThemedNavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertNil(bar.barTintColor, "not before it enters a window")
        window.addSubview(bar)
        XCTAssertEqual(bar.tintColor, .white)
        XCTAssertEqual(bar.barTintColor, .systemIndigo)
        XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
        XCTAssertNotNil(bar.backgroundImage(for: .default))
        XCTAssertNotNil(bar.shadowImage)
        XCTAssertNil(UINavigationBar(frame: .zero).barTintColor, "the proxy's class and its subclasses only")
    }

    func testAnAppearanceSetOnTheProxyIsTheBarsStandardAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        final class AppearanceBar: UINavigationBar {}
        AppearanceBar.appearance().standardAppearance = appearance
        AppearanceBar.appearance().scrollEdgeAppearance = appearance
        let bar = AppearanceBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        window.addSubview(bar)
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemTeal)
        XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, .systemTeal)
    }

    func testWhatTheObjectSetItselfWins() {
        ThemedLabel.appearance().textColor = .systemRed
        ThemedLabel.appearance().font = .boldSystemFont(ofSize: 20)
        let own = ThemedLabel()
        own.textColor = .systemGreen
        window.addSubview(own)
        XCTAssertEqual(own.textColor, .systemGreen)
        XCTAssertEqual(own.font, .boldSystemFont(ofSize: 20))
        let plain = ThemedLabel()
        window.addSubview(plain)
        XCTAssertEqual(plain.textColor, .systemRed)
    }

    func testAViewInAWindowKeepsItsLookUntilItEntersOneAgain() {
        final class LaterSwitch: UISwitch {}
        let toggle = LaterSwitch()
        window.addSubview(toggle)
        LaterSwitch.appearance().onTintColor = .systemOrange
        XCTAssertNil(toggle.onTintColor)
        toggle.removeFromSuperview()
        window.addSubview(toggle)
        XCTAssertEqual(toggle.onTintColor, .systemOrange)
        LaterSwitch.appearance().onTintColor = .systemPink
        toggle.removeFromSuperview()
        window.addSubview(toggle)
        XCTAssertEqual(toggle.onTintColor, .systemPink, "what appearance gave, appearance changes again")
    }

    func testAContainedProxyAppliesOnlyInsideItsContainer() {
        ContainedLabel.appearance(whenContainedInInstancesOf: [ThemedScreen.self]).textColor = .systemPurple
        let screen = ThemedScreen()
        let inside = ContainedLabel()
        screen.view.addSubview(inside)
        window.rootViewController = screen
        let outside = ContainedLabel()
        window.addSubview(outside)
        XCTAssertEqual(inside.textColor, .systemPurple)
        XCTAssertEqual(outside.textColor, .label)
    }

    func testATraitProxyAppliesToObjectsWithThoseTraits() {
        DarkLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemYellow
        let light = DarkLabel()
        window.addSubview(light)
        XCTAssertEqual(light.textColor, .label)
        let darkWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        darkWindow.overrideUserInterfaceStyle = .dark
        darkWindow.makeKeyAndVisible()
        let dark = DarkLabel()
        darkWindow.addSubview(dark)
        XCTAssertEqual(dark.textColor, .systemYellow)
    }

    func testABarItemTakesItsTitleAttributesWhenItsBarShowsIt() {
        ThemedItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        ThemedItem.appearance(whenContainedInInstancesOf: [ThemedToolbar.self]).tintColor = .systemMint
        let item = ThemedItem(title: "Share", style: .plain, target: nil, action: nil)
        let toolbar = ThemedToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [item]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemBrown)
        XCTAssertEqual(item.tintColor, .systemMint)
    }

    /// The classic way to hide back titles before iOS 14: the back button title moved far off.
    func testABackTitleMovedOffByTheProxyLeavesTheBar() throws {
        final class ThemedNavigation: UINavigationController {}
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [ThemedNavigation.self])
            .setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        let navigation = ThemedNavigation(rootViewController: UIViewController())
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.view.layoutIfNeeded()
        let back = try XCTUnwrap(navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Back" })
        XCTAssertLessThan(back.convert(back.bounds, to: nil).maxX, 0)
    }

    func testAnItemsTitleAdjustmentAndBackgroundImageShowOnItsButton() throws {
        let image = UIImage()
        let moved = UIBarButtonItem(title: "Moved", style: .plain, target: nil, action: nil)
        moved.setTitlePositionAdjustment(UIOffset(horizontal: 4, vertical: 3), for: .default)
        moved.setBackgroundImage(image, for: .normal, barMetrics: .default)
        let plain = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
        XCTAssertEqual(moved.titlePositionAdjustment(for: .default), UIOffset(horizontal: 4, vertical: 3))
        XCTAssertIdentical(moved.backgroundImage(for: .normal, barMetrics: .default), image)
        XCTAssertNil(moved.backgroundImage(for: .normal, style: .done, barMetrics: .default))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [moved, plain]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let labels = toolbar.allSubviews.compactMap { $0 as? UILabel }
        let movedLabel = try XCTUnwrap(labels.first { $0.text == "Moved" }), plainLabel = try XCTUnwrap(labels.first { $0.text == "Plain" })
        XCTAssertEqual(movedLabel.frame.minX, 4)
        XCTAssertEqual(movedLabel.frame.minY, plainLabel.frame.minY + 3)
        XCTAssertTrue(movedLabel.superview?.subviews.contains { ($0 as? UIImageView)?.image === image && !$0.isHidden } ?? false)
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}

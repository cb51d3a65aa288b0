@_spi(Host) import UIKit
import XCTest

/// A container swapping its children with `transition(from:to:…)`, and the content-container
/// members subclasses override.
final class ContainmentTransitionPortingTests: ManualClockTestCase {
    final class Child: UIViewController {
        let name: String
        var events: [String] = []
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("didDisappear") }
    }

    final class Container: UIViewController {
        var sizes: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            sizes.append(container.preferredContentSize)
        }
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
        }
    }

    func testSwappingChildren() {
        let container = Container()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container
        window.makeKeyAndVisible()
        let first = Child("first"), second = Child("second")
        container.addChild(first)
        first.view.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        XCTAssertEqual(first.events, ["willAppear", "didAppear"])

        container.addChild(second)
        first.willMove(toParent: nil)
        var finished: Bool?
        container.transition(from: first, to: second, duration: 0.3, options: .transitionCrossDissolve, animations: {
            second.view.alpha = 0.5
        }, completion: { done in
            first.removeFromParent()
            second.didMove(toParent: container)
            finished = done
        })
        XCTAssertTrue(second.view.superview === container.view)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 100, width: 320, height: 200), "in the first one's place")
        XCTAssertEqual(first.events, ["willAppear", "didAppear", "willDisappear"])
        XCTAssertEqual(second.events, ["willAppear"])
        clock.advance(by: 0.31)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(first.events.last, "didDisappear")
        XCTAssertEqual(second.events, ["willAppear", "didAppear"])
        XCTAssertEqual(second.view.alpha, 0.5)
        XCTAssertEqual(container.children, [second])

        second.preferredContentSize = CGSize(width: 100, height: 50)
        XCTAssertEqual(container.sizes, [CGSize(width: 100, height: 50)])
        XCTAssertEqual(container.size(forChildContentContainer: second, withParentContainerSize: CGSize(width: 320, height: 480)),
                       CGSize(width: 160, height: 480))
        XCTAssertEqual(UIViewController().edgesForExtendedLayout, .all)
    }
}

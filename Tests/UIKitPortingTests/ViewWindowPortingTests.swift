import UIKit
import XCTest

/// A view that starts and stops work as it enters and leaves a window, as iOS views do in
/// `didMoveToWindow()` (a timer, an observer), and records every hierarchy call.
final class WindowAwareView: UIView {
    var log: [String] = []
    var name = ""

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(name) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")")
    }

    override func didMoveToWindow() {
        log.append("\(name) didMoveToWindow \(window == nil ? "nil" : "window")")
    }

    override func didMoveToSuperview() {
        log.append("\(name) didMoveToSuperview")
    }
}

final class ViewWindowPortingTests: XCTestCase {
    func testViewsHearWhenTheirWindowChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let container = WindowAwareView(frame: window.bounds)
        container.name = "container"
        let child = WindowAwareView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.name = "child"
        container.addSubview(child)
        XCTAssertEqual(child.log, ["child willMoveToSuperview view", "child didMoveToSuperview"], "no window yet")
        child.log = []
        window.addSubview(container)
        XCTAssertEqual(container.log, ["container willMoveToSuperview view", "container willMoveToWindow window",
                                       "container didMoveToWindow window", "container didMoveToSuperview"])
        XCTAssertEqual(child.log, ["child willMoveToWindow window", "child didMoveToWindow window"])
        container.log = []
        child.log = []
        let sibling = UIView()
        window.addSubview(sibling)
        sibling.addSubview(container)
        XCTAssertEqual(child.log, [], "moving within the same window says nothing about windows")
        container.removeFromSuperview()
        XCTAssertEqual(container.log, ["container willMoveToSuperview view", "container didMoveToSuperview",
                                       "container willMoveToSuperview nil", "container willMoveToWindow nil",
                                       "container didMoveToWindow nil", "container didMoveToSuperview"])
        XCTAssertEqual(child.log, ["child willMoveToWindow nil", "child didMoveToWindow nil"])
    }
}

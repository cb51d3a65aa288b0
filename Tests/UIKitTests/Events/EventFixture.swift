import Foundation
@testable @_spi(Host) import UIKit

/// A view that logs the touches it receives: "began view (x, y)" with the location in its own
/// coordinates, and passes them on as `UIView` does when `forwards` is set.
@MainActor final class TouchLogView: UIView {
    let name: String
    var log: [String]
    var forwards = false
    private let sink: (String) -> Void

    init(_ name: String, frame: CGRect, sink: @escaping (String) -> Void) {
        self.name = name
        self.log = []
        self.sink = sink
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.map { touch in
            let p = touch.location(in: self)
            return "(\(Int(p.x)), \(Int(p.y)))"
        }.sorted().joined(separator: " ")
        sink("\(phase) \(name) \(points)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window of 400 × 600 points with a log its views write to, and a touch input on it.
@MainActor final class EventFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let input: TouchInput
    let clock: ManualAnimationClock
    private(set) var log: [String] = []

    init() {
        clock = useManualClock()
        input = TouchInput(window: window)
        window.makeKeyAndVisible()
    }

    /// A logging view added to `parent` (the window when nil).
    @discardableResult
    func view(_ name: String, _ frame: CGRect, in parent: UIView? = nil) -> TouchLogView {
        let view = TouchLogView(name, frame: frame) { [unowned self] line in log.append(line) }
        (parent ?? window).addSubview(view)
        return view
    }

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }
}

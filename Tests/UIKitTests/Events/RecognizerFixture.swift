import Foundation
@testable import UIKit

/// Records a recognizer's action calls as "name state (x, y)" with the location in the
/// recognizer's view.
@MainActor final class ActionLog {
    private(set) var lines: [String] = []

    func record(_ name: String) -> (UIGestureRecognizer) -> Void {
        { [unowned self] recognizer in
            let p = recognizer.location(in: recognizer.view)
            lines.append("\(name) \(recognizer.state.name) (\(Int(p.x.rounded())), \(Int(p.y.rounded())))")
        }
    }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

extension UIGestureRecognizer.State {
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// A delegate whose answers tests set.
@MainActor final class TestGestureDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var receives: (UITouch) -> Bool = { _ in true }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives(touch) }
}

import Foundation
@testable import UIKit

/// Compares a built hierarchy with the oracle's solution of the same state: every view's
/// frame, every guide's layout frame, and the engine's unrounded values.
@MainActor enum FuzzComparison {
    /// An item's rectangle in the root's coordinates, from the oracle's values.
    static func absolute(_ system: FuzzSystem, _ item: FuzzSystem.Item, _ values: [Double]) -> CGRect {
        let b = system.base(of: item)
        return CGRect(x: values[b], y: values[b + 1], width: values[b + 2], height: values[b + 3])
    }

    private static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
        abs(a - b) <= tolerance + 1e-6 * max(abs(a), abs(b))
    }

    /// Compares origins and sizes as stored (`minX`/`maxX` standardize a negative size).
    private static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat) -> Bool {
        close(a.origin.x, b.origin.x, tolerance) && close(a.origin.y, b.origin.y, tolerance)
            && close(a.origin.x + a.size.width, b.origin.x + b.size.width, tolerance)
            && close(a.origin.y + a.size.height, b.origin.y + b.size.height, tolerance)
    }

    /// What disagrees, one line each; empty when everything agrees. Frames are rounded to the
    /// display scale's pixels by our engine, so they may differ by half a pixel; the engine's
    /// own values within 10⁻³ of a point.
    static func mismatches(_ hierarchy: FuzzHierarchy, _ system: FuzzSystem, _ values: [Double]) -> [String] {
        var result: [String] = []
        let scale = hierarchy.views[0].traitCollection.displayScale
        func relative(_ item: FuzzSystem.Item, to owner: Int) -> CGRect {
            // Not `offsetBy`, which standardizes: a negative size stays negative.
            let b = system.base(of: item), o = system.base(of: .view(owner))
            return CGRect(x: values[b] - values[o], y: values[b + 1] - values[o + 1], width: values[b + 2], height: values[b + 3])
        }
        for index in system.views.indices where index > 0 {
            let view = hierarchy.views[index]
            let expected = relative(.view(index), to: system.views[index].parent)
            if let solved = hierarchy.solvedRect(view), !close(solved, expected, 1e-3) {
                result.append("v\(index) solved \(solved) expected \(expected)")
            } else if expected.size.width >= -1e-6 && expected.size.height >= -1e-6 && !close(view.frame, expected, 0.5 / scale + 1e-3) {
                // A negative size has no frame: ours is empty, at the rectangle's origin edge
                // (CGRect would standardize it); only the solved values are compared then.
                result.append("v\(index) frame \(view.frame) expected \(expected)")
            }
        }
        for (index, owner) in system.guides.enumerated() {
            let expected = relative(.guide(index), to: owner)
            if let solved = hierarchy.solvedRect(hierarchy.guides[index]), !close(solved, expected, 1e-3) {
                result.append("g\(index) layoutFrame \(solved) expected \(expected)")
            }
        }
        for index in system.views.indices {
            let guide = hierarchy.views[index].layoutMarginsGuide
            if let solved = hierarchy.solvedRect(guide) {
                let expected = relative(.margins(index), to: index)
                if !close(solved, expected, 1e-3) { result.append("v\(index).layoutMarginsGuide \(solved) expected \(expected)") }
            }
        }
        return result
    }

    /// Builds the system, compares its first state, then applies each edit and compares the
    /// state after it (states the oracle finds ambiguous are not compared; after a state it
    /// finds unsatisfiable nothing is, since which constraint stays broken depends on the
    /// path). Returns the first disagreement, or nil.
    static func firstDisagreement(_ system: FuzzSystem, _ answers: [KiwiOracle.Answer]) -> String? {
        let log = MessageLog()
        return log.capture { () -> String? in
            let hierarchy = FuzzHierarchy(system)
            var state = system
            for step in 0...system.edits.count {
                if step > 0 {
                    hierarchy.apply(system.edits[step - 1])
                    state = state.applying(system.edits[step - 1])
                }
                if answers[step].status == .unsatisfiable { return nil }
                guard answers[step].status == .unique else { continue }
                let found = mismatches(hierarchy, state, answers[step].values)
                if !found.isEmpty {
                    let messages = log.messages.isEmpty ? "" : " (engine logged \(log.messages.count) message(s))"
                    return "step \(step)\(step > 0 ? " after \(system.edits[step - 1])" : ""): " + found.prefix(4).joined(separator: "; ") + messages
                }
            }
            return nil
        }
    }
}

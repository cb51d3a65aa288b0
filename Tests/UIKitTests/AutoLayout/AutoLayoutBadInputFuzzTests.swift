import Foundation
import Testing
@testable import UIKit

/// Bad input as UIKit handles it, on random systems: a cycle or a conflicting duplicate of
/// required constraints logs "Unable to simultaneously satisfy constraints", breaks the
/// constraint being added (UIKit's choice), and every other constraint holds, the layout
/// being kiwi's for the system without the broken one; an exact duplicate changes nothing;
/// huge constants give finite frames that satisfy every required constraint.
@Suite(.serialized) @MainActor struct AutoLayoutBadInputFuzzTests {
    static var count: Int { Int(ProcessInfo.processInfo.environment["AUTOLAYOUT_FUZZ_COUNT"] ?? "").map { max($0 / 10, 20) } ?? 20 }

    /// Random systems kiwi solves uniquely, with their answers (first state, no edits).
    private func uniqueSystems(_ count: Int, seed: UInt64) throws -> [(FuzzSystem, KiwiOracle.Answer)] {
        var rng = SplitMix64(seed: seed)
        var result: [(FuzzSystem, KiwiOracle.Answer)] = []
        while result.count < count {
            let batch = (0..<3 * count).map { _ in
                var system = FuzzSystem.random(using: &rng)
                system.edits = []
                return system
            }
            for (system, answer) in zip(batch, try KiwiOracle.solve(batch.map(\.oracleJSON))) where answer.status == .unique && result.count < count {
                result.append((system, answer))
            }
        }
        return result
    }

    /// The equations of `system` our engine's solution breaks: required ones off by more
    /// than `tolerance`.
    private func violatedRequired(_ system: FuzzSystem, _ values: [Double], tolerance: Double) -> [FuzzSystem.Equation] {
        system.equations.filter { equation in
            guard equation.priority >= 1000 else { return false }
            let value = equation.terms.reduce(equation.constant) { $0 + $1.value * values[$1.key] }
            switch equation.relation {
            case "==": return abs(value) > tolerance
            case "<=": return value > tolerance
            default: return value < -tolerance
            }
        }
    }

    /// A cycle of required constraints along one axis, added to a well-posed system: new
    /// views of fixed sizes placed by a chain `v₁.leading == anchor.leading + c₀,
    /// v₂.leading == v₁.leading + c₁ …`, closed by `v₁.leading == vₖ.leading + cₖ` whose
    /// constants do not add up. The closing one is broken; the rest is kiwi's layout without
    /// it.
    @Test func requiredCyclesBreakTheLastConstraintAndKeepTheRest() throws {
        var rng = SplitMix64(seed: 2501)
        var cases: [(FuzzSystem, FuzzSystem)] = []
        for (system, _) in try uniqueSystems(Self.count, seed: 7) {
            var withCycle = system
            let anchor = Int.random(in: 0..<system.views.count, using: &rng)
            let horizontal = Bool.random(using: &rng)
            let attribute: NSLayoutConstraint.Attribute = horizontal ? [.leading, .centerX, .trailing].randomElement(using: &rng)!
                : [.top, .centerY, .bottom].randomElement(using: &rng)!
            var cycle: [Int] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let parent = withCycle.views.indices.filter { !withCycle.views[$0].translates || $0 == 0 }.randomElement(using: &rng)!
                withCycle.views.append(FuzzSystem.ViewSpec(parent: parent, translates: false))
                let view = withCycle.views.count - 1
                cycle.append(view)
                withCycle.constraints += [
                    FuzzSystem.Constraint(first: .view(view), firstAttribute: .width, constant: CGFloat(Int.random(in: 10...90, using: &rng))),
                    FuzzSystem.Constraint(first: .view(view), firstAttribute: .height, constant: CGFloat(Int.random(in: 10...90, using: &rng))),
                    FuzzSystem.Constraint(first: .view(view), firstAttribute: horizontal ? .top : .leading, second: .view(parent),
                                          secondAttribute: horizontal ? .top : .leading, constant: CGFloat(Int.random(in: 0...50, using: &rng))),
                ]
            }
            for (index, view) in cycle.enumerated() {
                let previous: FuzzSystem.Item = index == 0 ? .view(anchor) : .view(cycle[index - 1])
                withCycle.constraints.append(FuzzSystem.Constraint(first: .view(view), firstAttribute: attribute, second: previous,
                                                                   secondAttribute: attribute, constant: CGFloat(Int.random(in: -30...30, using: &rng))))
            }
            var sum: CGFloat = 0
            for index in 1..<cycle.count { sum += withCycle.constraints[withCycle.constraints.count - index].constant }
            // Closing: v₁ == vₖ + c with c ≠ −(c₁ + … + cₖ₋₁).
            withCycle.constraints.append(FuzzSystem.Constraint(first: .view(cycle[0]), firstAttribute: attribute, second: .view(cycle.last!),
                                                               secondAttribute: attribute, constant: -sum + CGFloat(Int.random(in: 1...20, using: &rng))))
            var withoutLast = withCycle
            withoutLast.constraints.removeLast()
            cases.append((withCycle, withoutLast))
        }
        try checkBroken(cases, "cycle")
    }

    /// Duplicates of required constraints: an exact one changes nothing and logs nothing; one
    /// with another constant is broken and logged.
    @Test func requiredDuplicatesAreKeptOrBrokenAsUIKitDoes() throws {
        var rng = SplitMix64(seed: 2502)
        var conflicting: [(FuzzSystem, FuzzSystem)] = []
        var exact: [(FuzzSystem, KiwiOracle.Answer)] = []
        for (system, answer) in try uniqueSystems(Self.count, seed: 8) {
            let required = system.constraints.indices.filter { system.constraints[$0].priority == 1000 && system.constraints[$0].relation == .equal }
            guard let index = required.randomElement(using: &rng) else { continue }
            var duplicated = system
            duplicated.constraints.append(system.constraints[index])
            exact.append((duplicated, answer))
            duplicated.constraints[duplicated.constraints.count - 1].constant += CGFloat(Int.random(in: 1...40, using: &rng))
            conflicting.append((duplicated, system))
        }
        for (system, answer) in exact {
            let log = MessageLog()
            let mismatches = log.capture { FuzzComparison.mismatches(FuzzHierarchy(system), system, answer.values) }
            #expect(log.messages.isEmpty, "an exact duplicate is no conflict")
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))\n\(system.swiftLiteral)")
        }
        try checkBroken(conflicting, "duplicate")
    }

    /// Builds each system; the last constraint must be reported and broken, every other
    /// required constraint must hold, and the frames must be kiwi's for the system without
    /// the broken constraint.
    private func checkBroken(_ cases: [(FuzzSystem, FuzzSystem)], _ kind: String) throws {
        let answers = try KiwiOracle.solve(cases.map(\.1.oracleJSON))
        var agree = 0, compared = 0
        for ((system, reference), answer) in zip(cases, answers) {
            let log = MessageLog()
            let hierarchy = log.capture { FuzzHierarchy(system) }
            let unsatisfiable = log.messages.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }
            #expect(unsatisfiable.count == 1, "\(kind): \(log.messages.count) messages\n\(system.swiftLiteral)")
            #expect(hierarchy.constraints.last?.isBroken == true, "\(kind): UIKit breaks the constraint being added")
            #expect(hierarchy.constraints.dropLast().allSatisfy { !$0.isBroken }, "\(kind): only one constraint is broken")
            let violated = violatedRequired(reference, hierarchy.engineValues(), tolerance: 1e-3)
            #expect(violated.isEmpty, "\(kind): required constraints broken: \(violated.prefix(3).map(\.json))\n\(system.swiftLiteral)")
            guard answer.status == .unique else { continue }
            compared += 1
            let mismatches = FuzzComparison.mismatches(hierarchy, reference, answer.values)
            if mismatches.isEmpty { agree += 1 }
            #expect(mismatches.isEmpty, "\(kind): \(mismatches.prefix(3))\n\(system.swiftLiteral)")
        }
        print("Auto Layout bad input (\(kind)s): \(agree) of \(compared) agree with kiwi without the broken constraint (\(cases.count) cases)")
    }

    /// Constants from 10⁷ to 10¹⁵ in random well-posed systems: every frame is finite and every
    /// required constraint holds, to the precision such numbers have.
    @Test func hugeConstantsGiveFiniteFramesThatSatisfyTheRequiredConstraints() throws {
        var rng = SplitMix64(seed: 2503)
        var cases: [FuzzSystem] = []
        for (system, _) in try uniqueSystems(Self.count, seed: 9) {
            var huge = system
            for index in huge.constraints.indices where Int.random(in: 0..<3, using: &rng) == 0 {
                let sign: CGFloat = huge.constraints[index].second == nil || Bool.random(using: &rng) ? 1 : -1
                huge.constraints[index].constant = sign * CGFloat(pow(10, Double(Int.random(in: 7...15, using: &rng))))
            }
            cases.append(huge)
        }
        let answers = try KiwiOracle.solve(cases.map(\.oracleJSON))
        var finite = 0, satisfied = 0, satisfiable = 0
        for (system, answer) in zip(cases, answers) {
            let log = MessageLog()
            let hierarchy = log.capture { FuzzHierarchy(system) }
            let frames = hierarchy.views.map(\.frame) + hierarchy.guides.map(\.layoutFrame)
            let allFinite = frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
            if allFinite { finite += 1 }
            #expect(allFinite, "\(system.swiftLiteral)")
            guard answer.status != .unsatisfiable, log.messages.isEmpty else { continue }
            satisfiable += 1
            let largest = system.constraints.map { abs(Double($0.constant)) }.max() ?? 1
            let violated = violatedRequired(system, hierarchy.engineValues(), tolerance: max(1e-3, largest * 1e-9))
            if violated.isEmpty { satisfied += 1 }
            #expect(violated.isEmpty, "required constraints broken: \(violated.prefix(3).map(\.json))\n\(system.swiftLiteral)")
        }
        print("Auto Layout bad input (huge constants): \(finite) of \(cases.count) finite; \(satisfied) of \(satisfiable) satisfiable ones hold")
    }
}

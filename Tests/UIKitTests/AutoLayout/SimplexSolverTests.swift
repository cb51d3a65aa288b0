import Foundation
import PropertyBased
import Testing
@_spi(Benchmarks) @testable @_spi(Host) import UIKit

/// The constraint solver on its own: exact solutions of small systems, priorities compared
/// lexicographically, edits, unsatisfiable systems, and incremental changes checked against
/// solving from scratch.
@Suite struct SimplexSolverTests {
    typealias Term = SimplexSolver.Term

    @Test func requiredEquationsHaveTheirSolution() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), width = solver.makeVariable()
        // x = 20, width = 100, y = x + width + 8
        try solver.addConstraint([Term(x)], constant: -20, relation: .equal, priority: 1000)
        try solver.addConstraint([Term(width)], constant: -100, relation: .equal, priority: 1000)
        try solver.addConstraint([Term(y), Term(x, -1), Term(width, -1)], constant: -8, relation: .equal, priority: 1000)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: width) == 100)
        #expect(solver.value(of: y) == 128)
        #expect(!solver.isAmbiguous(y))
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func higherPrioritiesWinWhateverTheErrors() throws {
        var solver = SimplexSolver()
        let w = solver.makeVariable()
        // w == 100 @750 against two constraints at 749 that want w ≥ 200 and w ≥ 300: weights
        // would let the two outvote the one (749 × 300 > 750 × 200); priorities do not.
        try solver.addConstraint([Term(w)], constant: -100, relation: .equal, priority: 750)
        try solver.addConstraint([Term(w)], constant: -200, relation: .greaterThanOrEqual, priority: 749)
        try solver.addConstraint([Term(w)], constant: -300, relation: .greaterThanOrEqual, priority: 749)
        #expect(solver.value(of: w) == 100)
        // A fitting target far away at the lowest priority does not beat hugging at 250.
        let h = solver.makeVariable()
        try solver.addConstraint([Term(h)], constant: -40, relation: .lessThanOrEqual, priority: 250)
        try solver.addConstraint([Term(h)], constant: -10_000_000, relation: .equal, priority: 50)
        #expect(solver.value(of: h) == 40)
    }

    @Test func inequalitiesAndOptionalConstraints() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.addConstraint([Term(x)], constant: -10, relation: .greaterThanOrEqual, priority: 1000)
        try solver.addConstraint([Term(x)], constant: -50, relation: .lessThanOrEqual, priority: 1000)
        let pull = try solver.addConstraint([Term(x)], constant: 0, relation: .equal, priority: 500)
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(-80, of: pull)
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-30, of: pull)
        #expect(solver.value(of: x) == 30)
        solver.removeConstraint(pull)
        #expect(solver.isAmbiguous(x))
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func conflictingRequiredConstraintsAreRefusedAndExplained() throws {
        var solver = SimplexSolver()
        let w = solver.makeVariable(), x = solver.makeVariable()
        let first = try solver.addConstraint([Term(w)], constant: -100, relation: .equal, priority: 1000)
        try solver.addConstraint([Term(x)], constant: -5, relation: .equal, priority: 1000)
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try solver.addConstraint([Term(w)], constant: -200, relation: .equal, priority: 1000)
        }
        do {
            try solver.addConstraint([Term(w)], constant: -200, relation: .equal, priority: 1000)
        } catch {
            #expect(error.conflicting.count == 2)
            #expect(error.conflicting.first == first)
        }
        #expect(solver.value(of: w) == 100)
        // Inequalities go through the artificial variable.
        let upper = try solver.addConstraint([Term(x)], constant: -10, relation: .lessThanOrEqual, priority: 1000)
        do {
            try solver.addConstraint([Term(x)], constant: -20, relation: .greaterThanOrEqual, priority: 1000)
            Issue.record("x ≥ 20 added beside x = 5")
        } catch {
            #expect(error.conflicting.count >= 2)
        }
        #expect(solver.value(of: x) == 5)
        // A constant change that breaks the required system is refused and rolled back.
        #expect(throws: SimplexSolver.Unsatisfiable.self) { try solver.setConstant(-1, of: upper) }
        #expect(solver.constant(of: upper) == -10)
        #expect(solver.value(of: x) == 5)
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = SimplexSolver()
        let left = solver.makeVariable(), right = solver.makeVariable(), middle = solver.makeVariable()
        try solver.addConstraint([Term(middle, 2), Term(left, -1), Term(right, -1)], constant: 0, relation: .equal, priority: 1000)
        try solver.addConstraint([Term(left)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
        try solver.addConstraint([Term(right)], constant: -100, relation: .lessThanOrEqual, priority: 1000)
        try solver.addConstraint([Term(right), Term(left, -1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000)
        solver.addEditVariable(middle, priority: 999)
        solver.suggestValue(50, for: middle)
        #expect(solver.value(of: middle) == 50)
        solver.suggestValue(200, for: middle)
        #expect(solver.value(of: middle) == 95)
        #expect(solver.value(of: right) == 100)
        solver.removeEditVariable(middle)
        #expect(solver.checkInvariants().isEmpty)
    }

    // MARK: Incremental against from scratch

    private let seeds = Gen<UInt64>.value(in: 0...UInt64.max)

    @Test func incrementalChangesEqualSolvingFromScratch() async {
        await propertyCheck(count: 300, input: seeds) { seed in checkIncrementalAgainstScratch(seed) }
    }

    /// Seeds that once found a difference.
    @Test(arguments: [3_523_287_159_869_751_735 as UInt64])
    func incrementalChangesEqualSolvingFromScratchFor(seed: UInt64) {
        checkIncrementalAgainstScratch(seed)
    }

    private func checkIncrementalAgainstScratch(_ seed: UInt64) {
        do {
            var rng = SplitMix64(seed: seed)
            var system = RandomSystem(rng: &rng)
            var solver = SimplexSolver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            var ids: [Int: SimplexSolver.ConstraintID] = [:]
            for index in system.constraints.indices {
                ids[index] = try? system.constraints[index].add(to: &solver, variables)
                if ids[index] == nil { system.constraints[index].isActive = false }
            }
            for _ in 0..<12 {
                let index = Int.random(in: 0..<system.constraints.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where system.constraints[index].isActive:
                    let constant = Double(Int.random(in: -100...100, using: &rng))
                    do {
                        try solver.setConstant(constant, of: ids[index]!)
                        system.constraints[index].constant = constant
                    } catch {}
                case 1 where system.constraints[index].isActive:
                    solver.removeConstraint(ids[index]!)
                    system.constraints[index].isActive = false
                default:
                    var constraint = RandomConstraint(variableCount: system.variableCount, rng: &rng)
                    if let id = try? constraint.add(to: &solver, variables) {
                        ids[system.constraints.count] = id
                    } else {
                        constraint.isActive = false
                    }
                    system.constraints.append(constraint)
                }
            }
            #expect(solver.checkInvariants().isEmpty, "\(seed)")
            var fresh = SimplexSolver()
            let freshVariables = (0..<system.variableCount).map { _ in fresh.makeVariable() }
            for constraint in system.constraints where constraint.isActive {
                do { _ = try constraint.add(to: &fresh, freshVariables) } catch {
                    Issue.record("the active system is not satisfiable from scratch: \(seed)")
                }
            }
            let incremental = variables.map { solver.value(of: $0) }
            let scratch = freshVariables.map { fresh.value(of: $0) }
            let active = system.constraints.filter(\.isActive)
            for constraint in active where constraint.priority == 1000 {
                #expect(constraint.violation(incremental) < 1e-6, "required constraint broken: \(seed)")
            }
            let costA = RandomConstraint.cost(active, incremental), costB = RandomConstraint.cost(active, scratch)
            for level in costA.indices {
                #expect(abs(costA[level] - costB[level]) < 1e-6 * max(1, abs(costB[level])), "objective differs: \(seed)")
                if abs(costA[level] - costB[level]) >= 1e-6 * max(1, abs(costB[level])) { break }
            }
            for index in variables.indices where !fresh.isAmbiguous(freshVariables[index]) {
                #expect(abs(incremental[index] - scratch[index]) < 1e-6, "variable \(index): \(seed)")
            }
        }
    }
}

/// A random linear constraint over a few variables, with its state in a test's model.
struct RandomConstraint {
    static let priorities: [Float] = [1000, 1000, 1000, 750, 500, 250, 50]
    var terms: [(Int, Double)]
    var constant: Double
    var relation: SimplexSolver.Relation
    var priority: Float
    var isActive = true

    init(variableCount: Int, rng: inout SplitMix64) {
        let count = Int.random(in: 1...min(3, variableCount), using: &rng)
        terms = (0..<count).map { _ in
            (Int.random(in: 0..<variableCount, using: &rng), [1, -1, 2, 0.5, -1][Int.random(in: 0..<5, using: &rng)])
        }
        constant = Double(Int.random(in: -100...100, using: &rng))
        relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &rng)]
        priority = Self.priorities[Int.random(in: 0..<Self.priorities.count, using: &rng)]
    }

    func add(to solver: inout SimplexSolver, _ variables: [SimplexSolver.Variable]) throws -> SimplexSolver.ConstraintID {
        try solver.addConstraint(terms.map { SimplexSolver.Term(variables[$0.0], $0.1) }, constant: constant,
                                 relation: relation, priority: priority)
    }

    func violation(_ values: [Double]) -> Double {
        let value = terms.reduce(constant) { $0 + $1.1 * values[$1.0] }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The total error at each optional level, highest first.
    static func cost(_ constraints: [RandomConstraint], _ values: [Double]) -> [Double] {
        [750, 500, 250, 50, 1].map { (level: Float) in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(values) }
        }
    }
}

struct RandomSystem {
    var variableCount: Int
    var constraints: [RandomConstraint]

    init(rng: inout SplitMix64) {
        let variables = Int.random(in: 2...7, using: &rng)
        variableCount = variables
        let count = Int.random(in: 1...12, using: &rng)
        var made: [RandomConstraint] = []
        for _ in 0..<count { made.append(RandomConstraint(variableCount: variables, rng: &rng)) }
        // Every variable is pulled weakly somewhere, so that most solutions are unique.
        for index in 0..<variables {
            var stay = RandomConstraint(variableCount: variables, rng: &rng)
            stay.terms = [(index, 1)]
            stay.relation = .equal
            stay.priority = 1
            made.append(stay)
        }
        constraints = made
    }
}

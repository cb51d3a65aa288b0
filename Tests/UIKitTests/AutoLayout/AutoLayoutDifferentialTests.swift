import Foundation
import Testing
@testable import UIKit

/// Random well-posed hierarchies, with edits, solved by our engine and by kiwi (a Cassowary
/// solver written apart from ours, `script/autolayout-oracle.py`): every frame must agree.
/// A fixed seed and 60 systems run with the suite; `AUTOLAYOUT_FUZZ_COUNT=2000` (and
/// `AUTOLAYOUT_FUZZ_SEED`) run more. A failing system is shrunk and printed as a literal, to
/// be kept in `AutoLayoutKiwiDisagreementTests`.
@Suite(.serialized) @MainActor struct AutoLayoutDifferentialTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Oracle answers for every state of every system, in one run of the oracle.
    private func answers(_ systems: [FuzzSystem]) throws -> [[KiwiOracle.Answer]] {
        let states = systems.map(\.states)
        let flat = try KiwiOracle.solve(states.flatMap { $0.map(\.oracleJSON) })
        var result: [[KiwiOracle.Answer]] = [], start = 0
        for system in states {
            result.append(Array(flat[start..<start + system.count]))
            start += system.count
        }
        return result
    }

    /// Removes parts of a failing system while it still fails (and its first state stays
    /// unique).
    private func shrink(_ system: FuzzSystem) throws -> (FuzzSystem, String) {
        var current = system
        var failure = ""
        var progress = true
        while progress {
            progress = false
            let candidates = current.smaller
            let solved = try answers(candidates)
            for (candidate, answer) in zip(candidates, solved) where answer[0].status == .unique {
                if let found = FuzzComparison.firstDisagreement(candidate, answer) {
                    current = candidate
                    failure = found
                    progress = true
                    break
                }
            }
        }
        if failure.isEmpty { failure = FuzzComparison.firstDisagreement(current, try answers([current])[0]) ?? "" }
        return (current, failure)
    }

    @Test func randomSystemsAgreeWithKiwi() throws {
        let count = Int(Self.environment["AUTOLAYOUT_FUZZ_COUNT"] ?? "") ?? 60
        let seed = UInt64(Self.environment["AUTOLAYOUT_FUZZ_SEED"] ?? "") ?? 25
        var rng = SplitMix64(seed: seed)
        var kept: [(FuzzSystem, [KiwiOracle.Answer])] = []
        var generated = 0, unsatisfiable = 0, ambiguous = 0
        while kept.count < count && generated < 20 * count {
            let batch = (0..<max(2 * (count - kept.count), 10)).map { _ in FuzzSystem.random(using: &rng) }
            generated += batch.count
            for (system, answer) in zip(batch, try answers(batch)) {
                switch answer[0].status {
                case .unique where kept.count < count: kept.append((system, answer))
                case .unsatisfiable: unsatisfiable += 1
                case .ambiguous: ambiguous += 1
                default: break
                }
            }
        }
        var agree: [String: Int] = [:], total: [String: Int] = [:], weightedDiffers = 0
        var failures: [(FuzzSystem, String)] = []
        for (system, answer) in kept {
            let failure = FuzzComparison.firstDisagreement(system, answer)
            for feature in system.features.union(["all"]) {
                total[feature, default: 0] += 1
                if failure == nil { agree[feature, default: 0] += 1 }
            }
            if let failure { failures.append((system, failure)) }
            if zip(answer[0].values, answer[0].weighted).contains(where: { abs($0 - $1) > 1e-3 }) { weightedDiffers += 1 }
        }
        let table = total.keys.sorted().map { "\($0): \(agree[$0, default: 0])/\(total[$0]!)" }.joined(separator: ", ")
        print("Auto Layout vs kiwi, seed \(seed): \(agree["all", default: 0]) of \(kept.count) agree (\(table)); generated \(generated), "
              + "\(ambiguous) ambiguous and \(unsatisfiable) unsatisfiable dropped; kiwi's weighted priorities give another answer in \(weightedDiffers)")
        for (system, failure) in failures.prefix(Int(Self.environment["AUTOLAYOUT_FUZZ_SHRINK"] ?? "") ?? 3) {
            let (small, smallFailure) = try shrink(system)
            Issue.record("Disagrees with kiwi: \(failure)\nShrunk: \(smallFailure)\n\(small.swiftLiteral)")
        }
        #expect(failures.count == 0, "\(failures.count) of \(kept.count) systems disagree with kiwi")
    }
}

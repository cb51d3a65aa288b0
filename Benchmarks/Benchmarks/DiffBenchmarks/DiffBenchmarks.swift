import Benchmark
import Foundation
@_spi(Benchmarks) import UIKit

/// The inputs: N identifiers in one section, and a new list made from them by a mix.
enum Mix: String, CaseIterable {
    case churn = "10% deleted, 10% inserted"
    case moved = "1% moved"
    case reversed
    case allNew = "all new"
    case identical

    func apply(to old: [Int], using random: inout SplitMix64) -> [Int] {
        let n = old.count
        switch self {
        case .churn:
            var deleted = Set<Int>()
            while deleted.count < n / 10 { deleted.insert(old[Int.random(in: 0..<n, using: &random)]) }
            var new = old.filter { !deleted.contains($0) }
            for id in n..<(n + n / 10) { new.insert(id, at: Int.random(in: 0...new.count, using: &random)) }
            return new
        case .moved:
            var new = old
            for _ in 0..<(n / 100) {
                let id = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(id, at: Int.random(in: 0...new.count, using: &random))
            }
            return new
        case .reversed: return old.reversed()
        case .allNew: return Array(n..<(2 * n))
        case .identical: return old
        }
    }
}

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One input: the lists, and the snapshots made from them (outside the timings).
final class DiffInput: @unchecked Sendable {
    let old: [Int]
    let new: [Int]
    let oldSnapshot: NSDiffableDataSourceSnapshot<Int, Int>
    let newSnapshot: NSDiffableDataSourceSnapshot<Int, Int>

    init(count: Int, mix: Mix) {
        var random = SplitMix64(state: UInt64(count) &* 31 &+ UInt64(mix.rawValue.count))
        old = Array(0..<count)
        new = mix.apply(to: old, using: &random)
        var oldSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        oldSnapshot.appendSections([0])
        oldSnapshot.appendItems(old)
        var newSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        newSnapshot.appendSections([0])
        newSnapshot.appendItems(new)
        self.oldSnapshot = oldSnapshot
        self.newSnapshot = mix == .identical ? oldSnapshot : newSnapshot
    }
}

nonisolated(unsafe) var inputs: [String: DiffInput] = [:]

func input(_ count: Int, _ mix: Mix) -> DiffInput {
    let key = "\(count) \(mix)"
    if let made = inputs[key] { return made }
    let made = DiffInput(count: count, mix: mix)
    inputs[key] = made
    return made
}

let benchmarks: @Sendable () -> Void = {
    let sizes = [10_000, 100_000, 1_000_000]
    func configuration(_ count: Int) -> Benchmark.Configuration {
        .init(metrics: [.wallClock], maxDuration: .seconds(count >= 1_000_000 ? 8 : 3), maxIterations: count >= 1_000_000 ? 15 : 200)
    }
    for count in sizes {
        for mix in Mix.allCases {
            let label = "\(count / 1000)k \(mix.rawValue)"
            Benchmark("diff: \(label)", configuration: configuration(count)) { benchmark in
                let data = input(count, mix)
                benchmark.startMeasurement()
                blackHole(data.newSnapshot.differenceCounts(from: data.oldSnapshot))
            }
            Benchmark("baseline Dictionary build and probe: \(label)", configuration: configuration(count)) { benchmark in
                let data = input(count, mix)
                benchmark.startMeasurement()
                var positions = [Int: Int](minimumCapacity: data.old.count)
                for (index, id) in data.old.enumerated() { positions[id] = index }
                var found = 0
                for id in data.new where positions[id] != nil { found += 1 }
                blackHole(found)
            }
            // The standard library's Myers diff is quadratic in the changes: only where it finishes.
            if count == 10_000 || (count == 100_000 && (mix == .identical || mix == .moved)) {
                Benchmark("baseline stdlib difference(from:).inferringMoves(): \(label)",
                          configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 20)) { benchmark in
                    let data = input(count, mix)
                    benchmark.startMeasurement()
                    blackHole(data.new.difference(from: data.old).inferringMoves())
                }
            }
        }
    }
    applyBenchmarks(sizes: [100_000, 1_000_000])
    tableApplyBenchmarks(count: 100_000)

    Benchmark("moves reported: 100k, 1% moved", configuration: .init(metrics: [.throughput], maxIterations: 1)) { _ in
        let data = input(100_000, .moved)
        let counts = data.newSnapshot.differenceCounts(from: data.oldSnapshot)
        print("moves reported for 100k with 1% (1,000) moved: \(counts.moves) (deletes \(counts.deletes), inserts \(counts.inserts))")
    }

    Benchmark("snapshot build: 1M items", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 10)) { benchmark in
        let ids = input(1_000_000, .identical).old
        benchmark.startMeasurement()
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(ids)
        blackHole(snapshot.numberOfItems)
    }
}

import Foundation
import PropertyBased
import Testing
@testable import UIKit

/// The display pass's hash map against a Dictionary, over random inserts, updates and removals.
@Suite @MainActor struct ItemMapTests {
    @Test func behavesLikeADictionary() async {
        await propertyCheck(count: 300, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var map = ItemMap<UIView>()
            var model: [IndexPath: UIView] = [:]
            let views = (0..<8).map { _ in UIView() }
            for _ in 0..<Int.random(in: 0...400, using: &rng) {
                let path = IndexPath(item: Int.random(in: 0..<60, using: &rng), section: Int.random(in: 0..<3, using: &rng))
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    map[path] = nil
                    model[path] = nil
                } else {
                    let view = views.randomElement(using: &rng)!
                    map[path] = view
                    model[path] = view
                }
                #expect(map[path] === model[path])
            }
            #expect(map.count == model.count)
            for (path, view) in model { #expect(map[path] === view) }
            #expect(Set(map.keys) == Set(model.keys))
            var visited = 0
            map.forEachEntry { section, item, view in
                visited += 1
                #expect(model[IndexPath(item: item, section: section)] === view)
            }
            #expect(visited == model.count)
            map.removeAll(keepingCapacity: true)
            #expect(map.isEmpty && map[IndexPath(item: 0, section: 0)] == nil)
        }
    }
}

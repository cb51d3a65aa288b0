import Foundation
@_spi(Benchmarks) import UIKit

/// The setup the closest peer was measured with: a 1170×2532 collection view, spacing 10, one
/// section; 100×100 items (uniform) or whole-point sizes 50…300 from the delegate (random).
enum Setup {
    static let bounds = CGRect(x: 0, y: 0, width: 1170, height: 2532)
    static let counts = [10_000, 100_000, 1_000_000]

    /// Whole-point sizes 50…300, the same for every run.
    static func randomSizes(_ count: Int) -> [CGSize] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let w = CGFloat(50 + (state >> 33) % 251)
            let h = CGFloat(50 + (state >> 13) % 251)
            return CGSize(width: w, height: h)
        }
    }
}

/// A data source whose delegate sizes every item, one call per item, or (`perSection`) each
/// section in one answer (the batch fast path).
@MainActor
final class SizedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    let perSection: Bool
    init(sizes: [CGSize], perSection: Bool = false) {
        self.sizes = sizes
        self.perSection = perSection
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizesForItemsInSection section: Int) -> [CGSize]? {
        perSection ? sizes : nil
    }
}

/// A collection view with a flow layout over `source`, laid out once.
@MainActor
func makeCollectionView(_ source: UICollectionViewDataSource & UICollectionViewDelegateFlowLayout, uniform: Bool)
    -> (UICollectionView, UICollectionViewFlowLayout)
{
    let layout = UICollectionViewFlowLayout()
    if uniform { layout.itemSize = CGSize(width: 100, height: 100) }
    let collectionView = UICollectionView(frame: Setup.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return (collectionView, layout)
}

/// The baseline: the same greedy line breaking over the same sizes, into a preallocated array,
/// with nothing else (no delegate, no placement, no storage of frames).
func breakIntoLines(_ sizes: [CGSize], width: CGFloat, spacing: CGFloat, lineStarts: inout [Int]) -> Int {
    var lines = 0
    var remaining = width
    var lineStart = 0
    for (index, size) in sizes.enumerated() {
        if size.width <= remaining {
            remaining -= size.width + spacing
        } else {
            lineStarts[lines] = lineStart
            lines += 1
            lineStart = index
            remaining = width - (size.width + spacing)
        }
    }
    lineStarts[lines] = lineStart
    return lines + 1
}

import Foundation
@testable import UIKit

/// A plain transcription of spec/flow-layout.md §3: O(n), no tables, no binary search, no
/// incremental work. The solver must give exactly its frames.
struct NaiveFlowSection {
    var sizes: [CGSize]
    var inset: UIEdgeInsets
    var interitem: CGFloat
    var line: CGFloat
    var header: CGFloat
    var footer: CGFloat
}

struct NaiveFlowResult {
    var items: [[CGRect]] = []
    var headers: [CGRect?] = []
    var footers: [CGRect?] = []
    var contentSize: CGSize = .zero
}

func naiveFlow(_ sections: [NaiveFlowSection], bounds: CGSize, horizontal: Bool, scale: CGFloat) -> NaiveFlowResult {
    func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
    /// Along/scroll coordinates to a rounded frame.
    func frame(_ along: CGFloat, _ scroll: CGFloat, _ alongSize: CGFloat, _ scrollSize: CGFloat) -> CGRect {
        horizontal
            ? CGRect(x: pixel(scroll), y: pixel(along), width: scrollSize, height: alongSize)
            : CGRect(x: pixel(along), y: pixel(scroll), width: alongSize, height: scrollSize)
    }
    func along(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    func across(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }

    let d = horizontal ? bounds.height : bounds.width
    var result = NaiveFlowResult()
    var position: CGFloat = 0
    for section in sections {
        let begin = horizontal ? section.inset.top : section.inset.left
        let end = horizontal ? section.inset.bottom : section.inset.right
        let lead = horizontal ? section.inset.left : section.inset.top
        let trail = horizontal ? section.inset.right : section.inset.bottom
        let available = d - begin - end
        let sectionStart = position
        result.headers.append(section.header > 0 ? frame(0, sectionStart, d, section.header) : nil)
        var linesStart = section.header + lead
        var frames: [CGRect] = []

        var recorded = CGSize.zero, uniform = true
        for s in section.sizes {
            if recorded == .zero { recorded = s } else if s != recorded { uniform = false }
        }
        let count = section.sizes.count
        var linesLength: CGFloat = 0
        if count > 0 && uniform {
            let w = along(recorded), h = across(recorded), i = section.interitem, l = section.line
            let n = w + i > 0 ? max(1, Int(((available + i) / (w + i)).rounded(.down))) : count
            for k in 0..<count {
                let x = n == 1 ? begin + (d - begin - end - w) / 2
                    : begin + CGFloat(k % n) * (w + (d - begin - end - CGFloat(n) * w) / CGFloat(n - 1))
                frames.append(frame(x, sectionStart + linesStart + CGFloat(k / n) * (h + l), w, h))
            }
            let rows = (count + n - 1) / n
            linesLength = CGFloat(rows) * h + CGFloat(rows - 1) * l
        } else if count > 0 {
            let inLine = horizontal ? section.line : section.interitem
            let betweenLines = horizontal ? section.interitem : section.line
            var lines: [[Int]] = [], leftovers: [CGFloat] = []
            var current: [Int] = [], remaining = available
            for k in 0..<count {
                let w = along(section.sizes[k])
                if w <= remaining {
                    current.append(k)
                    remaining -= w + inLine
                } else {
                    lines.append(current)
                    leftovers.append(remaining)
                    current = [k]
                    remaining = available - (w + inLine)
                }
            }
            lines.append(current)
            leftovers.append(remaining)
            let last = lines.count - 1
            let lastComplete = (lines.allSatisfy { $0.count == 1 })
                || (lines.count >= 2 && leftovers[last] == leftovers[last - 1])
            var cursor = linesStart
            var placed = [CGRect](repeating: .null, count: count)
            for (index, line) in lines.enumerated() {
                let thickness = line.map { across(section.sizes[$0]) }.max() ?? 0
                var xs: [CGFloat] = []
                if index < last || lastComplete {
                    if line.count == 1 {
                        let w = along(section.sizes[line[0]])
                        xs = [available >= w ? begin + (available - w) / 2 : begin]
                    } else if line.count > 1 {
                        let total = line.reduce(CGFloat(0)) { $0 + along(section.sizes[$1]) }
                        let gap = (d - total - begin - end) / CGFloat(line.count - 1)
                        var x = begin
                        for k in line { xs.append(x); x += along(section.sizes[k]) + gap }
                    }
                } else {
                    var x = begin
                    for k in line { xs.append(x); x += along(section.sizes[k]) + inLine }
                }
                for (k, x) in zip(line, xs) {
                    let s = section.sizes[k]
                    placed[k] = frame(x, sectionStart + cursor + (thickness - across(s)) / 2, along(s), across(s))
                }
                cursor += thickness + (index < last ? betweenLines : 0)
            }
            frames = placed
            linesLength = cursor - linesStart
        }
        linesStart += linesLength
        let length = linesStart + trail + section.footer
        result.footers.append(section.footer > 0 ? frame(0, sectionStart + length - section.footer, d, section.footer) : nil)
        result.items.append(frames)
        position = sectionStart + length
    }
    result.contentSize = horizontal ? CGSize(width: position, height: d) : CGSize(width: d, height: position)
    return result
}

/// A deterministic random number generator for generated scenarios.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random flow layout: sections, sizes (whole and half points), insets, spacings, headers.
struct FlowScenario: CustomStringConvertible {
    var sections: [NaiveFlowSection]
    var bounds: CGSize
    var horizontal: Bool
    var scale: CGFloat

    init(seed: UInt64, maxItems: Int = 40, fitItems: Bool = false) {
        var rng = SplitMix64(seed: seed)
        let horizontal = Bool.random(using: &rng)
        self.horizontal = horizontal
        scale = CGFloat(Int.random(in: 1...3, using: &rng))
        let bounds = CGSize(width: CGFloat(Int.random(in: 100...500, using: &rng)),
                            height: CGFloat(Int.random(in: 100...500, using: &rng)))
        self.bounds = bounds
        let d = horizontal ? bounds.height : bounds.width
        func length(_ range: ClosedRange<Int>) -> CGFloat {
            CGFloat(Int.random(in: range, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
        }
        sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let inset = UIEdgeInsets(top: length(0...20), left: length(0...20), bottom: length(0...20), right: length(0...20))
            let begin = horizontal ? inset.top : inset.left, end = horizontal ? inset.bottom : inset.right
            let room = max(0, d - begin - end)
            let count = Int.random(in: 0...maxItems, using: &rng)
            let uniform = Int.random(in: 0..<4, using: &rng) == 0
            let shared = CGSize(width: length(0...120), height: length(0...120))
            let sizes = (0..<count).map { _ -> CGSize in
                var size = uniform ? shared : CGSize(width: length(0...160), height: length(0...160))
                if fitItems {
                    if horizontal { size.height = min(size.height, room) } else { size.width = min(size.width, room) }
                }
                return size
            }
            return NaiveFlowSection(sizes: sizes, inset: inset, interitem: length(0...15), line: length(0...15),
                                    header: Bool.random(using: &rng) ? length(0...40) : 0,
                                    footer: Bool.random(using: &rng) ? length(0...40) : 0)
        }
    }

    var description: String {
        "\(horizontal ? "horizontal" : "vertical") \(bounds) @\(scale)x, "
            + sections.map { "[\($0.sizes.count) items, inset \($0.inset), I \($0.interitem), L \($0.line), header \($0.header), footer \($0.footer)]" }.joined(separator: " ")
    }

    /// A flow layout fixture configured with the scenario.
    @MainActor func fixture() -> FlowFixture {
        let sections = self.sections
        let fixture = FlowFixture(counts: sections.map(\.sizes.count), size: bounds) {
            $0.scrollDirection = horizontal ? .horizontal : .vertical
        }
        fixture.itemSizes = { sections[$0.section].sizes[$0.item] }
        fixture.insets = { sections[$0].inset }
        fixture.interitemSpacings = { sections[$0].interitem }
        fixture.lineSpacings = { sections[$0].line }
        fixture.headerSizes = { CGSize(width: sections[$0].header, height: sections[$0].header) }
        fixture.footerSizes = { CGSize(width: sections[$0].footer, height: sections[$0].footer) }
        fixture.collectionView.contentScaleFactor = scale
        fixture.relayout()
        return fixture
    }
}

import Foundation

/// One section's metrics in axis-neutral terms, as the flow layout read them from its
/// properties or its delegate (and sanitized them).
struct FlowSectionSpec: Sendable, Equatable {
    var itemCount = 0
    /// Section insets along a line (left/right when scrolling vertically), already adjusted by
    /// `sectionInsetReference`.
    var begin: CGFloat = 0
    var end: CGFloat = 0
    /// Section insets on the scroll axis (top/bottom when scrolling vertically).
    var lead: CGFloat = 0
    var trail: CGFloat = 0
    /// `minimumInteritemSpacing` (I) and `minimumLineSpacing` (L) of the section.
    var interitemSpacing: CGFloat = 10
    var lineSpacing: CGFloat = 10
    /// Header and footer extents on the scroll axis; 0 means no view.
    var headerLength: CGFloat = 0
    var footerLength: CGFloat = 0

    /// Where the first line starts, relative to the section.
    var linesStart: CGFloat { headerLength + lead }

    /// The room for items along a line: `A = D − begin − end`.
    func available(in lineDimension: CGFloat) -> CGFloat { lineDimension - begin - end }
}

/// The sizes of a section's items.
enum FlowItemSizes: Sendable {
    /// Every item has this size (the layout's `itemSize`, or equal delegate sizes).
    case uniform(CGSize)
    /// One size per item, not all equal (or self-sizing).
    case perItem([CGSize])
    /// One size per item, not all equal, broken into lines while they were read.
    case lines(FlowLines)

    /// The sizes, as a grid's one size when they are all equal by UIKit's check.
    static func checked(_ sizes: [CGSize]) -> FlowItemSizes {
        var check = FlowUniformityCheck()
        for size in sizes { check.add(size) }
        return check.result(sizes)
    }
}

/// UIKit's check that a section's sizes are all equal (spec §3.2): it starts from a recorded
/// zero size and adopts the first non-zero size it meets, so a leading run of zero sizes is
/// absorbed by the grid.
struct FlowUniformityCheck {
    private var recorded: CGSize = .zero
    private(set) var isUniform = true

    mutating func add(_ size: CGSize) {
        if recorded.width == 0 && recorded.height == 0 {
            recorded = size
        } else if size.width != recorded.width || size.height != recorded.height {
            isUniform = false
        }
    }

    /// The one size of a uniform section; nil when the sizes differ.
    var uniformSize: CGSize? { isUniform ? recorded : nil }

    func result(_ sizes: [CGSize]) -> FlowItemSizes {
        isUniform ? .uniform(recorded) : .perItem(sizes)
    }
}

/// Checks a section's item sizes: whether every one is valid (finite, not negative), and UIKit's
/// check that they are all equal.
struct FlowSizeCheck {
    /// The largest bit pattern of any component seen. Finite values that are not negative have
    /// the patterns below +infinity's; a sign bit, or an infinite or NaN exponent, makes a larger
    /// one (so does −0, which is then sanitized, and stays −0).
    private var largestBitPattern: UInt64 = 0
    private(set) var uniformity = FlowUniformityCheck()

    var allValid: Bool { largestBitPattern < Self.infinityBitPattern }

    /// Whether `size` surely needs no sanitizing.
    static func isValid(_ size: CGSize) -> Bool {
        max(size.width.native.bitPattern, size.height.native.bitPattern) < infinityBitPattern
    }

    private static var infinityBitPattern: UInt64 { CGFloat.infinity.native.bitPattern }

    /// Adds a whole section's sizes: one pass over the components for validity, and the
    /// uniformity check only until it fails.
    mutating func add(contentsOf sizes: UnsafeBufferPointer<CGSize>) {
        sizes.withMemoryRebound(to: CGFloat.self) { components in
            for component in components { largestBitPattern = max(largestBitPattern, component.native.bitPattern) }
        }
        for size in sizes {
            guard uniformity.isUniform else { break }
            uniformity.add(size)
        }
    }
}

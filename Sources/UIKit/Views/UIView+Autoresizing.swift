import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change, as UIKit's
    /// `UIView.AutoresizingMask`: each flexible margin or size takes a share of the change,
    /// in proportion to its current length.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews by their masks after the bounds changed from `oldSize`.
    func resizeSubviews(fromSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.resize(start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                    mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.resize(start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                     mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis: the margins before and after and the length share the change among the
    /// flexible ones, in proportion to their lengths (equally when those are all zero).
    private static func resize(start: CGFloat, length: CGFloat, in oldLength: CGFloat, to newLength: CGFloat,
                               flexible: (before: Bool, size: Bool, after: Bool)) -> (CGFloat, CGFloat) {
        let delta = newLength - oldLength
        guard delta != 0 else { return (start, length) }
        let after = oldLength - start - length
        let parts = [(flexible.before, start), (flexible.size, length), (flexible.after, after)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (start, length) }
        let total = parts.reduce(0) { $0 + ($1.0 ? max($1.1, 0) : 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * max(parts[index].1, 0) / total : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), max(0, length + share(1)))
    }
}

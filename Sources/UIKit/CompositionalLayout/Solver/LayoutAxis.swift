import Foundation

/// One axis of a compositional layout: horizontal (x, UIKit's axis 1) or vertical (y, axis 2).
/// The solvers work along and across an axis so that both directions share one implementation.
enum LayoutAxis: Sendable, Equatable {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    func of(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func of(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    func min(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
    func max(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    /// A size with `value` on this axis and `other` on the other one.
    func size(_ value: CGFloat, _ other: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: value, height: other) : CGSize(width: other, height: value)
    }

    /// A point with `value` on this axis and `other` on the other one.
    func point(_ value: CGFloat, _ other: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: value, y: other) : CGPoint(x: other, y: value)
    }

    /// The insets before (leading or top) and after (trailing or bottom) on this axis.
    func edges(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// Insets with `before` and `after` on this axis and zero on the other.
    func insets(_ before: CGFloat, _ after: CGFloat) -> NSDirectionalEdgeInsets {
        self == .horizontal
            ? NSDirectionalEdgeInsets(top: 0, leading: before, bottom: 0, trailing: after)
            : NSDirectionalEdgeInsets(top: before, leading: 0, bottom: after, trailing: 0)
    }

    /// `rect` moved by `delta` along this axis.
    func offset(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        self == .horizontal ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta)
    }
}

/// The pixel grid of the display: fractional dimensions are floored to it and final frames
/// rounded to it, as UIKit does (spec §2.2, §2.10).
struct PixelGrid: Sendable, Equatable {
    var scale: CGFloat

    /// `floor(scale × v) / scale`.
    func floor(_ value: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale).rounded(.down) / scale : value
    }

    /// `round(scale × v) / scale`, halves away from zero.
    func round(_ value: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale).rounded(.toNearestOrAwayFromZero) / scale : value
    }

    /// Each of x, y, width and height rounded independently.
    func round(_ rect: CGRect) -> CGRect {
        CGRect(x: round(rect.origin.x), y: round(rect.origin.y), width: round(rect.width), height: round(rect.height))
    }
}

/// A container's size and insets, as the solvers pass them down (UIKit's
/// `NSCollectionLayoutContainer`).
struct LayoutContainer: Sendable, Equatable {
    var size: CGSize
    var insets: NSDirectionalEdgeInsets = .zero

    var effectiveSize: CGSize {
        CGSize(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }
}

extension NSCollectionLayoutDimension {
    /// The dimension in points in `container`: fractions of the effective size, floored to the
    /// pixel grid (never below zero, when spacing leaves no room); absolute and estimated values
    /// as they are.
    func resolved(in container: LayoutContainer, grid: PixelGrid, ignoringInsets: Bool = false) -> CGFloat {
        let size = ignoringInsets ? container.size : container.effectiveSize
        switch semantic {
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        case .fractionalWidth: return max(0, grid.floor(size.width * dimension))
        case .fractionalHeight: return max(0, grid.floor(size.height * dimension))
        }
    }
}

extension NSCollectionLayoutSize {
    /// The size in points in `container` (UIKit's `_effectiveSizeForContainer:displayScale:ignoringInsets:`).
    func resolved(in container: LayoutContainer, grid: PixelGrid, ignoringInsets: Bool = false) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, grid: grid, ignoringInsets: ignoringInsets),
               height: heightDimension.resolved(in: container, grid: grid, ignoringInsets: ignoringInsets))
    }
}

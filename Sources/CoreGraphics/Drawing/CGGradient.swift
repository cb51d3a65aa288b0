import Foundation

#if !canImport(Darwin)
/// A smooth transition between colors, as Core Graphics' `CGGradient`: colors at locations
/// from 0 to 1 (spread evenly when no locations are given), drawn with
/// `CGContext.drawLinearGradient` and `drawRadialGradient`. Immutable.
public final class CGGradient: Sendable {
    /// The color stops, sorted by location: location and sRGB color.
    package let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` at `locations` (nil: evenly from 0 to 1). Nil when there are no
    /// colors, or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        stops = Self.sorted(colors, locations.map { pointer in (0..<colors.count).map { pointer[$0] } })
    }

    /// A gradient of `count` colors given as components in `space` (`count` ×
    /// `space.numberOfComponents + 1` values, alpha last), at `locations` (nil: evenly).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for index in 0..<count {
            colors.append(CGColor(space: space, (0..<width).map { components[index * width + $0] }))
        }
        stops = Self.sorted(colors, locations.map { pointer in (0..<count).map { pointer[$0] } })
    }

    private static func sorted(_ colors: [CGColor], _ locations: [CGFloat]?) -> [(location: CGFloat, color: CGColor)] {
        let spread = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        let at = locations ?? spread
        return zip(at, colors).map { (min(max($0, 0), 1), $1) }.sorted { $0.location < $1.location }
    }
}

/// Whether a gradient also fills beyond its start and end, as Core Graphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start color extends before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end color extends beyond the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// How smoothly images are scaled when drawn, as Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    /// Nearest pixel: no smoothing.
    case none = 1
    case low = 2
    case medium = 4
    case high = 3
}

/// What `CGContext.drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero winding rule.
    case fill = 0
    /// Fill by the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (winding), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}
#endif

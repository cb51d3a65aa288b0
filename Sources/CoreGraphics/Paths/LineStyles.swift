import Foundation

#if !canImport(Darwin)
/// Styles for rendering the endpoint of a stroked line, as CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// A line with a squared-off end, drawn to extend only to the exact endpoint of the path.
    case butt = 0
    /// A line with a rounded end: a semicircle of diameter the line width beyond the endpoint.
    case round = 1
    /// A line with a squared-off end that extends beyond the endpoint by half the line width.
    case square = 2
}

/// Junction types for stroked lines, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A join with a sharp (angled) corner, beveled instead when the miter limit is exceeded.
    case miter = 0
    /// A join with a rounded end.
    case round = 1
    /// A join with a squared-off end.
    case bevel = 2
}
#endif

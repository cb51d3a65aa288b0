#if !canImport(Darwin)
/// The kinds of color space, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    /// Gray: one component and alpha.
    case monochrome = 0
    /// Red, green and blue, and alpha.
    case rgb = 1
    /// Cyan, magenta, yellow and black, and alpha.
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// How colors are mapped between color spaces, as Core Graphics' `CGColorRenderingIntent`.
/// Recorded and reported; on Linux every conversion is the same mapping (`converted(to:…)`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
#endif

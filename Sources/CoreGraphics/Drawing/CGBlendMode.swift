import Foundation

#if !canImport(Darwin)
/// Compositing operations for images and drawing, as CoreGraphics' `CGBlendMode`: how what is
/// drawn (the source) combines with what is there (the destination). The separable and
/// non-separable modes are the PDF blend modes; the Porter-Duff modes follow their names.
/// (CoreGraphics' `plusDarker` has no counterpart here.)
public enum CGBlendMode: Int32, Sendable {
    /// The source over the destination.
    case normal = 0
    /// Multiplies the colors: darkens.
    case multiply = 1
    /// Multiplies the inverses: lightens.
    case screen = 2
    /// Multiplies or screens, by the destination.
    case overlay = 3
    /// The darker of the two.
    case darken = 4
    /// The lighter of the two.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// A soft light on the destination, by the source.
    case softLight = 8
    /// A hard light on the destination, by the source.
    case hardLight = 9
    /// The absolute difference.
    case difference = 10
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// Clears what is drawn over.
    case clear = 16
    /// The source replaces the destination.
    case copy = 17
    /// The source where the destination is.
    case sourceIn = 18
    /// The source where the destination is not.
    case sourceOut = 19
    /// The source over the destination, where the destination is.
    case sourceAtop = 20
    /// The destination over the source.
    case destinationOver = 21
    /// The destination where the source is.
    case destinationIn = 22
    /// The destination where the source is not.
    case destinationOut = 23
    /// The destination over the source, where the source is.
    case destinationAtop = 24
    /// Either, where the other is not.
    case xor = 25
    /// The sum of the two, saturated.
    case plusLighter = 27
}
#endif

import Foundation

/// What an image carries beside its pixels and how it is tinted: how it resizes (cap insets
/// and mode), how its bitmap is turned (orientation), where it aligns (alignment rect insets,
/// baseline) and, for an animated image, its frames. Copies made by the `with…` methods keep
/// it; each `with…` of these values changes one.
struct ImageAttributes: Sendable {
    /// Insets, in points, of the parts drawn unscaled when the image is resized.
    var capInsets = UIEdgeInsets.zero
    /// How the middle parts of a resizable image fill their space.
    var resizingMode = UIImage.ResizingMode.tile
    /// Whether `resizableImage(…)` made the image resizable (with zero insets it then stretches
    /// or tiles as a whole).
    var isResizable = false
    /// How the bitmap is turned to be shown upright.
    var orientation = UIImage.Orientation.up
    /// Whether an image view in a right-to-left layout shows the image mirrored.
    var flipsForRightToLeftLayoutDirection = false
    var alignmentRectInsets = UIEdgeInsets.zero
    var baselineOffsetFromBottom: CGFloat?
    /// The frames of an animated image.
    var frames: [UIImage]?
    /// The time one pass of the frames takes.
    var duration: TimeInterval = 0

    /// Whether nothing is set.
    var isPlain: Bool {
        !isResizable && capInsets == .zero && orientation == .up && alignmentRectInsets == .zero && !flipsForRightToLeftLayoutDirection
            && baselineOffsetFromBottom == nil && frames == nil
    }
}

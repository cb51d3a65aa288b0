import Foundation

/// A count of the changes to what views draw, for hosts that present frames: a host keeps the
/// count its frame shows and draws again when the count moved. UIKit has no such counter (Core
/// Animation commits a transaction whenever a layer changed); this is that signal, one integer
/// increment per change.
///
/// It moves when a subview is added, removed or reordered; when a view's frame, bounds, center,
/// transform, alpha, `isHidden` or `clipsToBounds` changes, or any drawn property of a layer
/// (a view's or a standalone one: geometry, z position, corners, border, shadow, contents,
/// mask, sublayers, a shape's or a gradient's values); on `setNeedsDisplay()`, and so when a
/// background color, content mode, label text or image is set; and on each animator tick while animations run, since the
/// presentation values move with time. Setting a geometry, alpha, hiding, clipping or z
/// position value to the one it has does not move it.
@MainActor
package enum DisplayGeneration {
    /// The current count; it only grows (wrapping past `Int.max`).
    public private(set) static var current = 0

    /// Counts a change to what a view draws.
    package static func advance() {
        current &+= 1
    }
}

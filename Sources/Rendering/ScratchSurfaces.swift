internal import CCairoPango

/// Image surfaces kept from one frame to the next for the steps of a blur (one per step, made
/// again only when that step's size changes), so that a blur every frame neither allocates
/// nor clears megabytes each time. Each step paints all of its surface.
final class ScratchSurfaces {
    private var surfaces: [Int: (surface: OpaquePointer, lastUsed: Int)] = [:]

    deinit { for entry in surfaces.values { cairo_surface_destroy(entry.surface) } }

    /// The ARGB32 surface of `width × height` pixels for `step`, used in `frame`.
    func surface(for step: Int, width: Int, height: Int, frame: Int) -> OpaquePointer {
        if let kept = surfaces[step]?.surface, cairo_image_surface_get_width(kept) == Int32(width),
           cairo_image_surface_get_height(kept) == Int32(height) {
            surfaces[step]?.lastUsed = frame
            return kept
        }
        if let old = surfaces[step] { cairo_surface_destroy(old.surface) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        surfaces[step] = (surface, frame)
        return surface
    }

    /// Frees the surfaces no blur used since `frame`.
    func evict(unusedSince frame: Int) {
        for (step, entry) in surfaces where entry.lastUsed <= frame {
            cairo_surface_destroy(entry.surface)
            surfaces[step] = nil
        }
    }
}

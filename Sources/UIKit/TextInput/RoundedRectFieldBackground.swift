import Foundation

/// A `.roundedRect` text field's background — a rounded rect of radius 5 in the secondary
/// grouped background color inside a one-pixel border at 20 % — as a picture drawn once per
/// size, scale and colors and then drawn as an image. UIKit shows it as a background view
/// that the text's changes do not draw again; here a keystroke redraws the field's content,
/// and the picture spares it rasterizing the rounded outline each time.
@preconcurrency @MainActor
enum RoundedRectFieldBackground {
    private struct Key: Equatable {
        var size: CGSize
        var scale: CGFloat
        var fill: UIColor
        var border: UIColor
    }

    /// The border's color: black at 20 % (white in dark mode).
    private static let borderColor = UIColor(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 1, alpha: 0.2))
    /// The pictures drawn lately, the most recent last.
    private static var pictures: [(key: Key, image: UIImage)] = []
    private static let capacity = 8

    /// Draws the background filling `rect` for a field with `traits`: as a picture where `rect`
    /// falls on whole device pixels of `context`, else (where a picture would blur) straight.
    static func draw(in rect: CGRect, traits: UITraitCollection, on context: GraphicsContext) {
        let ctm = context.ctm, device = rect.applying(ctm)
        let pixelExact = ctm.b == 0 && ctm.c == 0 && ctm.d == ctm.a && ctm.a >= 1 && device == device.integral
        let key = Key(size: rect.size, scale: pixelExact ? ctm.a : max(1, traits.displayScale),
                      fill: UIColor.secondarySystemGroupedBackground.resolvedColor(with: traits),
                      border: borderColor.resolvedColor(with: traits))
        guard pixelExact else { return drawOutline(in: rect, for: key, on: context) }
        let image: UIImage
        if let index = pictures.lastIndex(where: { $0.key == key }) {
            let entry = pictures.remove(at: index)
            pictures.append(entry)
            image = entry.image
        } else {
            image = picture(for: key)
            pictures.append((key, image))
            if pictures.count > capacity { pictures.removeFirst() }
        }
        context.draw(image, in: rect)
    }

    private static func picture(for key: Key) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = key.scale
        return UIGraphicsImageRenderer(size: key.size, format: format).image { renderer in
            drawOutline(in: CGRect(origin: .zero, size: key.size), for: key, on: renderer.cgContext)
        }
    }

    private static func drawOutline(in rect: CGRect, for key: Key, on context: GraphicsContext) {
        let pixel = 1 / key.scale
        context.fill(rect, color: key.fill, cornerRadius: 5)
        context.stroke(rect.insetBy(dx: pixel / 2, dy: pixel / 2), color: key.border, lineWidth: pixel, cornerRadius: 5)
    }
}

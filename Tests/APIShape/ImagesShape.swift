// The shape of UIImage as iOS code uses it (issue 10, item 8), through `import UIKit`: system
// symbols and their configurations, rendering modes and tint, files and data, the image
// renderer. Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes
// and run without trapping.
import UIKit

@MainActor
func imagesShape() {
    // Symbols and configurations.
    let configurations: [UIImage.SymbolConfiguration] = [
        UIImage.SymbolConfiguration(pointSize: 20), UIImage.SymbolConfiguration(pointSize: 20, weight: .bold),
        UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .large), UIImage.SymbolConfiguration(textStyle: .headline),
        UIImage.SymbolConfiguration(textStyle: .body, scale: .small), UIImage.SymbolConfiguration(weight: .black),
        UIImage.SymbolConfiguration(scale: .default), UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15)),
        UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 15), scale: .medium), .unspecified,
    ]
    let merged = configurations[0].applying(configurations[1]).configurationWithoutScale().configurationWithoutWeight()
    _ = (merged.configurationWithoutTextStyle(), merged.configurationWithoutPointSizeAndWeight(), merged == configurations[0])
    let traits = UITraitCollection(displayScale: 3)
    let heart: UIImage? = UIImage(systemName: "heart")
    let star = UIImage(systemName: "star.fill", withConfiguration: configurations[2])
    let gear = UIImage(systemName: "gear", compatibleWith: traits)
    let plain: UIImage.Configuration = UIImage.Configuration(traitCollection: traits)
    _ = (heart?.isSymbolImage, star?.symbolConfiguration, gear?.configuration, plain.withTraitCollection(nil))
    _ = heart?.withConfiguration(configurations[3]).applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy))
    let weight: UIFont.Weight = UIImage.SymbolWeight.semibold.fontWeight()
    _ = weight

    // Rendering modes and tint.
    let mode: UIImage.RenderingMode = heart?.renderingMode ?? .automatic
    _ = (mode, heart?.withRenderingMode(.alwaysOriginal), heart?.withTintColor(.systemRed),
         heart?.withTintColor(.label, renderingMode: .alwaysTemplate))
    let imageView = UIImageView(image: heart, highlightedImage: star)
    imageView.isHighlighted = true
    imageView.highlightedImage = nil
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
    imageView.tintColor = .systemGreen

    // Files, data, bitmaps, equality.
    _ = (UIImage(named: "missing"), UIImage(named: "missing", in: Bundle.main, compatibleWith: traits),
         UIImage(contentsOfFile: "/nonexistent.png"), UIImage(data: Data()), UIImage(data: Data(), scale: 2))
    // A symbol set's custom symbol, made for a configuration.
    let custom: UIImage? = UIImage(named: "custom.heart", in: nil, with: UIImage.SymbolConfiguration(textStyle: .headline))
    _ = custom?.isSymbolImage
    let red = UIImage(size: CGSize(width: 4, height: 4), scale: 2, color: .red)
    let cgImage: CGImage? = red.cgImage
    _ = (red.pngData(), red.size, red.scale, cgImage.map { UIImage(cgImage: $0) }, cgImage?.width, cgImage?.cropping(to: .zero))
    _ = (red == red.withRenderingMode(.alwaysTemplate), Set([red]))

    // The image renderer.
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    format.opaque = false
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
    let drawn: UIImage = renderer.image { context in
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIColor.black.setStroke()
        context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = (context.cgContext, context.format, UIGraphicsGetCurrentContext())
        red.draw(in: CGRect(x: 5, y: 5, width: 5, height: 5))
        red.draw(at: .zero)
    }
    _ = (drawn, UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 2, height: 2)).image { _ in },
         UIGraphicsImageRenderer(size: .zero), UIGraphicsImageRendererFormat.preferred())
    imagesShapeMore()
}

// JPEG, resizable, animated and oriented images (issue 10, item 8, the rest).
@MainActor
func imagesShapeMore() {
    let image = UIImage(size: CGSize(width: 8, height: 8), scale: 1, color: .red)
    let jpeg: Data? = image.jpegData(compressionQuality: 0.8)
    _ = jpeg.flatMap { UIImage(data: $0) }
    let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    let tiled: UIImage = image.resizableImage(withCapInsets: insets)
    let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
    let mode: UIImage.ResizingMode = stretched.resizingMode
    let caps: UIEdgeInsets = tiled.capInsets
    let old = image.stretchableImage(withLeftCapWidth: 3, topCapHeight: 3)
    _ = (mode, caps, old.leftCapWidth, old.topCapHeight, UIImage.ResizingMode.tile)
    let animated: UIImage? = UIImage.animatedImage(with: [image, tiled], duration: 1)
    _ = (UIImage.animatedImageNamed("spinner", duration: 1), UIImage.animatedResizableImageNamed("spinner", capInsets: insets, duration: 1),
         UIImage.animatedResizableImageNamed("spinner", capInsets: insets, resizingMode: .stretch, duration: 1))
    let frames: [UIImage]? = animated?.images
    let duration: TimeInterval = animated?.duration ?? 0
    _ = (frames, duration)
    let imageView = UIImageView(image: animated)
    imageView.animationImages = [image, tiled]
    imageView.highlightedAnimationImages = nil
    imageView.animationDuration = 0.5
    imageView.animationRepeatCount = 2
    imageView.startAnimating()
    let running: Bool = imageView.isAnimating
    imageView.stopAnimating()
    _ = running
    let orientation: UIImage.Orientation = image.imageOrientation
    let turned = UIImage(cgImage: image.cgImage!, scale: 2, orientation: .right)
    _ = (orientation, turned.withHorizontallyFlippedOrientation(), UIImage.Orientation.leftMirrored.rawValue)
    let flips: Bool = image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection
    _ = flips
    let aligned: UIImage = image.withAlignmentRectInsets(insets).withBaselineOffset(fromBottom: 2)
    let baseline: CGFloat? = aligned.baselineOffsetFromBottom
    _ = (aligned.alignmentRectInsets, baseline, aligned.hasBaseline, aligned.imageWithoutBaseline())
    let thumbnail: UIImage? = image.preparingThumbnail(of: CGSize(width: 4, height: 4))
    let prepared: UIImage? = image.preparingForDisplay()
    image.prepareThumbnail(of: CGSize(width: 2, height: 2)) { _ in }
    image.prepareForDisplay { _ in }
    _ = (thumbnail, prepared)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
    let png: Data = renderer.pngData { _ in }
    let jpegFile: Data = renderer.jpegData(withCompressionQuality: 0.5) { context in context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
    _ = (png, jpegFile)
    Task {
        _ = await image.byPreparingThumbnail(ofSize: CGSize(width: 2, height: 2))
        _ = await image.byPreparingForDisplay()
    }
}

/// Symbol colors and the screen's traits as iOS 15–17 code writes them.
@MainActor
func symbolColorsShape() -> [UIImage.SymbolConfiguration] {
    let colors = [
        UIImage.SymbolConfiguration(hierarchicalColor: .systemTeal), UIImage.SymbolConfiguration(paletteColors: [.white, .systemRed]),
        UIImage.SymbolConfiguration.preferringMulticolor(), UIImage.SymbolConfiguration.preferringMonochrome(),
    ]
    _ = (colors[0].configurationPreferringMulticolor(), colors[1].configurationWithoutColors(), UIScreen.main.traitCollection.displayScale)
    return colors
}

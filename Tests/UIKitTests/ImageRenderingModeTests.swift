import Foundation
import Testing
@_spi(Rendering) @testable import UIKit

/// Rendering modes and tint colors: which images are templates, what color a view fills them
/// with, what `withTintColor` does to the pixels; the image view's displayed image.
@Suite @MainActor struct ImageRenderingModeTests {
    private let bitmap = UIImage(pixelWidth: 2, pixelHeight: 1, scale: 1, pixels: [255, 0, 0, 255, 0, 0, 64, 128])
    private let symbol = UIImage(systemName: "heart.fill", compatibleWith: UITraitCollection(displayScale: 1))!

    @Test func symbolImagesAreTemplatesAndBitmapsAreNotUnlessAsked() {
        #expect(symbol.renderingMode == .automatic && symbol.isTemplate)
        #expect(bitmap.renderingMode == .automatic && !bitmap.isTemplate)
        #expect(bitmap.withRenderingMode(.alwaysTemplate).isTemplate)
        #expect(!symbol.withRenderingMode(.alwaysOriginal).isTemplate)
        #expect(symbol.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(UIImage.RenderingMode(rawValue: 2) == .alwaysTemplate, "UIKit's raw values")
    }

    @Test func aViewFillsTemplatesWithItsTintAndTintedImagesWithTheirOwn() {
        #expect(symbol.fillColor(tintColor: .red) == .red)
        #expect(symbol.withRenderingMode(.alwaysOriginal).fillColor(tintColor: .red) == nil, "drawn as it is: black")
        #expect(bitmap.fillColor(tintColor: .red) == nil)
        #expect(bitmap.withRenderingMode(.alwaysTemplate).fillColor(tintColor: .red) == .red)
        #expect(symbol.withTintColor(.green).fillColor(tintColor: .red) == .green, "a symbol always uses its tint color")
        #expect(symbol.withTintColor(.green, renderingMode: .alwaysOriginal).fillColor(tintColor: .red) == .green)
        #expect(bitmap.withTintColor(.green).fillColor(tintColor: .red) == .green)
    }

    @Test func withTintColorKeepsTheModeAndFillsTheShape() {
        let tinted = bitmap.withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(tinted.renderingMode == .automatic && bitmap.withRenderingMode(.alwaysTemplate).withTintColor(.red).renderingMode == .alwaysTemplate)
        #expect(tinted.pixels == [0, 0, 255, 255, 0, 0, 128, 128], "the color through each pixel's alpha, premultiplied")
        #expect(bitmap.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let dark = bitmap.withTintColor(.label)
        #expect(dark.fillColor(tintColor: .red) == .label, "a dynamic tint stays dynamic for the view to resolve")
        #expect(dark.pixels == [0, 0, 0, 255, 0, 0, 0, 128], "the pixels hold it for the current (light) traits")
    }

    @Test func copiesSharePixelsAndEqualityFollowsTheStorage() {
        let template = bitmap.withRenderingMode(.alwaysTemplate)
        #expect(template == bitmap && template.hashValue == bitmap.hashValue, "one bitmap, two modes: equal as in UIKit")
        let lookalike = UIImage(pixelWidth: 2, pixelHeight: 1, scale: 1, pixels: [255, 0, 0, 255, 0, 0, 64, 128])
        #expect(lookalike != bitmap, "equal pixels in other storage: not equal, as UIKit's isEqual")
        #expect(bitmap.withTintColor(.red) != bitmap)
        #expect(symbol == UIImage(systemName: "heart.fill", compatibleWith: UITraitCollection(displayScale: 1))!)
        #expect(symbol != UIImage(systemName: "heart", compatibleWith: UITraitCollection(displayScale: 1))!)
        #expect(symbol.withTintColor(.red) != symbol && symbol.withTintColor(.red) == symbol.withTintColor(.red))
        #expect(Set([symbol, symbol.withRenderingMode(.alwaysOriginal), bitmap, template]).count == 2)
    }

    @Test func anImageViewShowsTheHighlightedImageWhileHighlighted() {
        let other = UIImage(size: CGSize(width: 5, height: 5), color: .blue)
        let view = UIImageView(image: bitmap, highlightedImage: other)
        #expect(view.frame.size == CGSize(width: 2, height: 1) && view.displayedImage === bitmap && !view.isHighlighted)
        let version = view.contentVersion
        view.isHighlighted = true
        #expect(view.displayedImage === other && view.sizeThatFits(.zero) == CGSize(width: 5, height: 5))
        #expect(view.contentVersion != version, "highlighting redraws")
        view.highlightedImage = nil
        #expect(view.displayedImage === bitmap, "no highlighted image: the image")
    }

    @Test func anImageViewAppliesItsPreferredSymbolConfiguration() {
        let view = UIImageView(image: UIImage(systemName: "star", compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(view.displayedImage?.size.width == 20.5)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(view.displayedImage?.size.width == 36 && view.sizeThatFits(.zero).width == 36)
        view.image = bitmap
        #expect(view.displayedImage === bitmap, "bitmaps ignore it")
    }

    @Test func cgImageStandsForTheBitmap() {
        let image = UIImage(pixelWidth: 3, pixelHeight: 2, scale: 2, pixels: Array(0..<24))
        let cgImage = image.cgImage!
        #expect(cgImage.width == 3 && cgImage.height == 2)
        let copy = UIImage(cgImage: cgImage)
        #expect(copy.scale == 1 && copy.size == CGSize(width: 3, height: 2) && copy == UIImage(cgImage: cgImage))
        #expect(cgImage.cropping(to: CGRect(x: 1, y: 1, width: 5, height: 5))?.pixels == Array(16..<24))
        #expect(cgImage.cropping(to: CGRect(x: 4, y: 0, width: 1, height: 1)) == nil)
    }
}

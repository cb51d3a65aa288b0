import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Color wells and the color picker as iOS draws them: a ring of hues around the selected
/// color (the hues alone without one), and the picker's grid of colors with its opacity slider.
@Suite(.serialized) @MainActor struct ColorWellPictureTests {
    init() {
        Rendering.install()
    }

    @Test func wellsWithAndWithoutAColor() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 48))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        let empty = UIColorWell(frame: CGRect(x: 10, y: 10, width: 28, height: 28))
        let chosen = UIColorWell(frame: CGRect(x: 56, y: 6, width: 36, height: 36))
        chosen.selectedColor = .systemBlue
        root.addSubview(empty)
        root.addSubview(chosen)
        let target = ViewRenderer().renderFrame(root, scale: 2)
        let image = target.image()
        #expect(rgbaPixel(image, 148, 48) == [0, 122, 255, 255], "the selected color in the middle")
        let top = rgbaPixel(image, 148, 14)
        #expect(top[0] > 200 && top[2] < 120, "red at the top of the ring: \(top)")
        let gap = rgbaPixel(image, 148, 19)
        #expect(gap == [255, 255, 255, 255], "the background's gap: \(gap)")
        try PictureComparison.expectMatches(target, "color-wells")
    }

    @Test func thePickersGrid() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 560))
        window.overrideUserInterfaceStyle = .light
        let picker = UIColorPickerViewController()
        picker.title = "Pen Color"
        picker.selectedColor = .systemGreen
        window.rootViewController = picker
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 1), "color-picker")
    }
}

import Foundation
import Testing
@testable import UIKit

/// The files `UIImage(named:)` tries, as iOS: the screen's variant first, `.png` optional.
@Suite struct ImageFileNamesTests {
    private func names(_ name: String, _ scale: CGFloat) -> [String] {
        ImageFileNames.candidates(for: name, scale: scale).map { "\($0.fileName) \(Int($0.scale))" }
    }

    @Test func theScreensVariantFirstThenLargerThenSmaller() {
        #expect(names("icon", 1) == ["icon.png 1", "icon@2x.png 2", "icon@3x.png 3"])
        #expect(names("icon", 2) == ["icon@2x.png 2", "icon@3x.png 3", "icon.png 1"])
        #expect(names("icon", 3) == ["icon@3x.png 3", "icon@2x.png 2", "icon.png 1"])
        #expect(names("icon", 1.5) == names("icon", 2), "a fractional scale takes the nearest variant")
    }

    @Test func theExtensionIsOptionalForPNGAndKeptOtherwise() {
        #expect(names("icon.png", 2) == names("icon", 2))
        #expect(names("photo.JPG", 1) == ["photo.JPG 1", "photo@2x.JPG 2", "photo@3x.JPG 3"])
        #expect(names("v1.2", 1).first == "v1.2.png 1", "an ending that is no image type is part of the name")
    }

    @Test func aNameWithAScaleSuffixNamesOneFile() {
        #expect(names("icon@3x", 1) == ["icon@3x.png 3"])
        #expect(names("icon@2x.png", 3) == ["icon@2x.png 2"])
        #expect(ImageFileNames.scale(ofFileAt: "/a/b/photo@2x.png") == 2)
        #expect(ImageFileNames.scale(ofFileAt: "/a/b@3x/photo.png") == 1)
    }
}

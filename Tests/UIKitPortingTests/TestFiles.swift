import UIKit
import XCTest

/// Files the porting tests write: asset catalog folders and photos.
enum TestFiles {
    /// A folder `folder` (made when missing) whose `Contents.json` is `contents`, as Xcode writes
    /// an asset catalog's sets.
    static func writeContents(_ contents: [String: Any], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: contents).write(to: folder.appendingPathComponent("Contents.json"))
    }

    /// Square PNG photos of `sides` points in `color`, named `photo0.png`… in `directory`, each
    /// a second newer than the one before (the last is the newest).
    static func writePhotos(sides: [CGFloat], color: UIColor, in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, side) in sides.enumerated() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let data = try XCTUnwrap(UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }.pngData())
            let url = directory.appendingPathComponent("photo\(index).png")
            try data.write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: url.path)
        }
    }
}

import Foundation

/// The files `UIImage(named:)` looks for, as iOS looks for loose image files in a bundle: the
/// name with its extension, `.png` when it has none; the variant for the screen's scale first
/// (`NAME@2x.png` at 2×), then larger ones (drawn smaller, they stay sharp), then smaller ones.
/// A name that already ends in `@2x` or `@3x` names its one file.
enum ImageFileNames {
    /// The extensions taken as a file type; any other ending is part of the name.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "heic", "webp"]

    /// The file names to try for `name` on a screen of `scale` pixels per point, in order,
    /// with the scale of the image each holds.
    static func candidates(for name: String, scale: CGFloat) -> [(fileName: String, scale: CGFloat)] {
        let (base, fileExtension) = split(name)
        let suffix = "." + (fileExtension ?? "png")
        if let named = scaleSuffix(of: base) { return [(base + suffix, named)] }
        let preferred = min(3, max(1, Int(scale.rounded())))
        let order = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1)) + (1..<preferred).reversed()
        return order.map { variant in (base + (variant == 1 ? "" : "@\(variant)x") + suffix, CGFloat(variant)) }
    }

    /// The scale a file's name gives its image: N for `NAME@Nx.EXT`, else 1.
    static func scale(ofFileAt path: String) -> CGFloat {
        scaleSuffix(of: split((path as NSString).lastPathComponent).base) ?? 1
    }

    /// The name without a known image extension, and that extension as written.
    private static func split(_ name: String) -> (base: String, fileExtension: String?) {
        let fileExtension = (name as NSString).pathExtension
        guard imageExtensions.contains(fileExtension.lowercased()) else { return (name, nil) }
        return ((name as NSString).deletingPathExtension, fileExtension)
    }

    /// N for a name ending in `@Nx` (N from 1 to 3).
    private static func scaleSuffix(of base: String) -> CGFloat? {
        for variant in 1...3 where base.hasSuffix("@\(variant)x") { return CGFloat(variant) }
        return nil
    }
}

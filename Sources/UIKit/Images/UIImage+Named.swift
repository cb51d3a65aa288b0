import Foundation

extension UIImage {
    /// The image named `name` for the main screen, as UIKit's `init(named:)`: see
    /// `init(named:in:compatibleWith:)`.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name`, as UIKit's `init(named:in:compatibleWith:)`: the one registered
    /// under the name (`register(_:named:)`), else the image set of the name in the bundle's
    /// asset catalogs (`AssetCatalog`: the variant for the traits' appearance and scale, with
    /// the set's rendering intent), else a file found
    /// in `searchDirectories`, then in the bundle's resource directory (`Bundle.main` when
    /// `bundle` is nil: on Linux, the executable's directory) and its `Resources` folder. File
    /// names follow iOS: `.png` may be left out, and the `@2x`/`@3x` variant for the display
    /// scale of `traitCollection` (else the main screen's) is preferred (`ImageFileNames`).
    /// Nil when nothing is found or the file cannot be decoded. A file is read once, as iOS
    /// caches named images: each call returns a new image sharing the found one's pixels.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traitsScale = traitCollection?.displayScale ?? 0
        let scale = traitsScale > 0 ? traitsScale : UIScreen.main.scale
        let inMainBundle = bundle == nil || bundle == Bundle.main
        let registered = inMainBundle ? UIImage.registry[name] : nil
        let directories = (inMainBundle ? UIImage.searchDirectories : []) + UIImage.resourceDirectories(of: bundle ?? .main)
        guard let found = registered ?? UIImage.catalogImage(named: name, in: bundle, traits: traitCollection ?? .current, scale: scale)
            ?? UIImage.cachedFile(named: name, in: directories, scale: scale) else { return nil }
        self.init(pixelWidth: found.pixelWidth, pixelHeight: found.pixelHeight, scale: found.scale, pixels: found.pixels,
                  renderingMode: found.renderingMode, configuration: found.configuration, tint: found.tint, symbol: found.symbol,
                  attributes: found.attributes)
    }

    @MainActor private static var registry: [String: UIImage] = [:]

    /// Directories `init(named:)` searches first, in order (the gallery and the tests add theirs).
    @preconcurrency @MainActor
    public static var searchDirectories: [String] = [] {
        didSet { AssetCatalog.extraDirectories = searchDirectories }
    }

    /// Makes `image` available as `UIImage(named: name)`.
    @preconcurrency @MainActor
    public static func register(_ image: UIImage, named name: String) {
        registry[name] = image
    }

    /// A bundle's resource directory and its `Resources` folder.
    private static func resourceDirectories(of bundle: Bundle) -> [String] {
        let root = bundle.resourcePath ?? bundle.bundlePath
        return [root, (root as NSString).appendingPathComponent("Resources")]
    }

    /// The image of the asset catalogs' set `name` for `traits` (a file of the set read once).
    @MainActor
    private static func catalogImage(named name: String, in bundle: Bundle?, traits: UITraitCollection, scale: CGFloat) -> UIImage? {
        guard let set = AssetCatalog.find(name, in: bundle, \.images),
              let variant = AssetCatalog.variant(of: set, for: traits, scale: scale), let fileName = variant.fileName,
              let image = cachedFile(named: fileName, in: [set.folder], scale: variant.scale ?? 1) else { return nil }
        switch set.renderingIntent {
        case "template": return image.withRenderingMode(.alwaysTemplate)
        case "original": return image.withRenderingMode(.alwaysOriginal)
        default: return image
        }
    }

    /// The file image for `name`, read at the first request.
    @MainActor
    private static func cachedFile(named name: String, in directories: [String], scale: CGFloat) -> UIImage? {
        let key = FileKey(name: name, directories: directories, scale: scale)
        if let cached = files[key] { return cached }
        let found = file(named: name, in: directories, scale: scale)
        files[key] = found
        return found
    }

    @MainActor private static var files: [FileKey: UIImage] = [:]

    private struct FileKey: Hashable {
        let name: String
        let directories: [String]
        let scale: CGFloat
    }

    /// The first candidate file for `name` in `directories` that decodes.
    private static func file(named name: String, in directories: [String], scale: CGFloat) -> UIImage? {
        let candidates = ImageFileNames.candidates(for: name, scale: scale)
        for directory in directories {
            for candidate in candidates {
                let path = (directory as NSString).appendingPathComponent(candidate.fileName)
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                if let image = coder?.image(from: data, scale: candidate.scale) { return image }
            }
        }
        return nil
    }
}

extension UIImage: _ExpressibleByImageLiteral {}

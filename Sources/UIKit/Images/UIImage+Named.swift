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
    /// the set's rendering intent; an SVG drawn for the display scale), else the symbol set of
    /// the name (a symbol image drawn from its template, for the traits), else a file found in
    /// `searchDirectories`, then in the bundle's resource directory (`Bundle.main` when
    /// `bundle` is nil: on Linux, the executable's directory) and its `Resources` folder. File
    /// names follow iOS: `.png` may be left out, and the `@2x`/`@3x` variant for the display
    /// scale of `traitCollection` (else the main screen's) is preferred (`ImageFileNames`).
    /// Nil when nothing is found or the file cannot be decoded. A file is read once, as iOS
    /// caches named images: each call returns a new image sharing the found one's pixels.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = UIImage.find(named: name, in: bundle, configuration: traitCollection.map { Configuration(traitCollection: $0) })
        else { return nil }
        self.init(copying: found)
        assetStorage = UIImage.catalogAsset(named: name, in: bundle)
    }

    /// The image named `name` made for `configuration`, as UIKit's `init(named:in:with:)`: as
    /// `init(named:in:compatibleWith:)` with the configuration's traits, a symbol set's symbol
    /// drawn with the configuration (a symbol configuration's size, weight and scale).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let found = UIImage.find(named: name, in: bundle, configuration: configuration) else { return nil }
        self.init(copying: found)
        assetStorage = UIImage.catalogAsset(named: name, in: bundle)
    }

    /// The asset of the catalog image set `name` when its variants differ in appearance (an
    /// image view then shows the one for its traits); nil otherwise.
    @MainActor
    private static func catalogAsset(named name: String, in bundle: Bundle?) -> UIImageAsset? {
        guard (bundle == nil || bundle == Bundle.main) ? registry[name] == nil : true,
              let set = AssetCatalog.find(name, in: bundle, \.images),
              Set(set.variants.map(\.appearance)).count > 1 else { return nil }
        return UIImageAsset(catalogSet: name, bundle: bundle)
    }

    /// `init(named:in:with:)`'s image (see `init(named:in:compatibleWith:)`).
    @MainActor
    private static func find(named name: String, in bundle: Bundle?, configuration: Configuration?) -> UIImage? {
        let traitCollection = configuration?.traitCollection
        let traitsScale = traitCollection?.displayScale ?? 0
        let scale = traitsScale > 0 ? traitsScale : UIScreen.main.scale
        let inMainBundle = bundle == nil || bundle == Bundle.main
        let registered = inMainBundle ? registry[name] : nil
        let directories = (inMainBundle ? searchDirectories : []) + resourceDirectories(of: bundle ?? .main)
        return registered ?? catalogImage(named: name, in: bundle, traits: traitCollection ?? .current, scale: scale)
            ?? catalogSymbol(named: name, in: bundle, configuration: configuration)
            ?? cachedFile(named: name, in: directories, scale: scale)
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
              let image = (fileName as NSString).pathExtension.lowercased() == "svg"
                ? vectorImage(at: (set.folder as NSString).appendingPathComponent(fileName), scale: scale)
                : cachedFile(named: fileName, in: [set.folder], scale: variant.scale ?? 1) else { return nil }
        switch set.renderingIntent {
        case "template": return image.withRenderingMode(.alwaysTemplate)
        case "original": return image.withRenderingMode(.alwaysOriginal)
        default: return image
        }
    }

    /// The SVG file at `path` drawn at `scale` (the display's: a vector image has one variant for
    /// every scale), drawn once per scale.
    @MainActor
    private static func vectorImage(at path: String, scale: CGFloat) -> UIImage? {
        let key = FileKey(name: path, directories: [], scale: scale)
        if let cached = files[key] { return cached }
        let drawn = vectorRenderer?.image(ofFile: path, scale: scale)
        files[key] = drawn
        return drawn
    }

    /// The symbol of the asset catalogs' symbol set `name` drawn with `configuration`; nil when
    /// its template cannot be read (or no template renderer is installed).
    @MainActor
    private static func catalogSymbol(named name: String, in bundle: Bundle?, configuration: Configuration?) -> UIImage? {
        guard let set = AssetCatalog.find(name, in: bundle, \.symbols), let fileName = set.variants.first?.fileName else { return nil }
        let symbol = CustomSymbol(name: name, templatePath: (set.folder as NSString).appendingPathComponent(fileName))
        guard templateLayer(of: symbol, weight: .regular, scale: .medium) != nil else { return nil }
        return UIImage(symbol: .custom(symbol), configuration: configuration)
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

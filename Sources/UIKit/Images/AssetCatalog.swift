import Foundation

/// An app's asset catalogs (`Assets.xcassets` folders as Xcode writes them), read at run time
/// as iOS reads the compiled catalog: image sets (each image's scale and appearance), color sets
/// (components in any of Xcode's notations, light, dark and high-contrast variants, system
/// colors by reference) — for `UIImage(named:)` and `UIColor(named:)` —, symbol sets (custom
/// symbols' SVG templates, also `UIImage(named:)`'s), data sets
/// (`NSDataAsset`) and app icon sets (the desktop window's icon). A catalog's folders
/// group without naming, unless their `Contents.json` says `provides-namespace` (then
/// `Folder/Name`). Catalogs are found in a bundle's resource directory and the folders in it
/// (where a SwiftPM target's `.copy("Assets.xcassets")` puts one), and for the main bundle also
/// in the resource bundles next to the executable and `UIImage.searchDirectories`. Each is read
/// once; a malformed `Contents.json` makes its set absent (nil), as a missing asset is.
struct AssetCatalog {
    /// One variant of an image set or a color set.
    struct Variant {
        var appearance: UIUserInterfaceStyle = .unspecified
        var highContrast = false
        var scale: CGFloat?
        var fileName: String?
        var color: UIColor?
        var typeIdentifier: String?
    }

    /// An image set's or color set's variants, and its folder.
    struct AssetSet {
        var folder: String
        var variants: [Variant]
        /// The image set's `template-rendering-intent`: `template` or `original`.
        var renderingIntent: String?
    }

    private(set) var images: [String: AssetSet] = [:]
    private(set) var colors: [String: AssetSet] = [:]
    /// App icon sets: every image of any idiom, its size (`1024x1024`) in the variant's scale.
    private(set) var appIcons: [String: AssetSet] = [:]
    /// Symbol sets: the SF Symbols template (SVG) of each universal or iPhone entry.
    private(set) var symbols: [String: AssetSet] = [:]
    /// Data sets (`NSDataAsset`): the file of each universal or iPhone entry, its uniform type in
    /// the variant's `typeIdentifier`.
    private(set) var dataSets: [String: AssetSet] = [:]

    /// The catalog at `path`.
    init(path: String) {
        read(folder: path, namespace: "")
    }

    private mutating func read(folder: String, namespace: String) {
        let files = FileManager.default
        for entry in ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = namespace + (entry as NSString).deletingPathExtension
            let contents = Self.contents(of: path)
            switch (entry as NSString).pathExtension {
            case "imageset":
                guard let contents else { continue }
                let variants = (contents["images"] as? [[String: Any]] ?? []).compactMap(Self.imageVariant)
                let properties = contents["properties"] as? [String: Any]
                images[name] = AssetSet(folder: path, variants: variants, renderingIntent: properties?["template-rendering-intent"] as? String)
            case "colorset":
                guard let contents else { continue }
                colors[name] = AssetSet(folder: path, variants: (contents["colors"] as? [[String: Any]] ?? []).compactMap(Self.colorVariant))
            case "appiconset":
                guard let contents else { continue }
                appIcons[name] = AssetSet(folder: path, variants: (contents["images"] as? [[String: Any]] ?? []).compactMap(Self.iconVariant))
            case "dataset":
                guard let contents else { continue }
                dataSets[name] = AssetSet(folder: path, variants: (contents["data"] as? [[String: Any]] ?? []).compactMap { entry in
                    guard let fileName = entry["filename"] as? String, ["universal", "iphone", nil].contains(entry["idiom"] as? String) else { return nil }
                    return Variant(fileName: fileName, typeIdentifier: entry["universal-type-identifier"] as? String)
                })
            case "symbolset":
                guard let contents else { continue }
                symbols[name] = AssetSet(folder: path, variants: (contents["symbols"] as? [[String: Any]] ?? []).compactMap { entry in
                    guard let fileName = entry["filename"] as? String, ["universal", "iphone", nil].contains(entry["idiom"] as? String) else { return nil }
                    return Variant(fileName: fileName)
                })
            case "":
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                read(folder: path, namespace: namespaced ? name + "/" : namespace)
            default:
                // Other sets (stickers, textures, AR resources): not read here.
                continue
            }
        }
    }

    /// A set's `Contents.json` as a dictionary (nil when missing or malformed).
    private static func contents(of folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The appearance and contrast an entry's `appearances` name.
    private static func appearances(of entry: [String: Any]) -> (UIUserInterfaceStyle, Bool) {
        var style = UIUserInterfaceStyle.unspecified, highContrast = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): style = .dark
            case ("luminosity", "light"): style = .light
            case ("contrast", "high"): highContrast = true
            default: break
            }
        }
        return (style, highContrast)
    }

    /// An image entry with a file (iPhone's and universal ones; others are for other devices).
    private static func imageVariant(_ entry: [String: Any]) -> Variant? {
        guard let fileName = entry["filename"] as? String, ["universal", "iphone", nil].contains(entry["idiom"] as? String) else { return nil }
        let (style, highContrast) = appearances(of: entry)
        let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) }.map { CGFloat($0) }
        return Variant(appearance: style, highContrast: highContrast, scale: scale, fileName: fileName)
    }

    /// An app icon entry with a file: its scale holds its size in pixels (its points times its
    /// scale), to pick the largest.
    private static func iconVariant(_ entry: [String: Any]) -> Variant? {
        guard let fileName = entry["filename"] as? String else { return nil }
        let points = (entry["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) } ?? 0
        let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
        return Variant(scale: CGFloat(points * scale), fileName: fileName)
    }

    /// A color entry (universal and iPhone ones).
    private static func colorVariant(_ entry: [String: Any]) -> Variant? {
        guard ["universal", "iphone", nil].contains(entry["idiom"] as? String), let color = entry["color"] as? [String: Any],
              let made = Self.color(color) else { return nil }
        let (style, highContrast) = appearances(of: entry)
        return Variant(appearance: style, highContrast: highContrast, color: made)
    }

    /// A color as Xcode writes it: components (`0.5`, `128` of 255, `0x80`) in sRGB, Display P3
    /// or gray, or a system color by reference (`systemBlueColor`).
    static func color(_ color: [String: Any]) -> UIColor? {
        if let reference = color["reference"] as? String {
            return systemColors[reference]
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            let value = components[key]
            if let number = value as? Double { return CGFloat(number) }
            guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return CGFloat(hex) / 255 }
            if !text.contains("."), let whole = Int(text) { return whole > 1 ? CGFloat(whole) / 255 : CGFloat(whole) }
            return Double(text).map { CGFloat($0) }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        if (color["color-space"] as? String)?.contains("p3") == true {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The system colors a color set may refer to, by the names Xcode writes.
    private static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground, "separatorColor": .separator,
        "opaqueSeparatorColor": .opaqueSeparator, "lightTextColor": .lightText, "darkTextColor": .darkText,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "grayColor": .gray, "darkGrayColor": .darkGray,
        "lightGrayColor": .lightGray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
        "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
    ]

    /// The variant of `set` for `traits`: the one of the traits' appearance, else the one for
    /// any appearance, else the other; normal contrast first; among images, the one for the
    /// display scale, then larger ones, then smaller.
    static func variant(of set: AssetSet, for traits: UITraitCollection, scale: CGFloat = 1) -> Variant? {
        let style = traits.userInterfaceStyle == .dark ? UIUserInterfaceStyle.dark : .light
        func rank(_ variant: Variant) -> (Int, Int, CGFloat) {
            let appearance = variant.appearance == style ? 0 : variant.appearance == .unspecified ? 1 : 2
            // No high-contrast trait here: the normal contrast's variant is taken.
            let contrast = variant.highContrast ? 1 : 0
            let variantScale = variant.scale ?? 1
            let scaleRank = variantScale >= scale ? variantScale - scale : 10 + scale - variantScale
            return (appearance, contrast, scaleRank)
        }
        return set.variants.min { rank($0) < rank($1) }
    }

    /// The catalogs in `directories` and the folders in them, each read once.
    static func catalogs(in directories: [String]) -> [AssetCatalog] {
        directories.flatMap { directory -> [AssetCatalog] in
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            let paths = entries.map { (directory as NSString).appendingPathComponent($0) }
            let nested = paths.filter { !$0.hasSuffix(".xcassets") }.flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                    .filter { $0.hasSuffix(".xcassets") }.map { (folder as NSString).appendingPathComponent($0) }
            }
            return (paths.filter { $0.hasSuffix(".xcassets") } + nested).map { path in
                lock.withLock {
                    if let read = cache[path] { return read }
                    let read = AssetCatalog(path: path)
                    cache[path] = read
                    return read
                }
            }
        }
    }

    /// The first set named `name` in the catalogs of `bundle`, its colors or its images.
    static func find(_ name: String, in bundle: Bundle?, _ sets: KeyPath<AssetCatalog, [String: AssetSet]>) -> AssetSet? {
        catalogs(in: directories(of: bundle)).lazy.compactMap { $0[keyPath: sets][name] }.first
    }

    private nonisolated(unsafe) static var cache: [String: AssetCatalog] = [:]
    private static let lock = NSLock()

    /// Directories searched before the main bundle's (`UIImage.searchDirectories`).
    static var extraDirectories: [String] {
        get { lock.withLock { storedExtraDirectories } }
        set { lock.withLock { storedExtraDirectories = newValue } }
    }
    private nonisolated(unsafe) static var storedExtraDirectories: [String] = []

    /// Where the catalogs of `bundle` are looked for (see the type's comment).
    static func directories(of bundle: Bundle?) -> [String] {
        let bundle = bundle ?? .main
        let root = bundle.resourcePath ?? bundle.bundlePath
        guard bundle == .main else { return [root] }
        let resourceBundles = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            .filter { $0.hasSuffix(".resources") }.map { (root as NSString).appendingPathComponent($0) }
        return extraDirectories + [root] + resourceBundles
    }
}

import Foundation

/// The variants of one image for different traits, as UIKit's `UIImageAsset`: an asset catalog
/// set's appearances and scales, or images registered for trait collections (a light and a dark
/// one). An image view shows the variant for its traits, and changes it when they change.
@preconcurrency @MainActor
open class UIImageAsset: NSObject {
    /// The images registered, with their traits (kept without a link back to the asset).
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    /// The asset catalog set the asset stands for: its variants are read from it.
    private var catalogSet: (name: String, bundle: Bundle?)?
    /// The variants given for the traits asked lately, so that a view drawn again gets the same
    /// image object (and the renderer's cached drawing of it).
    private var given: [ResolvedKey: UIImage] = [:]

    private struct ResolvedKey: Hashable {
        let style: UIUserInterfaceStyle, scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    }

    public override init() {
        super.init()
    }

    /// The asset of the asset catalogs' set `name`.
    init(catalogSet name: String, bundle: Bundle?) {
        catalogSet = (name, bundle)
        super.init()
    }

    /// Adds `image` as the variant for `traitCollection` (replacing one registered for equal
    /// traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
        variants.append((traitCollection, UIImage(copying: image)))
        given.removeAll()
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
        given.removeAll()
    }

    /// The variant that best suits `traitCollection`: the registered one whose specified traits
    /// all match it and specify the most (appearance first, then display scale, then size
    /// classes), else the one with the fewest; a catalog set's variant for the traits.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let key = ResolvedKey(style: traitCollection.userInterfaceStyle, scale: traitCollection.displayScale,
                              horizontal: traitCollection.horizontalSizeClass, vertical: traitCollection.verticalSizeClass)
        if let image = given[key] { return image }
        let image = variant(for: traitCollection)
        given[key] = image
        return image
    }

    /// `image(with:)`'s work.
    private func variant(for traitCollection: UITraitCollection) -> UIImage {
        if let catalogSet {
            let configuration = UIImage.Configuration(traitCollection: traitCollection)
            if let found = UIImage(named: catalogSet.name, in: catalogSet.bundle, with: configuration) { return found }
        }
        let matching = variants.filter { Self.suits($0.traits, traitCollection) }
        let best = matching.max { Self.specificity($0.traits) < Self.specificity($1.traits) }
            ?? variants.min { Self.specificity($0.traits) < Self.specificity($1.traits) }
        guard let best else { return UIImage() }
        let image = UIImage(copying: best.image)
        image.assetStorage = self
        return image
    }

    /// Whether the asset has variants for different traits.
    var variesWithTraits: Bool { catalogSet != nil || variants.count > 1 }

    /// Whether every trait `variant` specifies is `traits`' value.
    private static func suits(_ variant: UITraitCollection, _ traits: UITraitCollection) -> Bool {
        (variant.userInterfaceStyle == .unspecified || variant.userInterfaceStyle == traits.userInterfaceStyle)
            && (variant.displayScale == 0 || variant.displayScale == traits.displayScale)
            && (variant.horizontalSizeClass == .unspecified || variant.horizontalSizeClass == traits.horizontalSizeClass)
            && (variant.verticalSizeClass == .unspecified || variant.verticalSizeClass == traits.verticalSizeClass)
    }

    /// How much `variant` specifies, weighing the appearance most.
    private static func specificity(_ variant: UITraitCollection) -> Int {
        (variant.userInterfaceStyle != .unspecified ? 8 : 0) + (variant.displayScale != 0 ? 4 : 0)
            + (variant.horizontalSizeClass != .unspecified ? 2 : 0) + (variant.verticalSizeClass != .unspecified ? 1 : 0)
    }
}

extension UIImage {
    /// The asset holding the image's variants for other traits, as UIKit's `imageAsset`: an
    /// asset catalog image's set, an asset's registered image's asset, else a new asset with
    /// this image as its variant for any traits (register others on it).
    @preconcurrency @MainActor
    public var imageAsset: UIImageAsset? {
        if let assetStorage { return assetStorage }
        let asset = UIImageAsset()
        asset.register(self, with: UITraitCollection())
        assetStorage = asset
        return asset
    }

    /// The variant of the image for `traitCollection`, when its asset has variants; else itself.
    @MainActor
    func resolved(for traitCollection: UITraitCollection) -> UIImage {
        guard let asset = assetStorage, asset.variesWithTraits else { return self }
        let variant = asset.image(with: traitCollection)
        return variant.renderingMode == renderingMode ? variant : variant.withRenderingMode(renderingMode)
    }
}

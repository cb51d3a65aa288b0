import Foundation

/// The name of a data set in an asset catalog, as UIKit's `NSDataAssetName`.
public typealias NSDataAssetName = String

/// The contents of a data set in an app's asset catalog, as UIKit's `NSDataAsset`: the file of
/// its universal (or iPhone) entry, with its uniform type.
open class NSDataAsset: NSObject, NSCopying {
    /// The data set's name.
    public let name: NSDataAssetName
    /// The file's contents.
    public let data: Data
    /// The uniform type identifier Xcode recorded for it (`public.json`…), else `public.data`.
    public let typeIdentifier: String

    /// The data set named `name` in the main bundle's catalogs; nil when there is none (or its
    /// file cannot be read).
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set named `name` in `bundle`'s catalogs; nil when there is none.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let set = AssetCatalog.find(name, in: bundle, \.dataSets), let variant = set.variants.first,
              let file = variant.fileName,
              let data = FileManager.default.contents(atPath: (set.folder as NSString).appendingPathComponent(file)) else { return nil }
        self.name = name
        self.data = data
        self.typeIdentifier = variant.typeIdentifier ?? "public.data"
        super.init()
    }

    private init(name: NSDataAssetName, data: Data, typeIdentifier: String) {
        (self.name, self.data, self.typeIdentifier) = (name, data, typeIdentifier)
        super.init()
    }

    /// A copy of the asset.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSDataAsset(name: name, data: data, typeIdentifier: typeIdentifier)
    }
}

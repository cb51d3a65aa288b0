import Foundation

extension UIApplication {
    /// The app's icon from its asset catalog, for the desktop window: the largest image of the
    /// app icon set the Info.plist names (`CFBundleIcons`' primary icon name), else of `AppIcon`;
    /// nil without one.
    @_spi(Host) public var appIcon: UIImage? {
        let icons = ApplicationHost.infoDictionary?["CFBundleIcons"] as? [String: Any]
        let name = (icons?["CFBundlePrimaryIcon"] as? [String: Any])?["CFBundleIconName"] as? String ?? "AppIcon"
        guard let set = AssetCatalog.find(name, in: nil, \.appIcons),
              let largest = set.variants.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }), let file = largest.fileName else { return nil }
        return UIImage(contentsOfFile: (set.folder as NSString).appendingPathComponent(file))
    }
}

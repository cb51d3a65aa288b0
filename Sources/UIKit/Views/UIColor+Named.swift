import Foundation

extension UIColor {
    /// The color set named `name` in the app's asset catalogs, as UIKit's `init(named:)`: a
    /// dynamic color, its light and dark variants resolved by the traits it is drawn with. Nil
    /// when no catalog has the set (see `AssetCatalog` for where catalogs are found).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set named `name` in `bundle`'s asset catalogs (the main bundle's when nil), as
    /// UIKit's `init(named:in:compatibleWith:)`: for `traitCollection` when one is given, else a
    /// dynamic color.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.find(name, in: bundle, \.colors), !set.variants.isEmpty else { return nil }
        if let traitCollection {
            guard let color = AssetCatalog.variant(of: set, for: traitCollection)?.color else { return nil }
            self.init(cgColor: color.resolvedColor(with: traitCollection).cgColor)
            return
        }
        self.init { traits in AssetCatalog.variant(of: set, for: traits)?.color?.resolvedColor(with: traits) ?? .clear }
    }
}

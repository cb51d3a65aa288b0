import Foundation

/// Where UIKit would load a nib file, a recipe that makes the view in code, as `UINib` stands
/// in registration calls: `register(UINib { PhotoCell() }, forCellWithReuseIdentifier:)`. A nib
/// name works once a factory is registered under it with `UINib.register(name:_:)`.
@preconcurrency @MainActor
public final class UINib {
    private let make: @MainActor () -> UIView

    /// A nib that makes its view with `make`.
    public init(instantiate make: @escaping @MainActor () -> UIView) {
        self.make = {
            let view = make()
            view.awakeFromNib()
            return view
        }
    }

    /// The nib registered under `name`. There are no nib files to load: loading an unregistered
    /// name is a programmer error and traps with UIKit's message.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let make = UINib.factories[name] else {
            raiseException(.internalInconsistencyException, "Could not load NIB in bundle: '\(bundleOrNil ?? Bundle.main)' with name '\(name)'")
        }
        self.init(instantiate: make)
    }

    private static var factories: [String: @MainActor () -> UIView] = [:]

    /// Makes `UINib(nibName: name, bundle:)` build its view with `make`.
    public static func register(name: String, _ make: @escaping @MainActor () -> UIView) {
        factories[name] = make
    }

    /// Makes the nib's top-level view.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        [make()]
    }

    /// A reuse-pool source making views of `kind` (cells must be `UICollectionViewCell`s).
    func source(requiring kind: UICollectionReusableView.Type) -> ReusePool.Source {
        let make = self.make
        return .factory {
            guard let view = make() as? UICollectionReusableView, type(of: view).isSubclass(of: kind) else {
                raiseException(.internalInconsistencyException, "invalid nib registered for identifier - nib must contain exactly one top level object which must be a \(kind == UICollectionViewCell.self ? "UICollectionViewCell" : "UICollectionReusableView") instance")
            }
            return view
        }
    }
}

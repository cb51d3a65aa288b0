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
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        [make()]
    }

    /// Keys of `instantiate(withOwner:options:)`'s options, as UIKit's.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects a nib's placeholders would stand for (no nib files here: unused).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
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

extension Bundle {
    /// The top-level views of the nib named `name`, as UIKit's `loadNibNamed(_:owner:options:)`:
    /// here the view of the factory `UINib.register(name:_:)` registered under that name;
    /// without one, UIKit's exception (there are no nib files to load on Linux — see the
    /// porting guide's "Storyboards and nibs").
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

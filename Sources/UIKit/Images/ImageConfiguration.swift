import Foundation

extension UIImage {
    /// What an image is made for, as UIKit's `UIImage.Configuration`: a trait collection (its
    /// display scale picks the image's scale, its content size category sizes text-style
    /// symbols). Immutable: the `with…` and `applying` methods return new configurations.
    public class Configuration: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The traits the image is made for; nil: the main screen's.
        public let traitCollection: UITraitCollection?

        /// A configuration for `traitCollection`.
        public init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }

        /// A copy made for `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copying(traitCollection: traitCollection) as! Self
        }

        /// This configuration with `otherConfiguration`'s values over it, as UIKit's: where both
        /// specify a value, `otherConfiguration`'s wins; their trait collections are combined,
        /// `otherConfiguration`'s specified traits winning.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return merging(otherConfiguration) as! Self
        }

        /// A copy of the same class with another trait collection; subclasses override it.
        func copying(traitCollection: UITraitCollection?) -> Configuration {
            Configuration(traitCollection: traitCollection)
        }

        /// This configuration with `other`'s values over it; subclasses override it.
        func merging(_ other: Configuration) -> Configuration {
            copying(traitCollection: Configuration.combined(traitCollection, other.traitCollection))
        }

        /// Whether `other` is of the same class with the same values; subclasses override it.
        func isEqual(to other: Configuration) -> Bool {
            type(of: other) == Configuration.self && other.traitCollection == traitCollection
        }

        static func combined(_ base: UITraitCollection?, _ over: UITraitCollection?) -> UITraitCollection? {
            guard let base, let over else { return over ?? base }
            return UITraitCollection(traitsFrom: [base, over])
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(traitCollection)
        }

        public var description: String { "<UIImageConfiguration traits=\(traitCollection.map { "\($0)" } ?? "nil")>" }
    }
}

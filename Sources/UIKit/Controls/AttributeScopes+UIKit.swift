import Foundation

/// UIKit's attributes of Foundation's `AttributedString` and `AttributeContainer` (iOS 15):
/// `container.font = …`, `title.foregroundColor = …`, as `UIButton.Configuration`'s
/// `attributedTitle` and `titleTextAttributesTransformer` use them. Linux's Foundation has the
/// types but not Apple's UIKit scope; this is that scope, with the same attribute names as
/// `NSAttributedString.Key` (`NSFont`, `NSColor`, …), so the two convert by name.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
    /// The font of the text.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = "NSFont"
    }
    /// The color of the text.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = "NSColor"
    }
    /// The color behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = "NSBackgroundColor"
    }
    /// Extra space between characters, in points.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSKern"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// A closure that changes the text attributes of a configuration's text, as UIKit's
/// `UIConfigurationTextAttributesTransformer` (iOS 15): `UIButton.Configuration`'s
/// `titleTextAttributesTransformer` and `subtitleTextAttributesTransformer`.
public struct UIConfigurationTextAttributesTransformer {
    /// The transformation.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

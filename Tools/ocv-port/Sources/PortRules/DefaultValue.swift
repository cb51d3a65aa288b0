import SwiftSyntax

/// What a default implementation of a former `optional` requirement returns.
enum DefaultValue: Equatable {
    /// The requirement returns nothing: an empty body.
    case none
    /// The requirement returns this expression (`nil`, `false`, `0`, `""`, `[]`, `[:]`).
    case value(String)

    /// Numeric types, whose default is `0`.
    private static let numeric: Set = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval", "NSInteger", "NSUInteger",
    ]

    /// The default for a requirement returning `type` (nil: none, the requirement returns
    /// nothing), or nil where the type has no obvious default (a `CGSize`, a class): those are
    /// left to a person.
    init?(returning type: TypeSyntax?) {
        guard let type else {
            self = .none
            return
        }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .value("nil")
        } else if type.is(ArrayTypeSyntax.self) {
            self = .value("[]")
        } else if type.is(DictionaryTypeSyntax.self) {
            self = .value("[:]")
        } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty {
            self = .none
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            switch identifier.name.text {
            case "Void": self = .none
            case "Optional": self = .value("nil")
            case "Bool": self = .value("false")
            case "String": self = .value("\"\"")
            case let name where Self.numeric.contains(name): self = .value("0")
            default: return nil
            }
        } else {
            return nil
        }
    }

    /// The body of a default implementation: `{}` or `{ value }`.
    var body: String {
        switch self {
        case .none: "{}"
        case .value(let value): "{ \(value) }"
        }
    }
}

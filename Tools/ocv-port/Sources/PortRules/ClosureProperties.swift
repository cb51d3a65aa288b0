import SwiftSyntax

/// The properties of the whole tree that hold an optional closure (`var onTap: (() -> Void)?`,
/// `let completion: Completion!` where `Completion` is a function type's alias), by name: a call
/// `x.onTap?()` reads such a property and calls it when set, and keeps its `?` when the optional
/// requirements' calls lose theirs (``OptionalCallRewriter``).
struct ClosureProperties: Sendable {
    private(set) var names: Set<String> = []

    /// What a file declares: its properties with optional types (the names their types wrap)
    /// and the type aliases of function types.
    struct Found: Sendable {
        var optionalProperties: [(name: String, wrapped: TypeSyntax)] = []
        var functionAliases: Set<String> = []
    }

    static func found(in tree: SourceFileSyntax) -> Found {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// The closure properties among what the files declare (an alias counts across files).
    init(_ files: [Found]) {
        let aliases = files.reduce(into: Set<String>()) { $0.formUnion($1.functionAliases) }
        for file in files {
            for (name, wrapped) in file.optionalProperties where Self.isFunction(wrapped, aliases: aliases) {
                names.insert(name)
            }
        }
    }

    private static func isFunction(_ type: TypeSyntax, aliases: Set<String>) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunction(attributed.baseType, aliases: aliases) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunction(only.type, aliases: aliases)
        }
        if let named = type.as(IdentifierTypeSyntax.self) { return aliases.contains(named.name.text) }
        return false
    }

    private final class Collector: SyntaxVisitor {
        var found = Found()

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type, let wrapped = Self.wrapped(type) else { continue }
                found.optionalProperties.append((name, wrapped))
            }
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            var type = node.initializer.value
            while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if type.is(FunctionTypeSyntax.self) { found.functionAliases.insert(node.name.text) }
            return .visitChildren
        }

        /// The type an optional type wraps (`T?`, `T!`, `Optional<T>`), or nil.
        private static func wrapped(_ type: TypeSyntax) -> TypeSyntax? {
            if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
            if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
               let argument = named.genericArgumentClause?.arguments.first {
                return argument.argument.as(TypeSyntax.self)
            }
            return nil
        }
    }
}

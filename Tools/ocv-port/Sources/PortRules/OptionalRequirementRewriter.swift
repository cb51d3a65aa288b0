import SwiftParser
import SwiftSyntax

/// Rule 2: makes the `optional` requirements of (formerly `@objc`) protocols plain ones, and
/// adds an extension after the protocol with their default implementations: an empty body, or
/// `nil`, `false`, `0`, `""`, `[]`, `[:]` for what they return. A requirement whose type has
/// no such default stays plain without one, and is reported: every conforming type must then
/// implement it.
///
/// It runs last: the extensions it adds are the only lines the porter inserts.
final class OptionalRequirementRewriter: SyntaxRewriter {
    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            guard let protocolDecl = item.item.as(ProtocolDeclSyntax.self), protocolDecl.hasOptionalRequirements else {
                items.append(visit(item))
                continue
            }
            let (plain, defaults) = port(protocolDecl)
            items.append(item.with(\.item, .decl(DeclSyntax(plain))))
            if let defaults {
                items.append(CodeBlockItemSyntax(item: .decl(defaults)))
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// The protocol with its requirements made plain, and the extension with their defaults
    /// (nil when none has one).
    private func port(_ protocolDecl: ProtocolDeclSyntax) -> (ProtocolDeclSyntax, DeclSyntax?) {
        var members: [MemberBlockItemSyntax] = []
        var defaults: [String] = []
        for member in protocolDecl.memberBlock.members {
            guard let plain = member.decl.removingOptional() else {
                members.append(member)
                continue
            }
            members.append(member.with(\.decl, plain))
            let name = plain.requirementName
            if let implementation = plain.defaultImplementation {
                notes.change("optional requirement \(name) made plain, with a default in extension \(protocolDecl.name.text)", at: member)
                defaults.append(implementation)
            } else {
                notes.change("optional requirement \(name) made plain", at: member)
                notes.finding("\(name) has no default (only Optional, Bool, numbers, String and collections get one): implement it in every conforming type, or give it one in an extension of \(protocolDecl.name.text)", at: member)
            }
        }
        let plain = protocolDecl.with(\.memberBlock.members, MemberBlockItemListSyntax(members))
        guard !defaults.isEmpty else { return (plain, nil) }
        return (plain, extensionDecl(for: protocolDecl, defaults: defaults))
    }

    /// `extension P { … }` with `defaults`, indented as the protocol and its members are, a
    /// blank line after the protocol.
    private func extensionDecl(for protocolDecl: ProtocolDeclSyntax, defaults: [String]) -> DeclSyntax {
        let outer = protocolDecl.leadingTrivia.indentation
        let inner = protocolDecl.memberBlock.members.first?.leadingTrivia.indentation ?? outer + "    "
        let access = protocolDecl.modifiers
            .filter { ["public", "package", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text + " " }
            .joined()
        var text = "\(access)extension \(protocolDecl.name.text) {\n"
        for implementation in defaults {
            text += inner + implementation + "\n"
        }
        text += outer + "}"
        var parser = Parser(text)
        return DeclSyntax.parse(from: &parser).with(\.leadingTrivia, Trivia(pieces: [.newlines(2)]) + .spaces(outer.count))
    }
}

extension ProtocolDeclSyntax {
    fileprivate var hasOptionalRequirements: Bool {
        memberBlock.members.contains { $0.decl.optionalModifier != nil }
    }
}

extension DeclSyntax {
    fileprivate var optionalModifier: DeclModifierSyntax? {
        asProtocol(WithModifiersSyntax.self)?.modifiers.first { $0.name.tokenKind == .keyword(.optional) }
    }

    /// This requirement without its `optional` modifier (whose leading trivia goes to the token
    /// after it), or nil if it has none.
    fileprivate func removingOptional() -> DeclSyntax? {
        guard var decl = asProtocol(WithModifiersSyntax.self), let modifier = optionalModifier else { return nil }
        let wasFirst = modifier.firstToken(viewMode: .sourceAccurate)?.id == firstToken(viewMode: .sourceAccurate)?.id
        decl.modifiers = decl.modifiers.filter { $0.id != modifier.id }
        var plain = Syntax(fromProtocol: decl).cast(DeclSyntax.self)
        if wasFirst {
            plain.leadingTrivia = modifier.leadingTrivia.joined(before: plain.leadingTrivia)
        }
        return plain
    }

    /// How the report names this requirement: `name(label:)`, a property's name, `subscript`.
    fileprivate var requirementName: String {
        if let function = self.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
        }
        return self.is(SubscriptDeclSyntax.self) ? "subscript" : trimmedDescription
    }

    /// A default implementation of this (plain) requirement, or nil where its type has no
    /// default or it is not a method, a read-only property or a read-only subscript.
    fileprivate var defaultImplementation: String? {
        if let function = self.as(FunctionDeclSyntax.self) {
            guard let value = DefaultValue(returning: function.signature.returnClause?.type) else { return nil }
            return function.trimmedDescription + " " + value.body
        }
        if let variable = self.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first, binding.accessorBlock?.isGetOnly == true,
           let type = binding.typeAnnotation?.type, case .value(let value)? = DefaultValue(returning: type) {
            let modifiers = variable.modifiers.map { $0.trimmedDescription + " " }.joined()
            return "\(modifiers)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription) { \(value) }"
        }
        if let subscriptDecl = self.as(SubscriptDeclSyntax.self), subscriptDecl.accessorBlock?.isGetOnly == true,
           case .value(let value)? = DefaultValue(returning: subscriptDecl.returnClause.type) {
            return subscriptDecl.with(\.accessorBlock, nil).trimmedDescription + " { \(value) }"
        }
        return nil
    }
}

extension AccessorBlockSyntax {
    /// Whether this is a requirement's `{ get }`.
    fileprivate var isGetOnly: Bool {
        guard case .accessors(let accessors) = self.accessors else { return false }
        return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }
}

import SwiftSyntax

/// What one file declares that a pass over the whole tree needs: its classes (with their
/// superclasses and the members their bodies declare and override), the members of its
/// extensions, and its imports. Read from the iOS source, so its lines are the iOS source's.
struct FileDeclarations: Sendable {
    var classes: [ClassDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    /// The qualified names of its structs, enums, actors and protocols.
    var otherTypes: Set<String> = []
    /// The modules it imports (the first component of each import's path), in order.
    var imports: [String] = []
    /// The names it declares `private` or `fileprivate` at its top level.
    var filePrivateNames: Set<String> = []
    /// Whether it names one of UIKit's types (`UI…`).
    var namesUIKitTypes = false

    /// The declarations of `tree`.
    static func of(_ tree: SourceFileSyntax) -> FileDeclarations {
        let collector = DeclarationCollector(tree: tree)
        collector.walk(tree)
        var declarations = collector.declarations
        declarations.namesUIKitTypes = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.hasPrefix("UI"), name.count > 2 else { return false }
            return name.dropFirst(2).first!.isUppercase
        }
        return declarations
    }
}

/// A class or an extension in its file: the qualified name it declares or extends
/// (`Outer.Inner`, generic arguments dropped) and how many of that name came before it in the
/// file. It finds the same declaration again in the file after the other rules: they add no
/// classes, and no extensions of classes.
struct DeclarationID: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let ordinal: Int

    var description: String { ordinal == 0 ? name : "\(name)#\(ordinal)" }
}

struct ClassDeclaration: Sendable {
    let id: DeclarationID
    /// The line of its name, and of its closing brace.
    let line: Int
    let closingLine: Int
    /// The first type it inherits, as written without generic arguments: its superclass, if it
    /// has one.
    let superclass: String?
    /// The names of the types it is nested in, outermost first.
    let scope: [String]
    /// The keys (``MemberKey``) of the members its body declares.
    let memberKeys: Set<String>
    /// The members its body overrides.
    let overrides: [OverridingMember]
}

struct OverridingMember: Sendable {
    let key: String
    let line: Int
}

struct ExtensionDeclaration: Sendable {
    let id: DeclarationID
    let line: Int
    /// Whether it has a `where` clause or generic arguments (`extension Box<Int>`).
    let isConstrained: Bool
    /// Whether it declares conformances (`extension MyViewController: UICollectionViewDataSource`).
    let hasConformances: Bool
    /// Whether it is `private` or `fileprivate` (so are its members).
    let isFilePrivate: Bool
    /// How many items its body has (an `#if` counts as one).
    let itemCount: Int
    /// Its members, those in `#if`s included.
    let members: [ExtensionMember]
}

struct ExtensionMember: Sendable {
    /// The index of the body's item that holds it (the member itself, or an `#if`).
    let item: Int
    /// Whether it is inside an `#if` of the extension's body.
    let isInIfConfig: Bool
    /// Its key (``MemberKey``), nil for a member that is not a method, property, subscript or
    /// initializer.
    let key: String?
    let isOverride: Bool
    let isFilePrivate: Bool
    let line: Int
    /// The names it refers to.
    let references: Set<String>
}

/// How the porter names a member, the same in a declaration and its overrides: `name(label:_:)`
/// for a method, the name of a property, `init(frame:)`, `subscript(Int)`.
enum MemberKey {
    static func of(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return "\(function.name.text)(\(function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.trimmedDescription
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return "init(\(initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return "subscript(\(subscriptDecl.parameterClause.parameters.map(\.type.trimmedDescription).joined(separator: ", ")))"
        }
        return nil
    }
}

extension WithModifiersSyntax {
    func hasModifier(_ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    var isFilePrivate: Bool {
        hasModifier(.private) || hasModifier(.fileprivate)
    }
}

extension TypeSyntax {
    /// The type's name without generic arguments or spaces: `Outer.Inner` for `Outer<T>.Inner`.
    var nameWithoutGenericArguments: String {
        var name = ""
        var depth = 0
        for character in trimmedDescription where !character.isWhitespace {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            default: if depth == 0 { name.append(character) }
            }
        }
        return name
    }
}

extension SyntaxProtocol {
    /// The names of the types this node is nested in, outermost first (an extension counts
    /// with the type it extends).
    var enclosingTypeNames: [String] {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let name = current.declaredTypeName {
                names.insert(name, at: 0)
            }
            node = current.parent
        }
        return names
    }
}

extension Syntax {
    /// The name a type declaration declares, or an extension extends.
    fileprivate var declaredTypeName: String? {
        if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.nameWithoutGenericArguments }
        return nil
    }
}

/// Finds the same classes and extensions in a file as ``FileDeclarations`` numbered them.
struct DeclarationCounter {
    private var classes: [String: Int] = [:]
    private var extensions: [String: Int] = [:]

    mutating func id(of node: ClassDeclSyntax) -> DeclarationID {
        Self.next((node.enclosingTypeNames + [node.name.text]).joined(separator: "."), in: &classes)
    }

    mutating func id(of node: ExtensionDeclSyntax) -> DeclarationID {
        Self.next(node.extendedType.nameWithoutGenericArguments, in: &extensions)
    }

    private static func next(_ name: String, in counts: inout [String: Int]) -> DeclarationID {
        defer { counts[name, default: 0] += 1 }
        return DeclarationID(name: name, ordinal: counts[name, default: 0])
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    private(set) var declarations = FileDeclarations()
    private var counter = DeclarationCounter()
    private let converter: SourceLocationConverter

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            declarations.imports.append(module)
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let id = counter.id(of: node)
        var keys: Set<String> = []
        var overrides: [OverridingMember] = []
        for decl in node.memberBlock.members.flatMap(\.declsInIfConfigs) {
            guard let key = MemberKey.of(decl) else { continue }
            keys.insert(key)
            if decl.asProtocol(WithModifiersSyntax.self)?.hasModifier(.override) == true {
                overrides.append(OverridingMember(key: key, line: line(of: decl)))
            }
        }
        declarations.classes.append(ClassDeclaration(
            id: id,
            line: line(of: node.name),
            closingLine: line(of: node.memberBlock.rightBrace),
            superclass: node.inheritanceClause?.inheritedTypes.first?.type.nameWithoutGenericArguments,
            scope: node.enclosingTypeNames,
            memberKeys: keys,
            overrides: overrides
        ))
        recordFilePrivate(node, name: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.otherTypes.insert((node.enclosingTypeNames + [node.name.text]).joined(separator: "."))
        recordFilePrivate(node, name: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.otherTypes.insert((node.enclosingTypeNames + [node.name.text]).joined(separator: "."))
        recordFilePrivate(node, name: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.otherTypes.insert((node.enclosingTypeNames + [node.name.text]).joined(separator: "."))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.otherTypes.insert((node.enclosingTypeNames + [node.name.text]).joined(separator: "."))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordFilePrivate(node, name: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            recordFilePrivate(node, name: binding.pattern.trimmedDescription)
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let id = counter.id(of: node)
        var members: [ExtensionMember] = []
        for (index, item) in node.memberBlock.members.enumerated() {
            let isInIfConfig = item.decl.is(IfConfigDeclSyntax.self)
            for decl in item.declsInIfConfigs {
                let modifiers = decl.asProtocol(WithModifiersSyntax.self)
                let references = ReferenceCollector(viewMode: .sourceAccurate)
                references.walk(decl)
                members.append(ExtensionMember(
                    item: index,
                    isInIfConfig: isInIfConfig,
                    key: MemberKey.of(decl),
                    isOverride: modifiers?.hasModifier(.override) == true,
                    isFilePrivate: modifiers?.isFilePrivate == true,
                    line: line(of: decl),
                    references: references.names
                ))
            }
        }
        declarations.extensions.append(ExtensionDeclaration(
            id: id,
            line: line(of: node.extendedType),
            isConstrained: node.genericWhereClause != nil || node.extendedType.trimmedDescription.contains("<"),
            hasConformances: node.inheritanceClause != nil,
            isFilePrivate: node.isFilePrivate,
            itemCount: node.memberBlock.members.count,
            members: members
        ))
        return .visitChildren
    }

    /// Records `name` if `decl` is private to the file and declared at its top level.
    private func recordFilePrivate(_ decl: some WithModifiersSyntax, name: String) {
        guard decl.isFilePrivate, decl.parent?.is(CodeBlockItemSyntax.self) == true else { return }
        declarations.filePrivateNames.insert(name)
    }
}

/// The names a declaration refers to (`setUpViews` in `setUpViews()`, `self.setUpViews()`).
private final class ReferenceCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

extension MemberBlockItemSyntax {
    /// The declaration, or the declarations in an `#if` (in each of its clauses, and in `#if`s
    /// inside them).
    var declsInIfConfigs: [DeclSyntax] {
        decl.declsInIfConfigs
    }
}

extension DeclSyntax {
    fileprivate var declsInIfConfigs: [DeclSyntax] {
        guard let ifConfig = self.as(IfConfigDeclSyntax.self) else { return [self] }
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .decls(let members)? = clause.elements else { return [] }
            return members.flatMap(\.declsInIfConfigs)
        }
    }
}

import SwiftParser
import SwiftSyntax

/// Overrides in extensions, the moves (``MemberMoves`` decides them): takes the members out of their
/// extensions in every file, then puts them at the end of their classes' bodies.
///
/// It runs after every other rule, on the files they ported, so what moves is already ported;
/// it changes the files' line counts. A member keeps its comments and attributes, gains the
/// extension's access level and attributes (`public extension` → `public override func`), and
/// is indented as the class's members are; members of an extension inside `#if` arrive inside
/// an `#if` of the same condition. An extension left without members keeps its conformances
/// (`extension X: P {}`), or goes, with the comments directly above it.
enum OverrideMover {
    /// A body item taken out of an extension: its text, not indented, and the condition of the
    /// `#if`s around the extension, if any.
    struct Extracted: Sendable {
        let text: String
        let condition: String?
        /// Whether an empty line was before it in the extension.
        let followsEmptyLine: Bool
    }

    /// `tree` without the items that leave its extensions, and those items.
    static func extract(
        from tree: SourceFileSyntax, path: String, outgoing: [DeclarationID: MemberMoves.Outgoing]
    ) -> (SourceFileSyntax, [MemberMoves.Source: Extracted]) {
        let extractor = Extractor(path: path, outgoing: outgoing)
        var rewritten = extractor.rewrite(tree).cast(SourceFileSyntax.self)
        if let pending = extractor.pendingTrivia {
            rewritten = rewritten.with(\.endOfFileToken, rewritten.endOfFileToken.with(
                \.leadingTrivia, pending.endingWithOneNewline(before: rewritten.endOfFileToken.leadingTrivia)
            ))
        }
        return (rewritten, extractor.extracted)
    }

    /// `tree` with the items `incoming` names (from `extracted`) at the end of its classes.
    static func insert(
        into tree: SourceFileSyntax, incoming: [DeclarationID: [MemberMoves.Source]], extracted: [MemberMoves.Source: Extracted]
    ) -> SourceFileSyntax {
        Inserter(incoming: incoming, extracted: extracted).rewrite(tree).cast(SourceFileSyntax.self)
    }
}

private final class Extractor: SyntaxRewriter {
    private let path: String
    private let outgoing: [DeclarationID: MemberMoves.Outgoing]
    private var counter = DeclarationCounter()
    private(set) var extracted: [MemberMoves.Source: OverrideMover.Extracted] = [:]
    /// What led a removed extension that stays (a file's header), for the item after it.
    private(set) var pendingTrivia: Trivia?

    init(path: String, outgoing: [DeclarationID: MemberMoves.Outgoing]) {
        self.path = path
        self.outgoing = outgoing
        super.init(viewMode: .sourceAccurate)
    }

    // Declarations are looked for where ``FileDeclarations`` looks: not in functions' or
    // properties' bodies.
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { DeclSyntax(node) }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            var visited: CodeBlockItemSyntax
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) {
                let id = counter.id(of: extensionDecl)
                guard let leaving = outgoing[id] else {
                    items.append(attachingPending(to: item))
                    continue
                }
                let kept = take(leaving.items, from: extensionDecl, id: id)
                switch leaving.fate {
                case .removed:
                    remove(item)
                    continue
                case .emptied:
                    let body = extensionDecl.memberBlock
                        .with(\.leftBrace, extensionDecl.memberBlock.leftBrace.with(\.trailingTrivia, []))
                        .with(\.members, [])
                        .with(\.rightBrace, extensionDecl.memberBlock.rightBrace.with(\.leadingTrivia, []))
                    visited = item.with(\.item, .decl(DeclSyntax(extensionDecl.with(\.memberBlock, body))))
                case .kept:
                    visited = item.with(\.item, .decl(DeclSyntax(extensionDecl.with(\.memberBlock.members, kept))))
                }
            } else {
                visited = visit(item)
                // An `#if` whose extensions all went goes too.
                if let before = item.item.as(IfConfigDeclSyntax.self), let after = visited.item.as(IfConfigDeclSyntax.self),
                   !before.isEmpty, after.isEmpty {
                    remove(item)
                    continue
                }
            }
            items.append(attachingPending(to: visited))
        }
        return CodeBlockItemListSyntax(items)
    }

    /// Leaves out `item`, keeping what led it only if it is the file's first: its header (the
    /// comments before the first empty line).
    private func remove(_ item: CodeBlockItemSyntax) {
        guard item.parent?.parent?.is(SourceFileSyntax.self) == true, item.previousToken(viewMode: .sourceAccurate) == nil else { return }
        let header = item.leadingTrivia.beforeFirstBlankLine
        if header.contains(where: \.isComment) {
            pendingTrivia = (pendingTrivia ?? []) + header
        }
    }

    private func attachingPending(to item: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        guard let pending = pendingTrivia else { return item }
        pendingTrivia = nil
        return item.with(\.leadingTrivia, pending + item.leadingTrivia)
    }

    /// Takes the items at `indices` out of the extension; returns the members that stay.
    private func take(_ indices: Set<Int>, from extensionDecl: ExtensionDeclSyntax, id: DeclarationID) -> MemberBlockItemListSyntax {
        var kept: [MemberBlockItemSyntax] = []
        let condition = extensionDecl.ifConfigCondition
        for (index, item) in extensionDecl.memberBlock.members.enumerated() {
            guard indices.contains(index) else {
                kept.append(item)
                continue
            }
            let source = MemberMoves.Source(path: path, extensionID: id, item: index)
            extracted[source] = OverrideMover.Extracted(
                text: item.adapted(to: extensionDecl).unindentedText, condition: condition,
                followsEmptyLine: item.leadingTrivia.contains(where: \.isBlankLine)
            )
        }
        // The first member that stays starts on the line after the brace.
        if let first = kept.first, first.id != extensionDecl.memberBlock.members.first?.id {
            let pieces = Array(first.leadingTrivia.pieces.drop { $0.isNewline || $0.isSpaceOrTab })
            kept[0] = first.with(\.leadingTrivia, [.newlines(1)] + Trivia(indentation: first.leadingTrivia.indentation) + Trivia(pieces: pieces))
        }
        return MemberBlockItemListSyntax(kept)
    }
}

private final class Inserter: SyntaxRewriter {
    private let incoming: [DeclarationID: [MemberMoves.Source]]
    private let extracted: [MemberMoves.Source: OverrideMover.Extracted]
    private var counter = DeclarationCounter()

    init(incoming: [DeclarationID: [MemberMoves.Source]], extracted: [MemberMoves.Source: OverrideMover.Extracted]) {
        self.incoming = incoming
        self.extracted = extracted
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { DeclSyntax(node) }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let id = counter.id(of: node)
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard let sources = incoming[id] else { return DeclSyntax(visited) }
        let classIndentation = node.leadingTrivia.indentation
        let members = visited.memberBlock.members
        let indentation = members.first.flatMap { $0.leadingTrivia.contains(where: \.isNewline) ? $0.leadingTrivia.indentation : nil }
            ?? classIndentation + (classIndentation.contains("\t") ? "\t" : "    ")
        // One block for each extension the items come from (inside its `#if`, if it had one).
        var blocks: [String] = []
        var previous: MemberMoves.Source?
        var group: [OverrideMover.Extracted] = []
        func flush() {
            guard let first = group.first else { return }
            let texts = group.enumerated().map { index, item in
                (index > 0 && item.followsEmptyLine ? "\n" : "") + item.text.indented(by: indentation)
            }.joined(separator: "\n")
            if let condition = first.condition {
                blocks.append("\(indentation)#if \(condition)\n\(texts)\n\(indentation)#endif")
            } else {
                blocks.append(texts)
            }
            group = []
        }
        for source in sources {
            guard let item = extracted[source] else { continue }
            if let previous, previous.path != source.path || previous.extensionID != source.extensionID {
                flush()
            }
            group.append(item)
            previous = source
        }
        flush()
        guard !blocks.isEmpty else { return DeclSyntax(visited) }
        let text = "class _Moved {" + (members.isEmpty ? "\n" : "\n\n") + blocks.joined(separator: "\n\n") + "\n}"
        var parser = Parser(text)
        guard let parsed = DeclSyntax.parse(from: &parser).as(ClassDeclSyntax.self) else { return DeclSyntax(visited) }
        var body = visited.memberBlock.with(\.members, MemberBlockItemListSyntax(Array(members) + Array(parsed.memberBlock.members)))
        if !body.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            body = body.with(\.rightBrace, body.rightBrace.with(\.leadingTrivia, [.newlines(1)] + Trivia(indentation: classIndentation)))
        }
        return DeclSyntax(visited.with(\.memberBlock, body))
    }
}

extension MemberBlockItemSyntax {
    /// This member as it reads in a class body: with the extension's access level, if it has
    /// none of its own (a `private` extension's members are `fileprivate`), and the
    /// extension's attributes (`@available`, `@MainActor`).
    fileprivate func adapted(to extensionDecl: ExtensionDeclSyntax) -> MemberBlockItemSyntax {
        guard var decl = decl.asProtocol(WithModifiersSyntax.self) else { return self }
        let leading = Syntax(fromProtocol: decl).leadingTrivia
        decl = decl.with(\.leadingTrivia, [])
        let accessLevels: Set = ["public", "package", "internal", "fileprivate", "private", "open"]
        if let access = extensionDecl.modifiers.first(where: { accessLevels.contains($0.name.text) }),
           !decl.modifiers.contains(where: { accessLevels.contains($0.name.text) }) {
            let name = access.name.text == "private" ? "fileprivate" : access.name.text
            let modifier = DeclModifierSyntax(name: .identifier(name), trailingTrivia: .space)
            decl.modifiers = [modifier] + decl.modifiers
        }
        if var withAttributes = decl.asProtocol(WithAttributesSyntax.self) {
            let present = Set(withAttributes.attributes.map(\.trimmedDescription))
            // Each on a line of its own, as the extension had them.
            let separator: Trivia = leading.contains(where: \.isNewline) ? [.newlines(1)] + Trivia(indentation: leading.indentation) : .space
            let added = extensionDecl.attributes.filter { !present.contains($0.trimmedDescription) }.map {
                $0.trimmed.with(\.trailingTrivia, separator)
            }
            if !added.isEmpty {
                withAttributes.attributes = AttributeListSyntax(added + Array(withAttributes.attributes))
                decl = withAttributes.asProtocol(WithModifiersSyntax.self)!
            }
        }
        decl = decl.with(\.leadingTrivia, leading)
        return with(\.decl, Syntax(fromProtocol: decl).cast(DeclSyntax.self))
    }

    /// This item's text without the blank lines before it, its lines moved left by its own
    /// indentation, and no white space after it.
    fileprivate var unindentedText: String {
        let indentation = leadingTrivia.contains(where: \.isNewline) ? leadingTrivia.indentation : ""
        let pieces = Array(leadingTrivia.pieces.drop { $0.isNewline || $0.isSpaceOrTab })
        let text = Trivia(pieces: pieces).description + with(\.leadingTrivia, []).description
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(indentation) ? line.dropFirst(indentation.count) : line
        }
        var joined = lines.joined(separator: "\n")
        while let last = joined.last, last.isWhitespace {
            joined.removeLast()
        }
        return joined
    }
}

extension ExtensionDeclSyntax {
    /// The condition under which the `#if`s around this extension compile it
    /// (`DEBUG`, `!(os(macOS)) && DEBUG`), nil where none is around it.
    fileprivate var ifConfigCondition: String? {
        var conditions: [String] = []
        var node = parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                var parts: [String] = []
                for other in ifConfig.clauses {
                    if other.id == clause.id { break }
                    if let condition = other.condition { parts.append("!\(condition.parenthesized)") }
                }
                if let condition = clause.condition { parts.append(condition.parenthesized) }
                conditions.insert(contentsOf: parts, at: 0)
            }
            node = current.parent
        }
        if conditions.count == 1, let only = conditions.first, only.hasPrefix("("), !only.hasPrefix("!") {
            return String(only.dropFirst().dropLast())
        }
        return conditions.isEmpty ? nil : conditions.joined(separator: " && ")
    }
}

extension ExprSyntax {
    /// This condition as an operand of `!` or `&&`: parenthesized unless it is a name or a call.
    fileprivate var parenthesized: String {
        if `is`(DeclReferenceExprSyntax.self) || `is`(FunctionCallExprSyntax.self) || `is`(BooleanLiteralExprSyntax.self) {
            return trimmedDescription
        }
        return "(\(trimmedDescription))"
    }
}

extension String {
    /// Each non-empty line of this text indented by `indentation`.
    fileprivate func indented(by indentation: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
            .joined(separator: "\n")
    }
}

extension Trivia {
    /// The part of this trivia before its first blank line: a file's header, or none.
    fileprivate var beforeFirstBlankLine: Trivia {
        guard let first = pieces.firstIndex(where: \.isBlankLine) else { return [] }
        return Trivia(pieces: Array(pieces[..<first]))
    }

    /// This trivia, a line break, then `next` without the line breaks at its start.
    fileprivate func endingWithOneNewline(before next: Trivia) -> Trivia {
        self + [.newlines(1)] + Trivia(pieces: Array(next.pieces.drop { $0.isNewline || $0.isSpaceOrTab }))
    }
}

extension IfConfigDeclSyntax {
    /// Whether none of its clauses holds anything.
    fileprivate var isEmpty: Bool {
        clauses.allSatisfy { clause in
            guard case .statements(let statements)? = clause.elements else { return clause.elements == nil }
            return statements.isEmpty
        }
    }
}

extension TriviaPiece {
    /// Two line breaks or more, in one piece: an empty line.
    fileprivate var isBlankLine: Bool {
        switch self {
        case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count): count >= 2
        default: false
        }
    }
}

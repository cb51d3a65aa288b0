import SwiftParser
import SwiftSyntax

/// Ports Swift files from iOS to OpenCollectionView on Linux: docs/porting.md's mechanical
/// steps, as rules applied one after another to each file's syntax tree.
///
/// Every line the rules do not touch stays byte for byte. The rules that port one file at a
/// time run first, each on the tree the one before it left; all keep the line count but the
/// last (optional requirements), which adds an extension after a protocol. Then come the two
/// that work across the tree: overrides in extensions move into their classes (which changes
/// the line counts of the files they leave and enter), and a file without imports gets
/// `import UIKit` (on an empty line where there is one, keeping the count). The report's
/// lines are the iOS source's all the same: a rule notes lines of the tree it reads, which
/// has the iOS source's lines (the protocol extensions are added after their notes), and the
/// last two take theirs from the declarations read before any rule ran (``FileDeclarations``).
public enum Porter {
    /// Ports `files` together: a `#selector` in one file finds its handler's declaration in
    /// another, an override in an extension moves into its class in another file. Files are
    /// parsed and rewritten on every core.
    public static func port(_ files: [SourceFile]) -> [PortedFile] {
        let parsed = files.concurrentMap { file in
            let tree = Parser.parse(source: file.text)
            return ParsedFile(
                path: file.path, text: file.text, tree: tree,
                handlers: HandlerIndex.handlers(in: tree), declarations: FileDeclarations.of(tree),
                closureProperties: ClosureProperties.found(in: tree)
            )
        }
        var handlers = HandlerIndex()
        for file in parsed {
            handlers.add(file.handlers, path: file.path)
        }
        let index = handlers
        let closureProperties = ClosureProperties(parsed.map(\.closureProperties))
        let declarations = parsed.map { (path: $0.path, declarations: $0.declarations) }
        let moves = MemberMoves(files: declarations)
        let needingUIKit = UIKitImportAdder.files(needingUIKit: declarations)

        let ported = parsed.concurrentMap { port($0, handlers: index, closureProperties: closureProperties) }
        let extracted = ported.concurrentMap { file -> (SourceFileSyntax, [MemberMoves.Source: OverrideMover.Extracted]) in
            guard let outgoing = moves.outgoing[file.path] else { return (file.tree, [:]) }
            return OverrideMover.extract(from: file.tree, path: file.path, outgoing: outgoing)
        }
        var moved: [MemberMoves.Source: OverrideMover.Extracted] = [:]
        for (_, items) in extracted {
            moved.merge(items) { first, _ in first }
        }
        let taken = moved
        return Array(zip(ported, extracted.map(\.0))).concurrentMap { file, tree in
            var tree = tree
            var changes = file.changes + (moves.changes[file.path] ?? [])
            if let incoming = moves.incoming[file.path] {
                tree = OverrideMover.insert(into: tree, incoming: incoming, extracted: taken)
            }
            if needingUIKit.contains(file.path), let (added, note) = UIKitImportAdder.add(to: tree, path: file.path) {
                tree = added
                changes.append(note)
            }
            return PortedFile(
                path: file.path,
                text: tree.description,
                changes: changes.sortedByLine(),
                findings: (file.findings + (moves.findings[file.path] ?? [])).sortedByLine()
            )
        }
    }

    private struct ParsedFile: Sendable {
        let path: String
        let text: String
        let tree: SourceFileSyntax
        let handlers: [Handler]
        let declarations: FileDeclarations
        let closureProperties: ClosureProperties.Found
    }

    /// A file after the rules that port one file at a time.
    private struct Stage: Sendable {
        let path: String
        let tree: SourceFileSyntax
        let changes: [Note]
        let findings: [Note]
    }

    private static func port(_ file: ParsedFile, handlers: HandlerIndex, closureProperties: ClosureProperties) -> Stage {
        var tree = file.tree
        var changes: [Note] = []
        var findings: [Note] = []
        /// Runs one rule over the tree as it stands, collecting its notes; a rule that needs
        /// text the file does not contain (`#selector`, `#if`, …) is skipped.
        func apply(ifContains triggers: [String]? = nil, _ rule: (SourceFileSyntax, Notes) -> SourceFileSyntax) {
            guard triggers?.contains(where: file.text.containsBytes) ?? true else { return }
            let notes = Notes(tree: tree)
            tree = rule(tree, notes)
            changes += notes.changes
            findings += notes.findings
        }
        let context = TargetActionContext(handlers: handlers, path: file.path)
        apply(ifContains: ["import"]) { SubmoduleImportRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["@objc", "@IB", "dynamic", "@UIApplicationMain"]) { ObjCAttributeRemover(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["?(", "!(", ".window??", ".window!!", ".window?!", ".window!?"]) { OptionalCallRewriter(notes: $1, closureProperties: closureProperties).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["#selector"]) {
            TargetActionRewriter(notes: $1, context: context).rewrite($0).cast(SourceFileSyntax.self)
        }
        apply(ifContains: ["#if"]) { PlatformConditionRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["#keyPath"]) { KeyPathStringRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["AttributedString()"]) { FoundationGapRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply { tree, notes in
            RuntimeFeatureScanner(notes: notes).walk(tree)
            return tree
        }
        apply(ifContains: ["optional"]) { OptionalRequirementRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        return Stage(path: file.path, tree: tree, changes: changes, findings: findings)
    }
}

extension [Note] {
    /// The notes in line order (stable: notes on one line keep the order of the rules), each
    /// once.
    func sortedByLine() -> [Note] {
        var seen = Set<Note>()
        return enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
    }
}

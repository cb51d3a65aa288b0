import SwiftParser
import SwiftSyntax

/// Ports Swift files from iOS to OpenCollectionView on Linux: docs/porting.md's mechanical
/// steps, as rules applied one after another to each file's syntax tree.
///
/// Every line the rules do not touch stays byte for byte, and every rule but the last keeps
/// the line count, so the report's lines (and the compiler's, on the ported file) are the iOS
/// source's until the first protocol extension the last rule adds.
public enum Porter {
    /// Ports `files` together: a `#selector` in one file finds its handler's declaration in
    /// another. Files are parsed and rewritten on every core.
    public static func port(_ files: [SourceFile]) -> [PortedFile] {
        let parsed = files.concurrentMap { file in
            let tree = Parser.parse(source: file.text)
            return ParsedFile(path: file.path, text: file.text, tree: tree, handlers: HandlerIndex.handlers(in: tree))
        }
        var handlers = HandlerIndex()
        for file in parsed {
            handlers.add(file.handlers, path: file.path)
        }
        let index = handlers
        return parsed.concurrentMap { port($0, handlers: index) }
    }

    private struct ParsedFile: Sendable {
        let path: String
        let text: String
        let tree: SourceFileSyntax
        let handlers: [Handler]
    }

    private static func port(_ file: ParsedFile, handlers: HandlerIndex) -> PortedFile {
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
        apply(ifContains: ["@objc", "@IB", "dynamic"]) { ObjCAttributeRemover(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["?("]) { OptionalCallRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["#selector"]) {
            TargetActionRewriter(notes: $1, context: context).rewrite($0).cast(SourceFileSyntax.self)
        }
        apply(ifContains: ["#if"]) { PlatformConditionRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply(ifContains: ["#keyPath"]) { KeyPathStringRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        apply { tree, notes in
            RuntimeFeatureScanner(notes: notes).walk(tree)
            return tree
        }
        apply(ifContains: ["optional"]) { OptionalRequirementRewriter(notes: $1).rewrite($0).cast(SourceFileSyntax.self) }
        return PortedFile(
            path: file.path,
            text: tree.description,
            changes: changes.sortedByLine(),
            findings: findings.sortedByLine()
        )
    }
}

extension [Note] {
    /// The notes in line order (stable: notes on one line keep the order of the rules), each
    /// once.
    fileprivate func sortedByLine() -> [Note] {
        var seen = Set<Note>()
        return enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
    }
}

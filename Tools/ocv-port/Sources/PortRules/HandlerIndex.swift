import SwiftSyntax

/// A method a `#selector` can name: its base name, argument labels and parameter types, as
/// declared.
struct Handler: Sendable, Equatable {
    let name: String
    /// The argument labels (`_` for none), one per parameter.
    let labels: [String]
    /// The parameter types as written, or nil where only the labels are known (from the
    /// selector itself).
    let parameterTypes: [String]?

    /// A call of this handler on `receiver` (`self?`, `self`, `target?`) with `arguments`:
    /// `self?.tapped(sender)`, `self.update(with: value)`.
    func call(on receiver: String, with arguments: [String]) -> String {
        let passed = zip(labels, arguments).map { label, argument in label == "_" ? argument : "\(label): \(argument)" }
        return "\(receiver).\(name)(\(passed.joined(separator: ", ")))"
    }
}

/// The methods of the whole tree, so that a `#selector` in one file finds its handler's
/// parameter types in another (an extension of the view controller, say).
struct HandlerIndex: Sendable {
    /// The methods by base name, then by file.
    private var methods: [String: [String: [Handler]]] = [:]

    /// The methods declared in `tree`.
    static func handlers(in tree: SourceFileSyntax) -> [Handler] {
        let collector = HandlerCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.handlers
    }

    /// Adds the methods of the file at `path`.
    mutating func add(_ handlers: [Handler], path: String) {
        for handler in handlers {
            methods[handler.name, default: [:]][path, default: []].append(handler)
        }
    }

    /// The handler `selector` names, seen from the file at `path`: its declarations in that
    /// file if any, else in the whole tree; nil when none is found, or several disagree on
    /// labels or types. Without a declaration, a selector that writes its labels gives a handler
    /// whose types are unknown.
    func handler(for selector: SelectorReference, in path: String) -> Handler? {
        let files = methods[selector.name] ?? [:]
        let matches = { (handler: Handler) in selector.labels == nil || handler.labels == selector.labels }
        var candidates = (files[path] ?? []).filter(matches)
        if candidates.isEmpty {
            candidates = files.values.flatMap { $0.filter(matches) }
        }
        guard let first = candidates.first else {
            return selector.labels.map { Handler(name: selector.name, labels: $0, parameterTypes: nil) }
        }
        return candidates.allSatisfy { $0 == first } ? first : nil
    }
}

/// Collects the methods of a file.
private final class HandlerCollector: SyntaxVisitor {
    private(set) var handlers: [Handler] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        handlers.append(Handler(
            name: node.name.text,
            labels: parameters.map(\.firstName.text),
            parameterTypes: parameters.map(\.type.trimmedDescription)
        ))
        return .skipChildren
    }
}

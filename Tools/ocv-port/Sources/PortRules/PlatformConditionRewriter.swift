import SwiftParser
import SwiftSyntax

/// Rule 5: `#if`/`#elseif` conditions keep the iOS branch on Linux: `os(iOS)` and
/// `targetEnvironment(simulator)` (the simulator is what Linux is closest to: no device
/// hardware) become `os(iOS) || os(Linux)` and `targetEnvironment(simulator) || os(Linux)`,
/// parenthesized where an operator around them needs it. `os(tvOS)`, `os(macOS)` and the
/// others stay false, so their `#else` branches (iOS's) are kept as they are;
/// `canImport(UIKit)` stays as written (the project has a `UIKit` module). A condition that
/// already names `os(Linux)` is left alone, so porting twice changes nothing.
final class PlatformConditionRewriter: SyntaxRewriter {
    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        let visited = super.visit(node)
        guard let condition = node.condition, !condition.trimmedDescription.contains("os(Linux)") else { return visited }
        let rewriter = PlatformAtomRewriter(condition: condition)
        let rewritten = rewriter.rewrite(condition, detach: true).cast(ExprSyntax.self)
        guard rewriter.rewroteAny else { return visited }
        notes.change("#\(node.poundKeyword.text.dropFirst()) \(condition.trimmedDescription) → \(rewritten.trimmedDescription)", at: condition)
        return visited.with(\.condition, rewritten)
    }
}

/// Rewrites the iOS atoms of one `#if` condition.
private final class PlatformAtomRewriter: SyntaxRewriter {
    /// The atoms made true on Linux, as `function(argument)`.
    private static let atoms: Set = ["os(iOS)", "targetEnvironment(simulator)"]

    private let condition: ExprSyntax
    private(set) var rewroteAny = false

    init(condition: ExprSyntax) {
        self.condition = condition
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let atom = node.trimmedDescription.filter { !$0.isWhitespace }
        guard Self.atoms.contains(atom) else { return super.visit(node) }
        rewroteAny = true
        let needsParentheses = node.id != condition.id && !node.isOperandOfOrSequence
        let text = needsParentheses ? "(\(atom) || os(Linux))" : "\(atom) || os(Linux)"
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}

extension FunctionCallExprSyntax {
    /// Whether this is an operand of a sequence whose operators are all `||` (and that is
    /// itself the whole condition or parenthesized), where `a || b` needs no parentheses.
    fileprivate var isOperandOfOrSequence: Bool {
        guard let list = parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else {
            return false
        }
        let operatorsAreOr = list.allSatisfy { element in
            guard let op = element.as(BinaryOperatorExprSyntax.self) else { return true }
            return op.operator.text == "||"
        }
        // The whole condition, or inside parentheses (a tuple expression's element).
        let container = sequence.parent
        return operatorsAreOr && (container?.is(IfConfigClauseSyntax.self) == true || container?.is(LabeledExprSyntax.self) == true)
    }
}

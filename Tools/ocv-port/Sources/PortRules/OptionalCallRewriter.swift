import SwiftSyntax

/// Rule 3: calls of optional requirements become plain calls: `x?.method?(…)` →
/// `x?.method(…)`, `x.method?(…)` → `x.method(…)`. Only a `?` between a member's name and
/// its arguments goes; every other `?` stays.
///
/// Where such a call had a `??` fallback, it is reported: the fallback applied when the
/// delegate lacked the method, and now the protocol's default implementation answers instead
/// (a default of `nil` keeps the fallback).
final class OptionalCallRewriter: SyntaxRewriter {
    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self) else {
            return super.visit(node)
        }
        let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        let name = "\(member.declName.baseName.text)(\(labels))"
        notes.change("\(name) called without ?", at: member.declName)
        if node.isFollowedByNilCoalescing {
            notes.finding("\(name) ?? …: the fallback was for a delegate without this method; now the protocol's default answers (a nil default keeps the fallback)", at: node)
        }
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        guard let visitedChained = visited.calledExpression.as(OptionalChainingExprSyntax.self) else {
            return ExprSyntax(visited)
        }
        let plain = visitedChained.expression
            .with(\.trailingTrivia, visitedChained.expression.trailingTrivia + visitedChained.questionMark.trailingTrivia)
        return ExprSyntax(visited.with(\.calledExpression, plain))
    }
}

extension FunctionCallExprSyntax {
    /// Whether this call is the left operand of `??` (in the parser's unfolded sequence).
    fileprivate var isFollowedByNilCoalescing: Bool {
        guard let list = parent?.as(ExprListSyntax.self),
              let index = list.firstIndex(where: { $0.id == id }) else { return false }
        let next = list.index(after: index)
        guard next < list.endIndex, let op = list[next].as(BinaryOperatorExprSyntax.self) else { return false }
        return op.operator.text == "??"
    }
}

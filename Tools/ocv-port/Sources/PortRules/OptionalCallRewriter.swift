import SwiftSyntax

/// Rule 3: calls of optional requirements become plain calls: `x?.method?(…)` →
/// `x?.method(…)`, `x.method?(…)` and `x.method!(…)` → `x.method(…)`. Only a `?` or `!` between
/// a member's name and its arguments goes; every other `?` stays, and so does a call of a property of the tree
/// that holds an optional closure (`self.completion?(true)`: ``ClosureProperties``).
///
/// `UIApplicationDelegate.window` is such a requirement on iOS, so its reads carry two marks
/// (`delegate?.window??.rootViewController`, `delegate!.window!!`); here it is a plain
/// property of type `UIWindow?`, and a `.window` read loses the first of two marks.
///
/// Where such a call had a `??` fallback, it is reported: the fallback applied when the
/// delegate lacked the method, and now the protocol's default implementation answers instead
/// (a default of `nil` keeps the fallback).
final class OptionalCallRewriter: SyntaxRewriter {
    private let notes: Notes
    private let closureProperties: ClosureProperties

    init(notes: Notes, closureProperties: ClosureProperties) {
        self.notes = notes
        self.closureProperties = closureProperties
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = Self.markedMember(node.calledExpression),
              !closureProperties.names.contains(member.declName.baseName.text) else {
            return super.visit(node)
        }
        let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        let name = "\(member.declName.baseName.text)(\(labels))"
        notes.change("\(name) called without \(node.calledExpression.is(ForceUnwrapExprSyntax.self) ? "!" : "?")", at: member.declName)
        if node.isFollowedByNilCoalescing {
            notes.finding("\(name) ?? …: the fallback was for a delegate without this method; now the protocol's default answers (a nil default keeps the fallback)", at: node)
        }
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        guard let marked = visited.calledExpression.as(OptionalChainingExprSyntax.self).map({ ($0.expression, $0.questionMark.trailingTrivia) })
            ?? visited.calledExpression.as(ForceUnwrapExprSyntax.self).map({ ($0.expression, $0.exclamationMark.trailingTrivia) }) else {
            return ExprSyntax(visited)
        }
        let plain = marked.0.with(\.trailingTrivia, marked.0.trailingTrivia + marked.1)
        return ExprSyntax(visited.with(\.calledExpression, plain))
    }

    /// The member a call's `?` or `!` follows (`x.method?` in `x.method?(…)`, `x.method!`).
    private static func markedMember(_ called: ExprSyntax) -> MemberAccessExprSyntax? {
        let inner = called.as(OptionalChainingExprSyntax.self)?.expression ?? called.as(ForceUnwrapExprSyntax.self)?.expression
        return inner?.as(MemberAccessExprSyntax.self)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        super.visit(node.with(\.expression, droppingWindowsMark(node.expression)))
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        super.visit(node.with(\.expression, droppingWindowsMark(node.expression)))
    }

    /// `x.window?` or `x.window!` (followed by another mark) without its mark.
    private func droppingWindowsMark(_ expression: ExprSyntax) -> ExprSyntax {
        let inner = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
        guard let member = inner?.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == "window" else {
            return expression
        }
        notes.change("window read with one mark (UIApplicationDelegate.window is UIWindow?)", at: member.declName)
        return ExprSyntax(member.with(\.trailingTrivia, member.trailingTrivia + expression.trailingTrivia))
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

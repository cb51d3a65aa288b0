import SwiftSyntax

/// `perform(#selector(m), with: x, afterDelay: t)` →
/// `DispatchQueue.main.asyncAfter(deadline: .now() + t) { self.m(x) }`.
///
/// `perform(_:with:afterDelay:)` retains its receiver and argument until it has run, so the
/// closure holds them strongly too, and evaluates the argument when the call is made, as the
/// original did (`[argument = x]`). The run-loop modes variant and
/// `cancelPreviousPerformRequests` have no closure form; they are left to a person.
enum DelayedPerforms {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard call.calledName == "perform", call.labels == [nil, "with", "afterDelay"],
              let selector = SelectorReference(call.argument(0)),
              let handler = context.handler(for: selector), handler.labels.count <= 1 else { return nil }
        var captures: [String] = []
        let receiver: String
        if let chained = call.receiver?.as(OptionalChainingExprSyntax.self) {
            // `textView?.perform(…)`: the closure holds what the optional holds, if anything.
            captures.append("target = \(chained.expression.trimmedDescription)")
            receiver = "target?"
        } else if let base = call.receiver, base.trimmedDescription != "self" {
            captures.append("target = \(base.trimmedDescription)")
            receiver = "target"
        } else {
            receiver = "self"
        }
        var arguments: [String] = []
        if handler.labels.count == 1 {
            let argument = call.argument(1)
            if argument.isLiteralOrSelf {
                arguments.append(argument.trimmedDescription)
            } else {
                captures.append("argument = \(argument.trimmedDescription)")
                arguments.append("argument")
            }
        }
        let delay = call.argument(2)
        let delayText = delay.is(SequenceExprSyntax.self) || delay.is(TernaryExprSyntax.self)
            ? "(\(delay.trimmedDescription))" : delay.trimmedDescription
        let captureList = captures.isEmpty ? "" : "[\(captures.joined(separator: ", "))] in "
        let text = "DispatchQueue.main.asyncAfter(deadline: .now() + \(delayText)) { \(captureList)\(handler.call(on: receiver, with: arguments)) }"
        let expression = parseExpression(text).cast(FunctionCallExprSyntax.self)
            .with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia)
        return TargetActionRewrite(
            expression: expression,
            note: "perform(_:with:afterDelay:) → DispatchQueue.main.asyncAfter calling \(handler.name)"
        )
    }
}

extension ExprSyntax {
    /// Whether this is a literal or `self`: passed into the closure as written.
    fileprivate var isLiteralOrSelf: Bool {
        `is`(NilLiteralExprSyntax.self) || `is`(BooleanLiteralExprSyntax.self) || `is`(IntegerLiteralExprSyntax.self)
            || `is`(FloatLiteralExprSyntax.self) || `is`(StringLiteralExprSyntax.self)
            || `as`(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

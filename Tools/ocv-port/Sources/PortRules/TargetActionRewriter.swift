import SwiftSyntax

/// Rule 4: `#selector` target–action becomes closures: controls' `addTarget(_:action:for:)`,
/// gesture recognizers' `init(target:action:)` and `addTarget(_:action:)`, bar button items,
/// `perform(_:with:afterDelay:)`, `NotificationCenter` observers, timers, display links and
/// key and menu commands, and responder methods sent with `sendAction`, each calling the
/// handler the selector named, found by its declaration (in the same file first, then anywhere
/// in the tree) for its labels and parameter types.
///
/// A call whose handler is not found (or is ambiguous) stays as written; its `#selector` is
/// reported by ``RuntimeFeatureScanner``. Each rewritten call spans the lines the original did.
final class TargetActionRewriter: SyntaxRewriter {
    private static let forms: [TargetActionForm] = [
        ControlActions.rewrite, GestureActions.rewrite, BarButtonItemActions.rewrite,
        DelayedPerforms.rewrite, NotificationObservers.rewrite, TimerActions.rewrite,
        CommandActions.rewrite, ResponderActions.rewrite,
    ]

    private let notes: Notes
    private let context: TargetActionContext

    init(notes: Notes, context: TargetActionContext) {
        self.notes = notes
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self),
              call.arguments.contains(where: { $0.expression.is(MacroExpansionExprSyntax.self) }) else { return visited }
        for form in Self.forms {
            guard let rewrite = form(call, context) else { continue }
            notes.change(rewrite.note, at: node)
            for finding in rewrite.findings {
                notes.finding(finding, at: node)
            }
            return ExprSyntax(rewrite.expression.keepingLines(of: node))
        }
        return visited
    }
}

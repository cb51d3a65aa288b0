import SwiftSyntax

/// `control.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)` →
/// `control.addAction(UIAction { [weak self] action in self?.tapped(action.sender as! UIButton) }, for: .touchUpInside)`:
/// UIKit's own closure form (iOS 14). The sender is the action's `sender`, cast to the
/// handler's parameter type.
enum ControlActions {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard call.calledName == "addTarget", call.labels == [nil, "action", "for"],
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let selector = SelectorReference(call.argument(1)), let target = WeakTarget(call.argument(0)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: target, handler: handler, argument: .actionSender) else { return nil }
        let arguments = Array(call.arguments)
        let action = arguments[0]
            .with(\.expression, parseExpression("UIAction \(closure)"))
            .with(\.trailingComma, arguments[1].trailingComma)
        let addAction = member.with(\.declName.baseName, .identifier("addAction"))
        let rewritten = call
            .with(\.calledExpression, ExprSyntax(addAction))
            .with(\.arguments, LabeledExprListSyntax([action, arguments[2]]))
        return TargetActionRewrite(
            expression: rewritten,
            note: "addTarget(_:action:for:) → addAction(UIAction { … }, for:) calling \(handler.name)"
        )
    }
}

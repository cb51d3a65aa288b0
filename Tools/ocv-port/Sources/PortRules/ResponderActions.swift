import SwiftSyntax

/// Responder methods sent through the responder chain:
/// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`
/// (iOS code's way to end editing wherever it is) →
/// `UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)`:
/// the project's `sendAction` takes the responder method; `becomeFirstResponder` alike. Other
/// selectors sent this way stay as written, and are reported.
enum ResponderActions {
    private static let methods: Set = ["resignFirstResponder", "becomeFirstResponder"]

    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard call.calledName == "sendAction", call.labels == [nil, "to", "from", "for"],
              let selector = SelectorReference(call.argument(0)), methods.contains(selector.name),
              selector.labels == nil || selector.labels == [] else { return nil }
        var arguments = Array(call.arguments)
        arguments[0] = arguments[0].with(
            \.expression, parseExpression("UIResponder.\(selector.name)").with(\.trailingTrivia, arguments[0].expression.trailingTrivia)
        )
        return TargetActionRewrite(
            expression: call.with(\.arguments, LabeledExprListSyntax(arguments)),
            note: "sendAction(_:to:from:for:) given UIResponder.\(selector.name) for its selector"
        )
    }
}

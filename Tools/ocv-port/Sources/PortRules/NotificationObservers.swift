import SwiftSyntax

/// `center.addObserver(self, selector: #selector(m(_:)), name: n, object: o)` →
/// `center.addObserver(forName: n, object: o, queue: nil) { [weak self] notification in self?.m(notification) }`:
/// the block form, on the posting thread as the selector form is (`queue: nil`), the observer
/// captured weakly as the center holds it.
///
/// The block form returns a token, and only the token removes the observer:
/// `removeObserver(self)` calls are reported by ``RuntimeFeatureScanner``.
enum NotificationObservers {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard call.calledName == "addObserver", call.labels == [nil, "selector", "name", "object"],
              let center = call.receiver,
              let selector = SelectorReference(call.argument(1)), let target = WeakTarget(call.argument(0)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: target, handler: handler, argument: .notification, assumingType: true)
        else { return nil }
        let text = "\(center.trimmedDescription).addObserver(forName: \(call.argument(2).trimmedDescription), "
            + "object: \(call.argument(3).trimmedDescription), queue: nil) \(closure)"
        let expression = parseExpression(text).cast(FunctionCallExprSyntax.self)
            .with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia)
        return TargetActionRewrite(
            expression: expression,
            note: "addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling \(handler.name)"
        )
    }
}

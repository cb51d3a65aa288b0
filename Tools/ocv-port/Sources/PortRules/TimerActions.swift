import SwiftSyntax

/// Timers and display links that send a selector to a target, given a closure instead:
/// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)` →
/// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in self.tick(timer) }`
/// (`Timer(timeInterval:target:selector:userInfo:repeats:)` → `Timer(timeInterval:repeats:block:)`
/// alike), and `CADisplayLink(target: self, selector: #selector(step))` →
/// `CADisplayLink(target: self, selector: { [weak self] link in self?.step(link) })`.
///
/// A timer retains its target until it is invalidated (a one-shot one until it fires), so the
/// closure holds the target strongly too; a display link holds its target itself. A timer with
/// a `userInfo` other than nil stays as written (the block form has none): it is reported.
enum TimerActions {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        if call.calledName == "CADisplayLink", call.labels == ["target", "selector"] { return displayLink(call, context) }
        let scheduled = call.calledName == "scheduledTimer" && call.receiver?.trimmedDescription == "Timer"
        guard scheduled || call.calledName == "Timer", call.labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
              call.argument(3).is(NilLiteralExprSyntax.self),
              let selector = SelectorReference(call.argument(2)),
              let handler = context.handler(for: selector), handler.labels.count <= 1 else { return nil }
        let target = call.argument(1).trimmedDescription
        let (captures, receiver) = target == "self" ? ("", "self") : ("[target = \(target)] ", "target")
        var arguments: [String] = []
        if let type = handler.parameterTypes?.first {
            arguments.append(ClosureArgument.timer.passed(as: type))
        } else if !handler.labels.isEmpty {
            return nil
        }
        let parameter = arguments.isEmpty ? "_" : "timer"
        let made = scheduled ? "Timer.scheduledTimer(withTimeInterval:" : "Timer(timeInterval:"
        let text = "\(made) \(call.argument(0).trimmedDescription), repeats: \(call.argument(4).trimmedDescription)) "
            + "{ \(captures)\(parameter) in \(handler.call(on: receiver, with: arguments)) }"
        let expression = parseExpression(text).cast(FunctionCallExprSyntax.self)
            .with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia)
        let form = scheduled ? "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)" : "Timer(timeInterval:target:selector:userInfo:repeats:)"
        return TargetActionRewrite(expression: expression, note: "\(form) → the block form calling \(handler.name)")
    }

    private static func displayLink(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard let selector = SelectorReference(call.argument(1)), let target = WeakTarget(call.argument(0)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: target, handler: handler, argument: .displayLink) else { return nil }
        let arguments = Array(call.arguments)
        let action = arguments[1].with(\.expression, parseExpression(closure).with(\.trailingTrivia, arguments[1].expression.trailingTrivia))
        return TargetActionRewrite(
            expression: call.with(\.arguments, LabeledExprListSyntax([arguments[0], action])),
            note: "CADisplayLink(target:selector:) given a closure calling \(handler.name)"
        )
    }
}

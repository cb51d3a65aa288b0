import SwiftSyntax

/// Gesture recognizers' target–action pairs, given a closure in place of the selector:
/// `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))` →
/// `UITapGestureRecognizer(target: self, action: { [weak self] recognizer in self?.tapped(recognizer as! UITapGestureRecognizer) })`,
/// and `recognizer.addTarget(self, action: #selector(…))` the same way.
///
/// UIKit has no closure form for gesture recognizers; this is the one the project's
/// recognizers are to offer: `init(target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void)`
/// and `addTarget(_: AnyObject, action: @escaping (UIGestureRecognizer) -> Void)`, the target
/// held weakly as UIKit holds it.
enum GestureActions {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        let isInit = call.calledName?.hasSuffix("GestureRecognizer") == true && call.labels == ["target", "action"]
        let isAddTarget = call.calledName == "addTarget" && call.receiver != nil && call.labels == [nil, "action"]
        guard isInit || isAddTarget,
              let selector = SelectorReference(call.argument(1)), let target = WeakTarget(call.argument(0)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: target, handler: handler, argument: .recognizer) else { return nil }
        let arguments = Array(call.arguments)
        let action = arguments[1].with(\.expression, parseExpression(closure).with(\.trailingTrivia, arguments[1].expression.trailingTrivia))
        let rewritten = call.with(\.arguments, LabeledExprListSyntax([arguments[0], action]))
        let form = isInit ? "\(call.calledName ?? "")(target:action:)" : "addTarget(_:action:)"
        return TargetActionRewrite(expression: rewritten, note: "\(form) given a closure calling \(handler.name)")
    }
}

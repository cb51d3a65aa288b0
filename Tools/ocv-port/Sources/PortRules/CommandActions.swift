import SwiftSyntax

/// Key commands and menu commands made with a selector, given a closure instead:
/// `UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))` →
/// `UIKeyCommand(input: "f", modifierFlags: .command, action: { [weak self] _ in self?.find() })`,
/// and `UIKeyCommand(title:image:action:input:modifierFlags:…)` and `UICommand(title:image:action:…)` alike.
///
/// UIKit sends a command's action up the responder chain from the first responder; the closure
/// calls it on the object that declares the commands (its `keyCommands` or menu), which is where
/// iOS code nearly always implements it (the handler is looked for in the same file first).
enum CommandActions {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard let name = call.calledName, name == "UIKeyCommand" || name == "UICommand",
              let index = call.labels.firstIndex(of: "action"),
              let selector = SelectorReference(call.argument(index)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: .selfTarget, handler: handler, argument: name == "UIKeyCommand" ? .keyCommand : .command)
        else { return nil }
        var arguments = Array(call.arguments)
        arguments[index] = arguments[index].with(
            \.expression, parseExpression(closure).with(\.trailingTrivia, arguments[index].expression.trailingTrivia)
        )
        return TargetActionRewrite(
            expression: call.with(\.arguments, LabeledExprListSyntax(arguments)),
            note: "\(name)'s action given a closure calling \(handler.name) on self"
        )
    }
}

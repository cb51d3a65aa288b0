import SwiftSyntax

/// Bar button items made with a target and action become UIKit's primary-action forms (iOS 14):
///
/// - `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))` →
///   `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })`
/// - `UIBarButtonItem(title: t, style: s, target: self, action: #selector(m))` →
///   `UIBarButtonItem(primaryAction: UIAction(title: t) { … })`
/// - `UIBarButtonItem(image: i, style: s, target: self, action: #selector(m))` →
///   `UIBarButtonItem(primaryAction: UIAction(image: i) { … })`
///
/// An item made from a primary action takes its title and image from the action, and is
/// plain: a style other than `.plain` is reported, to be set on the item afterwards.
enum BarButtonItemActions {
    static func rewrite(_ call: FunctionCallExprSyntax, _ context: TargetActionContext) -> TargetActionRewrite? {
        guard call.calledName == "UIBarButtonItem", call.labels.suffix(2) == ["target", "action"] else { return nil }
        let count = call.arguments.count
        guard let selector = SelectorReference(call.argument(count - 1)), let target = WeakTarget(call.argument(count - 2)),
              let handler = context.handler(for: selector),
              let closure = ActionClosure.text(target: target, handler: handler, argument: .actionSender) else { return nil }
        let text: String
        var findings: [String] = []
        switch Array(call.labels.dropLast(2)) {
        case ["barButtonSystemItem"]:
            text = "UIBarButtonItem(systemItem: \(call.argument(0).trimmedDescription), primaryAction: UIAction \(closure))"
        case ["title", "style"], ["image", "style"]:
            let property = call.labels[0] ?? ""
            text = "UIBarButtonItem(primaryAction: UIAction(\(property): \(call.argument(0).trimmedDescription)) \(closure))"
            let style = call.argument(1).trimmedDescription
            if ![".plain", "UIBarButtonItem.Style.plain"].contains(style) {
                findings.append("a bar button item made from a primary action is plain: set its style to \(style) after making it")
            }
        default:
            return nil
        }
        let expression = parseExpression(text).cast(FunctionCallExprSyntax.self)
            .with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia)
        return TargetActionRewrite(
            expression: expression,
            note: "UIBarButtonItem(…target:action:) → its primaryAction form calling \(handler.name)",
            findings: findings
        )
    }
}

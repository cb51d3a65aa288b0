import SwiftSyntax

/// What a `#selector(…)` expression names: `#selector(tapped(_:))`,
/// `#selector(ViewController.tapped)`, `#selector(self.refresh)`.
struct SelectorReference {
    /// The method's base name.
    let name: String
    /// The argument labels written in the selector (`_` for none), or nil when it names the
    /// method by its base name only.
    let labels: [String]?

    /// The method `expression` selects, or nil if it is not a `#selector` of a method
    /// (`#selector(getter: …)` included).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
    }
}

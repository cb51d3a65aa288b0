import SwiftSyntax

/// One target–action call rewritten to a closure form.
struct TargetActionRewrite {
    /// The call that replaces the original.
    let expression: FunctionCallExprSyntax
    /// The report's line for it.
    let note: String
    /// What a person must still see to.
    var findings: [String] = []
}

/// What a target–action form needs to look handlers up: the tree's methods and the file.
struct TargetActionContext {
    let handlers: HandlerIndex
    let path: String

    func handler(for selector: SelectorReference) -> Handler? {
        handlers.handler(for: selector, in: path)
    }
}

/// A target–action form the porter rewrites: given a call (its arguments already rewritten),
/// the closure form, or nil if the call is not of this form or cannot be rewritten.
typealias TargetActionForm = @Sendable (FunctionCallExprSyntax, TargetActionContext) -> TargetActionRewrite?

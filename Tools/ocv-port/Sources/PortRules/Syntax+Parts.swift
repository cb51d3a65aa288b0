import SwiftParser
import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called function's base name: `addTarget` in `button.addTarget(…)`, `UIBarButtonItem`
    /// in `UIBarButtonItem(…)`.
    var calledName: String? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// What the function is called on: `button` in `button.addTarget(…)`, nil for a plain call.
    var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The argument labels, nil for an unlabeled argument (a trailing closure is not counted).
    var labels: [String?] {
        arguments.map { $0.label?.text }
    }

    /// The expression of the argument at `index`.
    func argument(_ index: Int) -> ExprSyntax {
        arguments[arguments.index(arguments.startIndex, offsetBy: index)].expression
    }
}

extension AttributeSyntax {
    /// The attribute's name, without `@` or arguments: `objc` for `@objc(name:)`.
    var name: String {
        attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}

/// Parses `text` as one expression (text the porter writes: it parses).
func parseExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

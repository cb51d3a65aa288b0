import SwiftParser
import SwiftSyntax

/// Initializers Apple's Foundation has and Linux's does not: `NSAttributedString()` and
/// `NSMutableAttributedString()` → `NSAttributedString(string: "")`,
/// `NSMutableAttributedString(string: "")` — the empty string they make on iOS (Linux's
/// Foundation declares only the initializers that take a string, and UIKit cannot add `init()`:
/// an extension may not override `NSObject`'s).
final class FoundationGapRewriter: SyntaxRewriter {
    private static let emptyStringTypes: Set = ["NSAttributedString", "NSMutableAttributedString"]

    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.emptyStringTypes.contains(type),
              node.arguments.isEmpty, node.trailingClosure == nil, node.leftParen != nil else { return super.visit(node) }
        let rewritten = "\(type)(string: \"\")"
        notes.change("\(node.trimmedDescription) → \(rewritten): Linux's Foundation has no init()", at: node)
        var parser = Parser(rewritten)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}

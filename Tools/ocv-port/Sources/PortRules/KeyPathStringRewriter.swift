import SwiftParser
import SwiftSyntax

/// Rule 6: `#keyPath(…)` needs the Objective-C runtime; it becomes the string it stands for, as
/// Core Animation and key-value coding read it: `#keyPath(CAShapeLayer.strokeEnd)` →
/// `"strokeEnd"`, `#keyPath(CALayer.position.x)` → `"position.x"`, `#keyPath(progress)` →
/// `"progress"`. A leading type name (capitalized) or `self` is dropped, as the compiler does.
final class KeyPathStringRewriter: SyntaxRewriter {
    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "keyPath", node.arguments.count == 1,
              let argument = node.arguments.first?.expression else { return super.visit(node) }
        var components = argument.trimmedDescription.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
        if let first = components.first, components.count > 1, first == "self" || first.first?.isUppercase == true {
            components.removeFirst()
        }
        guard !components.isEmpty, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return super.visit(node)
        }
        let literal = "\"" + components.joined(separator: ".") + "\""
        notes.change("\(node.trimmedDescription) → \(literal)", at: node)
        var parser = Parser(literal)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}

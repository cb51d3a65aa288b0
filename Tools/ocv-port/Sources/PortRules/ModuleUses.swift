import SwiftParser
import SwiftSyntax

/// What a ported Swift file tells Package.swift about its target: the modules it imports, and
/// whether it starts the program — an app delegate marked `@main` (`@UIApplicationMain` is
/// ported to it) or a `main.swift` calling `UIApplicationMain(…)`.
struct ModuleUses: Sendable {
    /// The modules it imports (the first component of each import's path), in order.
    var imports: [String] = []
    /// Whether it has `@main`, or calls `UIApplicationMain`.
    var startsProgram = false

    /// The uses in `text`.
    static func of(_ text: String) -> ModuleUses {
        let collector = ModuleUseCollector()
        collector.walk(Parser.parse(source: text))
        return collector.uses
    }
}

private final class ModuleUseCollector: SyntaxVisitor {
    private(set) var uses = ModuleUses()

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            uses.imports.append(module)
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.name == "main" {
            uses.startsProgram = true
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledName == "UIApplicationMain" {
            uses.startsProgram = true
        }
        return .visitChildren
    }
}

import SwiftSyntax

/// Rule 6: reports, without changing them, what needs a storyboard, a nib or the Objective-C
/// runtime — `UIStoryboard`, `instantiateViewController`, `UINib(nibName:…)`,
/// `awakeFromNib`, `performSegue`, `prepare(for segue:…)`, key-value observing,
/// `NSClassFromString`, `responds(to:)`, `perform(#selector…)` without a delay, swizzling,
/// `@NSManaged` — and what the other rules left: a `#selector` not rewritten,
/// `removeObserver(self)` (block observers are removed by their token). (Overrides in
/// extensions are ``MemberMoves``'s.)
///
/// It reads the tree after rules 1, 3, 4 and 5, whose lines are the iOS source's.
final class RuntimeFeatureScanner: SyntaxVisitor {
    private static let storyboard = "storyboards do not load on Linux: make the view controller in code"
    private static let segue = "segues come from storyboards: present or show the view controller in code"
    private static let kvo = "no key-value observing on Linux: use didSet, or Combine's @Published and sink"

    /// Names reported wherever they are referred to.
    private static let names: [String: String] = [
        "UIStoryboard": storyboard,
        "instantiateViewController": storyboard,
        "instantiateInitialViewController": storyboard,
        "performSegue": segue,
        "NSClassFromString": "NSClassFromString: no Objective-C runtime to look classes up by name; use a table of types",
        "method_exchangeImplementations": "method_exchangeImplementations: no method swizzling on Linux; call the replacement where it is needed",
    ]

    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let note = Self.names[node.baseName.text] {
            notes.finding(note, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "UIStoryboard" {
            notes.finding(Self.storyboard, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.labels
        switch node.calledName {
        case "UINib" where labels.first == "nibName":
            notes.finding("nibs do not load on Linux: register a class, or a UINib(instantiate:) recipe under this name (UINib.register(name:_:))", at: node)
        case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            notes.finding("observe(\\.…): \(Self.kvo)", at: node)
        case "addObserver" where labels.contains("forKeyPath"), "removeObserver" where labels.contains("forKeyPath"):
            notes.finding("\(node.calledName ?? "")(_:forKeyPath:…): \(Self.kvo)", at: node)
        case "removeObserver" where node.arguments.first?.expression.trimmedDescription == "self":
            notes.finding("removeObserver: observers added with blocks are removed by the token addObserver(forName:object:queue:using:) returned; keep that token and remove it", at: node)
        case "responds" where labels == ["to"]:
            notes.finding("responds(to:): no runtime to ask; the protocol's default implementation answers for a type that lacks the method", at: node)
            return .skipChildren
        case "perform" where node.arguments.first.map({ SelectorReference($0.expression) != nil }) == true:
            notes.finding("perform(#selector…): no runtime to send selectors; call the method directly", at: node)
            return .skipChildren
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            notes.finding("\(node.trimmedDescription): no runtime to send selectors, and the porter found no form or handler to rewrite it with; call the method from a closure", at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let firstParameter = node.signature.parameterClause.parameters.first
        switch node.name.text {
        case "awakeFromNib":
            notes.finding("awakeFromNib: no nib calls it on Linux; do this setup in init", at: node.name)
        case "prepare" where firstParameter?.firstName.text == "for" && firstParameter?.type.trimmedDescription == "UIStoryboardSegue":
            notes.finding("prepare(for:sender:): \(Self.segue)", at: node.name)
        case "observeValue" where firstParameter?.firstName.text == "forKeyPath":
            notes.finding("observeValue(forKeyPath:…): \(Self.kvo)", at: node.name)
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.name == "NSManaged" {
            notes.finding("@NSManaged: Core Data does not exist on Linux", at: node)
        }
        return .visitChildren
    }
}

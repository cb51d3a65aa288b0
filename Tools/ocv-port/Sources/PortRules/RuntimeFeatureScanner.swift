import SwiftSyntax

/// Rule 6: reports, without changing them, what needs a storyboard, a nib or the Objective-C
/// runtime — `UIStoryboard`, `instantiateViewController`, `UINib(nibName:…)`,
/// `awakeFromNib`, `performSegue`, `prepare(for segue:…)`, key-value observing by key-path
/// strings (`observe(\.…)` works: UIKit's views and `dynamic` properties announce changes),
/// `NSClassFromString`, swizzling, `@NSManaged`, and selectors used for Objective-C
/// forwarding (`responds(to:)` asked or overridden, `forwardingTarget(for:)`, `perform(_:…)`,
/// `method(for:)`, `NSSelectorFromString`, `class_getInstanceMethod`), each with the Swift
/// way to write it — and what the other rules left: a `#selector` not rewritten,
/// `removeObserver(self)` (block observers are removed by their token). (Overrides in
/// extensions are ``MemberMoves``'s.)
///
/// It reads the tree after rules 1, 3, 4 and 5, whose lines are the iOS source's.
final class RuntimeFeatureScanner: SyntaxVisitor {
    private static let storyboard = "storyboards do not load on Linux: make the view controller in code"
    private static let segue = "segues come from storyboards: present or show the view controller in code"
    private static let kvo = "string-keyed key-value observing reaches only views' and view controllers' observeValue(forKeyPath:…), for the properties UIKit's views announce; elsewhere use observe(\\.keyPath, options:) { object, change in … } (UIKit's views and dynamic properties announce), didSet, or Combine's @Published and sink"

    /// Names reported wherever they are referred to.
    private static let names: [String: String] = [
        "UIStoryboard": storyboard,
        "instantiateViewController": storyboard,
        "instantiateInitialViewController": storyboard,
        "performSegue": segue,
        "NSClassFromString": "NSClassFromString: no Objective-C runtime to look classes up by name; use a table of types",
        "method_exchangeImplementations": "method_exchangeImplementations: no method swizzling on Linux; call the replacement where it is needed",
        "NSSelectorFromString": "NSSelectorFromString: no Objective-C runtime to find a method by its name; keep a table of closures by name instead ([String: () -> Void])",
        "NSStringFromSelector": "NSStringFromSelector: no selectors on Linux; write the method's name as a string",
        "class_getInstanceMethod": runtimeFunction("class_getInstanceMethod"),
        "class_getClassMethod": runtimeFunction("class_getClassMethod"),
        "class_addMethod": runtimeFunction("class_addMethod"),
        "class_replaceMethod": runtimeFunction("class_replaceMethod"),
        "class_respondsToSelector": runtimeFunction("class_respondsToSelector"),
        "class_copyMethodList": runtimeFunction("class_copyMethodList"),
        "method_getImplementation": runtimeFunction("method_getImplementation"),
        "method_setImplementation": runtimeFunction("method_setImplementation"),
    ]

    private static func runtimeFunction(_ name: String) -> String {
        "\(name): no Objective-C runtime on Linux to look methods up or change them; call the method directly (to change what it does, subclass and override it, or call a closure you can replace)"
    }

    private static let forwarding = "no message forwarding on Linux; conform to the protocol and pass each method on to the other object"
    private static let respondsTo = "no Objective-C runtime to ask whether an object has a method; make the method a protocol requirement with a default implementation in an extension of the protocol (an @objc optional requirement becomes one), and call it: the default answers for a type that lacks it"
    private static let performSelector = "no Objective-C runtime to send a selector; call the method directly, or, where the method was chosen at run time, keep a closure instead of the selector (let action: () -> Void = { [weak self] in self?.refresh() })"

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
        case "addObserver" where labels.contains("forKeyPath"), "removeObserver" where labels.contains("forKeyPath"):
            notes.finding("\(node.calledName ?? "")(_:forKeyPath:…): \(Self.kvo)", at: node)
        case "removeObserver" where node.arguments.first?.expression.trimmedDescription == "self":
            notes.finding("removeObserver: observers added with blocks are removed by the token addObserver(forName:object:queue:using:) returned; keep that token and remove it", at: node)
        case "responds" where labels == ["to"], "instancesRespond" where labels == ["to"]:
            notes.finding("\(node.calledName ?? "")(to:): \(Self.respondsTo)", at: node)
            return .skipChildren
        case "conforms" where labels == ["to"]:
            notes.finding("conforms(to:): no Objective-C protocols to ask about on Linux; test with is or as? and the protocol (delegate is MyDelegate)", at: node)
            return .skipChildren
        case "perform" where labels == [nil, "with", "afterDelay"] || labels == [nil, "with", "afterDelay", "inModes"]:
            notes.finding("perform(_:with:afterDelay:): no Objective-C runtime to send a selector (and the porter found no method it names); call the method in DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }, from a closure kept instead of the selector where the method was chosen at run time", at: node)
            return .skipChildren
        case "perform" where labels == [nil, "with"] || labels == [nil, "with", "with"] || (labels == [nil] && node.argument(0).looksLikeSelector):
            notes.finding("perform(\(labels.map { ($0 ?? "_") + ":" }.joined())): \(Self.performSelector)", at: node)
            return .skipChildren
        case "perform" where labels.first == nil && labels.contains("on") && labels.contains("waitUntilDone"),
             "performSelector" where labels.first == "onMainThread" || labels.first == "inBackground":
            notes.finding("\(node.calledName ?? "")(\(labels.map { ($0 ?? "_") + ":" }.joined())): no Objective-C runtime to send a selector; call the method in DispatchQueue.main.async { … } (or DispatchQueue.global().async { … }), from a closure kept instead of the selector where the method was chosen at run time", at: node)
            return .skipChildren
        case "method" where labels == ["for"], "instanceMethod" where labels == ["for"]:
            notes.finding("\(node.calledName ?? "")(for:): no Objective-C runtime to look up a method's implementation; call the method directly, or keep a closure that calls it", at: node)
            return .skipChildren
        case "Selector" where labels == [nil] && node.argument(0).is(StringLiteralExprSyntax.self):
            notes.finding("\(node.trimmedDescription): \(Self.performSelector)", at: node)
            return .skipChildren
        case let name? where Self.names[name] != nil && node.calledExpression.is(DeclReferenceExprSyntax.self):
            // A runtime function: reported once, with the selectors it is given.
            notes.finding(Self.names[name]!, at: node)
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
        case "responds" where firstParameter?.firstName.text == "to":
            notes.finding("responds(to:): nothing asks it on Linux (no Objective-C runtime sends messages); where it told which optional delegate methods this object has, give the protocol's requirements defaults in an extension, and implement here the ones it has", at: node.name)
            return .skipChildren
        case "forwardingTarget" where firstParameter?.firstName.text == "for":
            notes.finding("forwardingTarget(for:): no message forwarding on Linux; conform to the protocol and pass each method on to the other object (a method that calls the other object's), or hand out the other object itself", at: node.name)
            return .skipChildren
        case "forwardInvocation":
            notes.finding("forwardInvocation: \(Self.forwarding)", at: node.name)
            return .skipChildren
        case "methodSignature" where firstParameter?.firstName.text == "for":
            notes.finding("methodSignature(for:): \(Self.forwarding)", at: node.name)
            return .skipChildren
        case "resolveInstanceMethod", "resolveClassMethod":
            notes.finding("\(node.name.text): no Objective-C runtime to add methods on Linux; declare the methods", at: node.name)
            return .skipChildren
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

extension ExprSyntax {
    /// Whether this reads as a selector: `#selector(…)`, `Selector("…")`,
    /// `NSSelectorFromString(…)`, or a name that says so (`selector`, `aSelector`, `sel`).
    fileprivate var looksLikeSelector: Bool {
        if SelectorReference(self) != nil { return true }
        if let call = self.as(FunctionCallExprSyntax.self) {
            return call.calledName == "Selector" || call.calledName == "NSSelectorFromString"
        }
        let name = (self.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? self.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "").lowercased()
        return name.hasSuffix("selector") || name == "sel"
    }
}

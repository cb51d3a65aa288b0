import SwiftParser
import SwiftSyntax

/// Rule 1: removes what needs the Objective-C runtime from declarations — `@objc`,
/// `@objc(name)`, `@objcMembers`, `dynamic` and Interface Builder's `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` — keeping the declarations.
///
/// A removed attribute's line stays (empty, if the attribute stood alone on it). An `@objc`
/// protocol is class-bound, so a protocol that loses `@objc` gains `AnyObject` unless it
/// already inherits a class-bound protocol the porter knows. An `@IBOutlet` is reported too:
/// no nib connects it on Linux. `@UIApplicationMain` (which asks the Objective-C runtime for
/// `UIApplicationMain`) becomes `@main`: UIKit gives the app delegate `main()`. A `dynamic`
/// stored property (the runtime announced its changes to key-value observers) announces them
/// itself: it gains `willSet`/`didSet` calling `willChangeValue(forKey:)`/`didChangeValue(forKey:)`
/// on the same line.
final class ObjCAttributeRemover: SyntaxRewriter {
    static let attributes: Set = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]
    /// Inherited protocols that already make a protocol class-bound.
    private static let classBound: Set = ["AnyObject", "class", "NSObjectProtocol"]

    private let notes: Notes
    /// What led the removed attributes and modifiers, for the token after them.
    private var carriedTrivia: Trivia?

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        var kept: [AttributeListSyntax.Element] = []
        for element in node {
            if case .attribute(let attribute) = element, attribute.name == "UIApplicationMain" {
                notes.change("rewrote @UIApplicationMain as @main: UIKit gives the app delegate main()", at: attribute)
                let main = IdentifierTypeSyntax(name: .identifier("main", leadingTrivia: attribute.attributeName.leadingTrivia,
                                                                  trailingTrivia: attribute.attributeName.trailingTrivia))
                kept.append(.attribute(attribute.with(\.attributeName, TypeSyntax(main))))
            } else if case .attribute(let attribute) = element, Self.attributes.contains(attribute.name) {
                remove(attribute, named: "@\(attribute.name)")
                if attribute.name == "IBOutlet" {
                    notes.finding("\(outletName(of: attribute)): Interface Builder connected this outlet; make it and assign it in code", at: attribute)
                }
            } else {
                kept.append(visit(element))
            }
        }
        return AttributeListSyntax(kept)
    }

    override func visit(_ node: DeclModifierListSyntax) -> DeclModifierListSyntax {
        var kept: [DeclModifierSyntax] = []
        for modifier in node {
            if modifier.name.tokenKind == .keyword(.dynamic) {
                remove(modifier, named: "dynamic")
            } else {
                kept.append(visit(modifier))
            }
        }
        return DeclModifierListSyntax(kept)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let isDynamic = node.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
        let visited = super.visit(node).cast(VariableDeclSyntax.self)
        guard isDynamic, visited.bindingSpecifier.tokenKind == .keyword(.var), visited.bindings.count == 1,
              let binding = visited.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return DeclSyntax(visited)
        }
        let announcing = "var \(name) = 0 { willSet { willChangeValue(forKey: \"\(name)\") } didSet { didChangeValue(forKey: \"\(name)\") } }"
        var parser = Parser(announcing)
        guard let accessors = DeclSyntax.parse(from: &parser).as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock else {
            return DeclSyntax(visited)
        }
        notes.change("\(name) announces its changes to key-value observers (willSet/didSet), as dynamic did", at: node.bindings.first!.pattern)
        let trailing = binding.trailingTrivia
        let announced = binding.with(\.trailingTrivia, []).with(\.accessorBlock, accessors.with(\.leadingTrivia, Trivia.space).with(\.trailingTrivia, trailing))
        return DeclSyntax(visited.with(\.bindings, PatternBindingListSyntax([announced])))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.name == "objc"
        }
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let visited = super.visit(node).cast(ProtocolDeclSyntax.self)
        guard isObjC, !inherited.contains(where: Self.classBound.contains) else { return DeclSyntax(visited) }
        notes.change("added AnyObject to \(node.name.text): an @objc protocol is class-bound", at: node.name)
        return DeclSyntax(visited.addingAnyObject())
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard let carried = carriedTrivia else { return token }
        carriedTrivia = nil
        return token.with(\.leadingTrivia, carried.joined(before: token.leadingTrivia))
    }

    /// Records the removal of `node` and keeps its leading trivia (and trailing comments) for
    /// the next token.
    private func remove(_ node: some SyntaxProtocol, named name: String) {
        notes.change("removed \(name)", at: node)
        carriedTrivia = (carriedTrivia ?? []) + node.leadingTrivia + node.trailingTrivia.commentsOnly
    }

    private func outletName(of attribute: AttributeSyntax) -> String {
        let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self)
        return variable?.bindings.first?.pattern.trimmedDescription ?? "@IBOutlet"
    }
}

extension ProtocolDeclSyntax {
    /// This protocol with `AnyObject` added to what it inherits.
    fileprivate func addingAnyObject() -> ProtocolDeclSyntax {
        let anyObject = TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject")))
        guard let clause = inheritanceClause, let last = clause.inheritedTypes.last else {
            let clause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: [InheritedTypeSyntax(type: anyObject.with(\.trailingTrivia, name.trailingTrivia))]
            )
            return with(\.name, name.with(\.trailingTrivia, [])).with(\.inheritanceClause, clause)
        }
        var types = Array(clause.inheritedTypes.dropLast())
        types.append(last.with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: .space)))
        types.append(InheritedTypeSyntax(type: anyObject.with(\.trailingTrivia, last.trailingTrivia)))
        return with(\.inheritanceClause, clause.with(\.inheritedTypes, InheritedTypeListSyntax(types)))
    }
}

import SwiftParser
import SwiftSyntax

/// `--package`: a target's resources are in its own bundle, `Bundle.module`, where iOS had them
/// in the app's (`Bundle.main`) or the framework's (`Bundle(for:)`). In the files of a target
/// with such resources, the lookups that read them go to `Bundle.module`:
/// `Bundle.main.path(forResource:ofType:)`, `url(forResource:withExtension:)` and the other
/// resource lookups, `localizedString(forKey:value:table:)`, `resourcePath`/`resourceURL`;
/// `Bundle(for: X.self)` (a framework's or a test's own bundle); `NSLocalizedString` without a
/// bundle (or with `.main`) gets `bundle: .module`. In the app's target, whose Info.plist moved
/// into `AppInfo/` among its resources, what `Bundle.main` reads from the Info.plist
/// (`infoDictionary`, `object(forInfoDictionaryKey:)`, `bundleIdentifier`…) is read from the
/// bundle of that folder: `Bundle(url: Bundle.module.bundleURL.appendingPathComponent("AppInfo"))!`.
final class ModuleBundleRewriter: SyntaxRewriter {
    private let notes: Notes
    /// Whether the file is in the app's target (its Info.plist in `AppInfo/`).
    private let readsAppInfo: Bool
    /// The members of `Bundle` that read its Info.plist.
    private static let infoMembers: Set = ["infoDictionary", "localizedInfoDictionary", "object", "bundleIdentifier"]
    /// The members of `Bundle` that read its resources.
    private static let lookups: Set = ["path", "paths", "url", "urls", "localizedString", "resourcePath", "resourceURL"]

    init(notes: Notes, readsAppInfo: Bool) {
        self.notes = notes
        self.readsAppInfo = readsAppInfo
        super.init(viewMode: .sourceAccurate)
    }

    /// The files of `targets` (folders) with their resource lookups on `Bundle.module` (and in
    /// `appTargets`, their Info.plist reads on the `AppInfo` folder's bundle), each change added
    /// to the file's.
    static func rewrite(_ files: [PortedFile], inTargets targets: Set<String>, appTargets: Set<String>) -> [PortedFile] {
        files.concurrentMap { file in
            let target = Targets.target(of: file.path)
            guard targets.contains(target),
                  file.text.contains("Bundle") || file.text.contains("NSLocalizedString") else { return file }
            let tree = Parser.parse(source: file.text)
            let notes = Notes(tree: tree)
            let rewritten = ModuleBundleRewriter(notes: notes, readsAppInfo: appTargets.contains(target)).rewrite(tree)
            guard !notes.changes.isEmpty else { return file }
            return PortedFile(path: file.path, text: rewritten.description, changes: (file.changes + notes.changes).sortedByLine(),
                              findings: file.findings)
        }
    }

    /// `Bundle.main` followed by a resource lookup.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.declName.baseName.text == "main", let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Bundle",
              let member = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return super.visit(node) }
        if Self.lookups.contains(member) {
            notes.change("Bundle.main.\(member) → Bundle.module: the target's resources are in its bundle", at: node)
            return ExprSyntax(node.with(\.declName, node.declName.with(\.baseName, .identifier("module"))))
        }
        if readsAppInfo, Self.infoMembers.contains(member) {
            notes.change("Bundle.main.\(member) reads the app's Info.plist, in AppInfo/ among the target's resources", at: node)
            return parseExpression("Bundle(url: Bundle.module.bundleURL.appendingPathComponent(\"AppInfo\"))!")
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return super.visit(node) }
        switch callee.baseName.text {
        case "Bundle" where node.arguments.count == 1 && node.arguments.first?.label?.text == "for":
            notes.change("\(node.trimmedDescription) → Bundle.module: the target's resources are in its bundle", at: node)
            return ExprSyntax(MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .identifier("Bundle")), name: .identifier("module")))
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case "NSLocalizedString":
            return localizedString(super.visit(node).as(FunctionCallExprSyntax.self) ?? node)
        default:
            return super.visit(node)
        }
    }

    /// `NSLocalizedString` reading `Bundle.module`: a `bundle:` argument of `.main` replaced, or
    /// one added after the key (and the table).
    private func localizedString(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        var arguments = Array(node.arguments)
        let module = ExprSyntax(MemberAccessExprSyntax(name: .identifier("module")))
        if let index = arguments.firstIndex(where: { $0.label?.text == "bundle" }) {
            let given = arguments[index].expression.trimmedDescription
            guard given == ".main" || given == "Bundle.main" else { return ExprSyntax(node) }
            arguments[index] = arguments[index].with(\.expression, module.with(\.trailingTrivia, arguments[index].expression.trailingTrivia))
        } else {
            guard !arguments.isEmpty else { return ExprSyntax(node) }
            let after = arguments.firstIndex { $0.label?.text == "tableName" } ?? 0
            guard let comma = arguments[after].trailingComma, after + 1 < arguments.count else { return ExprSyntax(node) }
            // Spaced as the call is written: on a line of its own, or after a comma's space.
            let added = LabeledExprSyntax(
                label: .identifier("bundle", leadingTrivia: arguments[after + 1].leadingTrivia), colon: .colonToken(trailingTrivia: .space),
                expression: module, trailingComma: .commaToken(trailingTrivia: comma.trailingTrivia)
            )
            arguments.insert(added, at: after + 1)
        }
        notes.change("NSLocalizedString reads Bundle.module: the target's strings are in its bundle", at: node)
        return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax(arguments)))
    }
}

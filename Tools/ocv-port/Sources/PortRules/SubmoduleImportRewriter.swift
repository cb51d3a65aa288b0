import SwiftSyntax

/// The first rule: imports of Apple's submodules become imports of the module: `import os.log` →
/// `import os`, `import UIKit.UIGestureRecognizerSubclass` → `import UIKit`,
/// `import QuartzCore.CALayer` → `import QuartzCore`, `import CoreGraphics.CGGeometry` →
/// `import CoreGraphics`. The project's modules are Swift modules, which have no submodules
/// (`no such module 'UIKit.UIGeometry'`); each module brings everything its submodules did.
///
/// A scoped import (`import class UIKit.UIView`, `import struct CoreGraphics.CGFloat`) stays:
/// Swift on Linux finds the declaration through the module's re-exports. Only a submodule
/// in its path is dropped (`import class UIKit.UIView.UIView` cannot occur; `import func
/// os.log.os_log` → `import func os.os_log`). A resulting second `import UIKit` stays:
/// Swift accepts duplicate imports, and the line count is kept.
///
/// `import ObjectiveC` (and `import ObjectiveC.runtime`), which iOS code writes for associated
/// objects, becomes `import UIKit`: Linux has no Objective-C module, and UIKit here declares
/// `objc_getAssociatedObject`, `objc_setAssociatedObject` and their policies.
final class SubmoduleImportRewriter: SyntaxRewriter {
    /// The modules the project has under Apple's names (Foundation is Linux's own).
    static let modules: Set = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "os", "OSLog", "Combine", "UniformTypeIdentifiers", "PhotosUI", "SafariServices", "MessageUI", "UserNotifications", "LocalAuthentication"]

    private let notes: Notes

    init(notes: Notes) {
        self.notes = notes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let path = Array(node.path)
        if node.importKindSpecifier == nil, path.first?.name.text == "ObjectiveC", let last = path.last {
            let uikit = ImportPathComponentSyntax(name: .identifier("UIKit", trailingTrivia: last.trailingTrivia))
            let rewritten = node.with(\.path, ImportPathComponentListSyntax([uikit]))
            notes.change("\(node.trimmedDescription) → import UIKit: no Objective-C module on Linux; UIKit declares the associated-object functions", at: node.path)
            return DeclSyntax(rewritten)
        }
        guard let module = path.first, Self.modules.contains(module.name.text) else { return DeclSyntax(node) }
        // A scoped import keeps its last component, the declaration.
        let kept = node.importKindSpecifier == nil ? 1 : 2
        guard path.count > kept, let last = path.last else { return DeclSyntax(node) }
        var components = [module]
        if kept == 2 {
            components.append(last)
        }
        components[components.count - 1] = components[components.count - 1]
            .with(\.trailingPeriod, nil)
            .with(\.name, components[components.count - 1].name.with(\.trailingTrivia, last.trailingTrivia))
        for index in components.indices.dropLast() {
            components[index] = components[index].with(\.trailingPeriod, .periodToken())
        }
        let rewritten = node.with(\.path, ImportPathComponentListSyntax(components))
        notes.change("\(node.trimmedDescription) → \(rewritten.trimmedDescription): \(module.name.text) on Linux is one module, without submodules", at: node.path)
        return DeclSyntax(rewritten)
    }
}

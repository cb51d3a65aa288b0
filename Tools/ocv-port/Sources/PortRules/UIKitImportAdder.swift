import SwiftParser
import SwiftSyntax

/// A file without any import, or naming UIKit's types while importing only what UIKit brings
/// (Foundation, Core Graphics, Dispatch…), in a target (``Targets``) whose other files import
/// UIKit, gets `import UIKit`.
/// On iOS a framework's umbrella header gives UIKit (and so Foundation and CoreGraphics) to
/// every Swift file of the framework, so such files use `UIView`, `CGFloat` and `TimeInterval`
/// without importing UIKit.
///
/// The import goes on the last empty line before the first declaration (after the file's
/// header, before the comments that document the declaration), or on an empty first line, so
/// the line count is kept; without an empty line there, on a new first line, which moves the file's lines down by
/// one. It runs last, on the ported file.
enum UIKitImportAdder {
    /// The files of `files` that need `import UIKit`.
    static func files(needingUIKit files: [(path: String, declarations: FileDeclarations)]) -> Set<String> {
        let targets = Set(files.filter { $0.declarations.imports.contains("UIKit") }.map { Targets.target(of: $0.path) })
        return Set(files.filter { file in
            let imports = file.declarations.imports
            return targets.contains(Targets.target(of: file.path))
                && (imports.isEmpty || (file.declarations.namesUIKitTypes && Set(imports).isSubset(of: broughtByUIKit)))
        }.map(\.path))
    }

    /// The modules `import UIKit` brings with it.
    static let broughtByUIKit: Set<String> = ["Foundation", "CoreGraphics", "QuartzCore", "Dispatch", "CoreFoundation"]

    /// `tree` with `import UIKit` added, and the note for it; nil for a file left with no
    /// code (its extensions moved into their classes).
    static func add(to tree: SourceFileSyntax, path: String) -> (SourceFileSyntax, Note)? {
        let statements = Array(tree.statements)
        let target = Targets.target(of: path)
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        let why = "this file imports \(imports.isEmpty ? "nothing" : "only " + imports.joined(separator: ", ")), and other files of its target "
            + "(\(target.isEmpty ? "the files at the top of the tree" : target + "/")) import UIKit: on iOS a framework's umbrella header gave UIKit to each of its files"
        var parser = Parser("import UIKit")
        let importItem = CodeBlockItemSyntax(item: .decl(DeclSyntax.parse(from: &parser)))
        guard let first = statements.first else { return nil }
        let pieces = Array(first.leadingTrivia.pieces)
        let header: [TriviaPiece]
        let rest: [TriviaPiece]
        var text = "added import UIKit: " + why
        // On the last empty line before the first declaration (after its header, before the
        // comments that document it), after one empty line if there are two or more.
        if let blank = pieces.lastIndex(where: { $0.newlineCount >= 2 }) {
            let count = pieces[blank].newlineCount
            let before = count >= 3 ? 2 : 1
            header = Array(pieces[..<blank]) + [.newlines(before)]
            rest = [.newlines(count - before)] + pieces[(blank + 1)...]
        } else if pieces.first?.newlineCount ?? 0 > 0 {
            // On the file's first line, empty.
            header = []
            rest = pieces
        } else {
            header = []
            rest = [.newlines(1)] + pieces
            text += " (on a line of its own at the top: the lines after it are one more than on iOS)"
        }
        let line = 1 + header.reduce(0) { $0 + $1.newlineCount }
        let items = [importItem.with(\.leadingTrivia, Trivia(pieces: header)), first.with(\.leadingTrivia, Trivia(pieces: rest))]
            + statements.dropFirst()
        return (tree.with(\.statements, CodeBlockItemListSyntax(items)), Note(line: line, text: text))
    }
}

extension TriviaPiece {
    /// The line breaks in this piece.
    fileprivate var newlineCount: Int {
        switch self {
        case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count): count
        default: 0
        }
    }
}

import SwiftSyntax

/// Collects one pass's notes, placed at the lines of the tree that pass reads.
///
/// Every pass but the last (optional requirements, which adds extensions) keeps the line
/// count, so these lines are the iOS source's.
final class Notes {
    private let tree: SourceFileSyntax
    private lazy var converter = SourceLocationConverter(fileName: "", tree: tree)
    /// The changes made, in the order they were recorded.
    private(set) var changes: [Note] = []
    /// The items left to a person, in the order they were recorded.
    private(set) var findings: [Note] = []

    init(tree: SourceFileSyntax) {
        self.tree = tree
    }

    /// Records a change made at `node` (a node of the tree this pass reads).
    func change(_ text: String, at node: some SyntaxProtocol) {
        changes.append(Note(line: line(of: node), text: text))
    }

    /// Records an item at `node` that a person must see to.
    func finding(_ text: String, at node: some SyntaxProtocol) {
        findings.append(Note(line: line(of: node), text: text))
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}

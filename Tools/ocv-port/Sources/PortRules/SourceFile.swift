/// A Swift file of the tree being ported: its path (relative to the tree, as reported) and text.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A Swift file after porting: its new text, what changed, and what is left to a person.
public struct PortedFile: Sendable {
    public let path: String
    public let text: String
    /// The changes made, in line order.
    public let changes: [Note]
    /// What the porter cannot rewrite (storyboards, KVO, runtime calls, ...), in line order.
    public let findings: [Note]
}

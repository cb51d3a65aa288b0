/// One line of the porter's report: a change it made, or an item it leaves to a person.
public struct Note: Sendable, Hashable, CustomStringConvertible {
    /// The line in the iOS source (1-based).
    public let line: Int
    /// What was changed, or what a person must do.
    public let text: String

    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }

    public var description: String { "\(line): \(text)" }
}

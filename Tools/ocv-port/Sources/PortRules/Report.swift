/// The porter's report, as `ocv-port` prints it.
public enum Report {
    /// One file's block: its path and counts, then a line per change and per item left to a
    /// person. Nil for a file the porter left as it was, with nothing to report.
    public static func block(for file: PortedFile) -> String? {
        guard !file.changes.isEmpty || !file.findings.isEmpty else { return nil }
        var lines = ["\(file.path): \(count(file.changes.count, "change")), \(file.findings.count) for a person"]
        lines += file.changes.map { "  \($0.line): \($0.text)" }
        lines += file.findings.map { "  \($0.line): for a person: \($0.text)" }
        return lines.joined(separator: "\n")
    }

    /// Package.swift's block (`--package`): what it wrote, a line per target and per file moved,
    /// then each item left to a person.
    public static func block(for manifest: PackageManifest) -> String {
        let head = "Package.swift: \(manifest.text == nil ? "the tree's own, left as it is" : "written"), \(manifest.findings.count) for a person"
        return ([head] + manifest.changes.map { "  \($0)" } + manifest.findings.map { "  for a person: \($0)" }).joined(separator: "\n")
    }

    /// The summary: `N files, M changes; K items for a person:`, then each item as
    /// `path:line: what`, and Package.swift's (`--package`) as `path: what`.
    public static func summary(of files: [PortedFile], package manifest: PackageManifest? = nil) -> String {
        let changes = files.reduce(0) { $0 + $1.changes.count }
        let findings = files.flatMap { file in file.findings.map { "\(file.path):\($0.line): \($0.text)" } } + (manifest?.findings ?? [])
        let head = "\(count(files.count, "file")), \(count(changes, "change")); \(count(findings.count, "item")) for a person\(findings.isEmpty ? "" : ":")"
        return ([head] + findings).joined(separator: "\n")
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

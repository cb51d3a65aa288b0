/// A target of the ported tree's Package.swift: a folder of the tree (``Targets``) built in
/// Swift 5 language mode, and its declaration in the manifest.
struct PackageTarget {
    enum Kind: String {
        case executable = "executableTarget"
        case library = "target"
        case test = "testTarget"
    }

    enum Dependency: Hashable {
        /// A target of the tree.
        case target(String)
        /// A product of OpenCollectionView (`UIKit`, `Combine`, …).
        case product(String)

        var name: String {
            switch self {
            case .target(let name), .product(let name): name
            }
        }
    }

    let kind: Kind
    let name: String
    /// Its folder, relative to the tree.
    let path: String
    var dependencies: [Dependency] = []
    /// Relative to its folder.
    var exclude: [String] = []
    /// What `resources:` copies, relative to its folder.
    var copies: [String] = []

    /// `.executableTarget(name: …),` with its arguments a line each, indented for `targets:`.
    var declaration: String {
        var arguments = ["name: \(name.literal)"]
        arguments += list("dependencies", dependencies.map { dependency in
            switch dependency {
            case .target(let name): name.literal
            case .product(let name): ".product(name: \(name.literal), package: \"OpenCollectionView\")"
            }
        })
        arguments.append("path: \(path.literal)")
        arguments += list("exclude", exclude.map(\.literal))
        arguments += list("resources", copies.map { ".copy(\($0.literal))" })
        arguments.append("swiftSettings: [.swiftLanguageMode(.v5)]")
        return "        .\(kind.rawValue)(\n" + arguments.map { "            " + $0 }.joined(separator: ",\n") + "\n        ),"
    }

    /// The report's line: `executable target PhotoGrid, PhotoGrid/: dependencies UIKit, Combine;
    /// resources AppInfo, Assets.xcassets`.
    var summary: String {
        let kind = switch self.kind {
        case .executable: "executable"
        case .library: "library"
        case .test: "test"
        }
        var parts: [String] = []
        if !dependencies.isEmpty {
            parts.append("dependencies " + dependencies.map(\.name).joined(separator: ", "))
        }
        if !copies.isEmpty {
            parts.append("resources " + copies.joined(separator: ", "))
        }
        return "\(kind) target \(name), \(path)/" + (parts.isEmpty ? "" : ": " + parts.joined(separator: "; "))
    }
}

/// `label: [` and `items` a line each, or nothing for no items.
private func list(_ label: String, _ items: [String]) -> [String] {
    guard !items.isEmpty else { return [] }
    return ["\(label): [\n" + items.map { "                \($0),\n" }.joined() + "            ]"]
}

extension String {
    /// The string as a Swift string literal: `"Photo \"Grid\""`.
    var literal: String {
        "\"" + String(flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }) + "\""
    }
}

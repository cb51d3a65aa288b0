import ArgumentParser
import Foundation
import PortRules

/// The tree being ported and where its copy goes: finds its files, copies the ones that are
/// not Swift, and writes the ported Swift files.
struct SourceTree {
    /// Folders not copied: version control and build products.
    private static let skipped: Set = [".git", ".build", ".swiftpm", "DerivedData"]

    let input: URL
    let output: URL
    /// The tree's files, as paths relative to `input`.
    let paths: [String]

    init(input: URL, output: URL) throws {
        self.input = input.standardizedFileURL
        self.output = output.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.input.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(input.path) is not a folder")
        }
        guard !(self.output.path + "/").hasPrefix(self.input.path + "/") else {
            throw ValidationError("the output folder must not be inside the input folder")
        }
        paths = try Self.files(under: self.input)
    }

    /// The Swift files, read.
    func swiftFiles() throws -> [SourceFile] {
        try paths.filter { $0.hasSuffix(".swift") }.map { path in
            SourceFile(path: path, text: try String(contentsOf: input.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Writes `ported` files and copies every other file of the tree.
    func write(_ ported: [PortedFile]) throws {
        let manager = FileManager.default
        for path in paths where !path.hasSuffix(".swift") {
            let destination = output.appendingPathComponent(path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) {
                try manager.removeItem(at: destination)
            }
            try manager.copyItem(at: input.appendingPathComponent(path), to: destination)
        }
        for file in ported {
            let destination = output.appendingPathComponent(file.path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.write(file.text, to: destination.path)
        }
    }

    /// The top-level keys of the tree's files named Info.plist, by path; a file that is not a
    /// property list has none.
    func infoPlistKeys() throws -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        for path in paths where path.split(separator: "/").last == "Info.plist" {
            let data = try Data(contentsOf: input.appendingPathComponent(path))
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            keys[path] = Set((plist ?? [:]).keys)
        }
        return keys
    }

    /// The contents of the string catalogs (`.xcstrings`), by path.
    func stringCatalogs() throws -> [String: Data] {
        var catalogs: [String: Data] = [:]
        for path in paths where path.lowercased().hasSuffix(".xcstrings") {
            catalogs[path] = try Data(contentsOf: input.appendingPathComponent(path))
        }
        return catalogs
    }

    /// Writes Package.swift at the top of the output tree, if `manifest` has one, moves the
    /// files it moves there (replacing what was at their destinations) and writes the files it
    /// makes (a string catalog's tables).
    func write(_ manifest: PackageManifest) throws {
        let manager = FileManager.default
        for move in manifest.moves {
            let destination = output.appendingPathComponent(move.to)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) {
                try manager.removeItem(at: destination)
            }
            try manager.moveItem(at: output.appendingPathComponent(move.from), to: destination)
        }
        for file in manifest.generated {
            let destination = output.appendingPathComponent(file.path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.write(file.text, to: destination.path)
        }
        if let text = manifest.text {
            try Self.write(text, to: output.appendingPathComponent("Package.swift").path)
        }
    }

    /// Writes `text` to the file at `path`, replacing it. Plain C stdio: Foundation's writes
    /// flush each file to disk, which is most of the time a large tree takes.
    private static func write(_ text: String, to path: String) throws {
        guard let stream = fopen(path, "wb") else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { fclose(stream) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, stream) == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The regular files under `root`, relative to it, in a stable order.
    private static func files(under root: URL) throws -> [String] {
        var paths: [String] = []
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]
        ) else { return [] }
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values.isDirectory == true, skipped.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
            } else if values.isRegularFile == true {
                paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
            }
        }
        return paths.sorted()
    }
}

import Foundation

/// Files in item providers, as Foundation's `NSItemProvider(contentsOf:)` registers them: the
/// file's type comes from its name's extension (`UTType`), and its data and a copy of it load by
/// type identifier, a type it conforms to matching (a PNG loads as `public.image`).
extension NSItemProvider {
    /// A provider of the file at `fileURL`, typed by its extension, named by its name; nil for a
    /// URL that is not a file's.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        files.append((type.identifier, fileURL))
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The registered file whose type is or conforms to one of `identifiers`.
    func readableFile(for identifiers: [String]) -> (typeIdentifier: String, url: URL)? {
        let wanted = identifiers.compactMap { UTType($0) }
        return files.first { file in
            guard !identifiers.contains(file.typeIdentifier) else { return true }
            return UTType(file.typeIdentifier).map { type in wanted.contains { type.conforms(to: $0) } } ?? false
        }
    }

    /// Loads the data of the representation of `typeIdentifier` (a registered object's, or a
    /// file's whose type conforms to it); the handler gets the data, or nil and an error.
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        if let file = readableFile(for: [typeIdentifier]) {
            do { completionHandler(try Data(contentsOf: file.url), nil) } catch { completionHandler(nil, error) }
        } else if let object = registeredObject(providing: typeIdentifier) {
            _ = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
        } else {
            completionHandler(nil, ItemProviderLoadError(description: "Cannot load representation of type \(typeIdentifier)"))
        }
        return progress
    }

    /// Loads the data of the representation of `contentType` (iOS 16).
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the representation of `typeIdentifier` as a file: the handler gets a copy in the
    /// temporary folder, removed when it returns (as Foundation does: move or copy it to keep it).
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping (URL?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { [suggestedName] data, error in
            guard let data else { return completionHandler(nil, error) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
            let source = self.readableFile(for: [typeIdentifier])?.url
            let name = source?.lastPathComponent
                ?? (suggestedName ?? "item") + (UTType(typeIdentifier)?.preferredFilenameExtension.map { "." + $0 } ?? "")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let copy = folder.appendingPathComponent(name)
                try data.write(to: copy)
                completionHandler(copy, nil)
            } catch {
                completionHandler(nil, error)
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}

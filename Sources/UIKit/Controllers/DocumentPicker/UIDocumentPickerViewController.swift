import Foundation

/// How a document picker made with the deprecated initializers works, as UIKit's
/// `UIDocumentPickerMode`.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Pick documents to copy into the app.
    case `import` = 0
    /// Pick documents to open in place.
    case open = 1
    /// Copy the app's documents to a folder the user picks.
    case exportToService = 2
    /// Move the app's documents to a folder the user picks.
    case moveToService = 3
}

/// UIKit's document picker, on Linux's file system: a navigation controller browsing folders
/// from `directoryURL` (else the user's Documents folder, else home). Opening
/// (`init(forOpeningContentTypes:asCopy:)`) lists folders and files, the files whose type
/// (by file name extension, `UTType`) conforms to one of the content types pickable, the others
/// dimmed; a tap picks one (with `allowsMultipleSelection`, taps check files and Open picks them),
/// and Open picks the folder shown when the content types include folders. A copy
/// (`asCopy`) goes to the app's Inbox in the temporary folder and its URL is given. Exporting
/// (`init(forExporting:asCopy:)`) browses folders and Save (a copy) or Move puts the files in the
/// folder shown (a name already taken gets " 2", " 3"…) and gives their new URLs. Either way the
/// picker dismisses itself, then tells its delegate (`documentPicker(_:didPickDocumentsAt:)`,
/// else the deprecated `documentPicker(_:didPickDocumentAt:)` with the first URL); Cancel
/// dismisses it and calls `documentPickerWasCancelled(_:)`. There is no sandbox: security-scoped
/// access always succeeds (`URL.startAccessingSecurityScopedResource()`), and the deprecated
/// `.open` mode opens in place.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The picker's delegate.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether the user may pick several documents (false).
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions (false, as the Files app shows them).
    open var shouldShowFileExtensions = false
    /// The folder the picker starts in; the user's Documents folder (else home) when nil.
    open var directoryURL: URL?
    /// The mode the picker works in, as the deprecated initializers named it.
    open private(set) var documentPickerMode: UIDocumentPickerMode

    /// The types pickable documents conform to (opening).
    let contentTypes: [UTType]
    /// The documents to export (exporting).
    let exportedURLs: [URL]
    /// Whether picked documents are copied (into the Inbox, or to the chosen folder).
    let asCopy: Bool
    private let navigation = UINavigationController()

    /// The folder a picker without `directoryURL` starts in (tests and hosts may set it).
    @_spi(Host) public static var defaultDirectory: URL = {
        let home = FileManager.default.homeDirectoryForCurrentUser
        let environment = ProcessInfo.processInfo.environment
        if let documents = environment["XDG_DOCUMENTS_DIR"], !documents.isEmpty { return URL(fileURLWithPath: documents) }
        let documents = home.appendingPathComponent("Documents")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDirectory) && isDirectory.boolValue ? documents : home
    }()

    /// A picker for opening documents of `contentTypes`, copied into the app's Inbox when
    /// `asCopy`, as UIKit's `init(forOpeningContentTypes:asCopy:)`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening documents of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that puts `urls` in a folder the user picks: copies when `asCopy`, else moves
    /// them, as UIKit's `init(forExporting:asCopy:)`.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that moves `urls` to a folder the user picks.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// The deprecated opening initializer: type identifiers, `.import` (copies) or `.open`.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        let types = allowedUTIs.map { UTType($0) ?? UTType(importedAs: $0) }
        self.init(forOpeningContentTypes: types, asCopy: mode != .open)
        documentPickerMode = mode
    }

    /// The deprecated exporting initializer for one document.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// The deprecated exporting initializer: `.exportToService` (copies) or `.moveToService`.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
        documentPickerMode = mode
    }

    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        asCopy = true
        documentPickerMode = .import
        super.init(coder: coder)
    }

    /// Whether the picker exports (the user picks a folder) rather than opens.
    var isExporting: Bool { documentPickerMode == .exportToService || documentPickerMode == .moveToService }

    /// Whether the folder shown may be picked as a document (its type is among the content types).
    var picksFolders: Bool { !isExporting && contentTypes.contains { UTType.folder.conforms(to: $0) } }

    /// Whether the file at `url` may be picked: its type conforms to a content type.
    func isPickable(_ url: URL) -> Bool {
        guard !isExporting, let type = UTType(filenameExtension: url.pathExtension) else { return false }
        return contentTypes.contains { type.conforms(to: $0) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        embedFilling(navigation)
        navigation.setViewControllers([DocumentBrowserViewController(directory: directoryURL ?? Self.defaultDirectory, picker: self)],
                                     animated: false)
    }

    // MARK: Picking

    /// The user picked `urls` (files to open, or the folder to export to): the documents are
    /// copied or moved as the mode says, the picker dismissed and the delegate told.
    func pick(_ urls: [URL]) {
        let picked: [URL]
        do {
            picked = isExporting ? try export(to: urls[0]) : asCopy ? try urls.map(copyToInbox) : urls
        } catch {
            let alert = UIAlertController(title: "The documents could not be \(isExporting && !asCopy ? "moved" : "copied")",
                                          message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        finish { picker in picker.delegate?.documentPicker(picker, didPickDocumentsAt: picked) }
    }

    /// Cancel was chosen.
    func cancel() {
        finish { picker in picker.delegate?.documentPickerWasCancelled(picker) }
    }

    private func finish(_ tell: (UIDocumentPickerViewController) -> Void) {
        if presentingViewController != nil { dismiss(animated: true) }
        tell(self)
    }

    /// A copy of `url` in the app's Inbox (the temporary folder's `<app>-Inbox`).
    private func copyToInbox(_ url: URL) throws -> URL {
        let inbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)-Inbox", isDirectory: true)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        return try place(url, in: inbox, copying: true)
    }

    /// The exported documents put in `folder`: their new URLs.
    private func export(to folder: URL) throws -> [URL] {
        try exportedURLs.map { try place($0, in: folder, copying: asCopy) }
    }

    /// `url` copied or moved into `folder`, under a name not taken there (" 2", " 3"… before the
    /// extension, as the Files app names copies).
    private func place(_ url: URL, in folder: URL, copying: Bool) throws -> URL {
        let manager = FileManager.default
        let base = url.deletingPathExtension().lastPathComponent, pathExtension = url.pathExtension
        var destination = folder.appendingPathComponent(url.lastPathComponent)
        var number = 2
        while manager.fileExists(atPath: destination.path) {
            let name = "\(base) \(number)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
            destination = folder.appendingPathComponent(name)
            number += 1
        }
        if copying { try manager.copyItem(at: url, to: destination) } else { try manager.moveItem(at: url, to: destination) }
        return destination
    }
}

/// The document picker's delegate, as UIKit's `UIDocumentPickerDelegate`. Every method is
/// optional: `documentPicker(_:didPickDocumentsAt:)` calls the deprecated single-document
/// method with the first URL by default, as UIKit does for delegates that implement only that.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The user picked `urls` (the documents, their copies, or where the exported ones are now).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The deprecated single-document form of `documentPicker(_:didPickDocumentsAt:)`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

import Foundation

/// The share sheet's Copy: the items go to the general pasteboard, text as text, URLs as URLs
/// (with their text), images as images.
@preconcurrency @MainActor
final class CopyActivity: UIActivity {
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }
    private var items: [Any] = []

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        UIPasteboard.general.setItems(items.compactMap(Self.pasteboardItem(for:)))
        activityDidFinish(true)
    }

    static func pasteboardItem(for item: Any) -> [String: Any]? {
        switch item {
        case let text as String: [UIPasteboard.stringType: text]
        case let text as NSAttributedString: [UIPasteboard.stringType: text.string]
        case let url as URL: [UIPasteboard.urlType: url, UIPasteboard.stringType: url.absoluteString]
        case let image as UIImage: [UIPasteboard.imageType: image]
        default: nil
        }
    }
}

/// The share sheet's Save to File, as the Files app's "Save to Files": each item becomes a file
/// in the user's Downloads folder — text as `Text.txt`, a web link as `Link.txt`, an image as
/// `Image.png`, data as `Data`, a file as a copy of it — numbered rather than replacing a file.
@preconcurrency @MainActor
final class SaveToFileActivity: UIActivity {
    /// Where the files go (the tests point it elsewhere).
    static var directory = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
    override var activityType: ActivityType? { .saveToFiles }
    override var activityTitle: String? { "Save to Files" }
    override var activityImage: UIImage? { UIImage(systemName: "folder") }
    private var items: [Any] = []

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.file(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let manager = FileManager.default
        var saved = true
        do {
            try manager.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            for (name, contents) in items.compactMap(Self.file(for:)) {
                let url = Self.freeURL(for: name)
                switch contents {
                case .data(let data): try data.write(to: url)
                case .copy(let source): try manager.copyItem(at: source, to: url)
                }
            }
        } catch {
            saved = false
        }
        activityDidFinish(saved)
    }

    enum Contents {
        case data(Data)
        case copy(URL)
    }

    /// The file an item becomes: its name and contents.
    static func file(for item: Any) -> (String, Contents)? {
        switch item {
        case let text as String: ("Text.txt", .data(Data(text.utf8)))
        case let text as NSAttributedString: ("Text.txt", .data(Data(text.string.utf8)))
        case let url as URL where url.isFileURL: (url.lastPathComponent, .copy(url))
        case let url as URL: ("Link.txt", .data(Data(url.absoluteString.utf8)))
        case let image as UIImage: image.pngData().map { ("Image.png", .data($0)) }
        case let data as Data: ("Data", .data(data))
        default: nil
        }
    }

    /// `name` in the directory, numbered ("Text 2.txt") when a file has it.
    static func freeURL(for name: String) -> URL {
        let base = (name as NSString).deletingPathExtension, suffix = (name as NSString).pathExtension
        var candidate = directory.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let numbered = "\(base) \(number)" + (suffix.isEmpty ? "" : ".\(suffix)")
            candidate = directory.appendingPathComponent(numbered)
            number += 1
        }
        return candidate
    }
}

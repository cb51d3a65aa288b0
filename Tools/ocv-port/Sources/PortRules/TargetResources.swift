/// Where the files of a target that are not Swift go in Package.swift: into `resources:` as a
/// `.copy`, for what the app reads at run time (asset catalogs, localizations, images, data,
/// sounds, fonts), or into `exclude:`, each with the reason for the report: storyboards, nibs
/// and Xcode's settings, which mean nothing on Linux, and any kind of file ocv-port does not know.
///
/// A folder read whole is one copy: an asset catalog (`Assets.xcassets`, for `UIColor(named:)`
/// and `UIImage(named:)`), a localization (`en.lproj`: its storyboards are excluded, and the
/// folder copied if anything else is in it), a `*.bundle`. Other files are copied one by one,
/// which puts them at the top of the target's resources, as Xcode puts them in an app.
/// The app's Info.plist is not among the files: ``PackageManifest`` moves it.
struct TargetResources {
    /// What is copied, relative to the target's folder, in the order of the files.
    private(set) var copies: [String] = []
    /// What is excluded, relative to the target's folder.
    private(set) var excluded: [String] = []
    /// Each exclusion for the report: `path: excluded from Package.swift: why`, the path
    /// relative to the tree (a folder's with `/`).
    private(set) var findings: [String] = []

    /// Kinds of files copied one by one.
    private static let copiedKinds: Set = [
        "png", "jpg", "jpeg", "gif", "heic", "webp", "pdf", "svg",
        "json", "xml", "csv", "txt", "html", "css", "js",
        "mp3", "wav", "caf", "aiff", "m4a", "aac", "mp4", "mov",
        "ttf", "otf", "strings", "stringsdict",
    ]

    /// The places of `files` (relative to the folder `target`, not hidden, Swift's left out).
    init(target: String, files: [String]) {
        for file in files {
            let place = Self.place(of: file)
            switch place {
            case .copied(let path):
                if !copies.contains(path) {
                    copies.append(path)
                }
            case .excluded(let path, let folder, let why):
                guard !excluded.contains(path) else { continue }
                excluded.append(path)
                if let why { findings.append("\(target)/\(path)\(folder ? "/" : ""): excluded from Package.swift: \(why)") }
            }
        }
    }

    /// The string catalogs among the files (relative to the target's folder).
    var catalogs: [String] { excluded.filter { $0.lowercased().hasSuffix(".xcstrings") } }

    /// Whether `file` (relative to the target's folder) is in a folder excluded whole.
    func excludes(_ file: String) -> Bool {
        excluded.contains { file.hasPrefix($0 + "/") }
    }

    private enum Place {
        case copied(String)
        /// Left out of the target; `why` is reported, unless nil (``PackageManifest`` reports it).
        case excluded(String, folder: Bool, why: String?)
    }

    /// Where `file` goes: the file, or the folder around it that is copied or excluded whole.
    private static func place(of file: String) -> Place {
        let components = file.split(separator: "/").map(String.init)
        let name = components[components.count - 1]
        switch kind(of: name) {
        case "storyboard": return .excluded(file, folder: false, why: "a storyboard: none on Linux; make its view controllers in code")
        case "xib": return .excluded(file, folder: false, why: "a nib: none on Linux; make its views in code")
        default: break
        }
        for (index, folder) in components.dropLast().enumerated() {
            let path = components[...index].joined(separator: "/")
            switch folder == "Preview Content" ? folder : kind(of: folder) {
            case "Preview Content": return .excluded(path, folder: true, why: "SwiftUI's preview content (no SwiftUI on Linux)")
            case "bundle" where folder == "Settings.bundle":
                return .excluded(path, folder: true, why: "the Settings app's pane (no Settings app on Linux)")
            case "xcdatamodeld", "xcdatamodel": return .excluded(path, folder: true, why: "a Core Data model (no Core Data on Linux)")
            case "xcassets", "lproj", "bundle": return .copied(path)
            default: continue
            }
        }
        let copyIfRead = "if the app reads it at run time, move it to resources: as .copy(\"\(file)\")"
        switch kind(of: name) {
        case _ where name == "Info.plist":
            return .excluded(file, folder: false, why: "Xcode's Info.plist for this target (a Swift package's target needs none)")
        case "entitlements": return .excluded(file, folder: false, why: "code-signing entitlements (nothing is signed on Linux)")
        case "xcconfig":
            return .excluded(file, folder: false, why: "Xcode's build settings: put what the build needs in Package.swift (swiftSettings, linkerSettings)")
        case "plist": return .excluded(file, folder: false, why: "taken for Xcode's settings; \(copyIfRead)")
        // A string catalog, which Foundation does not read: ``PackageManifest`` writes its tables.
        case "xcstrings": return .excluded(file, folder: false, why: nil)
        case "h", "m", "mm", "c", "cpp", "modulemap":
            return .excluded(file, folder: false, why: "Objective-C or C (a Swift package's target has one language): port it to Swift, or make it a C target of its own")
        case let kind where copiedKinds.contains(kind): return .copied(file)
        default: return .excluded(file, folder: false, why: "a kind of file ocv-port does not know; \(copyIfRead)")
        }
    }

    /// A file's or folder's extension, in lowercase: `png` for `Photo.PNG`.
    private static func kind(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}

import Foundation

/// `ocv-port --package`: the Package.swift that makes the ported tree a Swift package built
/// against OpenCollectionView, so that `swift run` starts the app and `swift test` runs its
/// XCTest suite.
///
/// Its targets are the tree's folders with Swift files (``Targets``). A folder whose files
/// start the program (``ModuleUses``), or that holds an app's Info.plist (one with a scene
/// manifest or a launch storyboard), is an executable; a folder named `…Tests` is a test
/// target of the target its name starts with (`PhotoGridTests` → `PhotoGrid`), else of the
/// app; any other is a library. `…UITests` folders are left out: UI tests drive the app in an
/// iOS simulator. Each target depends on the products of OpenCollectionView and the targets of
/// the tree that its files import; an import of any other module is reported. Its files that
/// are not Swift are resources or excluded (``TargetResources``), and the app's Info.plist
/// moves into `AppInfo/`, a folder of its resources: SwiftPM refuses an Info.plist at the top
/// of them, and UIApplicationMain reads the first in a folder of them.
///
/// A tree that is a Swift package already keeps its Package.swift, and gets no other.
public struct PackageManifest: Sendable {
    /// A file to move in the output tree (the app's Info.plist), paths relative to the tree.
    public struct Move: Sendable, Hashable {
        public let from: String
        public let to: String
    }

    /// A file to write in the output tree (a string catalog's tables), its path relative to it.
    public struct Generated: Sendable, Hashable {
        public let path: String
        public let text: String
    }

    /// Package.swift's text; nil for a tree with a Package.swift of its own.
    public let text: String?
    public let moves: [Move]
    /// The files it writes besides Package.swift.
    public let generated: [Generated]
    /// `files` with the resource lookups of the targets with resources on `Bundle.module`, and
    /// the app's Info.plist reads on its `AppInfo` folder (``ModuleBundleRewriter``).
    public func readingResourcesFromTheirBundles(_ files: [PortedFile]) -> [PortedFile] {
        let apps = Set(moves.filter { $0.to.hasSuffix("/AppInfo/Info.plist") }.map { String($0.to.dropLast("/AppInfo/Info.plist".count)) })
        return bundledTargets.isEmpty ? files : ModuleBundleRewriter.rewrite(files, inTargets: bundledTargets, appTargets: apps)
    }

    /// What it wrote: a line per target and per move.
    public let changes: [String]
    /// What is left to a person, each as `path: what`.
    public let findings: [String]
    /// The targets (folders) with resources: their files read them through `Bundle.module`.
    public let bundledTargets: Set<String>

    /// The OpenCollectionView products of Apple's modules, in the order a target lists them.
    private static let products = ["UIKit", "QuartzCore", "CoreGraphics", "Combine", "UniformTypeIdentifiers", "PhotosUI", "SafariServices", "MessageUI", "UserNotifications", "LocalAuthentication", "os", "OSLog"]
    /// Modules that Swift on Linux has: no dependency.
    private static let toolchainModules: Set = ["Swift", "Foundation", "Dispatch", "XCTest", "Testing"]
    /// The Info.plist keys that make it an app's.
    private static let appKeys: Set = ["UIApplicationSceneManifest", "UILaunchStoryboardName"]

    /// The manifest of the tree whose files are `paths` (relative to it), with its Swift files
    /// `ported`. `infoPlistKeys` are the top-level keys of its files named Info.plist, by path,
    /// and `stringCatalogs` the contents of its `.xcstrings` files;
    /// `folderName` names the package when no target is an app; `openCollectionView` is the
    /// package's path as the manifest gives it.
    public init(
        paths: [String], ported: [PortedFile], infoPlistKeys: [String: Set<String>], stringCatalogs: [String: Data] = [:],
        folderName: String, openCollectionView: String
    ) {
        guard !paths.contains("Package.swift") else {
            text = nil
            moves = []
            generated = []
            changes = []
            bundledTargets = []
            findings = ["Package.swift: the iOS tree is a Swift package: its Package.swift is left as it is, and --package wrote none; "
                + "make its targets depend on OpenCollectionView's products (docs/porting.md, The package)"]
            return
        }
        let uses = Dictionary(uniqueKeysWithValues: zip(ported.map(\.path), ported.concurrentMap { ModuleUses.of($0.text) }))
        var files: [String: [String]] = [:]
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            files[Targets.target(of: path), default: []].append(path)
        }
        var targets: [PackageTarget] = []
        var bundledTargets: Set<String> = []
        var imports: [String: [(module: String, file: String)]] = [:]
        var moves: [Move] = []
        var generated: [Generated] = []
        var changes: [String] = []
        var findings = (files[""] ?? []).filter { uses[$0] != nil }.map { "\($0): at the top of the tree, in no target: move it into a target's folder" }
        for folder in Set(ported.map { Targets.target(of: $0.path) }).subtracting([""]).sorted() {
            let name = String(folder.split(separator: "/").last!)
            guard !name.hasSuffix("UITests") else {
                findings.append("\(folder)/: UI tests, left out of Package.swift: they drive the app in an iOS simulator (XCUIApplication), which Linux does not have")
                continue
            }
            let relative = (files[folder] ?? []).map { String($0.dropFirst(folder.count + 1)) }
            let plists = relative.filter { $0.split(separator: "/").last == "Info.plist" }
                .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
            let appPlist = plists.first { !(infoPlistKeys["\(folder)/\($0)"] ?? []).isDisjoint(with: Self.appKeys) }
            let startsProgram = relative.contains { uses["\(folder)/\($0)"]?.startsProgram == true }
            let kind: PackageTarget.Kind = name.hasSuffix("Tests") ? .test : startsProgram || appPlist != nil ? .executable : .library
            let infoPlist = kind == .executable ? appPlist ?? plists.first : nil
            let resources = TargetResources(target: folder, files: relative.filter { uses["\(folder)/\($0)"] == nil && $0 != infoPlist })
            var target = PackageTarget(kind: kind, name: name, path: folder, exclude: resources.excluded, copies: resources.copies)
            for catalog in resources.catalogs {
                let directory = catalog.split(separator: "/").dropLast().joined(separator: "/")
                let name = String(catalog.split(separator: "/").last!.dropLast(".xcstrings".count))
                guard let data = stringCatalogs["\(folder)/\(catalog)"], let tables = StringCatalog(name: name, data: data) else {
                    findings.append("\(folder)/\(catalog): not a string catalog ocv-port can read: write its .lproj/….strings tables by hand")
                    continue
                }
                for (table, text) in tables.tables.sorted(by: { $0.key < $1.key }) {
                    let path = directory.isEmpty ? table : "\(directory)/\(table)"
                    generated.append(Generated(path: "\(folder)/\(path)", text: text))
                    let lproj = String(path.dropLast(name.count + ".strings".count + 1))
                    if !target.copies.contains(lproj) { target.copies.append(lproj) }
                }
                changes.append("wrote \(folder)/\(catalog)'s \(tables.tables.count) language tables beside it (\(name).strings in each "
                    + "<language>.lproj), as Xcode compiles a string catalog")
                findings += tables.findings.map { "\(folder)/\(catalog): \($0)" }
            }
            if let infoPlist {
                moves.append(Move(from: "\(folder)/\(infoPlist)", to: "\(folder)/AppInfo/Info.plist"))
                target.copies.insert("AppInfo", at: 0)
                changes.append("moved \(folder)/\(infoPlist) to \(folder)/AppInfo/Info.plist: SwiftPM refuses an Info.plist at the top of a "
                    + "target's resources; UIApplicationMain reads the first in a folder of them")
            }
            findings += resources.findings
            if !target.copies.isEmpty { bundledTargets.insert(folder) }
            if resources.copies.contains(where: { !$0.hasSuffix(".xcassets") }) {
                findings.append("\(folder)/: its resources are in its own bundle, Bundle.module, not in Bundle.main as on iOS: ocv-port "
                    + "points Bundle.main's resource lookups, Bundle(for:) and NSLocalizedString there (and the app's Info.plist reads at "
                    + "AppInfo/); a Bundle.main kept in a variable still reads the program's folder")
            }
            if kind == .executable, !startsProgram {
                findings.append("\(folder)/: an app (its Info.plist says so) with no @main or UIApplicationMain(…) in its Swift files: "
                    + "mark its app delegate @main")
            }
            imports[folder] = relative.filter { !resources.excludes($0) }.flatMap { file in
                (uses["\(folder)/\(file)"]?.imports ?? []).map { (module: $0, file: "\(folder)/\(file)") }
            }
            targets.append(target)
        }
        // Dependencies, once every target is known.
        for index in targets.indices {
            let (dependencies, unknown) = Self.dependencies(of: targets[index], importing: imports[targets[index].path] ?? [], among: targets)
            targets[index].dependencies = dependencies
            findings += unknown
        }
        let ordered = [PackageTarget.Kind.executable, .library, .test].flatMap { kind in targets.filter { $0.kind == kind } }
        self.text = """
            // swift-tools-version: 6.1
            // Written by ocv-port --package: the ported tree's targets, built against OpenCollectionView
            // in Swift 5 language mode (an Xcode project's default). What it left out is in ocv-port's report.
            import PackageDescription

            let package = Package(
                name: \((targets.first { $0.kind == .executable }?.name ?? folderName).literal),
                dependencies: [
                    .package(name: "OpenCollectionView", path: \(openCollectionView.literal)),
                ],
                targets: [
            \(ordered.map(\.declaration).joined(separator: "\n"))
                ]
            )

            """
        self.moves = moves
        self.generated = generated
        self.bundledTargets = bundledTargets
        self.changes = ordered.map(\.summary) + changes
        self.findings = findings.sorted()
    }

    /// The dependencies of `target`, whose files import `imports`: for a test target first the
    /// target it tests, then the targets it imports, then OpenCollectionView's products; and
    /// a finding for each other module.
    private static func dependencies(
        of target: PackageTarget, importing imports: [(module: String, file: String)], among targets: [PackageTarget]
    ) -> ([PackageTarget.Dependency], [String]) {
        let tested = targets.filter { $0.kind != .test }
        let modules = Dictionary(tested.map { (moduleName($0.name), $0.name) }) { first, _ in first }
        var dependencies: [PackageTarget.Dependency] = []
        if target.kind == .test, let subject = tested.filter({ target.name.hasPrefix($0.name) }).max(by: { $0.name.count < $1.name.count })
            ?? targets.first(where: { $0.kind == .executable }) {
            dependencies.append(.target(subject.name))
        }
        var products: Set<String> = []
        var reported: Set<String> = []
        var findings: [String] = []
        for (module, file) in imports where module != moduleName(target.name) {
            if let name = modules[module] {
                if !dependencies.contains(.target(name)) {
                    dependencies.append(.target(name))
                }
            } else if Self.products.contains(module) {
                products.insert(module)
            } else if !toolchainModules.contains(module), reported.insert(module).inserted {
                findings.append("\(file): imports \(module), neither OpenCollectionView's nor a target of the tree: add its package to "
                    + "Package.swift by hand, if it builds on Linux")
            }
        }
        return (dependencies + Self.products.filter(products.contains).map { .product($0) }, findings)
    }

    /// The module SwiftPM makes of a target named `name`: `My_App` for `My App`.
    private static func moduleName(_ name: String) -> String {
        let module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return module.first?.isNumber == true ? "_" + module : module
    }
}

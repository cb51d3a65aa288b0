import ArgumentParser
import Foundation
import PortRules

/// `ocv-port <input> <output>`: writes a Linux-ready copy of an iOS source tree.
struct OCVPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocv-port",
        abstract: "Ports an iOS source tree to OpenCollectionView on Linux (docs/porting.md's mechanical steps).",
        discussion: """
            Copies <input> to <output>: Swift files rewritten (@objc and @IB… removed, optional \
            requirements made plain with defaults, #selector target-action as closures, #if os(iOS) \
            kept, overrides moved out of extensions into their classes, submodule imports made \
            module imports), every other file as it is. Prints what changed in each file, then a summary with \
            what is left to a person (storyboards, nibs, KVO, runtime calls), as path:line. With \
            --package, also a Package.swift that builds the ported tree against OpenCollectionView.
            """
    )

    @Argument(help: "The iOS source tree.")
    var input: String

    @Argument(help: "Where the ported tree is written (created if missing; files in it are replaced).")
    var output: String

    @Flag(name: .shortAndLong, help: "Print only the summary.")
    var quiet = false

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp(
            "Also write a Package.swift at the top of <output>: its targets built against the OpenCollectionView package at <path> "
                + "(relative to <output>, as SwiftPM reads it), so that swift run starts the app and swift test runs its tests.",
            valueName: "path"
        )
    )
    var openCollectionView: String?

    func run() throws {
        let tree = try SourceTree(input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output))
        var ported = Porter.port(try tree.swiftFiles())
        let manifest = try openCollectionView.map { path in
            PackageManifest(
                paths: tree.paths, ported: ported, infoPlistKeys: try tree.infoPlistKeys(), stringCatalogs: try tree.stringCatalogs(),
                folderName: tree.output.lastPathComponent, openCollectionView: path
            )
        }
        if let manifest {
            ported = manifest.readingResourcesFromTheirBundles(ported)
        }
        try tree.write(ported)
        if let manifest {
            try tree.write(manifest)
        }
        if !quiet {
            for block in ported.compactMap(Report.block(for:)) + (manifest.map { [Report.block(for: $0)] } ?? []) {
                print(block)
            }
        }
        print(Report.summary(of: ported, package: manifest))
    }
}

OCVPort.main()

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
            what is left to a person (storyboards, nibs, KVO, runtime calls), as path:line.
            """
    )

    @Argument(help: "The iOS source tree.")
    var input: String

    @Argument(help: "Where the ported tree is written (created if missing; files in it are replaced).")
    var output: String

    @Flag(name: .shortAndLong, help: "Print only the summary.")
    var quiet = false

    func run() throws {
        let tree = try SourceTree(input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output))
        let ported = Porter.port(try tree.swiftFiles())
        try tree.write(ported)
        if !quiet {
            for block in ported.compactMap(Report.block(for:)) {
                print(block)
            }
        }
        print(Report.summary(of: ported))
    }
}

OCVPort.main()

import Foundation

/// kiwisolver, through `script/autolayout-oracle.py` run by Debian's `/usr/bin/python3`
/// (`python3-kiwisolver`, installed by `script/bootstrap`): one process answers a whole batch.
enum KiwiOracle {
    struct Answer {
        enum Status: String { case unique, ambiguous, unsatisfiable }
        var status: Status
        /// The lexicographic solution, one value a variable.
        var values: [Double]
        /// kiwi's own weighted solution (each priority a weight), for comparison.
        var weighted: [Double]
    }

    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../script/autolayout-oracle.py")
        .standardizedFileURL.path

    /// Solves every system (`FuzzSystem.oracleJSON`) in one run of the oracle.
    static func solve(_ systems: [[String: Any]]) throws -> [Answer] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.json"), output = directory.appendingPathComponent("out.json")
        try JSONSerialization.data(withJSONObject: ["systems": systems]).write(to: input)
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        do { try process.run() } catch {
            throw Unavailable(description: "cannot run \(python) \(script): \(error) (script/bootstrap installs python3-kiwisolver)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any],
              let results = json["results"] as? [[String: Any]], results.count == systems.count else {
            throw Unavailable(description: "the kiwi oracle failed (status \(process.terminationStatus)); is python3-kiwisolver installed? (script/bootstrap)")
        }
        return results.map { result in
            Answer(status: Answer.Status(rawValue: result["status"] as? String ?? "") ?? .unsatisfiable,
                   values: (result["values"] as? [Any] ?? []).map { ($0 as? NSNumber)?.doubleValue ?? .nan },
                   weighted: (result["weighted"] as? [Any] ?? []).map { ($0 as? NSNumber)?.doubleValue ?? .nan })
        }
    }
}

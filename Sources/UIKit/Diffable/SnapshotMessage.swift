import Foundation

/// UIKit's messages for snapshot calls it rejects (`NSInternalInconsistencyException`) or warns
/// about.
enum SnapshotMessage {
    case sectionNotFound
    case noSections
    case itemsNotUnique(String)
    case sectionsNotUnique(String)
    case sectionsAlreadyExist(count: Int, list: String)
    case itemsAlreadyExist(count: Int, list: String)
    case parameterNotFound(String)
    case destinationInInsertion(destination: String, list: String)
    case destinationIsMoved(String)
    case reloadUnknownSection(String)
    case reloadUnknownItem(String)
    case reconfigureUnknownItem(String)
    case reentrantApply
    case sectionSnapshotNotUnique(String)
    case sectionSnapshotItemNotFound(String)

    var text: String {
        switch self {
        case .sectionNotFound:
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        case .noSections:
            "There are currently no sections in the data source. Please add a section first."
        case .itemsNotUnique(let list):
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(list)"
        case .sectionsNotUnique(let list):
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(list)"
        case .sectionsAlreadyExist(let count, let list):
            "Diffable data source detected an attempt to insert or append \(count) section identifier\(count == 1 ? "" : "s") that already exist\(count == 1 ? "s" : "") in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: \(list)"
        case .itemsAlreadyExist(let count, let list):
            "Diffable data source detected an attempt to insert or append \(count) item identifier\(count == 1 ? "" : "s") that already exist\(count == 1 ? "s" : "") in the snapshot. The existing item identifier\(count == 1 ? "" : "s") will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier\(count == 1 ? "" : "s") that already exist\(count == 1 ? "s" : ""): \(list)"
        case .parameterNotFound(let name):
            "Invalid parameter not satisfying: \(name) != NSNotFound"
        case .destinationInInsertion(let destination, let list):
            "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: \(list)."
        case .destinationIsMoved(let identifier):
            "Invalid update: destination for move operation [\(identifier)] is the identifier being moved."
        case .reloadUnknownSection(let identifier):
            "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)"
        case .reloadUnknownItem(let identifier):
            "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
        case .reconfigureUnknownItem(let identifier):
            "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
        case .reentrantApply:
            "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS: a snapshot was applied while another apply was running; it is applied when that one ends."
        case .sectionSnapshotNotUnique(let list):
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(list)"
        case .sectionSnapshotItemNotFound(let identifier):
            "Item identifier was not found in the section snapshot: \(identifier)"
        }
    }

    func report() { Diagnostics.report(text) }

    /// Identifiers as Foundation prints a set: `{(\n    a,\n    b\n)}`.
    static func setDescription<T>(_ identifiers: some Sequence<T>) -> String {
        "{(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }

    /// Identifiers as Foundation prints an array: `(\n    a,\n    b\n)`.
    static func arrayDescription<T>(_ identifiers: some Sequence<T>) -> String {
        "(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)"
    }
}

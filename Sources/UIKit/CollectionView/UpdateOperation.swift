import Foundation

/// One call recorded inside `performBatchUpdates`: an item or a section inserted, deleted,
/// reloaded or moved. Deletes, reloads and move sources name before-update positions; inserts
/// and move destinations name after-update positions.
enum UpdateOperation: Hashable, Sendable {
    case insertItem(IndexPath)
    case deleteItem(IndexPath)
    case reloadItem(IndexPath)
    case moveItem(from: IndexPath, to: IndexPath)
    case insertSection(Int)
    case deleteSection(Int)
    case reloadSection(Int)
    case moveSection(from: Int, to: Int)
}

/// An invalid batch update, with UIKit's message (`spec/updates-and-diffable.md` A5).
public struct CollectionViewUpdateError: Error, CustomStringConvertible, Sendable {
    /// UIKit's wording of the problem.
    public let message: String
    public var description: String { message }
}

extension IndexPath {
    /// How UIKit prints an index path in its exception messages; a section-level path has
    /// `NSNotFound` as its item.
    var updateMessageDescription: String {
        "<NSIndexPath: 0x0000000000000000> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }

    /// A section-level index path, as update items use.
    static func section(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }
}

@testable import UIKit

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == String, ItemIdentifierType == Int {
    /// A snapshot of the given sections and their items, in order.
    init(_ sections: [(String, [Int])]) {
        self.init()
        for (section, items) in sections {
            appendSections([section])
            appendItems(items, toSection: section)
        }
    }
}

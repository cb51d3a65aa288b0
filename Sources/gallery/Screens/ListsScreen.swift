import PhotoAlbum
import UIKit

/// The list screen (`PhotoAlbum`'s `ListsShowcaseViewController`, where the picture tests draw it
/// too): A cycles the list's appearance (inset grouped, plain, grouped, sidebar), E switches
/// editing; a tap on a category's disclosure expands or collapses it, a sideways drag on a
/// setting swipes it to reveal Delete.
extension ListsShowcaseViewController: GalleryScreen {
    var screenTitle: String { "Lists" }

    func keyPressed(_ key: String) {
        switch key {
        case "A": cycleAppearance()
        case "E": toggleEditing()
        default: break
        }
    }

    var stateDescription: String {
        let snapshot = dataSource.snapshot()
        let expanded = expandedCategories.map { $0.replacingOccurrences(of: " ", with: "_") }
        return "layout=list list=\(appearanceName) editing=\(collectionView.isEditing ? 1 : 0) "
            + "settings=\(snapshot.numberOfItems(inSection: .settings)) rows=\(snapshot.numberOfItems) "
            + "expanded=\(expanded.isEmpty ? "-" : expanded.joined(separator: ","))"
    }
}

import PhotoAlbum
import UIKit

/// The flow layout showcase (`PhotoAlbum`'s `FlowShowcaseViewController`, where the tests drive
/// it too): "D" turns it between vertical and horizontal scrolling.
extension FlowShowcaseViewController: GalleryScreen {
    var screenTitle: String { "Flow" }

    func keyPressed(_ key: String) {
        if key == "D" { toggleScrollDirection() }
    }

    var stateDescription: String {
        let direction = layout.scrollDirection == .vertical ? "vertical" : "horizontal"
        let offset = scrolledDistance
        let selected = collectionView.indexPathsForSelectedItems ?? []
        let focusedCell = UIFocusSystem.focusSystem(for: collectionView)?.focusedItem as? UICollectionViewCell
        let focus = focusedCell.flatMap { collectionView.indexPath(for: $0) }.map { "\($0.section).\($0.item)" } ?? "none"
        let order = board.sections[0].tiles.prefix(4).map(\.label).joined(separator: ",")
        let shelf = board.shelf.prefix(4).map(\.label).joined(separator: ",")
        return "layout=UICollectionViewFlowLayout direction=\(direction) offset=\(Int(offset.x)),\(Int(offset.y)) "
            + "editing=\(isEditing ? 1 : 0) selected=\(selected.count) focus=\(focus) grid=\(board.count(in: .grid)) "
            + "shelf=\(board.count(in: .shelf)) order=\(order) shelfOrder=\(shelf.isEmpty ? "-" : shelf) "
            + "contextMenu=\(isShowingContextMenu ? 1 : 0)"
    }
}

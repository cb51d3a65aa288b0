import PhotoAlbum
import UIKit

/// The compositional layout showcase (`PhotoAlbum`'s `CompositionalShowcaseViewController`, where
/// the picture tests draw it too): a sideways drag scrolls its orthogonal row, End jumps into the
/// middle of its 1,000,000-item grid.
extension CompositionalShowcaseViewController: GalleryScreen {
    var screenTitle: String { "Composed" }

    func keyPressed(_ key: String) {
        if key == "End" { showMillionGrid(at: Section.million.itemCount / 2) }
    }

    var stateDescription: String {
        let first = collectionView.indexPathsForVisibleItems.min().map { "\($0.section).\($0.item)" } ?? "none"
        let firstCard = collectionView.indexPathsForVisibleItems.filter { $0.section == Section.orthogonal.rawValue }
            .map(\.item).min().map(String.init) ?? "-"
        return "layout=UICollectionViewCompositionalLayout sections=\(Section.allCases.count) "
            + "offset=\(Int(scrolledDistance.y)) firstVisible=\(first) firstCard=\(firstCard)"
    }
}

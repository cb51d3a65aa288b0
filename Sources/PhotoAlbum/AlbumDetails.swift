import UIKit

/// The album in a navigation controller: a Details button in its bar pushes the photo nearest
/// the middle of the collection view, large (`PhotoDetailViewController`). The tutorial's own
/// controller (TutorialApp.swift) stays as the tutorial wrote it.
extension AlbumViewController {
    /// The photo nearest the middle of the collection view (horizontally) and its distance from
    /// it, in points; nil without visible photos.
    public var centredPhoto: (name: String, error: CGFloat)? {
        guard isViewLoaded else { return nil }
        let centreX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let nearest = collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            collectionView.layoutAttributesForItem(at: indexPath).map { (indexPath.item, abs($0.center.x - centreX)) }
        }.min { $0.1 < $1.1 }
        return nearest.map { (imageNames[$0.0], $0.1) }
    }

    /// Puts a Details button on the right of the album's navigation bar: it pushes the centred
    /// photo with the title `titleOfPhoto` gives for its image name. The album's title is the
    /// back button's on the detail.
    public func addDetailsButton(titleOfPhoto: @escaping (String) -> String = { $0 }) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Details", primaryAction: UIAction { [weak self] _ in
            self?.showDetailsOfCentredPhoto(titleOfPhoto: titleOfPhoto)
        })
    }

    /// Pushes the centred photo's details on the navigation stack (nothing without a photo or a
    /// navigation controller).
    public func showDetailsOfCentredPhoto(titleOfPhoto: (String) -> String = { $0 }) {
        guard let name = centredPhoto?.name, let navigationController else { return }
        navigationController.pushViewController(PhotoDetailViewController(imageName: name, title: titleOfPhoto(name)),
                                                animated: true)
    }
}

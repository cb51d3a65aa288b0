import UIKit

@objc protocol PhotoCellDelegate: AnyObject {
    /// Called when the share button is tapped.
    @objc optional func photoCellDidTapShare(_ cell: UICollectionViewCell)
    @objc optional func photoCellShouldHighlight(_ cell: UICollectionViewCell) -> Bool
    @objc optional func photoCell(_ cell: UICollectionViewCell, titleFor index: Int) -> String?
    @objc optional func photoCellRating(_ cell: UICollectionViewCell) -> Int
    @objc optional func photoCellCaption(_ cell: UICollectionViewCell) -> String
    @objc optional func photoCellTags(_ cell: UICollectionViewCell) -> [String]
    @objc optional func photoCellPreferredSize(_ cell: UICollectionViewCell) -> CGSize
    @objc optional var accentColor: UIColor? { get }
    @objc optional static func registerDefaults()
    func photoCellDidAppear(_ cell: UICollectionViewCell)
}

@objc public protocol GalleryDataSource {
    optional func numberOfGalleries() -> CGFloat
}

@objc protocol PhotoSizing {
    @objc optional func preferredSize(for index: Int) -> CGSize
}

func afterTheProtocols() {}

import UIKit

protocol PhotoCellDelegate: AnyObject {
    /// Called when the share button is tapped.
    func photoCellDidTapShare(_ cell: UICollectionViewCell)
    func photoCellShouldHighlight(_ cell: UICollectionViewCell) -> Bool
    func photoCell(_ cell: UICollectionViewCell, titleFor index: Int) -> String?
    func photoCellRating(_ cell: UICollectionViewCell) -> Int
    func photoCellCaption(_ cell: UICollectionViewCell) -> String
    func photoCellTags(_ cell: UICollectionViewCell) -> [String]
    func photoCellPreferredSize(_ cell: UICollectionViewCell) -> CGSize
    var accentColor: UIColor? { get }
    static func registerDefaults()
    func photoCellDidAppear(_ cell: UICollectionViewCell)
}

extension PhotoCellDelegate {
    func photoCellDidTapShare(_ cell: UICollectionViewCell) {}
    func photoCellShouldHighlight(_ cell: UICollectionViewCell) -> Bool { false }
    func photoCell(_ cell: UICollectionViewCell, titleFor index: Int) -> String? { nil }
    func photoCellRating(_ cell: UICollectionViewCell) -> Int { 0 }
    func photoCellCaption(_ cell: UICollectionViewCell) -> String { "" }
    func photoCellTags(_ cell: UICollectionViewCell) -> [String] { [] }
    var accentColor: UIColor? { nil }
    static func registerDefaults() {}
}

public protocol GalleryDataSource: AnyObject {
    func numberOfGalleries() -> CGFloat
}

public extension GalleryDataSource {
    func numberOfGalleries() -> CGFloat { 0 }
}

protocol PhotoSizing: AnyObject {
    func preferredSize(for index: Int) -> CGSize
}

func afterTheProtocols() {}

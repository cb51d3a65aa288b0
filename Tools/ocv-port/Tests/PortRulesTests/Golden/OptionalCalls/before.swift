import UIKit

final class PhotoCell: UICollectionViewCell {
    weak var delegate: PhotoCellDelegate?
    var dataSource: PhotoCellDataSource!

    func shareTapped() {
        delegate?.photoCellDidTapShare?(self)
        dataSource.photoCellWillShare?(self)
        let highlight = delegate?.photoCellShouldHighlight?(self) ?? true
        let title = delegate?.photoCell?(self, titleFor: 0)
        let count = delegate?.items?.count
        let size = (delegate?.preferredSize?(for: 1)).map { $0.width }
        print(highlight, title as Any, count as Any, size as Any)
    }
}

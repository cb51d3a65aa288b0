import UIKit

final class PhotoCell: UICollectionViewCell {
    weak var delegate: PhotoCellDelegate?
    var dataSource: PhotoCellDataSource!
    var onShare: ((PhotoCell) -> Void)?
    var didFinish: Completion!

    func shareTapped() {
        delegate?.photoCellDidTapShare(self)
        dataSource.photoCellWillShare(self)
        let highlight = delegate?.photoCellShouldHighlight(self) ?? true
        let title = delegate?.photoCell(self, titleFor: 0)
        let count = delegate?.items?.count
        let size = (delegate?.preferredSize(for: 1)).map { $0.width }
        print(highlight, title as Any, count as Any, size as Any)
        self.onShare?(self)
        let begins = delegate!.photoCellShouldHighlight(self)
        print(begins)
        self.didFinish?(true)
        let root = UIApplication.shared.delegate?.window?.rootViewController
        let window = UIApplication.shared.delegate!.window!
        print(root as Any, window)
    }
}

typealias Completion = @MainActor (Bool) -> Void

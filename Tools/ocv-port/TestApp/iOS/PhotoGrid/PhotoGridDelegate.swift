import UIKit

/// What the grid tells the screen that owns it. Objective-C style: every requirement is
/// optional, and the grid asks before it calls.
@objc protocol PhotoGridDelegate {
    @objc optional func photoGrid(_ grid: PhotoGridViewController, didSelectPhotoAt index: Int)
    @objc optional func photoGrid(_ grid: PhotoGridViewController, captionForPhotoAt index: Int) -> String?
    @objc optional func photoGridShouldLogChanges(_ grid: PhotoGridViewController) -> Bool
}

import Foundation

extension UIView {
    /// The work of `directionalLayoutMargins`: leading is left in a left-to-right view and
    /// right in a right-to-left one.
    var directionalMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}

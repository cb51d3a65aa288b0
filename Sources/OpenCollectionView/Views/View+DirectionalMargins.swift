import Foundation

extension View {
    /// The work of `directionalLayoutMargins`: leading is left in a left-to-right view and
    /// right in a right-to-left one.
    var directionalMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? DirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : DirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}

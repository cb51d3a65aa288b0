import UIKit

/// Issue 31, not done yet (docs/issue-31-backlog.md): keyboard scrolling (iOS 17). The rest of
/// what this file held (the main menu, focus item containers, self-sizing invalidation, image
/// sizes for accessibility) is checked in `OverridesViewsShape.swift`.
@MainActor
final class RemainderScrollView: UIScrollView {
    override var allowsKeyboardScrolling: Bool { get { super.allowsKeyboardScrolling } set { super.allowsKeyboardScrolling = newValue } }
}

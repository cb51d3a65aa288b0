import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`. On an iPhone-
/// sized window (the only kind here) the sheet styles are a card inset from the top with
/// rounded top corners over the dimmed presenter; the full-screen styles cover the window.
public enum UIModalPresentationStyle: Int, Sendable {
    /// A card covering the window but its top (a page sheet).
    case pageSheet = 1
    /// A card, as `.pageSheet` in a compact window.
    case formSheet = 2
    /// Covers the window; the presenter's view leaves the window after the transition and
    /// hears the disappearance calls.
    case fullScreen = 0
    /// As `.fullScreen` (there are no presentation contexts here).
    case currentContext = 3
    /// A presentation the presented controller's transitioning delegate describes: its
    /// `UIPresentationController` places the presented view and adds its own views; the
    /// presenter's view stays unless `shouldRemovePresentersView`.
    case custom = 4
    /// Covers the window, leaving the presenter's view in it under the presented one.
    case overFullScreen = 5
    /// As `.overFullScreen`.
    case overCurrentContext = 6
    /// A popover: in a compact window iOS adapts it to a sheet, as it is shown here.
    case popover = 7
    /// No presentation (the style of transitions that are not presentations).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// Whether the style shows a card (a sheet) rather than covering the window.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic, .popover: return true
        default: return false
        }
    }

    /// The style a presentation runs with: `.automatic` is a page sheet.
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter's view leaves the window (it disappears).
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

/// The transition of a modal presentation, as UIKit's `UIModalTransitionStyle`. Every style
/// slides up from the bottom here (`.coverVertical`); the others are kept for source
/// compatibility (docs/porting.md).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

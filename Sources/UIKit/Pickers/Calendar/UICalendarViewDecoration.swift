import Foundation

extension UICalendarView {
    /// How large a decoration is drawn relative to the day, as UIKit's
    /// `UICalendarView.DecorationSize` (iOS 16).
    public enum DecorationSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
    }

    /// A mark drawn under a day's number, as UIKit's `UICalendarView.Decoration` (iOS 16): an image
    /// (a filled circle by default) in a color (`systemFill` by default) and a relative size, or
    /// a view of the app's, made once when the day first shows, clipped to the decoration's area
    /// and not interactive.
    @preconcurrency @MainActor
    open class Decoration: NSObject {
        enum Content {
            case image(UIImage?, color: UIColor?, size: DecorationSize)
            case customView(() -> UIView)
        }

        let content: Content

        /// A filled circle in `systemFill`, of the medium size.
        public override init() {
            content = .image(nil, color: nil, size: .medium)
            super.init()
        }

        /// `image` (nil: a filled circle) tinted with `color` (nil: `systemFill`) at `size`.
        public init(image: UIImage?, color: UIColor?, size: DecorationSize) {
            content = .image(image, color: color, size: size)
            super.init()
        }

        /// A view that `customViewProvider` makes once, when the decoration is first shown.
        public init(customViewProvider: @escaping () -> UIView) {
            content = .customView(customViewProvider)
            super.init()
        }

        /// A filled circle in `color` (nil: `systemFill`) at `size`.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(image: nil, color: color, size: size)
        }

        /// `image` tinted with `color` (nil: `systemFill`) at `size`.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(image: image, color: color, size: size)
        }

        /// A view of the app's, made once by `viewProvider` when the decoration is first shown.
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(customViewProvider: viewProvider)
        }
    }
}

/// The delegate of a calendar view, as UIKit's `UICalendarViewDelegate` (iOS 16): decorations
/// for days and the visible month the user moved to.
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: NSObjectProtocol {
    /// The decoration of the day `dateComponents` (year, month and day, with the calendar), or nil
    /// for none. Asked when the day first shows and after `reloadDecorations(forDateComponents:animated:)`.
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The user moved to another month (a swipe, the chevrons, the month and year wheels); the
    /// new month is `visibleDateComponents` (iOS 16.2).
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

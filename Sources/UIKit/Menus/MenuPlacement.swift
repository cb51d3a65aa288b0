import Foundation

/// Where a menu goes next to its source (a lifted preview, a button, an accessory), inside an
/// area (the window's bounds less its safe area): below the source when it fits there, else
/// above it when it fits there, else on the side with more room, kept inside the area (over
/// the source, and cut to the area's height when taller: it scrolls). Horizontally the menu lines up with
/// the source's leading edge when the source is in the area's leading half, with its trailing
/// edge otherwise, and is kept `margin` points inside the area.
struct MenuPlacement {
    /// The space between the source and the menu.
    static let gap: CGFloat = 8
    /// The least space between the menu and the area's edges.
    static let margin: CGFloat = 8

    enum Side: Equatable { case below, above }

    /// The menu's frame.
    let frame: CGRect
    /// The side of the source it is on.
    let side: Side

    init(menuSize: CGSize, source: CGRect, area: CGRect) {
        let inner = area.insetBy(dx: Self.margin, dy: Self.margin)
        let height = min(menuSize.height, max(0, inner.height))
        let width = min(menuSize.width, max(0, inner.width))
        var x = source.midX < area.midX ? source.minX : source.maxX - width
        x = min(max(x, inner.minX), inner.maxX - width)
        let roomBelow = inner.maxY - (source.maxY + Self.gap)
        let roomAbove = (source.minY - Self.gap) - inner.minY
        var y: CGFloat
        if height <= roomBelow {
            (y, side) = (source.maxY + Self.gap, .below)
        } else if height <= roomAbove {
            (y, side) = (source.minY - Self.gap - height, .above)
        } else if roomBelow >= roomAbove {
            (y, side) = (source.maxY + Self.gap, .below)
        } else {
            (y, side) = (source.minY - Self.gap - height, .above)
        }
        y = min(max(y, inner.minY), inner.maxY - height)
        frame = CGRect(x: x, y: y, width: width, height: height)
    }
}

import Foundation

/// What a view keeps for Auto Layout, made on first use so that views laid out by frames stay
/// small: its constraints, guides, priorities, and the engine it hosts when it is the root of
/// a hierarchy that uses constraints.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints the view holds (`constraints`), in the order they were added.
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    var preservesSuperviewLayoutMargins = false
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    var contentGuide: LayoutGuide?
    var frameGuide: LayoutGuide?
    /// The engine this view hosts as the root of its hierarchy.
    var hostedEngine: LayoutEngine?

    init(hugging: LayoutPriority) {
        contentHugging = (hugging, hugging)
    }
}

/// UIKit's size for a view that has no intrinsic size along an axis.
let noIntrinsicMetricValue: CGFloat = -1

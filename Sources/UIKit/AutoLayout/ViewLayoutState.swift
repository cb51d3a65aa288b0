import Foundation

/// What a view keeps for Auto Layout, made on first use so that views laid out by frames stay
/// small: its constraints, guides, priorities, and the engine it hosts when it is the root of
/// a hierarchy that uses constraints.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints the view holds (`constraints`), in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var preservesSuperviewLayoutMargins = false
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// The engine this view hosts as the root of its hierarchy.
    var hostedEngine: LayoutEngine?

    init(hugging: UILayoutPriority) {
        contentHugging = (hugging, hugging)
    }
}

/// UIKit's size for a view that has no intrinsic size along an axis.
let noIntrinsicMetricValue: CGFloat = -1

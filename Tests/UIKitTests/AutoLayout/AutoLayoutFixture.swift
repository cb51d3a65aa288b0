import Foundation
@testable import UIKit

/// A root view of a given size at a display scale, the way a window hosts one.
@MainActor func rootView(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.setRootTraitCollection(UITraitCollection(displayScale: scale))
    return root
}

/// A view placed by constraints, added to `parent`.
@MainActor func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A label placed by constraints, with the estimated measurer's sizes (0.6 em a character,
/// 1.2 em a line, rounded up).
@MainActor func constrainedLabel(_ text: String, in parent: UIView, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
}

func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

// The shape of Auto Layout as iOS code uses it (issue 13), through `import UIKit`: constraints,
// anchors, priorities, guides, the view side, the visual format language, debugging. Nothing
// here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run without
// trapping.
import UIKit

/// A view that sets up its constraints in `updateConstraints()`.
final class ShapeBadgeView: UIView {
    private var didSetUpConstraints = false
    override class var requiresConstraintBasedLayout: Bool { true }
    override var intrinsicContentSize: CGSize { CGSize(width: 20, height: UIView.noIntrinsicMetric) }
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }
    override func updateConstraints() {
        if !didSetUpConstraints {
            didSetUpConstraints = true
            heightAnchor.constraint(equalTo: widthAnchor).isActive = true
        }
        super.updateConstraints()
    }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                      verticalFittingPriority: verticalFittingPriority)
    }
}

@MainActor
func autoLayoutShape() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel(), image = UIImageView(), badge = ShapeBadgeView()
    for view in [label, image, badge] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }

    // Anchors.
    let leading: NSLayoutConstraint = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
    let anchors: [NSLayoutConstraint] = [
        leading,
        label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8),
        label.topAnchor.constraint(equalToSystemSpacingBelow: root.safeAreaLayoutGuide.topAnchor, multiplier: 1),
        image.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 2),
        image.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
        image.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
        image.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        image.lastBaselineAnchor.constraint(greaterThanOrEqualTo: label.lastBaselineAnchor, constant: 2),
        image.centerXAnchor.constraint(lessThanOrEqualTo: root.centerXAnchor),
        image.widthAnchor.constraint(equalToConstant: 40),
        image.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        image.heightAnchor.constraint(lessThanOrEqualToConstant: 100),
        badge.widthAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
        badge.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -10),
        badge.widthAnchor.constraint(greaterThanOrEqualTo: image.widthAnchor, multiplier: 0.25),
        badge.centerXAnchor.constraint(equalTo: root.readableContentGuide.centerXAnchor),
        badge.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        badge.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: image.bottomAnchor, multiplier: 1),
    ]
    let distance: NSLayoutDimension = label.leadingAnchor.anchorWithOffset(to: image.leadingAnchor)
    let _: NSLayoutDimension = label.topAnchor.anchorWithOffset(to: image.topAnchor)
    let _: NSLayoutConstraint = distance.constraint(greaterThanOrEqualToConstant: 10)
    NSLayoutConstraint.activate(anchors)
    let anchor: NSLayoutXAxisAnchor = label.centerXAnchor
    let _: NSLayoutAnchor<NSLayoutXAxisAnchor> = anchor
    let _: NSLayoutYAxisAnchor = label.topAnchor
    _ = (anchor.item, anchor.name, anchor.hasAmbiguousLayout, anchor.constraintsAffectingLayout())

    // Constraints by items and attributes, their properties, priorities.
    let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX,
                                                      .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin,
                                                      .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
                                                      .centerYWithinMargins, .notAnAttribute]
    _ = attributes
    let relations: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
    _ = relations
    let legacy = NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: root,
                                    attribute: .bottomMargin, multiplier: 1, constant: -10)
    let fixed = NSLayoutConstraint(item: image, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 44)
    fixed.priority = UILayoutPriority(rawValue: 999)
    fixed.priority = .defaultHigh + 1
    fixed.priority = UILayoutPriority.required - 1
    let priorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel, .dragThatCanResizeScene,
                                          .sceneSizeStayPut, .dragThatCannotResizeScene, UILayoutPriority(500)]
    _ = (priorities.map(\.rawValue), UILayoutPriority.defaultLow < .defaultHigh)
    fixed.identifier = "image-height"
    fixed.constant = 48
    fixed.isActive = true
    root.addConstraint(legacy)
    root.removeConstraint(legacy)
    root.addConstraints([legacy])
    root.removeConstraints([legacy])
    NSLayoutConstraint.deactivate([fixed])
    let _: AnyObject? = legacy.firstItem
    let _: AnyObject? = legacy.secondItem
    _ = (legacy.firstAttribute, legacy.secondAttribute, legacy.relation, legacy.multiplier, legacy.constant, legacy.isActive,
         legacy.priority, legacy.identifier, legacy.shouldBeArchived, legacy.description)
    let _: NSLayoutAnchor<AnyObject> = legacy.firstAnchor
    let _: NSLayoutAnchor<AnyObject>? = legacy.secondAnchor
    let _: [NSLayoutConstraint] = root.constraints

    // The visual format language.
    let views: [String: Any] = ["label": label, "image": image]
    let formatted = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[label]-[image(>=20@750)]", options: [],
                                                   metrics: ["top": 20], views: views)
    let options: NSLayoutConstraint.FormatOptions = [.alignAllLeading, .directionLeadingToTrailing, .spacingEdgeToEdge]
    _ = (formatted, options, NSLayoutConstraint.FormatOptions.alignAllCenterY, NSLayoutConstraint.FormatOptions.directionRightToLeft)

    // Guides.
    let guide = UILayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    NSLayoutConstraint.activate([guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
                                 guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.topAnchor.constraint(equalTo: root.topAnchor)])
    let _: [UILayoutGuide] = root.layoutGuides
    let _: UIView? = guide.owningView
    _ = (guide.layoutFrame, guide.hasAmbiguousLayout, guide.constraintsAffectingLayout(for: .horizontal), guide.centerXAnchor,
         guide.centerYAnchor, guide.trailingAnchor, guide.bottomAnchor, guide.leftAnchor, guide.rightAnchor)
    root.removeLayoutGuide(guide)
    root.preservesSuperviewLayoutMargins = true
    root.insetsLayoutMarginsFromSafeArea = false
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    // The view side.
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    let axis: NSLayoutConstraint.Axis = .horizontal
    _ = (label.contentHuggingPriority(for: axis), label.contentCompressionResistancePriority(for: .vertical))
    label.preferredMaxLayoutWidth = 200
    label.invalidateIntrinsicContentSize()
    badge.setNeedsUpdateConstraints()
    _ = badge.needsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    root.layoutIfNeeded()
    _ = (UIView.requiresConstraintBasedLayout, ShapeBadgeView.requiresConstraintBasedLayout)
    let fitting: CGSize = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    _ = root.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel)
    _ = (fitting, badge.alignmentRect(forFrame: badge.frame), badge.frame(forAlignmentRect: .zero), badge.alignmentRectInsets,
         label.intrinsicContentSize, label.forFirstBaselineLayout, label.forLastBaselineLayout)

    // Stack views.
    let stack = UIStackView(arrangedSubviews: [UILabel(), UIImageView()])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.spacing = UIStackView.spacingUseSystem
    stack.isBaselineRelativeArrangement = true
    stack.isLayoutMarginsRelativeArrangement = true
    let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    let alignments: [UIStackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]
    _ = (distributions, alignments)
    let extra = UIView()
    stack.addArrangedSubview(extra)
    stack.insertArrangedSubview(UIView(), at: 0)
    stack.setCustomSpacing(12, after: extra)
    _ = (stack.customSpacing(after: extra), stack.arrangedSubviews, UIStackView.spacingUseDefault)
    stack.removeArrangedSubview(extra)
    extra.removeFromSuperview()
    _ = UIStackView(frame: .zero)

    // Scroll views.
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let scrolled = UIView()
    scrolled.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(scrolled)
    NSLayoutConstraint.activate([
        scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.frameLayoutGuide.widthAnchor.constraint(equalTo: root.widthAnchor),
        scrollView.topAnchor.constraint(equalTo: root.topAnchor), scrollView.heightAnchor.constraint(equalToConstant: 100),
        scrolled.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        scrolled.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        scrolled.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        scrolled.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        scrolled.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        scrolled.heightAnchor.constraint(equalToConstant: 400),
    ])
    let _: UILayoutGuide = scrollView.contentLayoutGuide

    // Debugging.
    _ = (label.hasAmbiguousLayout, label.constraintsAffectingLayout(for: .vertical))
    label.exerciseAmbiguityInLayout()
}

import Foundation

/// The constraints the system makes: frames of views that translate their autoresizing
/// masks, intrinsic content sizes, and the relations of the system layout guides to their
/// views.
extension LayoutEngine {
    // MARK: Frames (autoresizing constraints)

    /// One axis of a frame as UIKit's autoresizing constraints hold it: the position and the
    /// length, each a constant plus a share of the superview's length (the flexible parts of
    /// the mask share the superview's changes in proportion to their lengths).
    struct AxisRule: Equatable {
        var positionShare: CGFloat, position: CGFloat
        var lengthShare: CGFloat, length: CGFloat

        init(start: CGFloat, length: CGFloat, in container: CGFloat,
             flexible: (before: Bool, size: Bool, after: Bool)) {
            let after = container - start - length
            let parts = [(flexible.before, max(start, 0)), (flexible.size, max(length, 0)), (flexible.after, max(after, 0))]
            let count = parts.filter(\.0).count
            let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
            func share(_ index: Int) -> CGFloat {
                guard parts[index].0, count > 0 else { return 0 }
                return total > 0 ? parts[index].1 / total : 1 / CGFloat(count)
            }
            positionShare = share(0)
            lengthShare = share(1)
            position = start - positionShare * container
            self.length = length - lengthShare * container
        }
    }

    /// UIKit's notation of a mask: `h=--& v=--&` (left margin, width, right margin; a fixed
    /// part is `-`, a flexible one `&`; with nothing flexible the far margin is).
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ before: Bool, _ size: Bool, _ after: Bool) -> String {
            let far = after || (!before && !size)
            return (before ? "&" : "-") + (size ? "&" : "-") + (far ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// The frame's rules and the view that holds them (the superview; nil for a root).
    private func frameRules(_ view: UIView) -> (UIView?, AxisRule, AxisRule) {
        if view === root || view.superview == nil {
            let rect = view.alignmentRect(forFrame: CGRect(origin: .zero, size: view.bounds.size))
            let none = (false, false, false)
            return (nil, AxisRule(start: 0, length: rect.width, in: 0, flexible: none),
                    AxisRule(start: 0, length: rect.height, in: 0, flexible: none))
        }
        let parent = view.superview!
        let rect = view.alignmentRect(forFrame: view.frame)
        let mask = view.autoresizingMask
        let size = parent.bounds.size
        return (parent,
                AxisRule(start: rect.minX, length: rect.width, in: size.width,
                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))),
                AxisRule(start: rect.minY, length: rect.height, in: size.height,
                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))))
    }

    /// Makes the autoresizing constraints of a view that translates its mask: its position and
    /// size (a root: its size) held at its frame.
    func addFrameConstraints(_ view: UIView, _ item: Item) {
        guard view.translatesAutoresizingMaskIntoConstraints, !(isFitting && view === root) else { return }
        let (parent, horizontal, vertical) = frameRules(view)
        let holder = parent ?? view
        let mask = Self.maskDescription(view.autoresizingMask)
        func make(_ attribute: NSLayoutConstraint.Attribute, _ share: CGFloat, _ dimension: NSLayoutConstraint.Attribute,
                  _ constant: CGFloat) -> NSLayoutConstraint {
            let second = share != 0 && parent != nil ? AnchorSpec(item: parent!, attribute: dimension) : nil
            let constraint = NSLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: .equal, second: second,
                                              multiplier: second == nil ? 1 : share, constant: constant, kind: .autoresizing)
            constraint.maskDescription = mask
            constraint.systemContainer = holder
            return constraint
        }
        var made: [NSLayoutConstraint] = []
        if parent != nil {
            made.append(make(.left, horizontal.positionShare, .width, horizontal.position))
            made.append(make(.top, vertical.positionShare, .height, vertical.position))
        }
        made.append(make(.width, horizontal.lengthShare, .width, horizontal.length))
        made.append(make(.height, vertical.lengthShare, .height, vertical.length))
        item.system = made
        for constraint in made { add(constraint) }
    }

    /// The frame of a view that translates its mask changed: its constraints follow, by
    /// changing their constants (an incremental re-solve) when the shares stay.
    func frameDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)], view.translatesAutoresizingMaskIntoConstraints,
              !(isFitting && view === root) else { return }
        let (parent, horizontal, vertical) = frameRules(view)
        var values: [(CGFloat, CGFloat)] = []
        if parent != nil {
            values.append((horizontal.positionShare, horizontal.position))
            values.append((vertical.positionShare, vertical.position))
        }
        values.append((horizontal.lengthShare, horizontal.length))
        values.append((vertical.lengthShare, vertical.length))
        let sameShape = values.count == item.system.count && zip(values, item.system).allSatisfy { value, constraint in
            (constraint.second == nil) == (value.0 == 0 || parent == nil) && (constraint.second == nil || constraint.multiplier == value.0)
        }
        guard sameShape else {
            for constraint in item.system { remove(constraint) }
            addFrameConstraints(view, item)
            return
        }
        for (value, constraint) in zip(values, item.system) where constraint.constant != value.1 {
            constraint.constant = value.1
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the frame constraints come or go,
    /// and the content size constraints go or come.
    func translatesDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        for constraint in item.system + item.content { remove(constraint) }
        item.system = []
        item.content = []
        item.contentKey = []
        addFrameConstraints(view, item)
        if !view.translatesAutoresizingMaskIntoConstraints { updateContent(view, item) }
        wrappingViews.removeAll { $0 === view }
    }

    // MARK: Intrinsic content size

    func contentDidChange(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil, !pendingContent.contains(where: { $0 === view }) else { return }
        pendingContent.append(view)
        isDirty = true
    }

    /// Measures a view for the engine: a wrapping label at its solved width.
    private func measure(_ view: UIView, _ item: Item) -> CGSize {
        if let label = view as? UILabel, label.wrapsToLayoutWidth {
            let width = CGFloat(solver.value(of: item.width))
            item.contentWidth = width > 0 ? width : nil
            if !wrappingViews.contains(where: { $0 === view }) { wrappingViews.append(view) }
            return label.intrinsicContentSize(wrappingTo: item.contentWidth)
        }
        return view.intrinsicContentSize
    }

    /// Makes or updates the intrinsic content size constraints of a view placed by
    /// constraints: along each axis with a size, `≥ size` at the compression resistance
    /// priority and `≤ size` at the hugging priority.
    func updateContent(_ view: UIView, _ item: Item) {
        guard !view.translatesAutoresizingMaskIntoConstraints else { return }
        let size = measure(view, item)
        let hasWidth = size.width >= 0 && size.width.isFinite, hasHeight = size.height >= 0 && size.height.isFinite
        let key: [Float] = [hasWidth ? 1 : 0, hasHeight ? 1 : 0,
                            view.contentHuggingPriority(for: .horizontal).rawValue,
                            view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                            view.contentHuggingPriority(for: .vertical).rawValue,
                            view.contentCompressionResistancePriority(for: .vertical).rawValue]
        if key == item.contentKey {
            var index = 0
            if hasWidth {
                item.content[0].constant = size.width
                item.content[1].constant = size.width
                index = 2
            }
            if hasHeight {
                item.content[index].constant = size.height
                item.content[index + 1].constant = size.height
            }
            return
        }
        for constraint in item.content { remove(constraint) }
        item.content = []
        item.contentKey = key
        func make(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ value: CGFloat,
                  _ priority: UILayoutPriority) {
            let constraint = NSLayoutConstraint(first: AnchorSpec(item: view, attribute: attribute), relation: relation, second: nil,
                                              multiplier: 1, constant: value, kind: .contentSize)
            constraint.priority = priority
            constraint.systemContainer = view
            item.content.append(constraint)
            add(constraint)
        }
        if hasWidth {
            make(.width, .greaterThanOrEqual, size.width, view.contentCompressionResistancePriority(for: .horizontal))
            make(.width, .lessThanOrEqual, size.width, view.contentHuggingPriority(for: .horizontal))
        }
        if hasHeight {
            make(.height, .greaterThanOrEqual, size.height, view.contentCompressionResistancePriority(for: .vertical))
            make(.height, .lessThanOrEqual, size.height, view.contentHuggingPriority(for: .vertical))
        }
    }

    // MARK: System layout guides

    /// The constants of a system guide's constraints, in the order they are made.
    private func guideConstants(_ guide: UILayoutGuide, _ view: UIView) -> [CGFloat] {
        switch guide.systemKind {
        case .margins?, .safeArea?:
            let insets = guide.systemKind == .margins ? view.layoutMargins : view.safeAreaInsets
            return [insets.left, insets.top, -insets.right, -insets.bottom]
        case .readableContent?:
            let margins = view.layoutMargins
            return [margins.top, -margins.bottom, margins.left, -margins.right, (margins.left - margins.right) / 2,
                    Self.readableWidth, -(margins.left + margins.right)]
        case .scrollContent?:
            return [0, 0]
        case .scrollFrame?:
            // Subviews are placed in content coordinates: the frame is where the scroll view
            // looks, at its content offset.
            return [view.bounds.minX, view.bounds.minY, 0, 0]
        case nil:
            return []
        }
    }

    /// The widest readable text column, in points, at the default text size.
    static let readableWidth: CGFloat = 672

    /// Relates a system guide to its owning view with UIKit's constraints: the margins guide
    /// `UIView-leftMargin-guide-constraint`…, the safe area `UIViewSafeAreaLayoutGuide-left`…,
    /// the readable content guide inside the margins, at most 672 points wide, centered.
    func addGuideConstraints(_ guide: UILayoutGuide, _ item: Item) {
        guard let view = guide.owningView, let kind = guide.systemKind else { return }
        let constants = guideConstants(guide, view)
        func make(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ viewAttribute: NSLayoutConstraint.Attribute?,
                  _ multiplier: CGFloat, _ constant: CGFloat, _ identifier: String, _ priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(first: AnchorSpec(item: guide, attribute: attribute), relation: relation,
                                              second: viewAttribute.map { AnchorSpec(item: view, attribute: $0) },
                                              multiplier: multiplier, constant: constant, kind: .guide)
            constraint.identifier = identifier
            constraint.priority = priority
            constraint.systemContainer = view
            return constraint
        }
        switch kind {
        case .margins, .safeArea:
            let names = kind == .margins
                ? ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
                   "UIView-bottomMargin-guide-constraint"]
                : ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-right",
                   "UIViewSafeAreaLayoutGuide-bottom"]
            item.system = [make(.left, .equal, nil, 1, constants[0], names[0]), make(.top, .equal, nil, 1, constants[1], names[1]),
                           make(.right, .equal, .right, 1, constants[2], names[2]), make(.bottom, .equal, .bottom, 1, constants[3], names[3])]
        case .readableContent:
            let name = "UIView-readableContentGuide-constraint"
            item.system = [make(.top, .equal, nil, 1, constants[0], name), make(.bottom, .equal, .bottom, 1, constants[1], name),
                           make(.left, .greaterThanOrEqual, nil, 1, constants[2], name),
                           make(.right, .lessThanOrEqual, .right, 1, constants[3], name),
                           make(.centerX, .equal, .centerX, 1, constants[4], name),
                           make(.width, .lessThanOrEqual, nil, 1, constants[5], name),
                           make(.width, .equal, .width, 1, constants[6], name, UILayoutPriority(999))]
        case .scrollContent:
            item.system = [make(.left, .equal, nil, 1, constants[0], "UIScrollView-contentLayoutGuide-left"),
                           make(.top, .equal, nil, 1, constants[1], "UIScrollView-contentLayoutGuide-top")]
        case .scrollFrame:
            item.system = [make(.left, .equal, nil, 1, constants[0], "UIScrollView-frameLayoutGuide-left"),
                           make(.top, .equal, nil, 1, constants[1], "UIScrollView-frameLayoutGuide-top"),
                           make(.width, .equal, .width, 1, constants[2], "UIScrollView-frameLayoutGuide-width"),
                           make(.height, .equal, .height, 1, constants[3], "UIScrollView-frameLayoutGuide-height")]
        }
        systemGuides.append(guide)
        for constraint in item.system { add(constraint) }
    }

    /// Brings the system guides' constants up to date with their views' margins and safe
    /// areas.
    func refreshGuides() {
        guidesNeedUpdate = false
        for guide in systemGuides {
            guard let view = guide.owningView, let item = items[ObjectIdentifier(guide)] else { continue }
            for (constraint, constant) in zip(item.system, guideConstants(guide, view)) where constraint.constant != constant {
                constraint.constant = constant
            }
        }
    }
}

import Foundation

/// A streamlined interface for laying out a collection of views in either a column or a row,
/// as UIKit's `UIStackView`. It lays its arranged subviews out with constraints it makes and
/// keeps up to date (named as UIKit names them: `UISV-canvas-connection`, `UISV-spacing`…), so
/// it composes with the rest of Auto Layout: constrain the stack view's position (and, if you
/// like, its size); its content decides the rest.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The layout that defines the size and position of the arranged views along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// The layout of the arranged views perpendicular to the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edges of a horizontal stack's views align with its top edge.
        public static var top: Alignment { .leading }
        /// The bottom edges of a horizontal stack's views align with its bottom edge.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing `customSpacing(after:)` returns for a view without custom spacing: the
    /// stack view's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that uses the system spacing (8 points).
    public static let spacingUseSystem = CGFloat(-Float.greatestFiniteMagnitude)

    /// The views the stack view arranges, in order. Each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The axis along which the arranged views are laid out. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// The distance in points between the adjacent edges of the arranged views. Default 0.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    /// Whether the vertical spacing between views is measured from their baselines.
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } } }
    /// Whether the stack view lays out its arranged views relative to its layout margins.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made, active until the arrangement changes.
    private(set) var arrangementConstraints: [NSLayoutConstraint] = []

    /// Returns a new stack view object that manages the provided views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds a view to the end of the arranged subviews (and to the subviews).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Adds the view to the arranged subviews at `stackIndex` (and to the subviews, at the end).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes the view from the arranged subviews. It stays a subview, as in UIKit: remove it
    /// from its superview to take it away.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Applies custom spacing after the specified view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after the specified view, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The first visible arranged view: the stack view's first baseline is its.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged view of a vertical stack (the first of a horizontal one): the
    /// stack view's last baseline is its.
    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    override func subviewDidChangeHidden(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        var arrangement = StackArrangement(stack: self)
        arrangementConstraints = arrangement.constraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    /// The spacing after a view: its custom spacing, else `spacing` (the system's for
    /// `spacingUseSystem`).
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? LayoutDescription.systemSpacing : value
    }
}

/// The constraints of a stack view's arrangement, made as UIKit makes them.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    private(set) var made: [NSLayoutConstraint] = []

    init(stack: UIStackView) { self.stack = stack }

    private mutating func add(_ constraint: NSLayoutConstraint, _ identifier: String, _ priority: UILayoutPriority = .required) {
        constraint.identifier = identifier
        constraint.priority = priority
        made.append(constraint)
    }

    /// An anchor of the canvas (the stack view, or its margins guide).
    private func canvas(_ attribute: NSLayoutConstraint.Attribute) -> AnchorSpec {
        if stack.isLayoutMarginsRelativeArrangement { return AnchorSpec(item: stack.layoutMarginsGuide, attribute: attribute) }
        return AnchorSpec(item: stack, attribute: attribute)
    }

    private func anchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> AnchorSpec {
        AnchorSpec(item: view, attribute: attribute)
    }

    private func make(_ first: AnchorSpec, _ relation: NSLayoutConstraint.Relation, _ second: AnchorSpec?, multiplier: CGFloat = 1,
                      _ constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
    }

    mutating func constraints() -> [NSLayoutConstraint] {
        let horizontal = stack.axis == .horizontal
        let (leading, trailing, length): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossStart, crossEnd, crossCenter, crossLength): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
                                                                NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        for hidden in stack.arrangedSubviews where hidden.isHidden {
            add(make(anchor(hidden, length), .equal, nil), "UISV-hiding")
            add(make(anchor(hidden, leading), .equal, canvas(leading)), "UISV-hiding")
            add(make(anchor(hidden, crossStart), .equal, canvas(crossStart)), "UISV-hiding")
            add(make(anchor(hidden, crossLength), .equal, nil), "UISV-hiding")
        }
        guard let first = visible.first, let last = visible.last else { return made }

        // Along the axis: the canvas holds the first and last views; spacings between.
        let baselines = !horizontal && stack.isBaselineRelativeArrangement
        add(make(anchor(first, leading), .equal, canvas(leading)), "UISV-canvas-connection")
        add(make(canvas(trailing), .equal, anchor(last, trailing)), "UISV-canvas-connection")
        let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (previous, view) in zip(visible, visible.dropFirst()) {
            let gap = stack.spacing(after: previous)
            if baselines {
                add(make(anchor(view, .firstBaseline), spaced ? .greaterThanOrEqual : .equal, anchor(previous, .lastBaseline), gap), "UISV-spacing")
            } else {
                add(make(anchor(view, leading), spaced ? .greaterThanOrEqual : .equal, anchor(previous, trailing), gap), "UISV-spacing")
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add(make(anchor(view, length), .equal, anchor(first, length)), "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(visible, sizes).dropFirst() where size >= 0 {
                    add(make(anchor(view, length), .equal, anchor(first, length), multiplier: size / base), "UISV-fill-proportionally",
                        UILayoutPriority(999))
                }
            }
        case .equalSpacing:
            let firstGap = distance(from: anchor(first, trailing), to: visible.count > 1 ? anchor(visible[1], leading) : nil)
            for (previous, view) in zip(visible, visible.dropFirst()).dropFirst() {
                guard let firstGap, let gap = distance(from: anchor(previous, trailing), to: anchor(view, leading)) else { continue }
                add(make(gap, .equal, firstGap), "UISV-distributing-edge", UILayoutPriority(999))
            }
        case .equalCentering:
            let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
            let firstGap = distance(from: anchor(first, center), to: visible.count > 1 ? anchor(visible[1], center) : nil)
            for (previous, view) in zip(visible, visible.dropFirst()).dropFirst() {
                guard let firstGap, let gap = distance(from: anchor(previous, center), to: anchor(view, center)) else { continue }
                add(make(gap, .equal, firstGap), "UISV-distributing-edge", UILayoutPriority(999))
            }
        }

        // Across the axis.
        for view in visible {
            switch stack.alignment {
            case .fill:
                add(make(anchor(view, crossStart), .equal, canvas(crossStart)), "UISV-canvas-connection")
                add(make(canvas(crossEnd), .equal, anchor(view, crossEnd)), "UISV-canvas-connection")
            case .leading:
                add(make(anchor(view, crossStart), .equal, canvas(crossStart)), "UISV-canvas-connection")
                add(make(canvas(crossEnd), .greaterThanOrEqual, anchor(view, crossEnd)), "UISV-spanning-boundary")
            case .trailing:
                add(make(canvas(crossEnd), .equal, anchor(view, crossEnd)), "UISV-canvas-connection")
                add(make(anchor(view, crossStart), .greaterThanOrEqual, canvas(crossStart)), "UISV-spanning-boundary")
            case .center:
                add(make(anchor(view, crossCenter), .equal, canvas(crossCenter)), "UISV-canvas-connection")
                add(make(anchor(view, crossStart), .greaterThanOrEqual, canvas(crossStart)), "UISV-spanning-boundary")
                add(make(canvas(crossEnd), .greaterThanOrEqual, anchor(view, crossEnd)), "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    add(make(anchor(view, crossStart), .equal, canvas(crossStart)), "UISV-canvas-connection")
                    add(make(canvas(crossEnd), .equal, anchor(view, crossEnd)), "UISV-canvas-connection")
                    continue
                }
                let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { add(make(anchor(view, baseline), .equal, anchor(first, baseline)), "UISV-alignment") }
                add(make(anchor(view, crossStart), .greaterThanOrEqual, canvas(crossStart)), "UISV-spanning-boundary")
                add(make(canvas(crossEnd), .greaterThanOrEqual, anchor(view, crossEnd)), "UISV-spanning-boundary")
            }
        }
        if stack.alignment != .fill {
            // The canvas hugs its tallest view across the axis.
            add(make(canvas(crossLength), .equal, nil), "UISV-canvas-fit", UILayoutPriority(49))
            if stack.alignment != .center { return made }
        }
        return made
    }

    /// The distance between two anchors of the same axis, as a dimension.
    private func distance(from start: AnchorSpec, to end: AnchorSpec?) -> AnchorSpec? {
        guard let end else { return nil }
        var spec = start
        spec.offsetTo = [end]
        return spec
    }
}

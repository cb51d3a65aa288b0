import Foundation

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute {==,<=,>=} secondItem.secondAttribute * multiplier + constant`.
///
/// An active constraint is held by the nearest common ancestor of its items (`constraints`)
/// and is part of the layout engine of that view's hierarchy; changing its `constant`
/// re-solves the layout incrementally.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// The part of the object's visual representation that should be used to get the value
    /// for the constraint.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// A placeholder value that is used to indicate that the constraint's second item and
        /// second attribute are not used in any calculations.
        case notAnAttribute = 0
    }

    /// The relation between the first attribute and the modified second attribute.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axes for content hugging and compression resistance priorities.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options for the visual format language: alignment of the views a format lays out, the
    /// direction of a horizontal format, and the spacing of a vertical one.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// What a constraint is: made by the caller, or by the system from a view's frame, its
    /// intrinsic content size, or a guide's relation to its view.
    enum Kind: Equatable {
        case user, autoresizing, contentSize, guide
    }

    // Set once, by the initializer that made the constraint.
    private(set) var first = AnchorSpec.none
    private(set) var second: AnchorSpec?
    private var storedRelation = Relation.equal
    private var storedMultiplier: CGFloat = 1
    private(set) var kind = Kind.user

    /// The relation between the two attributes in the constraint.
    open var relation: Relation { storedRelation }
    /// The multiplier applied to the second attribute participating in the constraint.
    open var multiplier: CGFloat { storedMultiplier }

    /// The constant added to the multiplied second attribute. Changing it re-solves the
    /// layout incrementally.
    open var constant: CGFloat {
        didSet {
            if kind == .user { Self.checkFinite(constant: constant, first: first, second: second) }
            guard constant != oldValue || constant.isNaN else { return }
            engine?.constantDidChange(self)
        }
    }

    /// The priority of the constraint. Default `.required`.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if (oldValue == .required) != (priority == .required), engine != nil {
                Diagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.number(priority.rawValue)) and the existing priority was \(Self.number(oldValue.rawValue)).")
            }
            engine?.priorityDidChange(self)
        }
    }

    /// The name that identifies the constraint in descriptions and logs.
    open var identifier: String?

    /// Whether the constraint should be archived by its owning view. Kept for source
    /// compatibility: nothing is archived here.
    open var shouldBeArchived = false

    /// The view that holds the constraint in its `constraints` (the nearest common ancestor of
    /// its items when activated).
    @Unretained var owner: UIView?
    /// The engine the constraint is part of, and its place there.
    @Unretained var engine: LayoutEngine?
    var solverID: SimplexSolver.ConstraintID?
    var engineIndex = -1
    /// Why the engine left the constraint out (a conflict, a constant that is not finite).
    var isBroken = false
    /// The leading/trailing directions the engine resolved the anchors with (true: right to
    /// left), to notice a change of direction.
    var resolvedRightToLeft: [Bool] = []
    /// The constant part of the engine's expression besides `constant` (baseline offsets).
    var expressionBase: Double = 0
    /// An autoresizing constraint's mask, as UIKit prints it (`h=--& v=--&`).
    var maskDescription = ""
    /// The view whose coordinates a system constraint is expressed in.
    @Unretained var systemContainerStorage: UIView?

    /// An empty constraint (no items, `.notAnAttribute`), as `NSLayoutConstraint()`. The one
    /// designated initializer, so that subclasses (layout DSLs make them) inherit
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public override init() {
        constant = 0
        super.init()
    }

    convenience init(first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat, kind: Kind = .user) {
        self.init()
        self.first = first
        self.second = second
        storedRelation = relation
        storedMultiplier = multiplier
        self.kind = kind
        if kind == .user {
            guard multiplier.isFinite else {
                raiseException(.internalInconsistencyException, "Multiplier is not finite!  That's illegal.  multiplier:\(LayoutDescription.number(multiplier))")
            }
        }
        self.constant = constant
    }

    /// Raises UIKit's exception for a constant that is not finite, as `setConstant:` does.
    private static func checkFinite(constant: CGFloat, first: AnchorSpec, second: AnchorSpec?) {
        guard !constant.isFinite else { return }
        let second = second.map { NSLayoutAnchor<AnyObject>(spec: $0).description } ?? "(null)"
        raiseException(.internalInconsistencyException, "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(LayoutDescription.number(constant)) firstAnchor:\(NSLayoutAnchor<AnyObject>(spec: first).description) secondAnchor:\(second)")
    }

    /// Creates a constraint that defines the relationship between the specified attributes of
    /// the given views (or layout guides): `view1.attr1 = view2.attr2 * multiplier + c`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let signature = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        guard let item1 = Self.layoutItem(view1), view2 == nil || Self.layoutItem(view2!) != nil else {
            raiseException(.invalidArgumentException, signature + "Constraint items must each be a view or layout guide.")
        }
        let item2 = view2.flatMap(Self.layoutItem)
        if attr1 == .notAnAttribute {
            raiseException(.invalidArgumentException, signature + "Invalid parameter not satisfying: attr1 != NSLayoutAttributeNotAnAttribute")
        }
        if !attr1.isDimension && (item2 == nil || attr2 == .notAnAttribute || multiplier == 0) {
            raiseException(.invalidArgumentException, signature + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        if item2 != nil && attr2 != .notAnAttribute {
            let valid = attr1.isDimension && attr2.isDimension || (!attr1.isDimension && !attr2.isDimension && attr1.isHorizontal == attr2.isHorizontal)
            if !valid { raiseException(.invalidArgumentException, signature + "Invalid pairing of layout attributes.") }
            if Self.mixesDirections(attr1, attr2) { raiseException(.invalidArgumentException, signature + Self.mixedDirectionsMessage) }
        }
        let second = (item2 != nil && attr2 != .notAnAttribute) ? AnchorSpec(item: item2!, attribute: attr2) : nil
        self.init(first: AnchorSpec(item: item1, attribute: attr1), relation: relation, second: second,
                  multiplier: multiplier, constant: c)
    }

    nonisolated open override var description: String { MainActor.assumeIsolated { describe() } }
    nonisolated open override var debugDescription: String { description }

    static let mixedDirectionsMessage = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."

    /// Whether one attribute is leading or trailing and the other left or right (UIKit refuses
    /// such a constraint: its meaning would change with the layout direction).
    static func mixesDirections(_ a: Attribute, _ b: Attribute) -> Bool {
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        return (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b))
    }

    static func layoutItem(_ item: Any) -> AnyObject? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return nil
    }

    /// The first object participating in the constraint.
    open var firstItem: AnyObject? { first.item }
    /// The attribute of the first object participating in the constraint.
    open var firstAttribute: Attribute { first.attribute }
    /// The second object participating in the constraint.
    open var secondItem: AnyObject? { second?.item }
    /// The attribute of the second object participating in the constraint.
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first anchor that defines the constraint.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(spec: first) }
    /// The second anchor that defines the constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>(spec: $0) } }

    // MARK: Activation

    /// The active state of the constraint: an active constraint is held by the nearest common
    /// ancestor of its items and takes part in layout. Activating a constraint whose items
    /// have no common ancestor traps with UIKit's message.
    open var isActive: Bool {
        get { owner != nil || (kind != .user && engine != nil) }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint in the specified array (more efficient than setting
    /// `isActive` on each).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint in the specified array.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    func activate() {
        guard owner == nil else { return }
        guard let ancestor = commonAncestor() else {
            let second = self.second.map { NSLayoutAnchor<AnyObject>(spec: $0).description } ?? "(null)"
            raiseException(.genericException, "Unable to activate constraint with anchors \(firstAnchor.description) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        ancestor.install(self)
    }

    func deactivate() {
        owner?.uninstall(self)
    }

    /// The views whose hierarchies the constraint spans: its items, layout guides replaced by
    /// their owning views.
    var views: [UIView?] {
        var result: [UIView?] = []
        first.collectViews(into: &result)
        second?.collectViews(into: &result)
        return result
    }

    /// The nearest view that is an ancestor of (or is) every item's view.
    func commonAncestor() -> UIView? {
        let views = self.views
        guard var candidate = views.first ?? nil else { return nil }
        for view in views.dropFirst() {
            guard let view else { return nil }
            var node: UIView? = candidate
            while let current = node, !view.isDescendant(of: current) { node = current.superview }
            guard let found = node else { return nil }
            candidate = found
        }
        return candidate
    }
}

extension NSLayoutConstraint.Attribute {
    var isDimension: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
    var usesDirection: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
    /// The attribute without margins (`.leadingMargin` is the margins guide's `.leading`).
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
    /// UIKit's name of the attribute in descriptions.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

/// What an anchor stands for: an attribute of a view or layout guide, or (made by
/// `anchorWithOffset(to:)`) the distance from one anchor to another.
struct AnchorSpec {
    @Unretained var item: AnyObject?
    var attribute: NSLayoutConstraint.Attribute
    /// For a distance: the anchor the distance goes to (this spec's item and attribute are
    /// where it starts).
    var offsetTo: [AnchorSpec] = []

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// No item and no attribute: an empty constraint's.
    static var none: AnchorSpec { AnchorSpec(item: nil, attribute: .notAnAttribute) }

    var isDistance: Bool { !offsetTo.isEmpty }
    var isDimension: Bool { isDistance || attribute.isDimension }

    @MainActor func collectViews(into views: inout [UIView?]) {
        views.append(Self.view(of: item))
        for spec in offsetTo { spec.collectViews(into: &views) }
    }

    /// The view of a layout item: the view itself, or a guide's owning view.
    @MainActor static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }
}

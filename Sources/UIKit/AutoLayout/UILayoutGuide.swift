import Foundation

/// A rectangular area that can interact with Auto Layout, as UIKit's `UILayoutGuide`: it has
/// anchors as a view does, but draws nothing and takes no events. Add it to a view with
/// `addLayoutGuide(_:)`; its `layoutFrame` is in that view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorItem {
    /// The guides a view makes for itself.
    enum SystemKind {
        case margins, safeArea, readableContent
        /// A scroll view's content rectangle (its size becomes `contentSize`) and its frame.
        case scrollContent, scrollFrame
    }

    /// The view that owns this layout guide: set by `addLayoutGuide(_:)`, cleared by
    /// `removeLayoutGuide(_:)`. Setting it does not add the guide to the view's `layoutGuides`,
    /// as in UIKit.
    open var owningView: UIView? {
        get { storedOwningView }
        set { storedOwningView = newValue }
    }
    @Unretained private var storedOwningView: UIView?
    /// Ended by the deinit, for the `Unretained` references to the guide.
    nonisolated let lifetimeToken = LifetimeToken()

    /// A string used to identify the layout guide.
    open var identifier = ""

    var systemKind: SystemKind?
    /// A list cell's separator guide: its constraints place the separator, they do not size the cell.
    var isSeparatorGuide = false

    public override init() { super.init() }

    deinit { lifetimeToken.end() }

    public required init?(coder: NSCoder) { super.init() }

    /// The layout guide's frame in its owning view's coordinate system, as the layout engine
    /// solved it (zero before the guide takes part in layout).
    open var layoutFrame: CGRect {
        guard let view = owningView, let engine = view.layoutEngine else { return .zero }
        engine.update()
        return engine.rect(of: self) ?? .zero
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }

    /// Whether the constraints do not determine the guide's frame.
    open var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.layoutEngine else { return false }
        engine.update()
        return engine.isAmbiguous(self)
    }

    /// The constraints that affect the guide's frame along an axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = owningView?.layoutEngine else { return [] }
        engine.update()
        return engine.constraintsAffecting(self, axis: axis)
    }

    nonisolated open override var description: String { MainActor.assumeIsolated { describe() } }

    func describe() -> String {
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "<\(LayoutDescription.className(self)): \(LayoutDescription.address(self)) - \(layoutFrame), layoutFrame=\(layoutFrame), owningView=\(owningView.map { LayoutDescription.item($0) } ?? "(null)")\(name)>"
    }
}

/// How constraints, anchors and items are described, in UIKit's format:
/// `<NSLayoutConstraint:0x600000c8c0a0 UIView:0x7f8b0a40b390.width == 100   (active)>`.
@MainActor
enum LayoutDescription {
    /// The system spacing between two sibling views' edges.
    static let systemSpacing: CGFloat = 8

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// The name of an object's class, as UIKit's descriptions print it.
    static func className(_ object: AnyObject) -> String {
        String(describing: Swift.type(of: object))
    }

    static func anchorClassName(_ spec: AnchorSpec) -> String {
        if spec.isDimension { return "NSLayoutDimension" }
        return spec.attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    }

    /// `UILabel:0x7f…` (with `'identifier'` for a guide that has one).
    static func item(_ object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        if let guide = object as? UILayoutGuide, !guide.identifier.isEmpty {
            return "\(className(guide)):\(address(guide))'\(guide.identifier)'"
        }
        return "\(className(object)):\(address(object))"
    }

    static func anchor(_ spec: AnchorSpec) -> String {
        let base = "\(item(spec.item)).\(spec.attribute.name)"
        guard let to = spec.offsetTo.first else { return base }
        return "\(anchor(to)) - \(base)"
    }

    /// A number as UIKit prints it: no fraction when whole.
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint {
    static func number(_ value: Float) -> String { LayoutDescription.number(CGFloat(value)) }

    /// The equation as UIKit prints it: `UILabel:0x….leading == UIView:0x….leadingMargin + 20`.
    var equation: String {
        var text = anchorName(first, isFirst: true)
        switch relation {
        case .equal: text += " == "
        case .lessThanOrEqual: text += " <= "
        case .greaterThanOrEqual: text += " >= "
        }
        if let second {
            if multiplier != 1 { text += LayoutDescription.number(multiplier) + "*" }
            text += anchorName(second, isFirst: false)
            if constant != 0 || constant.isNaN {
                text += constant < 0 ? " - " + LayoutDescription.number(-constant) : " + " + LayoutDescription.number(constant)
            }
        } else {
            text += LayoutDescription.number(constant)
        }
        if priority != .required { text += " @" + Self.number(priority.rawValue) }
        return text
    }

    func anchorName(_ spec: AnchorSpec, isFirst: Bool) -> String {
        guard kind == .autoresizing, isFirst else { return LayoutDescription.anchor(spec) }
        let name = spec.attribute == .left ? "minX" : spec.attribute == .top ? "minY" : spec.attribute.name
        return "\(LayoutDescription.item(spec.item)).\(name)"
    }

    /// UIKit's class name: the system's constraints have classes of their own.
    var className: String {
        switch kind {
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        case .user, .guide: return LayoutDescription.className(self)
        }
    }

    func describe() -> String {
        let name = identifier.map { "'\($0)' " } ?? ""
        let mask = maskDescription.isEmpty ? "" : maskDescription + " "
        return "<\(className):\(LayoutDescription.address(self)) \(name)\(mask)\(equation)   (\(isActive ? "active" : "inactive"))>"
    }
}

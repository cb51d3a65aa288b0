import Foundation

/// A reusable view for a table's section header or footer, as UIKit's
/// `UITableViewHeaderFooterView`. The table makes one to show a data source's title; register a
/// subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` to show your own.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was dequeued with.
    open private(set) var reuseIdentifier: String?

    /// The view holding the content; add subviews here.
    open private(set) var contentView: UIView

    /// Creates a view reusable under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        finishInit()
    }

    /// Creates a view without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view of a registered class: `init(reuseIdentifier:)`, which subclasses
    /// override (UIKit calls it through the Objective-C runtime).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        contentView.preservesSuperviewLayoutMargins = true
        contentView.layoutMargins = .zero
        addSubview(contentView)
    }

    private var standardTextLabel: UILabel?
    private var standardDetailTextLabel: UILabel?

    /// The label of the title, created when first asked for. In grouped tables the table shows
    /// titles uppercased, as UIKit does.
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel(frame: .zero)
        label.font = HeaderFooterMetrics.font(style: tableStyle, isHeader: isHeader)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        standardTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// A second label, below the title (meaningful in grouped tables).
    open var detailTextLabel: UILabel? {
        if let standardDetailTextLabel { return standardDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        standardDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Configurations (iOS 14)

    /// The configuration of the content: setting it replaces `contentView` with the
    /// configuration's view (or gives the configuration to the current one).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    /// The configuration of the background; setting it removes `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundView = nil }
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the content configuration follows the view's state. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the view's state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The closure that configures the view for a state (iOS 15).
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void
    /// Called with the view and its state whenever the configuration is updated (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view's state: its traits.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// A list content configuration in the style of the view's table and role: a plain or
    /// grouped header or footer.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle == .plain, isHeader) {
        case (true, true): .plainHeader()
        case (true, false): .plainFooter()
        case (false, true): .groupedHeader()
        case (false, false): .groupedFooter()
        }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`, then runs the `configurationUpdateHandler`.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            show(configuration.updated(for: state))
        }
        configurationUpdateHandler?(self, state)
    }

    /// Readies a dequeued view. Subclasses reset their content here, calling `super`.
    open func prepareForReuse() {}

    private var needsConfigurationUpdate = false
    private var contentViewConfigurationType: Any.Type?
    private var backgroundConfigurationView: BackgroundConfigurationView?

    /// The style of the table showing the view, and whether it is a header or a footer.
    var tableStyle: UITableView.Style = .plain
    var isHeader = true
    /// Whether the view is the first section's (grouped headers have a larger top margin).
    var isFirstSection = false
    /// Whether the table made the view to show a data source's title.
    var isTableTitleView: Bool {
        reuseIdentifier == UITableView.defaultHeaderReuseIdentifier || reuseIdentifier == UITableView.defaultFooterReuseIdentifier
    }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
        show(automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration)
    }

    private func show(_ configuration: any UIContentConfiguration) {
        if contentViewConfigurationType == type(of: configuration), let view = contentView as? UIContentView {
            view.configuration = configuration
            return
        }
        contentViewConfigurationType = type(of: configuration)
        contentView.removeFromSuperview()
        contentView = configuration.makeContentView()
        contentView.frame = bounds
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layOutBackgroundConfiguration()
        contentView.frame = bounds
        if contentConfiguration == nil { layOutStandardLabels() }
    }

    private func layOutBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView(frame: bounds)
        if backgroundConfigurationView == nil {
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        view.frame = bounds
        view.show(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration,
                  margins: directionalLayoutMargins)
    }

    /// The title at the leading and trailing margins: centred vertically in plain tables, below
    /// the top margin in grouped ones; the detail below it.
    private func layOutStandardLabels() {
        guard standardTextLabel != nil || standardDetailTextLabel != nil else { return }
        let margins = HeaderFooterMetrics.margins(style: tableStyle, isHeader: isHeader, isFirstSection: isFirstSection,
                                                  sides: directionalLayoutMargins)
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let text = standardTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        let detail = standardDetailTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        let top = tableStyle == .plain
            ? ((bounds.height - text.height - detail.height) / 2).roundedToPixel(scale: traitCollection.displayScale)
            : margins.top
        standardTextLabel?.frame = CGRect(x: margins.leading, y: top, width: width, height: text.height)
        standardDetailTextLabel?.frame = CGRect(x: margins.leading, y: top + text.height, width: width, height: detail.height)
    }

    /// The height the view needs at `width`: its labels between the style's margins, its
    /// configuration's, or its constraints'.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if contentConfiguration != nil {
            return contentView.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if standardTextLabel == nil && standardDetailTextLabel == nil {
            return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        let margins = HeaderFooterMetrics.margins(style: tableStyle, isHeader: isHeader, isFirstSection: isFirstSection,
                                                  sides: directionalLayoutMargins)
        let labelWidth = max(0, width - margins.leading - margins.trailing)
        let fitting = CGSize(width: labelWidth, height: .greatestFiniteMagnitude)
        let labels = (standardTextLabel?.sizeThatFits(fitting).height ?? 0) + (standardDetailTextLabel?.sizeThatFits(fitting).height ?? 0)
        return margins.top + labels + margins.bottom
    }
}

/// The fonts and margins of the table's header and footer views (UIKit's
/// `defaultHeaderFooterLayoutMarginsForTableViewStyle:isHeader:isFirstSection:`).
@MainActor
enum HeaderFooterMetrics {
    /// Plain headers and footers: 15-point semibold. Grouped headers and footers: the footnote style.
    static func font(style: UITableView.Style, isHeader: Bool) -> UIFont {
        style == .plain ? .systemFont(ofSize: 15, weight: .semibold) : .preferredFont(forTextStyle: .footnote)
    }

    /// Plain: 4 above and below. Grouped headers: 32 above the first section's, 17 above the
    /// others', 6 below; grouped footers: 6 above, 12 below. The sides are the table's margins.
    static func margins(style: UITableView.Style, isHeader: Bool, isFirstSection: Bool,
                        sides: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        let (top, bottom): (CGFloat, CGFloat) = switch (style == .plain, isHeader) {
        case (true, _): (4, 4)
        case (false, true): (isFirstSection ? 32 : 17, 6)
        case (false, false): (6, 12)
        }
        return NSDirectionalEdgeInsets(top: top, leading: sides.leading, bottom: bottom, trailing: sides.trailing)
    }
}

import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: presented, it lists what can be done
/// with its items — the app's own activities (`applicationActivities`) that can act on them,
/// then Copy and Save to Files (the system's activities Linux has) — less
/// `excludedActivityTypes`. Choosing one dismisses the sheet and runs it (or presents its
/// controller); the close button dismisses it. `completionWithItemsHandler` hears which ran
/// and whether it completed.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The handler told how the sheet ended: the activity chosen (nil when closed), whether it
    /// completed, the items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items shared, as given (item sources among them).
    let activityItems: [Any]
    /// The app's own activities.
    let applicationActivities: [UIActivity]
    /// The rows of the sheet, one per activity shown.
    private(set) var rows: [ShareSheetRow] = []
    private let header = UILabel()
    private let closeButton = UIButton(type: .close)
    private let list = UIView()

    /// Makes a share sheet for `activityItems` (values, or `UIActivityItemSource` objects),
    /// offering `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Makes an empty share sheet (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// Told how the sheet ended.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the most likely activity is shown larger (iOS 17; kept: the list here shows
    /// every activity alike).
    open var allowsProminentActivity = true

    /// The activities offered: the app's, then Copy and Save to Files, those that can act on
    /// the items and are not excluded.
    var offeredActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities + [CopyActivity(), SaveToFileActivity()]).filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false)
                && activity.canPerform(withActivityItems: items(for: activity.activityType))
        }
    }

    /// The items as `activityType` takes them: item sources asked for theirs.
    func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    /// Where the sheet points. In a regular width UIKit shows the sheet as a popover there,
    /// and presenting it without a source view, rectangle or bar button item raises UIKit's
    /// exception; in a compact width it is a sheet and this is not used. On Linux the sheet
    /// shows as a sheet in either width, after the same check.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        if let made = madePresentationController as? UIPopoverPresentationController { return made }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        made.builtInStyle = modalPresentationStyle
        madePresentationController = made
        return made
    }

    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemGroupedBackground
        header.font = .preferredFont(forTextStyle: .headline)
        header.text = summary
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 10
        list.clipsToBounds = true
        for view in [header, closeButton, list] { container.addSubview(view) }
        rows = offeredActivities.map { activity in
            let row = ShareSheetRow(activity: activity)
            row.addAction(UIAction { [weak self] _ in self?.choose(activity) }, for: .touchUpInside)
            list.addSubview(row)
            return row
        }
        view = container
    }

    /// What the header says: the text or link shared, else "Image", else the number of items.
    private var summary: String {
        let values = items(for: nil)
        if values.count == 1 {
            switch values[0] {
            case let text as String: return text
            case let url as URL: return url.isFileURL ? url.lastPathComponent : url.absoluteString
            case is UIImage: return "Image"
            default: break
            }
        }
        return values.count == 1 ? "1 Item" : "\(values.count) Items"
    }

    /// The header and the close button at the top, the list of activities under them: rows of
    /// 52 points in a rounded group 16 points from the sides.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, margin: CGFloat = 16, top = view.safeAreaInsets.top + 16
        let close = CGSize(width: 30, height: 30)
        closeButton.frame = CGRect(x: bounds.width - margin - close.width, y: top, width: close.width, height: close.height)
        header.frame = CGRect(x: margin, y: top, width: max(0, closeButton.frame.minX - 8 - margin), height: close.height)
        let rowHeight = ShareSheetRow.height
        list.frame = CGRect(x: margin, y: top + close.height + 20, width: max(0, bounds.width - 2 * margin),
                            height: rowHeight * CGFloat(rows.count))
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: list.bounds.width, height: rowHeight)
            row.separator.isHidden = index == rows.count - 1
        }
    }

    // MARK: Choosing

    /// Runs `activity`: the sheet goes away, then the activity's controller is presented from
    /// the presenter, or the activity performs; the handler hears how it ended.
    func choose(_ activity: UIActivity) {
        let items = items(for: activity.activityType)
        let presenter = presentingViewController
        let handler = completionWithItemsHandler
        activity.prepare(withActivityItems: items)
        let type = activity.activityType
        dismiss(animated: true) {
            if let controller = activity.activityViewController {
                activity.onFinish = { [weak controller] completed in
                    controller?.presentingViewController?.dismiss(animated: true) { handler?(type, completed, nil, nil) }
                        ?? handler?(type, completed, nil, nil)
                }
                presenter?.present(controller, animated: true)
            } else {
                activity.onFinish = { completed in handler?(type, completed, nil, nil) }
                activity.perform()
            }
        }
    }

    /// The close button: the sheet goes away and the handler hears nothing was done.
    func close() {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }
}

/// A row of the share sheet: the activity's title, its image at the trailing side.
@preconcurrency @MainActor
final class ShareSheetRow: UIControl {
    static let height: CGFloat = 52
    let titleLabel = UILabel()
    let imageView = UIImageView()
    let separator = UIView()

    init(activity: UIActivity) {
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle
        titleLabel.font = .preferredFont(forTextStyle: .body)
        imageView.image = activity.activityImage
        imageView.contentMode = .center
        imageView.tintColor = .label
        separator.backgroundColor = .separator
        for view in [titleLabel, imageView, separator] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("ShareSheetRow is made by UIActivityViewController")
    }

    override var isHighlighted: Bool { didSet { backgroundColor = isHighlighted ? .systemFill : nil } }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: bounds.width - 16 - 28, y: (bounds.height - 28) / 2, width: 28, height: 28)
        titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, imageView.frame.minX - 24), height: bounds.height)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: 16, y: bounds.height - hairline, width: max(0, bounds.width - 16), height: hairline)
    }
}

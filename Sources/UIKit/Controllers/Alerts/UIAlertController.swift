import Foundation

/// An alert or an action sheet, as UIKit's: a title, a message, text fields (alerts only) and
/// actions, presented modally with `present(_:animated:completion:)`. Choosing an action
/// dismisses the controller, then runs the action's handler. Return chooses the preferred
/// action (also from a text field), Escape the cancel action; a tap outside an action sheet
/// chooses its cancel action. An action sheet shows along the bottom in a compact (or
/// unspecified) width, and in a regular width as a popover beside what its
/// `popoverPresentationController` points at (which must then be set: UIKit's exception
/// otherwise), without its cancel button; Linux draws no arrow.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of controller.
    public enum Style: Int, Sendable {
        /// A sheet of actions along the bottom.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The kind of controller, chosen when it is made.
    open private(set) var preferredStyle: Style = .alert
    /// The message under the title.
    open var message: String? { didSet { alertView.update() } }
    /// The actions, in the order added (cancel goes where the style puts it).
    open private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses, drawn bold; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                raiseException(.internalInconsistencyException,
                               "The preferredAction \(preferredAction) of \(self) must be one of the actions added with addAction(_:)")
            }
            alertView.update()
        }
    }
    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    /// How severe the alert is (Mac Catalyst draws a critical one with a caution icon; other
    /// platforms, and Linux, draw them alike). Default `.default`.
    open var severity: UIAlertControllerSeverity = .default

    private var fields: [UITextField] = []
    /// An action sheet's popover presentation controller, made when first asked for and let go
    /// once the sheet is gone (UIKit makes one per presentation).
    private var madePopover: UIPopoverPresentationController?
    private lazy var alertView = AlertView(controller: self)
    /// The presentation's delegate (held here: `transitioningDelegate` is weak).
    private let transitions = AlertTransitions()

    /// Creates an alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// The title above the message.
    open override var title: String? {
        didSet { if isViewLoaded { alertView.update() } }
    }

    /// Adds an action. Only one action may cancel (UIKit's exception otherwise).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            raiseException(.internalInconsistencyException,
                           "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.onChange = { [weak self, weak action] in
            if let self, let action { self.alertView.actionDidChange(action) }
        }
        if isViewLoaded { alertView.update() }
    }

    /// Adds a text field under the message, configured by the handler; alerts only (UIKit's
    /// exception for an action sheet).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            raiseException(.internalInconsistencyException,
                           "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        // Return in a field chooses the preferred action, as in UIKit.
        field.addAction(UIAction { [weak self] _ in self?.choosePreferredAction() }, for: .editingDidEndOnExit)
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded { alertView.update() }
    }

    open override func loadView() {
        view = alertView
        alertView.update()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first text field takes typing; without one the alert takes Return and Escape.
        if let first = fields.first { first.becomeFirstResponder() } else { becomeFirstResponder() }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        madePopover = nil
    }

    open override var canBecomeFirstResponder: Bool { true }

    // MARK: Popover

    /// An action sheet's popover presentation controller (where it points in a regular
    /// width); nil for an alert.
    open override var popoverPresentationController: UIPopoverPresentationController? { popover }

    /// The popover presentation controller of an action sheet; nil for an alert.
    var popover: UIPopoverPresentationController? {
        guard preferredStyle == .actionSheet else { return nil }
        if let madePopover { return madePopover }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        madePopover = made
        return made
    }

    /// Whether the action sheet shows as a popover: in a regular width.
    func showsAsPopover(from presenter: UIViewController? = nil) -> Bool {
        guard preferredStyle == .actionSheet, let presenter = presenter ?? presentingViewController else { return false }
        return presenter.traitCollection.horizontalSizeClass == .regular
    }

    /// Before an action sheet shows as a popover: the delegate's last chance to say where it
    /// points, then UIKit's exception when nothing says.
    func preparePopover(presentedBy presenter: UIViewController) {
        guard showsAsPopover(from: presenter), let popover else { return }
        popover.popoverDelegate?.prepareForPopoverPresentation(popover)
        guard popover.hasAnchor else {
            raiseException(.genericException, """
                Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from \(presenter).                 The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide                 location information for this popover through the alert controller's popoverPresentationController. You must provide                 either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert                 controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
                """)
        }
        popover.arrowDirection = .up
    }

    /// A tap outside a popover: the delegate may keep it; else the cancel action is chosen (or
    /// the sheet goes), then the delegate hears of it.
    func tapOutsidePopover() {
        guard let popover else { return }
        guard popover.popoverDelegate?.popoverPresentationControllerShouldDismissPopover(popover) ?? true else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) } else { dismiss(animated: true) }
        popover.popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover)
    }

    /// Return chooses the preferred action, Escape the cancel action.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: []) { [weak self] _ in self?.choosePreferredAction() },
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { [weak self] _ in self?.chooseCancelAction() }]
    }

    // MARK: Choosing

    /// Dismisses the controller, then runs the action's handler (nothing for a disabled one).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    func choosePreferredAction() {
        if let preferredAction { choose(preferredAction) }
    }

    func chooseCancelAction() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }
}

/// How severe an alert is (`UIAlertController.severity`).
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0
    case critical = 1
}

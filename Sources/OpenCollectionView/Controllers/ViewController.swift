import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`: it makes its view
/// on first use (`loadView()`, then `viewDidLoad()`) and hears about appearance changes from
/// its host.
@preconcurrency @MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// Creates a view controller, as UIKit's designated initializer. There are no nib files here:
    /// `nibName` and `bundle` are kept, and the view is made by `loadView()` (docs/porting.md).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller without a nib: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The responder chain: the view's superview (a window for a root view controller).
    open override var next: Responder? { viewIfLoaded?.superview }
    override var responderWindow: Window? { viewIfLoaded?.window }

    /// The nib name given at creation (no nib is loaded here).
    open private(set) var nibName: String?
    /// The bundle given at creation.
    open private(set) var nibBundle: Bundle?

    /// Controllers are not archived here (there are no storyboards); this creates a plain one so
    /// that subclasses written for UIKit compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view the controller manages, made on first access.
    open var view: View! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The controller's environment: its view's trait collection.
    open var traitCollection: TraitCollection { view.traitCollection }

    /// Called when the trait collection of the controller's view changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been made, else nil (without making it).
    open var viewIfLoaded: View? { loadedView }

    /// Makes the view now if it has not been made yet.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// A title for the controller.
    open var title: String?

    /// Makes the view. The default makes a plain `View` the size of the main screen; override
    /// it to make another, without calling `super`.
    open func loadView() {
        loadedView = View(frame: Screen.main.bounds)
    }

    /// Called after the view was made.
    open func viewDidLoad() {}
    /// Called before the view is shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was hidden.
    open func viewDidDisappear(_ animated: Bool) {}
}

extension ViewController: TraitEnvironment {}

import Foundation
import UIKit

/// A welcome tour as apps write one: a full-screen `UIPageViewController` subclass that is its
/// own data source and delegate, three pages swiped sideways with a page control under them,
/// a reminder time chosen on the second page's wheels (`UIDatePicker`), and Done to close it.
/// The Settings screen's Tour button presents it.
public final class WelcomeTourViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The pages, in order.
    public let pages: [UIViewController]
    /// The page showing.
    public private(set) var currentIndex = 0
    /// The reminder time's wheels, on the second page.
    public let reminderPicker = UIDatePicker()
    /// The button that closes the tour.
    public let doneButton = UIButton(type: .system)

    public init() {
        let contents = [("photo.on.rectangle", "Your Album", "Swipe through your photos, or tap one to remove it."),
                        ("bell", "Reminders", "Choose when to be reminded to add new photos."),
                        ("checkmark.circle", "All Set", "Press Done to start.")]
        pages = contents.map { symbol, title, text in TourPage(symbol: symbol, title: title, text: text) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
        modalPresentationStyle = .fullScreen
        reminderPicker.datePickerMode = .time
        reminderPicker.preferredDatePickerStyle = .wheels
        reminderPicker.locale = Locale(identifier: "en_US")
        reminderPicker.timeZone = TimeZone(identifier: "UTC")
        reminderPicker.date = Date(timeIntervalSince1970: 9 * 3600)
        (pages[1] as? TourPage)?.accessory = reminderPicker
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        doneButton.frame = CGRect(x: view.bounds.width - 16 - 64, y: view.safeAreaInsets.top + 8, width: 64, height: 44)
        view.bringSubviewToFront(doneButton)
    }

    /// The reminder time chosen, as "HH:mm" in UTC.
    public var reminderTime: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: reminderPicker.date)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let shown = viewControllers?.first, let index = pages.firstIndex(of: shown) { currentIndex = index }
    }
}

/// A page of the tour: a symbol, a title and a line of text, centred, and an optional control
/// under them.
final class TourPage: UIViewController {
    private let symbol: String, heading: String, text: String
    var accessory: UIView?

    init(symbol: String, title: String, text: String) {
        self.symbol = symbol
        heading = title
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let image = UIImageView(image: UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 64)))
        image.tintColor = .systemBlue
        let title = UILabel()
        title.text = heading
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let body = UILabel()
        body.text = text
        body.numberOfLines = 0
        body.textAlignment = .center
        body.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [image, title, body] + (accessory.map { [$0] } ?? []))
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            body.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
        ])
        if let accessory { accessory.widthAnchor.constraint(equalToConstant: 280).isActive = true }
    }
}

// Issue 30's page view controller, as iOS code writes an onboarding flow: a subclass that is
// its own data source and delegate, a page indicator, a Next button. It must compile in Swift 6
// and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class PagesShapeOnboarding: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private lazy var pages: [UIViewController] = (0..<3).map { index in
        let page = UIViewController()
        page.view.backgroundColor = [UIColor.systemTeal, .systemOrange, .systemPurple][index]
        return page
    }
    private var index = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        isDoubleSided = false
        _ = (transitionStyle == .scroll, navigationOrientation == .horizontal, spineLocation == .none, gestureRecognizers.count)
        _ = UIPageViewController.OptionsKey.spineLocation
        _ = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                 options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.min.rawValue)])
    }

    func next() {
        guard index + 1 < pages.count else { return }
        index += 1
        setViewControllers([pages[index]], direction: .forward, animated: true) { finished in
            _ = finished
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let position = pages.firstIndex(of: viewController), position > 0 else { return nil }
        return pages[position - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let position = pages.firstIndex(of: viewController), position + 1 < pages.count else { return nil }
        return pages[position + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let shown = viewControllers?.first, let position = pages.firstIndex(of: shown) { index = position }
    }
}

@MainActor
func pagesShape() {
    let onboarding = PagesShapeOnboarding()
    onboarding.loadViewIfNeeded()
    onboarding.next()
    _ = onboarding.viewControllers?.count
}

import UIKit

// Misuse that UIKit raises on, chosen by the first argument; each must end the process after
// printing UIKit's uncaught-exception line, in a release build too.
MainActor.assumeIsolated {
    let root = UIView(), child = UIView()
    root.addSubview(child)
    switch CommandLine.arguments.dropFirst().first {
    case "mixed":
        _ = child.leadingAnchor.constraint(equalTo: root.leftAnchor)
    case "ancestor":
        UIView().leadingAnchor.constraint(equalTo: UIView().leadingAnchor).isActive = true
    case "constant":
        child.widthAnchor.constraint(equalToConstant: 10).constant = .nan
    case "dequeue":
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    case "cancel":
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    case "popover":
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.traitOverrides.horizontalSizeClass = .regular
        window.makeKeyAndVisible()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(sheet, animated: false)
    case "share":
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.traitOverrides.horizontalSizeClass = .regular
        window.makeKeyAndVisible()
        root.present(UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil), animated: false)
    case "pages":
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
    case "calendar":
        UICalendarSelectionSingleDate(delegate: nil).selectedDate = DateComponents(year: 2025, month: 3)
    default:
        print("usage: ExceptionCheck mixed|ancestor|constant|dequeue|cancel|popover|share|pages|calendar")
    }
}

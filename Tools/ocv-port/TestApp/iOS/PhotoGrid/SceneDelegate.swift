import OSLog
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let logger = Logger(subsystem: "com.example.PhotoGrid", category: "scene")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let grid = PhotoGridViewController()
        grid.store = PhotoStore(names: (1...12).map { "Photo \($0)" })
        grid.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "New Window", primaryAction: UIAction { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        })
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: grid)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        logger.notice("scene disconnected")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        logger.notice("scene became active")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        logger.notice("scene will resign active")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        logger.notice("scene entered the background")
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        let size = windowScene.coordinateSpace.bounds.size
        let sizeClass = windowScene.traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
        logger.notice("scene resized to \(Int(size.width), privacy: .public)x\(Int(size.height), privacy: .public), \(sizeClass, privacy: .public) width")
    }
}

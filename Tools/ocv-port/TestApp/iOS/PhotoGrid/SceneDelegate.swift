import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let grid = PhotoGridViewController()
        grid.store = PhotoStore(names: (1...12).map { "Photo \($0)" })
        grid.title = "Photos"
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: grid)
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        (window?.rootViewController as? UINavigationController)?.topViewController?.view.setNeedsLayout()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
    }
}

import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .photosDidChange, object: nil, queue: nil) { [weak self] notification in self?.photosChanged(notification) }
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: UIApplication.shared, queue: nil) { [weak self] _ in self?.refresh() }
        let center = NotificationCenter.default
        center.addObserver(
                           forName: .photosDidChange,
                           object: nil,
                           queue: nil) { [weak self] notification in self?.legacyChanged(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)) }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func photosChanged(_ notification: Notification) {}
    func refresh() {}
    func legacyChanged(_ notification: NSNotification) {}
}

extension Notification.Name {
    static let photosDidChange = Notification.Name("PhotosDidChange")
}

import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(photosChanged(_:)), name: .photosDidChange, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
        let center = NotificationCenter.default
        center.addObserver(self,
                           selector: #selector(legacyChanged(_:)),
                           name: .photosDidChange,
                           object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func photosChanged(_ notification: Notification) {}
    @objc func refresh() {}
    @objc func legacyChanged(_ notification: NSNotification) {}
}

extension Notification.Name {
    static let photosDidChange = Notification.Name("PhotosDidChange")
}

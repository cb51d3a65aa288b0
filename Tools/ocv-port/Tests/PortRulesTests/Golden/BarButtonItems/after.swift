import UIKit

final class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addPhoto() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { [weak self] action in self?.edit(action.sender as! UIBarButtonItem) })
        let done = UIBarButtonItem(
                                   primaryAction: UIAction(title: NSLocalizedString("Done", comment: "")) { [weak self] _ in self?.finish() })
        let share = UIBarButtonItem(primaryAction: UIAction(image: UIImage(named: "share")) { [weak self] action in self?.share(action.sender as Any) })
        toolbarItems = [done, share]
    }

    func addPhoto() {}
    func edit(_ sender: UIBarButtonItem) {}
    func finish() {}
    func share(_ sender: Any) {}
}

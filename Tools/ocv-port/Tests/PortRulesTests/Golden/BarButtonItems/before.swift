import UIKit

final class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addPhoto))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit(_:)))
        let done = UIBarButtonItem(title: NSLocalizedString("Done", comment: ""), style: .done,
                                   target: self, action: #selector(finish))
        let share = UIBarButtonItem(image: UIImage(named: "share"), style: .plain, target: self, action: #selector(share(_:)))
        toolbarItems = [done, share]
    }

    @objc func addPhoto() {}
    @objc func edit(_ sender: UIBarButtonItem) {}
    @objc func finish() {}
    @objc func share(_ sender: Any) {}
}

import UIKit

final class MyViewController: UIViewController {
    let tableView = UITableView()
    var items: [String] = []

    override func loadView() {
        view = tableView
    }

    /// Reloads the table each time the screen shows.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}

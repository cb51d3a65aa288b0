import UIKit

final class MyViewController: UIViewController {
    let tableView = UITableView()
    var items: [String] = []

    override func loadView() {
        view = tableView
    }
}

import Foundation
import UIKit

/// A Settings-like screen as an iOS app writes it: an inset-grouped table view controller whose
/// subclass overrides the data source and delegate methods — switches, value cells, disclosure
/// rows, a checkmarked choice, a footer — whose Contacts row pushes a long plain list, whose
/// Sketch row pushes a canvas drawn with Core Graphics and whose Account row pushes a sign-up form;
/// its Tour button presents a welcome tour of pages, its calendar button pushes the photos'
/// calendar.
public final class SettingsShowcaseViewController: UITableViewController {
    public private(set) var airplaneMode = false
    public private(set) var previews = 0
    private let previewChoices = ["Always", "When Unlocked", "Never"]

    public init() {
        super.init(style: .insetGrouped)
        title = "Settings"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Tour", style: .plain, target: nil,
                                                           action: { [weak self] _ in self?.showTour() })
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "calendar"), style: .plain, target: nil,
                                                            action: { [weak self] _ in self?.showCalendar() })
    }

    /// Pushes the calendar of the album's photos (the calendar button).
    public func showCalendar() {
        navigationController?.pushViewController(PhotoCalendarViewController(), animated: true)
    }

    /// The welcome tour, while it is presented.
    public var tour: WelcomeTourViewController? { presentedViewController as? WelcomeTourViewController }

    /// Presents the welcome tour (the Tour button).
    public func showTour() {
        present(WelcomeTourViewController(), animated: true)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        [3, 4, previewChoices.count][section]
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["Connections", "General", "Show Previews"][section]
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Previews show the text of new messages." : nil
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Value") ?? UITableViewCell(style: .value1, reuseIdentifier: "Value")
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.detailTextLabel?.text = nil
        cell.imageView?.image = nil
        cell.selectionStyle = .default
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel?.text = "Airplane Mode"
            cell.imageView?.image = UIImage(systemName: "airplane")
            let toggle = UISwitch()
            toggle.isOn = airplaneMode
            toggle.addAction(UIAction { [weak self] action in
                self?.airplaneMode = (action.sender as? UISwitch)?.isOn ?? false
            }, for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case (0, 1):
            cell.textLabel?.text = "Wi-Fi"
            cell.imageView?.image = UIImage(systemName: "wifi")
            cell.detailTextLabel?.text = airplaneMode ? "Off" : "Home"
            cell.accessoryType = .disclosureIndicator
        case (0, 2):
            cell.textLabel?.text = "Bluetooth"
            cell.imageView?.image = UIImage(systemName: "antenna.radiowaves.left.and.right")
            cell.detailTextLabel?.text = "On"
            cell.accessoryType = .disclosureIndicator
        case (1, 0):
            cell.textLabel?.text = "Contacts"
            cell.imageView?.image = UIImage(systemName: "person.crop.circle")
            cell.detailTextLabel?.text = "\(ContactsViewController.allNames.count)"
            cell.accessoryType = .disclosureIndicator
        case (1, 1):
            cell.textLabel?.text = "Display"
            cell.imageView?.image = UIImage(systemName: "sun.max")
            cell.detailTextLabel?.text = traitCollection.userInterfaceStyle == .dark ? "Dark" : "Light"
        case (1, 2):
            cell.textLabel?.text = "Sketch"
            cell.imageView?.image = UIImage(systemName: "pencil")
            cell.accessoryType = .disclosureIndicator
        case (1, 3):
            cell.textLabel?.text = "Account"
            cell.imageView?.image = UIImage(systemName: "person.badge.plus")
            cell.detailTextLabel?.text = "Sign Up"
            cell.accessoryType = .disclosureIndicator
        default:
            cell.textLabel?.text = previewChoices[indexPath.row]
            cell.accessoryType = indexPath.row == previews ? .checkmark : .none
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch indexPath.section {
        case 1 where indexPath.row == 0:
            navigationController?.pushViewController(ContactsViewController(), animated: true)
        case 1 where indexPath.row == 2:
            navigationController?.pushViewController(SketchViewController(), animated: true)
        case 1 where indexPath.row == 3:
            navigationController?.pushViewController(SignUpViewController(), animated: true)
        case 2:
            let previous = IndexPath(row: previews, section: 2)
            previews = indexPath.row
            tableView.reloadRows(at: [previous, indexPath], with: .none)
        default:
            break
        }
    }
}

/// A long plain list as an iOS app writes it: names in alphabetical sections with a section
/// index, an Edit button (delete and reorder controls), swipe to delete, and a count footer.
public final class ContactsViewController: UITableViewController {
    /// The names the list starts with.
    public static let allNames: [String] = {
        let first = ["Aaron", "Abigail", "Adam", "Alice", "Amelia", "Benjamin", "Bella", "Brian", "Caleb", "Charlotte", "Chloe",
                     "Daniel", "David", "Diana", "Eleanor", "Elijah", "Emma", "Ethan", "Fiona", "Felix", "Grace", "George",
                     "Hannah", "Henry", "Isaac", "Isabella", "Ivy", "Jack", "James", "Julia", "Kevin", "Kate", "Liam", "Lucy",
                     "Mason", "Mia", "Noah", "Nora", "Oliver", "Olivia", "Paul", "Penelope", "Quinn", "Ruby", "Ryan",
                     "Samuel", "Sophia", "Thomas", "Tessa", "Uma", "Victor", "Violet", "William", "Willow", "Xavier",
                     "Yara", "Zachary", "Zoe"]
        let last = ["Baker", "Cole", "Reyes", "Stone"]
        return first.flatMap { name in last.map { "\(name) \($0)" } }
    }()

    /// The letters of the sections and the names in each.
    public private(set) var sections: [(letter: String, names: [String])]

    public init() {
        sections = Dictionary(grouping: Self.allNames) { String($0.prefix(1)) }
            .map { ($0.key, $0.value.sorted()) }
            .sorted { $0.letter < $1.letter }
        super.init(style: .plain)
        title = "Contacts"
    }

    public required init?(coder: NSCoder) {
        sections = []
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
    }

    /// The number of names left.
    public var count: Int { sections.reduce(0) { $0 + $1.names.count } }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].names[indexPath.row]
        content.image = UIImage(systemName: "person.crop.circle")
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].letter
    }

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        sections.map(\.letter)
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        sections[indexPath.section].names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = sections[sourceIndexPath.section].names.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].names.insert(name, at: destinationIndexPath.row)
    }

    public override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        // Names stay under their letter.
        guard proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
        return proposedDestinationIndexPath.section < sourceIndexPath.section
            ? IndexPath(row: 0, section: sourceIndexPath.section)
            : IndexPath(row: sections[sourceIndexPath.section].names.count - 1, section: sourceIndexPath.section)
    }
}

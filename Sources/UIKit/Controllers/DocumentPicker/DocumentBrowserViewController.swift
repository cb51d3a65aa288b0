import Foundation

/// One folder in the document picker: its folders, then its files, by name (hidden ones left
/// out), titled with the folder's name. Folders open; files the picker may pick are tapped (or
/// checked, with multiple selection), the others dimmed. Cancel, and Open (checked files, or the
/// folder itself when folders are pickable) or Save/Move (exporting here) in the bar.
@MainActor
final class DocumentBrowserViewController: UITableViewController {
    /// A folder's entry.
    struct Entry {
        let url: URL
        let isDirectory: Bool
        let isPickable: Bool
    }

    let directory: URL
    private(set) var entries: [Entry] = []
    private unowned let picker: UIDocumentPickerViewController
    private var checked: [URL] = []

    init(directory: URL, picker: UIDocumentPickerViewController) {
        self.directory = directory
        self.picker = picker
        super.init(style: .plain)
        title = directory.lastPathComponent.isEmpty ? directory.path : directory.lastPathComponent
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in picker.cancel() })
        var items = [cancel]
        if let title = actionTitle {
            items.insert(UIBarButtonItem(primaryAction: UIAction(title: title) { [unowned self] _ in performAction() }), at: 0)
            items[0].style = .done
        }
        navigationItem.rightBarButtonItems = items
        reload()
    }

    /// The bar's action: Save or Move when exporting, Open for checked files or a pickable folder.
    private var actionTitle: String? {
        if picker.isExporting { return picker.asCopy ? "Save" : "Move" }
        return picker.allowsMultipleSelection || picker.picksFolders ? "Open" : nil
    }

    private func performAction() {
        if picker.isExporting { return picker.pick([directory]) }
        if !checked.isEmpty { return picker.pick(checked) }
        if picker.picksFolders { picker.pick([directory]) }
    }

    /// Lists the folder again.
    func reload() {
        let contents = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey],
                                                                    options: [.skipsHiddenFiles])) ?? []
        entries = contents.map { url in
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            return Entry(url: url, isDirectory: isDirectory, isPickable: !isDirectory && picker.isPickable(url))
        }
        .sorted { ($0.isDirectory ? 0 : 1, $0.url.lastPathComponent.lowercased()) < ($1.isDirectory ? 0 : 1, $1.url.lastPathComponent.lowercased()) }
        checked.removeAll { url in !entries.contains { $0.url == url } }
        if isViewLoaded { tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: entry.isDirectory ? "folder" : "doc")
        content.text = entry.isDirectory || picker.shouldShowFileExtensions
            ? entry.url.lastPathComponent : entry.url.deletingPathExtension().lastPathComponent
        let enabled = entry.isDirectory || entry.isPickable
        content.textProperties.color = enabled ? .label : .tertiaryLabel
        content.imageProperties.tintColor = enabled ? nil : .tertiaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = entry.isDirectory ? .disclosureIndicator : checked.contains(entry.url) ? .checkmark : .none
        cell.selectionStyle = enabled ? .default : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let entry = entries[indexPath.row]
        return entry.isDirectory || entry.isPickable ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let entry = entries[indexPath.row]
        if entry.isDirectory {
            navigationController?.pushViewController(DocumentBrowserViewController(directory: entry.url, picker: picker), animated: true)
        } else if entry.isPickable {
            guard picker.allowsMultipleSelection else { return picker.pick([entry.url]) }
            if let index = checked.firstIndex(of: entry.url) { checked.remove(at: index) } else { checked.append(entry.url) }
            tableView.reloadRows(at: [indexPath], with: .none)
        }
    }
}

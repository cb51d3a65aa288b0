import Foundation
import Rendering
import Testing
import UIKit

/// Tables drawn as iOS draws them: each style with titled headers and a footer, the four cell
/// styles with images and accessories (a switch, disclosure, checkmark, detail button), a
/// selected row, editing controls and a section index; compared with reference pictures.
@Suite(.serialized) @MainActor struct TablePictureTests {
    init() {
        Rendering.install()
    }

    /// A Settings-like data source.
    final class Settings: NSObject, UITableViewDataSource {
        let showsIndex: Bool
        init(showsIndex: Bool) { self.showsIndex = showsIndex }

        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 4 : 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let styles: [[UITableViewCell.CellStyle]] = [[.default, .value1, .value1, .subtitle], [.default, .value2, .default]]
            let style = styles[indexPath.section][indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "\(style.rawValue)")
                ?? UITableViewCell(style: style, reuseIdentifier: "\(style.rawValue)")
            let titles = [["Airplane Mode", "Wi-Fi", "Bluetooth", "Personal Hotspot"], ["Ringtone", "Volume", "Haptics"]]
            let symbols = [["airplane", "wifi", "antenna.radiowaves.left.and.right", "link"], ["bell", "speaker.wave.2.fill", "iphone"]]
            cell.textLabel?.text = titles[indexPath.section][indexPath.row]
            cell.imageView?.image = UIImage(systemName: symbols[indexPath.section][indexPath.row])
            switch (indexPath.section, indexPath.row) {
            case (0, 0): cell.accessoryView = UISwitch()
            case (0, 1): cell.detailTextLabel?.text = "Home"; cell.accessoryType = .disclosureIndicator
            case (0, 2): cell.detailTextLabel?.text = "On"; cell.accessoryType = .disclosureIndicator
            case (0, 3): cell.detailTextLabel?.text = "Off"; cell.accessoryType = .detailButton
            case (1, 0): cell.accessoryType = .checkmark
            case (1, 1): cell.detailTextLabel?.text = "Medium"
            default: cell.accessoryType = .detailDisclosureButton
            }
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["Network", "Sound"][section] }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Haptics play with system sounds." : nil
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { showsIndex ? [UITableView.indexSearch, "N", "S"] : nil }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.section == 1 }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.section == 1 }
    }

    private func table(_ style: UITableView.Style, showsIndex: Bool = false, editing: Bool = false) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 560), style: style)
        tableView.contentInsetAdjustmentBehavior = .never
        let settings = Settings(showsIndex: showsIndex)
        tableView.dataSource = settings
        objc_setAssociatedObject(tableView, "dataSource", settings, .OBJC_ASSOCIATION_RETAIN)
        tableView.layoutIfNeeded()
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        if editing { tableView.setEditing(true, animated: false) }
        return tableView
    }

    private func render(_ view: UIView) -> RenderTarget {
        view.layoutIfNeeded()
        for subview in view.subviews { subview.layoutIfNeeded() }
        return ViewRenderer().renderFrame(view, scale: 2)
    }

    @Test func plainTable() throws {
        try PictureComparison.expectMatches(render(table(.plain, showsIndex: true)), "table-plain")
    }

    @Test func groupedTable() throws {
        try PictureComparison.expectMatches(render(table(.grouped)), "table-grouped")
    }

    @Test func insetGroupedTable() throws {
        try PictureComparison.expectMatches(render(table(.insetGrouped)), "table-inset-grouped")
    }

    @Test func editingTable() throws {
        try PictureComparison.expectMatches(render(table(.insetGrouped, editing: true)), "table-editing")
    }
}

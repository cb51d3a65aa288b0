import Foundation
import Testing
@testable import UIKit

/// What a menu draws and where, decided from the model: rows, separators and gaps, headers,
/// nested and inline submenus, destructive, disabled, hidden and checked elements.
@Suite @MainActor struct MenuLayoutTests {
    private func action(_ title: String, subtitle: String? = nil, image: UIImage? = nil, attributes: UIMenuElement.Attributes = [],
                        state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, subtitle: subtitle, image: image, attributes: attributes, state: state) { _ in }
    }

    private func titles(_ layout: MenuLayout) -> [String] { layout.rows.map(\.title) }

    @Test func plainActionsAreRowsOf44PointsWithHairlinesBetween() {
        let layout = MenuLayout(menu: UIMenu(children: [action("Copy"), action("Share"), action("Delete")]))
        #expect(titles(layout) == ["Copy", "Share", "Delete"])
        #expect(layout.rows.map(\.frame) == [CGRect(x: 0, y: 0, width: 250, height: 44), CGRect(x: 0, y: 44, width: 250, height: 44),
                                             CGRect(x: 0, y: 88, width: 250, height: 44)])
        #expect(layout.separators == [MenuLayout.Separator(frame: CGRect(x: 0, y: 43.75, width: 250, height: 0.5), isGap: false),
                                      MenuLayout.Separator(frame: CGRect(x: 0, y: 87.75, width: 250, height: 0.5), isGap: false)])
        #expect(layout.size == CGSize(width: 250, height: 132))
        #expect(!layout.reservesCheckmarkColumn)
        // Title from the leading inset to the image's column less 8 points.
        #expect(layout.textFrame(of: layout.rows[0]) == CGRect(x: 16, y: 0, width: 218, height: 44))
    }

    @Test func inlineMenusMakeSectionsSeparatedByEightPointGaps() {
        let menu = UIMenu(children: [
            action("Open"),
            UIMenu(options: .displayInline, children: [action("Copy"), action("Duplicate")]),
            UIMenu(title: "Danger", options: .displayInline, children: [action("Delete", attributes: .destructive)]),
            action("Info"),
        ])
        let layout = MenuLayout(menu: menu)
        #expect(titles(layout) == ["Open", "Copy", "Duplicate", "Danger", "Delete", "Info"])
        #expect(layout.rows.map(\.frame.minY) == [0, 52, 96, 148, 180, 232])
        #expect(layout.separators.filter(\.isGap).map(\.frame) == [
            CGRect(x: 0, y: 44, width: 250, height: 8), CGRect(x: 0, y: 140, width: 250, height: 8),
            CGRect(x: 0, y: 224, width: 250, height: 8),
        ])
        #expect(layout.separators.filter { !$0.isGap }.count == 2)  // Copy|Duplicate, header|Delete
        #expect(layout.size.height == 276)
        // The inline menu's title is a small grey header that cannot be chosen.
        guard case .header = layout.rows[3].kind else { Issue.record("not a header"); return }
        #expect(layout.rows[3].frame.height == 32 && !layout.rows[3].isChoosable && layout.rows[3].textColor == .secondaryLabel)
    }

    @Test func destructiveDisabledAndHiddenElementsFollowUIKitsColors() {
        let menu = UIMenu(title: "Photo", children: [
            action("Edit"), action("Locked", attributes: .disabled), action("Secret", attributes: .hidden),
            action("Delete", image: UIImage(systemName: "trash"), attributes: .destructive),
            UIMenu(options: [.displayInline, .destructive], children: [action("Erase all")]),
        ])
        let layout = MenuLayout(menu: menu)
        #expect(titles(layout) == ["Photo", "Edit", "Locked", "Delete", "Erase all"])
        #expect(layout.rows.map(\.textColor) == [.secondaryLabel, .label, .tertiaryLabel, .systemRed, .systemRed])
        #expect(layout.rows.map(\.isChoosable) == [false, true, false, true, true])
        // The menu's title heads the first section, with a hairline under it.
        #expect(layout.rows[0].frame == CGRect(x: 0, y: 0, width: 250, height: 32))
        #expect(layout.separators.first == MenuLayout.Separator(frame: CGRect(x: 0, y: 31.75, width: 250, height: 0.5), isGap: false))
        // The image sits in a 24-point square on the trailing side, 16 points in.
        #expect(layout.imageFrame(of: layout.rows[3]) == CGRect(x: 210, y: 130, width: 24, height: 24))
    }

    @Test func checkmarksReserveTheLeadingColumnForEveryRow() {
        let menu = UIMenu(options: .singleSelection, children: [action("Name", state: .on), action("Date"), action("Size", state: .mixed)])
        let layout = MenuLayout(menu: menu)
        #expect(layout.reservesCheckmarkColumn)
        #expect(layout.rows.map(\.state) == [.on, .off, .mixed])
        #expect(layout.rows.map { layout.textFrame(of: $0).minX } == [44, 44, 44])
        #expect(layout.checkmarkCenter(of: layout.rows[1]) == CGPoint(x: 26, y: 66))
    }

    @Test func subtitlesMakeTallerRows() {
        let layout = MenuLayout(menu: UIMenu(children: [action("Rename"), action("Move", subtitle: "To another album")]))
        #expect(layout.rows.map(\.frame.height) == [44, 60])
        #expect(layout.rows[1].subtitle == "To another album" && layout.size.height == 104)
    }

    @Test func aNestedMenuIsARowWithAChevronThatOpensInPlace() {
        let sort = UIMenu(title: "Sort By", children: [action("Name"), action("Date")])
        let menu = UIMenu(children: [action("Select"), sort])
        let closed = MenuLayout(menu: menu)
        #expect(titles(closed) == ["Select", "Sort By"])
        #expect(closed.rows.map(\.chevron) == [nil, .right])
        let opened = MenuLayout(menu: menu, openedPath: [sort])
        #expect(titles(opened) == ["Sort By", "Name", "Date"])
        #expect(opened.rows.map(\.chevron) == [.down, nil, nil])
        #expect(opened.rows.map(\.frame.minY) == [0, 52, 96])
        #expect(opened.separators.map(\.isGap) == [true, false])
        guard case .openedSubmenu(let shown) = opened.rows[0].kind else { Issue.record("not the opened row"); return }
        #expect(shown === sort && opened.rows[0].isChoosable)
    }

    @Test func theMenuViewOpensAndClosesASubmenuAndHighlightsTheTouchedRow() {
        let sort = UIMenu(title: "Sort By", children: [action("Name"), action("Date"), action("Size")])
        var chosen: [String] = []
        let view = MenuView(menu: UIMenu(children: [action("Select"), sort]))
        view.chooseAction = { chosen.append($0.title) }
        var resized = 0
        view.sizeDidChange = { resized += 1 }
        #expect(view.frame.size == CGSize(width: 250, height: 88))
        view.choose(row: 1)
        #expect(view.openedPath.map(\.title) == ["Sort By"] && view.frame.size.height == 184 && resized == 1)
        view.choose(row: 2)
        #expect(chosen == ["Date"])
        view.choose(row: 0)
        #expect(view.openedPath.isEmpty && view.frame.size.height == 88 && resized == 2)
    }
}

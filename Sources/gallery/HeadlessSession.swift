import Foundation
import PhotoAlbum
import Rendering
import SDLHost
@_spi(Host) import UIKit

/// The gallery without a window: a scripted session — fling the carousel and let it snap, switch
/// to the circle and back, delete photos, push a photo's details and go back, then the mosaic,
/// the flow showcase (edit and delete, drag onto the shelf, a context menu's Duplicate), the 1,000,000-item
/// grid, the search list, the compositional layouts, the lists (expand, swipe to delete, edit,
/// sidebar), the form (pinch, rotate, a switch) and the Settings table (a switch, Contacts pushed:
/// the section index, a swipe to delete, editing; the sign-up form typed in and sent) — on a
/// clock stepped at 60 frames per second, through the same app delegate, key commands and
/// `WindowInput` as the window. Every frame is laid out and drawn; the chosen ones are written
/// as PNGs, then a contact sheet of them all.
@MainActor
final class HeadlessSession {
    static let frameInterval = 1.0 / 60

    private let gallery: GalleryViewController
    /// The window the gallery's views are in: events go to it.
    private let window: UIWindow
    /// What turns device events into UIKit's, as the window host's does.
    private let input: WindowInput
    private let reporter: StateReporter
    private let renderer = ViewRenderer()
    private let clock: ManualAnimationClock
    private let directory: URL
    private let scale: CGFloat
    private var target: RenderTarget
    private var frameTimes: [Double] = []
    private(set) var captures: [(name: String, image: UIImage)] = []

    /// A session of the launched `app`.
    init(app: GalleryAppDelegate, clock: ManualAnimationClock, directory: URL) {
        gallery = app.gallery
        window = app.window!
        self.clock = clock
        self.directory = directory
        scale = UIScreen.main.scale
        input = WindowInput(window: window)
        reporter = StateReporter(gallery: gallery)
        target = RenderTarget(size: gallery.view.bounds.size, scale: scale)
    }

    /// The window: what is drawn (menus show over the root view), and the coordinates input uses.
    private var root: UIView { window }

    func run() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try album()
        try otherScreens()
        try writeContactSheet()
        let sorted = frameTimes.sorted()
        say(String(format: "rendered %d frames of %d×%d pixels: layout and drawing median %.1f ms, p99 %.1f ms",
                     sorted.count, target.pixelWidth, target.pixelHeight,
                     sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 99 / 100)]))
    }

    // MARK: The script

    private func album() throws {
        let strip = gallery.album.collectionView!
        let stripCentre = strip.convert(CGPoint(x: strip.bounds.midX, y: strip.bounds.midY), to: root)
        try capture("album-carousel")
        drag(from: CGPoint(x: stripCentre.x + 150, y: stripCentre.y), by: CGPoint(x: -260, y: 0), duration: 0.2)
        advance(0.1)
        try capture("album-fling")
        settle()
        try capture("album-snapped")
        let background = CGPoint(x: root.bounds.midX, y: 110)
        tap(background)
        advance(0.12)
        try capture("album-to-circle")
        settle()
        try capture("album-circle")
        tap(centre(ofItem: 3, in: strip))
        advance(0.12)
        try capture("album-circle-delete")
        settle()
        try capture("album-circle-deleted")
        tap(background)
        settle()
        try capture("album-carousel-again")
        if let centred = strip.indexPathsForVisibleItems.min(by: { distanceFromCentre($0, strip) < distanceFromCentre($1, strip) }) {
            tap(centre(ofItem: centred.item, in: strip))
            advance(0.12)
            try capture("album-carousel-delete")
            settle()
            try capture("album-carousel-deleted")
        }
        // The Details button (the navigation bar's right item) pushes the centred photo; Back pops.
        tap(CGPoint(x: root.bounds.maxX - 56, y: 22))
        advance(0.15)
        try capture("album-detail-pushing")
        settle()
        try capture("album-detail")
        // The toolbar's share button: the share sheet; Copy closes it.
        if let detail = gallery.album.navigationController?.topViewController as? PhotoDetailViewController,
           let share = detail.navigationController?.toolbar {
            tap(share.convert(CGPoint(x: 29, y: share.bounds.height / 2), to: root))
            settle()
            try capture("album-share")
            detail.presentedViewController?.dismiss(animated: true)
            settle()
        }
        tap(CGPoint(x: 47, y: 22))
        settle()
    }

    private func otherScreens() throws {
        input.handle(.key("2"))
        settle()
        try capture("mosaic")
        drag(from: CGPoint(x: root.bounds.midX, y: root.bounds.maxY - 100), by: CGPoint(x: 0, y: -320), duration: 0.25)
        settle()
        try capture("mosaic-scrolled")

        input.handle(.key("3"))
        settle()
        try capture("flow")
        try flowEditingDragAndMenu()
        drag(from: CGPoint(x: root.bounds.midX, y: root.bounds.maxY - 60), by: CGPoint(x: 0, y: -420), duration: 0.4, rest: 0.2)
        settle()
        try capture("flow-pinned-header")
        let showcase = gallery.currentScreen.collectionView!
        if let item = showcase.indexPathsForVisibleItems.sorted().dropFirst(3).first {
            tap(centre(ofItem: item.item, section: item.section, in: showcase))
            settle()
            try capture("flow-selected")
        }
        press("D")
        settle()
        try capture("flow-horizontal")

        input.handle(.key("4"))
        settle()
        try capture("million")
        for _ in 0..<3 {
            drag(from: CGPoint(x: root.bounds.midX, y: root.bounds.maxY - 60), by: CGPoint(x: 0, y: -500), duration: 0.1)
            advance(0.3)
        }
        settle(upTo: 10)
        try capture("million-flung")
        for _ in 0..<10 { input.handle(.wheel(delta: CGPoint(x: 0, y: 120), at: CGPoint(x: root.bounds.midX, y: root.bounds.midY))) }
        settle()
        try capture("million-wheel")

        input.handle(.key("5"))
        settle()
        try capture("search")
        for letter in ["A", "N"] { press(letter) }
        advance(0.12)
        try capture("search-filtering")
        settle()
        try capture("search-an")
        input.handle(.key("Escape"))

        input.handle(.key("6"))
        settle()
        try capture("compositional")
        drag(from: CGPoint(x: root.bounds.midX, y: root.bounds.maxY - 60), by: CGPoint(x: 0, y: -560), duration: 0.4, rest: 0.2)
        settle()
        try capture("compositional-pinned-header")
        let composed = gallery.currentScreen.collectionView!
        drag(from: centre(ofItem: 1, section: 3, in: composed), by: CGPoint(x: -320, y: 0), duration: 0.3)
        settle()
        try capture("compositional-orthogonal-scrolled")
        input.handle(.key("End"))
        settle()
        try capture("compositional-million")

        input.handle(.key("7"))
        settle()
        try capture("lists")
        let lists = gallery.currentScreen.collectionView!
        tap(centre(ofItem: 4, section: 1, in: lists))
        settle()
        try capture("lists-expanded")
        drag(from: centre(ofItem: 1, in: lists), by: CGPoint(x: -120, y: 0), duration: 0.2)
        settle()
        try capture("lists-swiped")
        if let row = lists.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame {
            tap(lists.convert(CGPoint(x: row.maxX - 30, y: row.midY), to: root))
            settle()
            try capture("lists-deleted")
        }
        press("E")
        settle()
        try capture("lists-editing")
        press("E")
        for _ in 0..<3 { press("A") }
        settle()
        try capture("lists-sidebar")

        input.handle(.key("8"))
        settle()
        try capture("form")
        let form = gallery.currentScreen as! FormShowcaseViewController
        let photo = form.photoView.convert(CGPoint(x: form.photoView.bounds.midX, y: form.photoView.bounds.midY), to: root)
        tap(form.captionSwitch.convert(CGPoint(x: 25, y: 15), to: root))
        input.handle(.pinch(scale: 1.3, at: photo))
        input.handle(.rotation(angle: .pi / 12, at: photo))
        settle()
        try capture("form-pinched-rotated")
        try settingsAndContacts()
    }

    /// The Settings table: a switch, a checkmarked choice, then Contacts pushed — the section
    /// index, a swipe to delete, and editing.
    private func settingsAndContacts() throws {
        input.handle(.key("9"))
        settle()
        let settings = gallery.currentScreen as! SettingsShowcaseViewController
        let table = settings.tableView!
        tap(centre(ofRow: IndexPath(row: 0, section: 0), in: table, x: table.bounds.maxX - 50))
        tap(centre(ofRow: IndexPath(row: 2, section: 2), in: table))
        settle()
        try capture("settings")
        tap(centre(ofRow: IndexPath(row: 0, section: 1), in: table))
        settle()
        try capture("contacts")
        guard let contacts = settings.contacts?.tableView, let titles = contacts.dataSource?.sectionIndexTitles(for: contacts) else { return }
        // The index's titles are 14 points apart, centred in the visible height.
        let visible = contacts.bounds.inset(by: contacts.adjustedContentInset)
        let letter = titles.firstIndex(of: "M") ?? 0
        let y = visible.midY - CGFloat(titles.count) * 7 + CGFloat(letter) * 14 + 7
        tap(contacts.convert(CGPoint(x: visible.maxX - 7, y: y), to: root))
        settle()
        try capture("contacts-index")
        if let row = contacts.indexPathsForVisibleRows?.dropFirst(2).first {
            drag(from: centre(ofRow: row, in: contacts), by: CGPoint(x: -140, y: 0), duration: 0.2)
            settle()
            try capture("contacts-swiped")
            tap(centre(ofRow: row, in: contacts, x: contacts.bounds.maxX - 30))
            settle()
            try capture("contacts-deleted")
        }
        press("E")
        settle()
        try capture("contacts-editing")
        press("E")
        settle()
        try sketch(from: settings)
    }

    /// Back to the Settings table, its Sketch row pushed: a stroke drawn with the pointer, the
    /// circular slider turned to a wider brush, another stroke.
    private func sketch(from settings: SettingsShowcaseViewController) throws {
        openGeneralRow(2, of: settings)
        guard let sketch = settings.sketch else { return }
        let canvas = sketch.canvas.convert(sketch.canvas.bounds, to: root)
        drag(from: CGPoint(x: canvas.minX + 30, y: canvas.minY + 40), by: CGPoint(x: 200, y: 120), duration: 0.3)
        let dial = sketch.widthSlider.convert(sketch.widthSlider.bounds, to: root)
        drag(from: CGPoint(x: dial.midX, y: dial.minY + 8), by: CGPoint(x: dial.width / 2 - 8, y: dial.height - 16), duration: 0.3)
        drag(from: CGPoint(x: canvas.minX + 40, y: canvas.maxY - 40), by: CGPoint(x: 240, y: -160), duration: 0.3)
        settle()
        try capture("sketch")
        try signUp(from: settings)
    }

    /// Back to the Settings table, its Account row pushed: a name typed and Return to the next
    /// field, an email without its domain's end (its problem shows once the field is left), a
    /// password in bullets; the email finished, a few words in the text view, Create Account and
    /// its alert, which Return closes.
    private func signUp(from settings: SettingsShowcaseViewController) throws {
        openGeneralRow(3, of: settings)
        guard let form = settings.signUp else { return }
        tap(form.nameField.convert(CGPoint(x: 40, y: 17), to: root))
        input.handle(.text("Ada Lovelace"))
        input.handle(.key("Return"))
        input.handle(.text("ada@example"))
        input.handle(.key("Return"))
        input.handle(.text("analytical1"))
        settle()
        try capture("sign-up-typing")
        tap(form.emailField.convert(CGPoint(x: form.emailField.bounds.maxX - 60, y: 17), to: root))
        input.handle(.text(".com"))
        tap(form.aboutView.convert(CGPoint(x: 40, y: 20), to: root))
        input.handle(.text("I write programs for the Analytical Engine."))
        settle()
        try capture("sign-up-valid")
        tap(form.createButton.convert(CGPoint(x: form.createButton.bounds.midX, y: form.createButton.bounds.midY), to: root))
        settle()
        try capture("sign-up-created")
        input.handle(.key("Return"))
        settle()
        try capture("sign-up-welcome")
        try tour(from: settings)
    }

    /// Back to the Settings table, its Tour button: the welcome tour, swiped to its second page,
    /// the reminder's hour wheel turned, Done.
    private func tour(from settings: SettingsShowcaseViewController) throws {
        settings.navigationController?.popViewController(animated: false)
        settle()
        guard let bar = settings.navigationController?.navigationBar else { return }
        tap(bar.convert(CGPoint(x: 32, y: 22), to: root))
        settle()
        try capture("tour")
        drag(from: CGPoint(x: root.bounds.midX + 150, y: root.bounds.midY), by: CGPoint(x: -300, y: 0), duration: 0.2)
        settle()
        try capture("tour-reminder")
        guard let tour = settings.tour else { return }
        tour.doneButton.sendActions(for: .touchUpInside)
        settle()
        try photoCalendar(from: settings)
    }

    /// The Settings table's calendar button: the photos' calendar, a day with photos tapped.
    private func photoCalendar(from settings: SettingsShowcaseViewController) throws {
        guard let bar = settings.navigationController?.navigationBar else { return }
        tap(bar.convert(CGPoint(x: bar.bounds.maxX - 32, y: 22), to: root))
        settle()
        guard let calendar = settings.photoCalendar?.calendarView else { return }
        calendar.layoutIfNeeded()
        // March 2025 starts on a Saturday: the 14th is on the third row, sixth column.
        let width = min(calendar.bounds.width - 32, 375)
        let x = (calendar.bounds.width - width) / 2 + width / 7 * 5.5
        tap(calendar.convert(CGPoint(x: x, y: 16 + 34 + 16 + 18 + 2 * 53 + 22), to: root))
        settle()
        try capture("photo-calendar")
        try albums()
    }

    /// The Albums tab (0): a split view, collapsed at this width to the albums list; Favorites
    /// tapped pushes its photos.
    private func albums() throws {
        input.handle(.key("0"))
        settle()
        try capture("albums")
        guard let screen = gallery.currentScreen as? AlbumsScreen, let table = screen.list.tableView else { return }
        tap(centre(ofRow: IndexPath(row: 1, section: 0), in: table))
        settle()
        try capture("albums-favorites")
    }

    /// Back to the Settings table, then a row of its General section pushed.
    private func openGeneralRow(_ row: Int, of settings: SettingsShowcaseViewController) {
        settings.navigationController?.popViewController(animated: false)
        settle()
        tap(centre(ofRow: IndexPath(row: row, section: 1), in: settings.tableView))
        settle()
    }

    /// The centre of a row (or the point at `x` on it), in the root's coordinates.
    private func centre(ofRow path: IndexPath, in table: UITableView, x: CGFloat? = nil) -> CGPoint {
        let rect = table.rectForRow(at: path)
        return table.convert(CGPoint(x: x ?? rect.midX, y: rect.midY), to: root)
    }

    /// The flow showcase as an app: Edit, two tiles selected, the trash deletes them; a tile
    /// dragged onto the shelf; Done; a long press shows a tile's menu and Duplicate copies it.
    private func flowEditingDragAndMenu() throws {
        let grid = gallery.flow.collectionView!
        let editButton = CGPoint(x: root.bounds.maxX - 40, y: 22), trashButton = CGPoint(x: 30, y: 22)
        tap(editButton)
        settle()
        tap(centre(ofItem: 1, in: grid))
        tap(centre(ofItem: 3, in: grid))
        settle()
        try capture("flow-editing-selected")
        tap(trashButton)
        settle()
        try capture("flow-trashed")
        let shelf = gallery.flow.shelfView!
        let shelfCentre = shelf.convert(CGPoint(x: shelf.bounds.midX, y: shelf.bounds.midY), to: root)
        let tile = centre(ofItem: 0, in: grid)
        drag(from: tile, by: CGPoint(x: shelfCentre.x - tile.x, y: shelfCentre.y - tile.y), duration: 0.4, hold: 0.6)
        advance(0.1)
        settle()
        try capture("flow-dropped-on-shelf")
        tap(editButton)
        settle()
        let pressed = centre(ofItem: 2, in: grid)
        input.handle(.pointerDown(pressed))
        advance(0.6)
        input.handle(.pointerUp(pressed))
        advance(0.15)
        try capture("flow-menu-opening")
        settle()
        try capture("flow-menu")
        if let menu = root.subviews.count > 1 ? root.subviews.last?.subviews.last?.frame : nil {
            tap(CGPoint(x: menu.midX, y: menu.minY + 22))
            settle()
            try capture("flow-duplicated")
        }
    }

    // MARK: Input and time

    /// Presses at `start`, holds still for `hold` seconds (a long press lifts a drag after half
    /// a second), moves by `translation` over `duration` seconds, rests and lifts.
    private func drag(from start: CGPoint, by translation: CGPoint, duration: TimeInterval, rest: TimeInterval = 0,
                      hold: TimeInterval = 0) {
        input.handle(.pointerDown(start))
        advance(hold)
        let steps = max(1, Int((duration / Self.frameInterval).rounded()))
        var point = start
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            point = CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
            advance(Self.frameInterval)
            input.handle(.pointerMoved(point, pressed: true))
        }
        advance(rest)
        input.handle(.pointerUp(point))
    }

    /// A letter key as a window delivers it: the key, then the text it types.
    private func press(_ letter: String) {
        input.handle(.key(letter))
        input.handle(.text(letter.lowercased()))
    }

    private func tap(_ point: CGPoint) {
        input.handle(.pointerDown(point))
        advance(0.05)
        input.handle(.pointerUp(point))
    }

    /// The centre of an item's cell, in the root's coordinates.
    private func centre(ofItem item: Int, section: Int = 0, in collectionView: UICollectionView) -> CGPoint {
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))
        return collectionView.convert(attributes?.center ?? .zero, to: root)
    }

    private func distanceFromCentre(_ indexPath: IndexPath, _ collectionView: UICollectionView) -> CGFloat {
        abs((collectionView.layoutAttributesForItem(at: indexPath)?.center.x ?? .infinity) - collectionView.bounds.midX)
    }

    /// Moves time forward frame by frame, drawing each frame.
    private func advance(_ seconds: TimeInterval) {
        var left = seconds
        while left > 1e-9 {
            let step = min(Self.frameInterval, left)
            clock.advance(by: step)
            drawFrame()
            left -= step
        }
        reporter.report()
    }

    /// Runs frames until no animation or scrolling is left (at most `limit` seconds).
    private func settle(upTo limit: TimeInterval = 5) {
        var elapsed: TimeInterval = 0
        repeat {
            advance(Self.frameInterval)
            elapsed += Self.frameInterval
        } while (Animator.shared.hasWork || gallery.currentScreen.collectionView?.isDecelerating == true) && elapsed < limit
    }

    // MARK: Frames

    private func drawFrame() {
        let start = DispatchTime.now().uptimeNanoseconds
        root.layoutIfNeeded()
        renderer.render(root, into: target, background: .black)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        frameTimes.append(seconds * 1000)
        gallery.currentScreen.frameDidRender(seconds: seconds)
    }

    private func capture(_ name: String) throws {
        drawFrame()
        let numbered = String(format: "%02d-%@", captures.count + 1, name)
        let path = directory.appendingPathComponent(numbered + ".png").path
        try target.writePNG(to: path)
        captures.append((numbered, target.image()))
        say("frame \(path)")
    }

    private func writeContactSheet() throws {
        let sheet = ContactSheet(frames: captures, frameSize: root.bounds.size)
        let path = directory.appendingPathComponent("contact-sheet.png").path
        try renderer.renderFrame(sheet.view, scale: 1, background: UIColor(white: 0.1, alpha: 1)).writePNG(to: path)
        say("contact sheet \(path)")
    }
}

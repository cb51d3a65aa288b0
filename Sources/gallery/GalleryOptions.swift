import ArgumentParser

/// The gallery's command line.
struct GalleryOptions: ParsableArguments {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "OpenCollectionView's gallery, an iOS-style app: a tab bar over the tutorial's photo album, its mosaic, a flow layout showcase, a 1,000,000-item grid, a diffable search list, compositional layouts, lists, a form, settings and a split view of albums.",
        discussion: """
        In a window: drag or fling to scroll, tap a photo to delete it, tap the background to switch \
        layouts, Details to see the centred photo and Back or a swipe from the left edge to return \
        (Album); Edit (or a Shift-drag), clicks and the trash to delete tiles, hold still on a tile \
        (or right-click it) for its menu, hold and drag a tile within the grid or onto the shelf \
        (Flow); \
        wheel to scroll, Tab and the arrow keys to move the focus (Return chooses), 1–9 and 0 (or the tab bar) to switch screens, \
        D to turn the flow showcase, letters to search (5), End to \
        jump into the million-item grid of the compositional screen (6), A to cycle the list \
        appearances and E to edit (7; a tap on a category expands it, a sideways drag on a setting \
        swipes it to Delete), F12 to write what the views \
        show, drawn headless, as a PNG in the output directory, Escape to quit. \
        Without a display (or with --headless) a scripted session writes its frames as PNGs.
        """)

    @Flag(help: "Render a scripted session to PNG files instead of opening a window.")
    var headless = false

    @Option(help: "Where the headless session writes its frames, and F12 in a window its snapshots.")
    var output = "out/gallery"

    @Option(help: "The window's width, in points.")
    var width = 600

    @Option(help: "The window's height, in points.")
    var height = 800

    @Option(help: "Pixels per point (default: the display's scale in a window, 2 headless).")
    var scale: Double?

    @Option(help: "The screen to start on: 1 album, 2 mosaic, 3 flow, 4 the 1,000,000-item grid, 5 search, 6 compositional, 7 lists, 8 the form, 9 settings.")
    var screen = 1

    mutating func validate() throws {
        guard (100...4096).contains(width), (100...4096).contains(height) else {
            throw ValidationError("--width and --height must be between 100 and 4096 points.")
        }
        guard (1...8).contains(screen) else { throw ValidationError("--screen must be between 1 and 8.") }
        if let scale, !(scale >= 1 && scale <= 4) { throw ValidationError("--scale must be between 1 and 4.") }
    }
}

/// Which target of the iOS project a file belongs to, as far as its path tells: the folder at
/// the top of the tree (`PhotoGrid/Cells/PhotoCell.swift` → `PhotoGrid`), or for a Swift
/// package's layout the folder under `Sources/` or `Tests/` (`Sources/PhotoKit/Grid.swift` →
/// `Sources/PhotoKit`); the files at the top of the tree make a target of their own.
///
/// An Xcode project's targets usually are such folders (`MyApp/`, `MyAppTests/`,
/// `MyFramework/`); the porter does not read the project file.
enum Targets {
    static func target(of path: String) -> String {
        let components = path.split(separator: "/")
        guard components.count > 1 else { return "" }
        if components.count > 2, components[0] == "Sources" || components[0] == "Tests" {
            return components[0 ... 1].joined(separator: "/")
        }
        return String(components[0])
    }
}

import Foundation

final class Photo: NSObject {
    let name: String

    init(name: String) {
        self.name = name
    }

    #if DEBUG
    override var description: String { "Photo(\(name))" }
    override var debugDescription: String { "Photo(name: \(name))" }
    #endif
}

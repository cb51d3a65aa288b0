import Combine
import Foundation

/// The photos the grid shows, published the way SwiftUI-era iOS apps publish model state.
final class PhotoStore: ObservableObject {
    @Published private(set) var names: [String]

    init(names: [String]) {
        self.names = names
    }

    func add(_ name: String) {
        names.append(name)
    }

    func remove(at index: Int) {
        names.remove(at: index)
    }
}

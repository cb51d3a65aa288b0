import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// An index path for an item in a section of a collection view, as UIKit's
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        // Built by appending so that no array is allocated: this runs once per item in a layout.
        self.init(index: section)
        append(item)
    }

    /// The index of the section containing the item (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the item in its section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif

import Foundation

#if !canImport(Darwin)
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

    /// An index path for a row in a section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The index of the row in its section (the second index), as UIKit's `row`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension NSIndexPath {
    /// An index path for an item in a section, as UIKit's `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// An index path for a row in a section, as UIKit's `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The index of the section (the first index).
    public var section: Int { index(atPosition: 0) }
    /// The index of the item in its section (the second index).
    public var item: Int { index(atPosition: 1) }
    /// The index of the row in its section (the second index).
    public var row: Int { index(atPosition: 1) }
}
#endif

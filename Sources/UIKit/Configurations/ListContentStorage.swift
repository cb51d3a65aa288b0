import Foundation
import Synchronization

/// The values of a `UIListContentConfiguration`, kept in one `ListContentStorage` that copies
/// share until one of them changes.
struct ListContentValues: Hashable {
    var style: UIListContentConfiguration.Style
    /// The iOS 18 style that follows the list environment, for configurations made by `cell()`,
    /// `header()` and the other adaptive factories.
    var adaptiveStyle: UIListContentConfiguration.AdaptiveStyle?
    var image: UIImage?
    var imageProperties = UIListContentConfiguration.ImageProperties()
    var text: String?
    var attributedText: NSAttributedString?
    var textProperties: UIListContentConfiguration.TextProperties
    var secondaryText: String?
    var secondaryAttributedText: NSAttributedString?
    var secondaryTextProperties: UIListContentConfiguration.TextProperties
    var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    var directionalLayoutMargins: NSDirectionalEdgeInsets
    var prefersSideBySideTextAndSecondaryText = false
    var imageToTextPadding: CGFloat = 16
    var textToSecondaryTextHorizontalPadding: CGFloat = 8
    var textToSecondaryTextVerticalPadding: CGFloat = 0

    init(style: UIListContentConfiguration.Style, textProperties: UIListContentConfiguration.TextProperties,
         secondaryTextProperties: UIListContentConfiguration.TextProperties, directionalLayoutMargins: NSDirectionalEdgeInsets) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.directionalLayoutMargins = directionalLayoutMargins
    }
}

/// The shared, copy-on-write home of a list content configuration's values. One that nothing
/// holds any more can be recycled: the next configuration made takes it instead of allocating,
/// so a list that configures a cell per frame allocates nothing once warm. Only uniquely held
/// storage is recycled, so no configuration ever sees another's values change.
final class ListContentStorage: @unchecked Sendable {
    var values: ListContentValues

    private init(_ values: ListContentValues) {
        self.values = values
    }

    /// One recycled storage, ready for the next configuration.
    private static let spare = Mutex<ListContentStorage?>(nil)

    /// Storage holding `values`: the recycled one when there is one.
    static func make(_ values: ListContentValues) -> ListContentStorage {
        if let recycled = spare.withLock({ slot -> ListContentStorage? in
            let taken = slot
            slot = nil
            return taken
        }) {
            recycled.values = values
            return recycled
        }
        return ListContentStorage(values)
    }

    /// Takes `storage` (leaving nil) and keeps it for reuse when nothing else held it.
    static func recycle(_ storage: inout ListContentStorage?) {
        guard storage != nil, isKnownUniquelyReferenced(&storage!) else {
            storage = nil
            return
        }
        let kept = storage
        storage = nil
        spare.withLock { slot in
            if slot == nil { slot = kept }
        }
    }
}

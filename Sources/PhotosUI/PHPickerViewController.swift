import Foundation
@_spi(Host) import UIKit

/// PhotosUI's photo picker, on Linux: the photo library is the user's pictures folder (the
/// image picker's: `XDG_PICTURES_DIR`, else `~/Pictures`), its images newest first in a grid
/// under Cancel (and Add, when more than one may be picked: `selectionLimit` 0 or above 1). A
/// filter that lets no images through shows none (the library holds images only). A pick, or
/// Cancel (no results), calls `picker(_:didFinishPicking:)`: the picker does not dismiss itself,
/// as PhotosUI's does not. Each result's item provider holds the image file
/// (`NSItemProvider(contentsOf:)`: `canLoadObject(ofClass: UIImage.self)`, `loadObject`,
/// `loadDataRepresentation`, `loadFileRepresentation` by type); `assetIdentifier` is nil (no
/// Photos library).
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The picker's delegate.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    private lazy var navigation = UINavigationController(rootViewController: ImageLibraryViewController(
        selectionLimit: configuration.selectionLimit, cancelsFromLeadingSide: true,
        pick: { [unowned self] urls in finish(urls) },
        cancel: { [unowned self] in finish([]) }
    ))

    /// A picker offering what `configuration` says.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        embedFilling(navigation)
        if configuration.filter.map({ !$0.admits(.image) }) == true {
            // Only images are in the library: a filter without them leaves nothing to show.
            (navigation.topViewController as? ImageLibraryViewController)?.showNothing()
        }
    }

    /// Tells the delegate the files picked (none: cancelled).
    private func finish(_ urls: [URL]) {
        let results = urls.compactMap { NSItemProvider(contentsOf: $0).map { PHPickerResult(itemProvider: $0, assetIdentifier: nil) } }
        delegate?.picker(self, didFinishPicking: results)
    }

    /// Scrolls the library to the asset (none here: no asset identifiers), as PhotosUI's
    /// `scrollToInitialPosition()`.
    open func scrollToInitialPosition() {
        (navigation.topViewController as? UICollectionViewController)?.collectionView.setContentOffset(.zero, animated: false)
    }
}

/// A picked asset, as PhotosUI's `PHPickerResult`: its item provider and, with a photo
/// library, its identifier.
public struct PHPickerResult: Equatable, Hashable {
    /// The provider of the asset's data (its file here).
    public let itemProvider: NSItemProvider
    /// The asset's identifier in the photo library (nil here: none).
    public let assetIdentifier: String?
}

/// The photo picker's delegate, as PhotosUI's `PHPickerViewControllerDelegate`.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user picked `results` (none when cancelled). Dismiss the picker here.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

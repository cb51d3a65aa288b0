@_spi(Host) import UIKit
import PhotosUI
import UniformTypeIdentifiers
import XCTest

/// Picking photos with PhotosUI as iOS apps do: a configuration with a filter and a limit, the
/// delegate dismissing the picker and loading each result's image through its item provider.
final class PhotoPickerPortingTests: XCTestCase {
    final class GalleryViewController: UIViewController, PHPickerViewControllerDelegate {
        var images: [UIImage] = []
        var finished = 0

        func addPhotos(limit: Int, filter: PHPickerFilter = .images) {
            var configuration = PHPickerConfiguration()
            configuration.filter = filter
            configuration.selectionLimit = limit
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            present(picker, animated: false)
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            finished += 1
            picker.dismiss(animated: false)
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
                    if let image = image as? UIImage { self?.images.append(image) }
                }
            }
        }
    }

    private var directory: URL!
    private var window: UIWindow!
    private var gallery: GalleryViewController!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        try TestFiles.writePhotos(sides: [8, 12, 16], color: .systemPink, in: directory)
        UIImagePickerController.libraryDirectories = [directory]
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        gallery = GalleryViewController()
        window.rootViewController = gallery
        window.makeKeyAndVisible()
    }

    override func tearDownWithError() throws {
        window.isHidden = true
        try? FileManager.default.removeItem(at: directory)
    }

    private var library: UICollectionViewController {
        let picker = gallery.presentedViewController as! PHPickerViewController
        _ = picker.view
        return (picker.children.first as! UINavigationController).topViewController as! UICollectionViewController
    }

    func testOnePhotoIsPickedWithATapAndLoadsAsAnImage() throws {
        gallery.addPhotos(limit: 1)
        let library = self.library
        library.collectionView.layoutIfNeeded()
        XCTAssertEqual(library.collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertNil(library.navigationItem.rightBarButtonItem, "no Add for one photo")
        XCTAssertNotNil(library.navigationItem.leftBarButtonItem, "Cancel")
        library.collectionView(library.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        XCTAssertEqual(gallery.finished, 1)
        XCTAssertEqual(gallery.images.map(\.size), [CGSize(width: 16, height: 16)], "the newest photo")
        XCTAssertNil(gallery.presentedViewController, "the delegate dismissed it")
    }

    func testSeveralPhotosAreSelectedThenAdded() {
        gallery.addPhotos(limit: 2)
        let library = self.library
        library.collectionView.layoutIfNeeded()
        let add = library.navigationItem.rightBarButtonItem
        XCTAssertEqual(add?.title, "Add")
        XCTAssertEqual(add?.isEnabled, false, "nothing selected yet")
        for item in [2, 0] {
            let indexPath = IndexPath(item: item, section: 0)
            if library.collectionView(library.collectionView, shouldSelectItemAt: indexPath) {
                library.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                library.collectionView(library.collectionView, didSelectItemAt: indexPath)
            }
        }
        XCTAssertFalse(library.collectionView(library.collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0)), "the limit is two")
        XCTAssertEqual(gallery.finished, 0)
        add?.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(gallery.images.map(\.size), [CGSize(width: 8, height: 8), CGSize(width: 16, height: 16)], "in the order selected")
    }

    func testCancelFinishesWithNoResults() {
        gallery.addPhotos(limit: 0)
        library.navigationItem.leftBarButtonItem?.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(gallery.finished, 1)
        XCTAssertTrue(gallery.images.isEmpty)
    }

    func testAFilterWithoutImagesShowsNothing() {
        gallery.addPhotos(limit: 1, filter: .videos)
        XCTAssertEqual(library.collectionView.numberOfItems(inSection: 0), 0, "the library holds images only")
    }

    func testAResultsProviderGivesTheFileByType() throws {
        let provider = try XCTUnwrap(NSItemProvider(contentsOf: directory.appendingPathComponent("photo1.png")))
        XCTAssertEqual(provider.registeredTypeIdentifiers, [UTType.png.identifier])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        XCTAssertEqual(provider.suggestedName, "photo1")
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { loaded, _ in data = loaded }
        XCTAssertEqual(data.flatMap(UIImage.init(data:))?.size, CGSize(width: 12, height: 12))
        var copied: (name: String, existed: Bool)?
        provider.loadFileRepresentation(forTypeIdentifier: UTType.png.identifier) { url, _ in
            copied = url.map { ($0.lastPathComponent, FileManager.default.fileExists(atPath: $0.path)) }
        }
        XCTAssertEqual(copied?.name, "photo1.png")
        XCTAssertEqual(copied?.existed, true, "a copy while the handler runs")
        XCTAssertNil(NSItemProvider(contentsOf: URL(string: "https://example.com/a.png")))
    }
}

@_spi(Host) import UIKit
import XCTest

/// Picking a profile photo as iOS apps do: the photo library source, a delegate that takes the
/// original (and edited) image and dismisses, and one that leaves Cancel to UIKit.
final class ImagePickerPortingTests: ManualClockTestCase {
    final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?

        func choosePhoto() {
            guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = true
            picker.delegate = self
            present(picker, animated: false)
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info
            picker.dismiss(animated: false)
        }
    }

    private var directory: URL!
    private var window: UIWindow!
    private var profile: ProfileViewController!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try TestFiles.writePhotos(sides: [8, 12, 16], color: .systemTeal, in: directory)
        try Data("not a photo".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        UIImagePickerController.libraryDirectories = [directory]
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        profile = ProfileViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    private var picker: UIImagePickerController? { profile.presentedViewController as? UIImagePickerController }

    private var grid: UICollectionView {
        (picker!.topViewController as! UICollectionViewController).collectionView
    }

    func testWhatLinuxOffers() {
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera), "no camera")
        XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image"])
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        XCTAssertFalse(UIImagePickerController.isCameraDeviceAvailable(.rear))
        let picker = UIImagePickerController()
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertFalse(picker.allowsEditing)
    }

    func testPickingAPhotoTellsTheDelegate() throws {
        profile.choosePhoto()
        window.layoutIfNeeded()
        XCTAssertEqual(picker?.topViewController?.title, "Photos")
        XCTAssertEqual(grid.numberOfItems(inSection: 0), 3, "the PNG files, not the notes")
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 96.0, "four columns: (390 - 3) / 4, rounded down")
        (picker?.topViewController as? UICollectionViewController)?.collectionView(grid, didSelectItemAt: IndexPath(item: 0, section: 0))
        let info = try XCTUnwrap(profile.picked)
        XCTAssertEqual(info[.mediaType] as? String, "public.image")
        XCTAssertEqual((info[.imageURL] as? URL)?.lastPathComponent, "photo2.png", "newest first")
        XCTAssertEqual((info[.originalImage] as? UIImage)?.size, CGSize(width: 16, height: 16))
        XCTAssertEqual((info[.editedImage] as? UIImage)?.size, CGSize(width: 16, height: 16))
        XCTAssertEqual((info[.cropRect] as? NSValue)?.cgRectValue, CGRect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertNil(profile.presentedViewController)
    }

    func testCancelDismissesThePickerWhenTheDelegateDoesNotHandleIt() {
        profile.choosePhoto()
        window.layoutIfNeeded()
        let cancel = picker?.topViewController?.navigationItem.rightBarButtonItem
        XCTAssertNotNil(cancel)
        XCTAssertNotNil(cancel?.primaryAction)
        cancel?.primaryAction?.performWithSender(nil, target: nil)
        clock.advance(by: 0.6)
        XCTAssertNil(profile.presentedViewController, "UIKit dismisses the picker for a delegate without imagePickerControllerDidCancel(_:)")
        XCTAssertNil(profile.picked)
    }
}

import PhotosUI
import UIKit
import UniformTypeIdentifiers

/// An avatar and attachments picker as apps write it with PhotosUI.
final class ShapePhotoPickerViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()

    func pick() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 0
        configuration.preferredAssetRepresentationMode = .current
        configuration.selection = .ordered
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
        _ = (PHPickerFilter.not(.videos), PHPickerFilter.all(of: [.images, .screenshots]), picker.configuration.selectionLimit)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results {
            let provider = result.itemProvider
            _ = result.assetIdentifier
            if provider.canLoadObject(ofClass: UIImage.self) {
                provider.loadObject(ofClass: UIImage.self) { [weak self] image, error in
                    DispatchQueue.main.async { self?.imageView.image = image as? UIImage }
                }
            } else if provider.hasItemConformingToTypeIdentifier(UTType.movie.identifier) {
                provider.loadFileRepresentation(forTypeIdentifier: UTType.movie.identifier) { url, error in
                    _ = (url, error)
                }
            }
            provider.loadDataRepresentation(for: .image) { data, _ in _ = data }
        }
    }
}

@MainActor
func photoPickerShape() {
    let controller = ShapePhotoPickerViewController()
    controller.picker(PHPickerViewController(configuration: PHPickerConfiguration()), didFinishPicking: [])
}

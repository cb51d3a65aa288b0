// The image picker as iOS code uses it: availability checks, the photo library source, a
// delegate conforming to both protocols, the info keys, and a subclass overriding what UIKit
// marks open.
import UIKit

@MainActor
final class ImagePickerShapeController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var photo: UIImage?

    func pick() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.mediaTypes = UIImagePickerController.availableMediaTypes(for: .photoLibrary) ?? []
        picker.allowsEditing = true
        picker.delegate = self
        picker.modalPresentationStyle = .fullScreen
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photo = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        _ = (info[.imageURL] as? URL, info[.mediaType] as? String, (info[.cropRect] as? NSValue)?.cgRectValue)
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

@MainActor
final class OverridesImagePicker: UIImagePickerController {
    override var sourceType: UIImagePickerController.SourceType { get { super.sourceType } set { super.sourceType = newValue } }
    override var mediaTypes: [String] { get { super.mediaTypes } set { super.mediaTypes = newValue } }
    override var allowsEditing: Bool { get { super.allowsEditing } set { super.allowsEditing = newValue } }
    override var cameraDevice: UIImagePickerController.CameraDevice { get { super.cameraDevice } set { super.cameraDevice = newValue } }
    override var cameraFlashMode: UIImagePickerController.CameraFlashMode { get { super.cameraFlashMode } set { super.cameraFlashMode = newValue } }
    override var cameraCaptureMode: UIImagePickerController.CameraCaptureMode { get { super.cameraCaptureMode } set { super.cameraCaptureMode = newValue } }
    override var showsCameraControls: Bool { get { super.showsCameraControls } set { super.showsCameraControls = newValue } }
    override var cameraOverlayView: UIView? { get { super.cameraOverlayView } set { super.cameraOverlayView = newValue } }
    override var cameraViewTransform: CGAffineTransform { get { super.cameraViewTransform } set { super.cameraViewTransform = newValue } }
    override var videoQuality: UIImagePickerController.QualityType { get { super.videoQuality } set { super.videoQuality = newValue } }
    override var videoMaximumDuration: TimeInterval { get { super.videoMaximumDuration } set { super.videoMaximumDuration = newValue } }
    override var imageExportPreset: UIImagePickerController.ImageURLExportPreset { get { super.imageExportPreset } set { super.imageExportPreset = newValue } }
    override func takePicture() { super.takePicture() }
    override func startVideoCapture() -> Bool { super.startVideoCapture() }
    override func stopVideoCapture() { super.stopVideoCapture() }
    override class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { super.isSourceTypeAvailable(sourceType) }
    override class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? { super.availableMediaTypes(for: sourceType) }
    override class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool { super.isCameraDeviceAvailable(cameraDevice) }
    override class func isFlashAvailable(for cameraDevice: UIImagePickerController.CameraDevice) -> Bool { super.isFlashAvailable(for: cameraDevice) }
}

@MainActor
func imagePickerShape() {
    ImagePickerShapeController().pick()
    _ = OverridesImagePicker()
}

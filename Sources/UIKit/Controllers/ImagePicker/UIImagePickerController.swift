import Foundation

/// UIKit's image picker, as Linux can offer it: there is no camera, and the photo library is
/// the user's pictures folder (`XDG_PICTURES_DIR`, else `~/Pictures`; a host or a test may name
/// others with `libraryDirectories`), its PNG and JPEG files shown newest first as a grid under
/// a navigation bar with Cancel. Choosing one tells the delegate
/// (`imagePickerController(_:didFinishPickingMediaWithInfo:)`) with its `.originalImage`,
/// `.imageURL` and `.mediaType` (and with `allowsEditing`, the same image as `.editedImage` and its
/// whole `.cropRect`: there is no cropping view); Cancel calls `imagePickerControllerDidCancel(_:)`.
/// A delegate without those methods gets UIKit's behaviour: the picker is dismissed.
///
/// `isSourceTypeAvailable(.camera)` is false, so setting `sourceType` to `.camera` raises UIKit's
/// exception; the camera members keep their values and do nothing.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picked media comes from.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// The camera to use (none on Linux).
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// Whether the camera takes photos or videos.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The camera's flash.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// The quality of recorded video.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// How picked images are exported to `.imageURL`.
    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }

    /// The keys of the dictionary the delegate is given.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The media's uniform type (`public.image`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited image (the original here: no cropping view), with `allowsEditing`.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edited rectangle of the original, an `NSValue` of a `CGRect` (the whole image here).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A picked movie's file URL (none: only images are listed).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset library URL (deprecated; not given here).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a photo the camera took (not given here).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A Live Photo (not given here).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The Photos asset (not given here: no Photos library on Linux).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The picked image's file URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The uniform type of images.
    static let imageType = "public.image"

    /// The folders the photo library lists: the user's pictures folder unless set.
    @_spi(Host) public static var libraryDirectories: [URL] = defaultLibraryDirectories()

    /// Whether `sourceType` can be used: the photo library and the saved photos album (the
    /// pictures folder); no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images from the library; nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// Whether `cameraDevice` exists: no camera on Linux.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether `cameraDevice` has a flash: no camera on Linux.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes of `cameraDevice`: none (no camera on Linux).
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// Where media comes from (`.photoLibrary`); an unavailable one (the camera) raises UIKit's
    /// exception.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard Self.isSourceTypeAvailable(sourceType) else {
                raiseException(.invalidArgumentException, "Source type \(sourceType.rawValue) not available")
            }
            library.reload()
        }
    }
    /// The media types offered (`["public.image"]`).
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user may edit the picked image: the delegate also gets it as `.editedImage`.
    open var allowsEditing = false
    /// Deprecated name of `allowsEditing`.
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }
    /// How picked images are exported (kept).
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// The longest video to record, in seconds (kept: no camera).
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality of recorded video (kept: no camera).
    open var videoQuality: QualityType = .typeMedium
    /// The video export preset (kept).
    open var videoExportPreset = "AVAssetExportPresetPassthrough"
    /// Whether the camera's controls show (kept: no camera).
    open var showsCameraControls = true
    /// A view over the camera's picture (kept: no camera).
    open var cameraOverlayView: UIView?
    /// The transform of the camera's picture (kept: no camera).
    open var cameraViewTransform: CGAffineTransform = .identity
    /// The camera in use (kept: no camera).
    open var cameraDevice: CameraDevice = .rear
    /// Whether the camera takes photos or videos (kept: no camera).
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The camera's flash (kept: no camera).
    open var cameraFlashMode: CameraFlashMode = .auto

    /// Takes a picture with the camera: there is none (the camera source is never available),
    /// so nothing happens.
    open func takePicture() {}
    /// Starts recording video: there is no camera, so nothing starts (false).
    open func startVideoCapture() -> Bool { false }
    /// Stops recording video: none runs.
    open func stopVideoCapture() {}

    private(set) lazy var library = ImageLibraryViewController(selectionLimit: 1, cancelsFromLeadingSide: false, pick: { [unowned self] urls in
        guard let url = urls.first, let image = UIImage(contentsOfFile: url.path) else { return }
        pick(image, at: url)
    }, cancel: { [unowned self] in cancel() })

    /// Creates a picker showing the photo library.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setViewControllers([library], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([library], animated: false)
    }

    /// The photo at `url` was chosen: the delegate hears it, else the picker is dismissed.
    func pick(_ image: UIImage, at url: URL) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image, .imageURL: url]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale,
                                                                                  height: image.size.height * image.scale)))
        }
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// Cancel was chosen.
    func cancel() {
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }

    private static func defaultLibraryDirectories() -> [URL] {
        let environment = ProcessInfo.processInfo.environment
        let home = FileManager.default.homeDirectoryForCurrentUser
        if let pictures = environment["XDG_PICTURES_DIR"], !pictures.isEmpty { return [URL(fileURLWithPath: pictures)] }
        return [home.appendingPathComponent("Pictures")]
    }
}

/// The picker's delegate, as UIKit's `UIImagePickerControllerDelegate`. Both methods are
/// optional; their defaults dismiss the picker, as UIKit does for a delegate without them.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked `info[.originalImage]` (at `info[.imageURL]`).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

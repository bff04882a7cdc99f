import Foundation

/// The system's screen for taking a photo or picking one from the library, as UIKit's
/// `UIImagePickerController`: the app presents it, and its delegate hears what the user picked.
///
/// Nothing is shown and no photo exists: a scripted user picks the image a scene gives
/// (`simulatePick(image:)`) or cancels (`simulateCancel()`), while the picker is on screen. The
/// simulated device has a camera and a photo library (`isSourceTypeAvailable(_:)` is always true).
///
/// Its `delegate` is the navigation controller's, typed `UINavigationControllerDelegate?` (UIKit's is
/// `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`, a narrower type Swift lets
/// no class of its own give an inherited property); the picker tells it the picker's two messages when
/// it also adopts `UIImagePickerControllerDelegate`.
open class UIImagePickerController: UINavigationController {
    /// Where the picker's photos come from.
    public enum SourceType: Int {
        /// The photo library.
        case photoLibrary = 0
        /// The camera: the user takes a photo.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// The keys of the picked media's dictionary, with UIKit's raw values.
    public struct InfoKey: Hashable, RawRepresentable {
        public let rawValue: String

        /// A key with UIKit's raw value `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A key with UIKit's raw value `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The kind of media picked, as a type identifier (`"public.image"` for a photo).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The photo as picked, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The photo as the user cropped it (when the picker `allowsEditing`), a `UIImage`.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle of the original photo the user cropped to (not simulated).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file of a picked movie (not simulated).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The file of a picked photo (not simulated).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The metadata of a photo just taken with the camera (not simulated).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Where the photos come from (`.photoLibrary` by default).
    open var sourceType = SourceType.photoLibrary {
        didSet { recordChange("sourceType", from: oldValue, to: sourceType) }
    }

    /// Whether the user crops the picked photo before it is handed over (false by default).
    open var allowsEditing = false {
        didSet { recordChange("allowsEditing", from: oldValue, to: allowsEditing) }
    }

    /// The kinds of media the user may pick, as type identifiers (photos, `"public.image"`, by
    /// default).
    open var mediaTypes = ["public.image"] {
        didSet { recordChange("mediaTypes", from: oldValue, to: mediaTypes) }
    }

    /// A picker of the photo library.
    public override init() {
        super.init()
    }

    /// Whether the device has `sourceType`: always, on the simulated device.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        true
    }

    /// The media types `sourceType` offers: photos.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        ["public.image"]
    }

    // MARK: Scripted user

    /// The user picks `image` (and, if the picker `allowsEditing`, keeps it whole when asked to crop):
    /// the delegate is told `imagePickerController(_:didFinishPickingMediaWithInfo:)`, with `image` as
    /// `.originalImage` (and `.editedImage`). Nothing while the picker is not on screen.
    open func simulatePick(image: UIImage) {
        guard isOnScreen else { return }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
        }
        (delegate as? UIImagePickerControllerDelegate)?.imagePickerController(
            self, didFinishPickingMediaWithInfo: info)
    }

    /// The user taps Cancel: the delegate is told `imagePickerControllerDidCancel(_:)`. Nothing while
    /// the picker is not on screen.
    open func simulateCancel() {
        guard isOnScreen else { return }
        (delegate as? UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(self)
    }
}

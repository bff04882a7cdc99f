/// What an image picker tells its delegate when the user is done, as UIKit's
/// `UIImagePickerControllerDelegate` (every method optional). The delegate dismisses the picker: the
/// picker does not go by itself.
///
/// A picker's delegate is also its navigation controller's delegate: adopt both protocols.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked a photo (and, if the picker `allowsEditing`, confirmed its crop); `info` has it
    /// under `.originalImage` (and `.editedImage`), with its `.mediaType`.
    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

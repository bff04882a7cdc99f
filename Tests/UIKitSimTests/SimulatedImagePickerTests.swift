import Foundation
import UIKitSim
import XCTest

final class SimulatedImagePickerTests: XCTestCase {
    /// A picker's delegate that writes down what it is told.
    private final class PickerLog: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var calls: [String] = []
        var lastInfo: [UIImagePickerController.InfoKey: Any] = [:]

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            lastInfo = info
            calls.append("picked " + info.keys.map(\.rawValue).sorted().joined(separator: ","))
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            calls.append("cancelled")
            picker.dismiss(animated: true)
        }
    }

    /// A screen shown in a visible window, with `picker` presented over it.
    private func present(_ picker: UIImagePickerController) -> (UIWindow, UIViewController) {
        let screen = UIViewController()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.present(picker, animated: true)
        return (window, screen)
    }

    func testAPickTellsTheDelegateTheOriginalImage() throws {
        let picker = UIImagePickerController()
        let log = PickerLog()
        picker.delegate = log
        let shown = present(picker)
        let photo = UIImage()
        picker.simulatePick(image: photo)
        XCTAssertEqual(
            log.calls, ["picked UIImagePickerControllerMediaType,UIImagePickerControllerOriginalImage"])
        XCTAssertTrue(log.lastInfo[.originalImage] as? UIImage === photo)
        XCTAssertEqual(log.lastInfo[.mediaType] as? String, "public.image")
        XCTAssertTrue(
            picker.presentingViewController === shown.1, "the delegate dismisses it, not the picker")
        withExtendedLifetime(shown) {}
    }

    func testAPickerThatAllowsEditingAlsoHandsTheEditedImage() {
        let picker = UIImagePickerController()
        let log = PickerLog()
        picker.delegate = log
        picker.allowsEditing = true
        let shown = present(picker)
        let photo = UIImage()
        picker.simulatePick(image: photo)
        XCTAssertTrue(log.lastInfo[.editedImage] as? UIImage === photo)
        XCTAssertTrue(log.lastInfo[.originalImage] as? UIImage === photo)
        withExtendedLifetime(shown) {}
    }

    func testCancelTellsTheDelegateWhichDismissesThePicker() {
        let picker = UIImagePickerController()
        let log = PickerLog()
        picker.delegate = log
        let shown = present(picker)
        picker.simulateCancel()
        XCTAssertEqual(log.calls, ["cancelled"])
        XCTAssertNil(shown.1.presentedViewController)
        picker.simulateCancel()  // no longer on screen: nothing
        picker.simulatePick(image: UIImage())
        XCTAssertEqual(log.calls, ["cancelled"])
        withExtendedLifetime(shown) {}
    }

    func testAPickerNotOnScreenIgnoresTheUser() {
        let picker = UIImagePickerController()
        let log = PickerLog()
        picker.delegate = log
        picker.simulatePick(image: UIImage())
        picker.simulateCancel()
        XCTAssertEqual(log.calls, [])
    }

    func testANavigationOnlyDelegateHearsNothingOfThePick() {
        final class NavigationOnly: UINavigationControllerDelegate {}
        let picker = UIImagePickerController()
        let delegate = NavigationOnly()
        picker.delegate = delegate
        let shown = present(picker)
        picker.simulatePick(image: UIImage())  // nothing to tell: no crash
        XCTAssertTrue(picker.delegate === delegate)
        withExtendedLifetime(shown) {}
    }

    func testTheSettingsAreRecordedWithUIKitsDefaultsAndRawValues() {
        let picker = UIImagePickerController()
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertFalse(picker.allowsEditing)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        let recorder = ChangeRecorder()
        picker.sourceType = .camera
        picker.allowsEditing = true
        XCTAssertEqual(
            recorder.lines, ["sourceType: photoLibrary -> camera", "allowsEditing: false -> true"])
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertEqual(UIImagePickerController.SourceType.camera.rawValue, 1)
        XCTAssertEqual(
            UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        XCTAssertEqual(
            UIImagePickerController.InfoKey.editedImage.rawValue, "UIImagePickerControllerEditedImage")
        XCTAssertTrue((picker as UIViewController) is UINavigationController)
    }
}

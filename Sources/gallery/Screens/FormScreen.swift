import PhotoAlbum
import UIKit

/// The form screen (`PhotoAlbum`'s `FormShowcaseViewController`, where the picture tests draw it
/// too): built with constraints and stack views, it follows the window's size; its controls
/// work with the mouse, and the photo pinches (the wheel with Control held) and rotates (with
/// Alt held). R resets it.
extension FormShowcaseViewController: GalleryScreen {
    var screenTitle: String { "Form" }

    /// The form has no collection view.
    var collectionView: UICollectionView! { nil }

    func keyPressed(_ key: String) {
        if key == "R" { reset() }
    }

    var stateDescription: String {
        let degrees = Int((photoRotation * 180 / .pi).rounded())
        return "layout=form card=\(Int(card.frame.width))x\(Int(card.frame.height)) "
            + "slider=\(Int(brightnessSlider.frame.width)) photo=\(Int(photoView.bounds.width))x\(Int(photoView.bounds.height)) "
            + "scale=\(String(format: "%.2f", photoScale)) rotation=\(degrees) caption=\(captionSwitch.isOn ? 1 : 0) "
            + "copies=\(Int(copiesStepper.value)) size=\(sizeControl.selectedSegmentIndex)"
    }
}

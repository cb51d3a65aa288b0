import UIKit

// script/port-test ports this file, checks that its target–action calls were all rewritten,
// and builds it: the button, the double tap and the bar button item.

/// A refresh button (the app's custom symbol), a double-tap to refresh and an Add item, the target–action way.
extension PhotoGridViewController {
    func installControls(in toolbar: UIView) {
        let button = UIButton(type: .system)
        button.setImage(UIImage(named: "custom.arrow.clockwise"), for: .normal)
        button.addTarget(self, action: #selector(refreshTapped(_:)), for: .touchUpInside)
        toolbar.addSubview(button)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(doubleTapped(_:)))
        doubleTap.numberOfTapsRequired = 2
        collectionView.addGestureRecognizer(doubleTap)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    }

    @IBAction func refreshTapped(_ sender: UIButton) {
        refresh()
    }

    @objc func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        refresh()
    }

    @objc func addTapped() {
        store.add("Photo \(store.names.count + 1)")
    }
}

import CoreData
import UIKit

final class SettingsViewController: UIViewController {
    var observation: NSKeyValueObservation?

    static func make() -> SettingsViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        let nib = UINib(nibName: "SettingCell", bundle: nil)
        _ = nib
    }

    func showDetail() {
        performSegue(withIdentifier: "detail", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    func watch(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset) { _, _ in }
        scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    func runtime(_ delegate: AnyObject) {
        let type = NSClassFromString("SettingsCell")
        if delegate.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))) {
            _ = delegate.perform(#selector(UIScrollViewDelegate.scrollViewDidScroll(_:)), with: nil)
        }
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
        _ = (type, timer)
    }

    func swizzle() {
        method_exchangeImplementations(class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))!, class_getInstanceMethod(UIView.self, #selector(UIView.layoutIfNeeded))!)
    }

    func tick() {}

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}

final class Setting: NSManagedObject {
    @NSManaged var name: String
}

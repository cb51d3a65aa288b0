import UIKit

/// Observing and older idioms as apps and libraries write them: key-value observation of a
/// scroll view, string-keyed observers in a view controller, the old animation blocks, paragraph
/// styles with tabs, the content size category notification.
@MainActor
final class ParallaxHeaderController: UIViewController {
    let scrollView = UIScrollView()
    private var observation: NSKeyValueObservation?
    private static var context = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
            guard let offset = change.newValue, change.oldValue != offset else { return }
            _ = scrollView.contentSize.height - offset.y
        }
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.new, .initial], context: &Self.context)
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { note in
            _ = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard keyPath == "contentSize", let size = change?[.newKey] as? CGSize else { return }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.3)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.alpha = size.height > 0 ? 1 : 0
        UIView.commitAnimations()
    }

    deinit {
        MainActor.assumeIsolated { scrollView.removeObserver(self, forKeyPath: "contentSize", context: &Self.context) }
    }
}

@MainActor
func observingShape() {
    let style = NSMutableParagraphStyle()
    style.paragraphSpacingBefore = 4
    style.baseWritingDirection = .leftToRight
    style.hyphenationFactor = 0.5
    style.tabStops = [NSTextTab(textAlignment: .right, location: 120, options: [:])]
    style.addTabStop(NSTextTab(textAlignment: .left, location: 200))
    _ = style != NSParagraphStyle.default
    let deadline = DispatchTime.now() + Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
    DispatchQueue.main.asyncAfter(deadline: deadline) {}
    let started: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    _ = URLRequest(url: URL(string: "https://example.com")!, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: started)
    _ = UIFont().pointSize
    _ = UIImage().accessibilityLabel
    UINib.register(name: "Badge") { UIView() }
    _ = Bundle.main.loadNibNamed("Badge", owner: nil, options: nil)?.first as? UIView
    _ = ParallaxHeaderController().scrollView.layer.presentation()?.position
}

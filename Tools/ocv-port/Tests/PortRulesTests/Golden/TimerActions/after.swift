import UIKit

/// A countdown as iOS code writes it: a repeating timer, a one-shot timer made and scheduled by
/// hand, a timer on another object, one with user info (left as written), and a display link.
final class CountdownViewController: UIViewController {
    private var timer: Timer?
    private var link: CADisplayLink?
    private let model = CountdownModel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in self.tick(timer) }
        let reminder = Timer(timeInterval: 60, repeats: false) { _ in self.remind() }
        RunLoop.main.add(reminder, forMode: .common)
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [target = model] _ in target.save() }
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick(_:)), userInfo: ["kind": "extra"], repeats: false)
        link = CADisplayLink(target: self, selector: { [weak self] link in self?.step(link) })
        link?.add(to: .main, forMode: .common)
    }

    private func tick(_ timer: Timer) {
        title = "\(Int(timer.timeInterval))"
    }

    private func remind() {}

    private func step(_ link: CADisplayLink) {
        view.alpha = CGFloat(link.timestamp.truncatingRemainder(dividingBy: 1))
    }
}

final class CountdownModel: NSObject {
    func save() {}
}

import UIKit

/// A countdown as iOS code writes it: a repeating timer, a one-shot timer made and scheduled by
/// hand, a timer on another object, one with user info (left as written), and a display link.
final class CountdownViewController: UIViewController {
    private var timer: Timer?
    private var link: CADisplayLink?
    private let model = CountdownModel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        let reminder = Timer(timeInterval: 60, target: self, selector: #selector(remind), userInfo: nil, repeats: false)
        RunLoop.main.add(reminder, forMode: .common)
        Timer.scheduledTimer(timeInterval: 0.5, target: model, selector: #selector(CountdownModel.save), userInfo: nil, repeats: false)
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick(_:)), userInfo: ["kind": "extra"], repeats: false)
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func tick(_ timer: Timer) {
        title = "\(Int(timer.timeInterval))"
    }

    @objc private func remind() {}

    @objc private func step(_ link: CADisplayLink) {
        view.alpha = CGFloat(link.timestamp.truncatingRemainder(dividingBy: 1))
    }
}

final class CountdownModel: NSObject {
    @objc func save() {}
}

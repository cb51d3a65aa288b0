// Issue 30's indicators and feedback, as iOS code writes them: a spinner while loading, a
// progress bar following a Progress, haptic feedback on actions. It must compile in Swift 6 and
// Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class IndicatorsShapeLoader: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .large)
    private let bar = UIProgressView(progressViewStyle: .default)
    private let feedback = UINotificationFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        spinner.color = .systemBlue
        view.addSubview(spinner)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray5
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func load() {
        spinner.startAnimating()
        feedback.prepare()
        let task = Progress(totalUnitCount: 4)
        bar.observedProgress = task
        task.completedUnitCount = 4
        bar.setProgress(1, animated: true)
        spinner.stopAnimating()
        feedback.notificationOccurred(.success)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        _ = (spinner.isAnimating, bar.progress, bar.progressViewStyle == .bar, UIActivityIndicatorView.Style.medium.rawValue)
    }
}

@MainActor
func indicatorsShape() {
    let loader = IndicatorsShapeLoader()
    loader.loadViewIfNeeded()
    loader.load()
}

import Foundation
@testable import UIKit

/// Records the lifecycle calls of `LifecycleController`s, as "Name.call".
@MainActor final class LifecycleLog {
    var entries: [String] = []
    /// The entries since the last `take()`, without `viewDidLoad` and the layout calls.
    func take() -> [String] {
        defer { entries = [] }
        return entries.filter { !$0.hasSuffix(".viewDidLoad") && !$0.contains("Layout") }
    }
}

/// A controller that logs every appearance, containment, layout and transition call.
@MainActor final class LifecycleController: UIViewController {
    let name: String
    let log: LifecycleLog
    /// What the controller saw of its transition flags in its appearance calls.
    var flagsSeen: [String] = []

    init(_ name: String, _ log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError() }

    private func record(_ call: String) { log.entries.append("\(name).\(call)") }

    private func recordFlags(_ call: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingTo") }
        if isMovingFromParent { flags.append("movingFrom") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        flagsSeen.append("\(call):\(flags.joined(separator: ","))")
    }

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("willAppear"); recordFlags("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear"); recordFlags("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear"); recordFlags("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    override func willMove(toParent parent: UIViewController?) { record("willMove(\(parent.map(Self.label) ?? "nil"))") }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(parent.map(Self.label) ?? "nil"))")
    }
    override func viewWillLayoutSubviews() { record("willLayout") }
    override func viewDidLayoutSubviews() { record("didLayout") }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        record("willTransition(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.record("alongside") }, completion: { _ in self.record("transitionDone") })
    }

    static func label(_ controller: UIViewController) -> String {
        (controller as? LifecycleController)?.name ?? String(describing: type(of: controller))
    }
}

/// The windows the tests made, kept alive (an app keeps its window; views hold theirs weakly).
@MainActor var keptWindows: [UIWindow] = []

/// A visible 375 × 667 window with a 47 pt top and 34 pt bottom safe area, kept alive.
@MainActor func makeVisibleWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    keptWindows.append(window)
    return window
}

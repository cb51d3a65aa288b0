@_spi(Host) import UIKit
import XCTest

/// Custom view-controller transitions as iOS apps write them: a fade animator for a
/// presentation and its dismissal, a half-height card with a dimming view from a custom
/// `UIPresentationController`, a navigation push with a zoom animator, and a percent-driven
/// interactive pop driven by a pan.

/// Records appearance calls as "name.call".
final class TransitionLoggingViewController: UIViewController {
    let name: String
    let log: TransitionLog

    init(_ name: String, log: TransitionLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("\(name).willAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.entries.append("\(name).isAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.entries.append("\(name).didDisappear") }
}

final class TransitionLog {
    var entries: [String] = []
    /// The entries so far, emptying the log (not `take()`: Optional has its own `take()`).
    func takeEntries() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A cross-fade: the presented view fades in over the presenter, and out on dismissal.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    var ended: [Bool] = []

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toViewController = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            if let toView = transitionContext.view(forKey: .to) {
                containerView.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var animators: [FadeAnimator] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = FadeAnimator(isPresenting: true)
        animators.append(animator)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = FadeAnimator(isPresenting: false)
        animators.append(animator)
        return animator
    }
}

/// A card over the lower half of the screen with a dimming view over the presenter.
final class HalfHeightPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

final class HalfHeightTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A photo-gallery zoom: the pushed view grows from the tapped thumbnail; the pop shrinks it
/// back into it.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let thumbnailFrame: CGRect

    init(operation: UINavigationController.Operation, thumbnailFrame: CGRect) {
        self.operation = operation
        self.thumbnailFrame = thumbnailFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let zoomedOut = CGAffineTransform(scaleX: thumbnailFrame.width / containerView.bounds.width,
                                          y: thumbnailFrame.height / containerView.bounds.height)
        let thumbnailCenter = CGPoint(x: thumbnailFrame.midX, y: thumbnailFrame.midY)
        let duration = transitionDuration(using: transitionContext)
        if operation == .push {
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            toView.frame = finalFrame
            containerView.addSubview(toView)
            toView.transform = zoomedOut
            toView.center = thumbnailCenter
            UIView.animate(withDuration: duration, animations: {
                toView.transform = .identity
                toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: duration, animations: {
                fromView.transform = zoomedOut
                fromView.center = thumbnailCenter
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// The navigation delegate of the gallery: zoom animators, and a percent-driven interaction
/// controller while a pan drives the pop.
final class GalleryNavigationDelegate: NSObject, UINavigationControllerDelegate {
    static let thumbnail = CGRect(x: 20, y: 200, width: 130, height: 130)
    var interactionController: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(operation: operation, thumbnailFrame: Self.thumbnail)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }

    /// The pan's action: it begins the pop, moves it with the finger, and finishes past half
    /// the width (else cancels).
    func handlePan(state: UIGestureRecognizer.State, translationX: CGFloat, in navigationController: UINavigationController) {
        let progress = min(max(translationX / navigationController.view.bounds.width, 0), 1)
        switch state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            if progress > 0.5 { interactionController?.finish() } else { interactionController?.cancel() }
            interactionController = nil
        default:
            break
        }
    }
}

final class TransitionPortingTests: ManualClockTestCase {
    var window: UIWindow!
    var events: TransitionLog!
    var root: TransitionLoggingViewController!

    override func setUp() {
        super.setUp()
        events = TransitionLog()
        root = TransitionLoggingViewController("root", log: events)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = events.takeEntries()
    }

    func testAFadeAnimatorPresentsAndDismisses() {
        let transitioningDelegate = FadeTransitioningDelegate()
        let photo = TransitionLoggingViewController("photo", log: events)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = transitioningDelegate
        var presented = false
        root.present(photo, animated: true) { presented = true }

        XCTAssertEqual(events.takeEntries(), ["root.willDisappear", "photo.willAppear", "photo.isAppearing"])
        XCTAssertEqual(photo.transitionCoordinator?.transitionDuration, 0.3)
        let container = try! XCTUnwrap(photo.view.superview)
        XCTAssertTrue(container.superview === window)
        XCTAssertEqual(container.frame, window.bounds)
        XCTAssertEqual(container.subviews, [photo.view])
        XCTAssertEqual(photo.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        clock.advance(by: 0.15)
        XCTAssertEqual(photo.view.presentationAlpha, 0.5, accuracy: 0.001)
        XCTAssertFalse(presented)
        clock.advance(by: 0.2)
        XCTAssertTrue(presented)
        XCTAssertEqual(events.takeEntries(), ["root.didDisappear", "photo.didAppear"])
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(window.subviews, [container])
        XCTAssertNil(photo.transitionCoordinator)
        XCTAssertEqual(transitioningDelegate.animators.first?.ended, [true])

        var dismissed = false
        photo.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(events.takeEntries(), ["photo.willDisappear", "root.willAppear", "root.isAppearing"])
        XCTAssertEqual(container.subviews, [root.view, photo.view])
        clock.advance(by: 0.35)
        XCTAssertTrue(dismissed)
        XCTAssertEqual(events.takeEntries(), ["photo.didDisappear", "root.didAppear"])
        XCTAssertEqual(window.subviews, [root.view])
        XCTAssertEqual(root.view.frame, window.bounds)
        XCTAssertNil(photo.view.superview)
        XCTAssertNil(container.superview)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(photo.presentingViewController)
        XCTAssertEqual(transitioningDelegate.animators.map(\.ended), [[true], [true]])
    }

    func testACustomPresentationControllerShowsAHalfHeightCardOverADimmingView() {
        let transitioningDelegate = HalfHeightTransitioningDelegate()
        let card = TransitionLoggingViewController("card", log: events)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioningDelegate
        root.present(card, animated: true)

        let presentationController = try! XCTUnwrap(card.presentationController as? HalfHeightPresentationController)
        let container = try! XCTUnwrap(presentationController.containerView)
        XCTAssertTrue(presentationController.presentingViewController === root)
        XCTAssertNil(card.transitionCoordinator?.view(forKey: .from), "the presenter's view stays where it is")
        XCTAssertTrue(card.transitionCoordinator?.view(forKey: .to) === card.view)
        XCTAssertEqual(card.transitionCoordinator?.presentationStyle, .custom)
        XCTAssertEqual(container.subviews, [presentationController.dimmingView, card.view])
        XCTAssertEqual(presentationController.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(events.takeEntries(), ["card.willAppear", "card.isAppearing"])
        clock.advance(by: 0.6)
        XCTAssertEqual(events.takeEntries(), ["card.didAppear"])
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(presentationController.dimmingView.alpha, 1)
        XCTAssertEqual(presentationController.dimmingView.frame, window.bounds)
        XCTAssertTrue(root.view.superview === window, "a custom presentation keeps the presenter's view")
        XCTAssertEqual(window.subviews, [root.view, container])

        container.setNeedsLayout()
        container.layoutIfNeeded()
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))

        card.dismiss(animated: true)
        XCTAssertEqual(events.takeEntries(), ["card.willDisappear"])
        clock.advance(by: 0.6)
        XCTAssertEqual(events.takeEntries(), ["card.didDisappear"])
        XCTAssertEqual(window.subviews, [root.view])
        XCTAssertNil(presentationController.dimmingView.superview)
        XCTAssertNil(card.view.superview)
        XCTAssertNil(card.presentationController)
        XCTAssertNil(root.presentedViewController)
    }

    func testAZoomAnimatorPushesAPhoto() {
        let navigationDelegate = GalleryNavigationDelegate()
        let gallery = TransitionLoggingViewController("gallery", log: events)
        let navigation = UINavigationController(rootViewController: gallery)
        navigation.delegate = navigationDelegate
        window.rootViewController = navigation
        _ = events.takeEntries()
        let photo = TransitionLoggingViewController("photo", log: events)
        navigation.pushViewController(photo, animated: true)

        XCTAssertEqual(events.takeEntries(), ["gallery.willDisappear", "photo.willAppear", "photo.isAppearing"])
        XCTAssertEqual(navigation.transitionCoordinator?.transitionDuration, 0.4)
        let container = try! XCTUnwrap(photo.view.superview)
        XCTAssertTrue(container.superview === navigation.view)
        XCTAssertEqual(navigation.view.subviews, [container, navigation.navigationBar])
        XCTAssertEqual(container.subviews, [gallery.view, photo.view])
        XCTAssertEqual(photo.view.frame, navigation.view.bounds, "the model frame is the final one at once")
        let start = photo.view.presentationFrame
        let thumbnail = GalleryNavigationDelegate.thumbnail
        XCTAssertEqual(start.minX, thumbnail.minX, accuracy: 0.001)
        XCTAssertEqual(start.minY, thumbnail.minY, accuracy: 0.001)
        XCTAssertEqual(start.width, thumbnail.width, accuracy: 0.001)
        XCTAssertEqual(start.height, thumbnail.height, accuracy: 0.001)
        clock.advance(by: 0.2)
        XCTAssertEqual(photo.view.presentationFrame.width, 130 + (390 - 130) * 0.5, accuracy: 0.01)
        clock.advance(by: 0.25)
        XCTAssertEqual(events.takeEntries(), ["gallery.didDisappear", "photo.didAppear"])
        XCTAssertEqual(photo.view.frame, navigation.view.bounds)
        XCTAssertEqual(navigation.view.subviews, [photo.view, navigation.navigationBar])
        XCTAssertNil(container.superview)
        XCTAssertNil(gallery.view.superview)
        XCTAssertEqual(navigation.viewControllers, [gallery, photo])
        XCTAssertEqual(navigation.navigationBar.items?.count, 2)
        XCTAssertNil(navigation.transitionCoordinator)
    }

    func testAPanDrivesAPercentDrivenPopThatIsCancelledThenFinished() {
        let navigationDelegate = GalleryNavigationDelegate()
        let gallery = TransitionLoggingViewController("gallery", log: events)
        let navigation = UINavigationController(rootViewController: gallery)
        navigation.delegate = navigationDelegate
        window.rootViewController = navigation
        let photo = TransitionLoggingViewController("photo", log: events)
        navigation.pushViewController(photo, animated: false)
        _ = events.takeEntries()
        let bounds = navigation.view.bounds

        navigationDelegate.handlePan(state: .began, translationX: 0, in: navigation)
        XCTAssertEqual(events.takeEntries(), ["photo.willDisappear", "gallery.willAppear", "gallery.isAppearing"])
        XCTAssertEqual(navigation.transitionCoordinator?.isInteractive, true)
        var interactionEndedCancelled: Bool?
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
            interactionEndedCancelled = context.isCancelled
        }
        let container = try! XCTUnwrap(photo.view.superview)
        XCTAssertEqual(container.subviews, [gallery.view, photo.view])
        XCTAssertEqual(photo.view.presentationFrame, bounds, "held at 0%")
        navigationDelegate.handlePan(state: .changed, translationX: 97.5, in: navigation)
        // 25% of the way on the ease-in-out curve: 12.916% of the zoom.
        let quarter: CGFloat = 0.12916193
        let width = 390 + (130 - 390) * quarter
        XCTAssertEqual(photo.view.presentationFrame.width, width, accuracy: 0.01)
        XCTAssertEqual(navigation.transitionCoordinator?.percentComplete, 0.25)
        clock.advance(by: 2)
        XCTAssertEqual(photo.view.presentationFrame.width, width, accuracy: 0.01, "the pop stays where the finger is")

        navigationDelegate.handlePan(state: .ended, translationX: 97.5, in: navigation)
        XCTAssertEqual(navigation.transitionCoordinator?.isCancelled, true)
        XCTAssertEqual(interactionEndedCancelled, true)
        clock.advance(by: 0.05)
        let back = photo.view.presentationFrame.width
        XCTAssertGreaterThan(back, width)
        XCTAssertLessThan(back, 390)
        clock.advance(by: 0.1)
        XCTAssertEqual(events.takeEntries(), ["gallery.willDisappear", "photo.willAppear", "photo.isAppearing",
                                    "gallery.didDisappear", "photo.didAppear"])
        XCTAssertEqual(navigation.viewControllers, [gallery, photo])
        XCTAssertEqual(photo.view.frame, bounds)
        XCTAssertEqual(photo.view.transform, .identity)
        XCTAssertTrue(photo.view.superview === navigation.view)
        XCTAssertNil(gallery.view.superview)
        XCTAssertNil(container.superview)
        XCTAssertNil(navigation.transitionCoordinator)

        navigationDelegate.handlePan(state: .began, translationX: 0, in: navigation)
        navigationDelegate.handlePan(state: .changed, translationX: 273, in: navigation)
        navigationDelegate.handlePan(state: .ended, translationX: 273, in: navigation)
        XCTAssertEqual(events.takeEntries(), ["photo.willDisappear", "gallery.willAppear", "gallery.isAppearing"])
        clock.advance(by: 0.13)
        XCTAssertEqual(events.takeEntries(), ["photo.didDisappear", "gallery.didAppear"])
        XCTAssertEqual(navigation.viewControllers, [gallery])
        XCTAssertNil(photo.parent)
        XCTAssertNil(photo.view.superview)
        XCTAssertEqual(gallery.view.frame, bounds)
        XCTAssertEqual(navigation.view.subviews, [gallery.view, navigation.navigationBar])
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
    }
}

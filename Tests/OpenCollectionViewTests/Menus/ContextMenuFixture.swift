import Foundation
import Testing
@testable import OpenCollectionView

/// A 320×480 window holding a collection view of 100×100 items (three a row, rows 110 points
/// apart) whose delegate gives a context menu (Copy, Share, Delete) for every item and logs
/// the context-menu calls, the actions and the animators' completions.
@MainActor
final class ContextMenuFixture: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView: CollectionView
    let input: TouchInput
    let clock: ManualAnimationClock
    var log: [String] = []
    /// Whether the delegate implements the iOS 16 plural form (else the iOS 13 single form).
    var usesPluralForm = true
    var commitStyle: ContextMenuInteractionCommitStyle = .pop

    override init() {
        clock = useManualClock()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        input = TouchInput(window: window)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    private func configuration(for indexPath: IndexPath) -> ContextMenuConfiguration {
        ContextMenuConfiguration(identifier: "item \(indexPath.item)" as NSString, previewProvider: nil) { [unowned self] _ in
            Menu(children: [
                Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { [unowned self] _ in log.append("Copy \(indexPath.item)") },
                Action(title: "Share") { [unowned self] _ in log.append("Share \(indexPath.item)") },
                Action(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("Delete \(indexPath.item)") },
            ])
        }
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        guard usesPluralForm else {
            guard let first = indexPaths.first else { return nil }
            return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
        }
        log.append("configuration \(indexPaths.map(\.item)) (\(Int(point.x)), \(Int(point.y)))")
        return indexPaths.first.map(configuration(for:))
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        log.append("single configuration \(indexPath.item)")
        return configuration(for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        log.append("highlightPreview \(indexPath.item)")
        return nil
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        log.append("dismissalPreview \(indexPath.item)")
        return nil
    }

    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
        animator?.addCompletion { [unowned self] in log.append("displayed") }
    }

    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
        animator?.addCompletion { [unowned self] in log.append("ended") }
    }

    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction \(configuration.identifier) \(animator.preferredCommitStyle)")
        animator.preferredCommitStyle = commitStyle
        animator.addCompletion { [unowned self] in log.append("committed") }
    }

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    /// Presses at `point` for `duration` seconds, then lifts.
    func longPress(at point: CGPoint, for duration: TimeInterval = 0.6) {
        let touch = input.begin(at: point)
        clock.advance(by: 0.5)
        clock.advance(by: duration - 0.5)
        input.end(touch)
    }

    /// Lets the animations finish.
    func settle() {
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
    }

    /// The menu shown in the window.
    var menuView: MenuView? { window.presentedMenuView }

    /// The center of the menu's row titled `title`, in the window.
    func center(ofRow title: String) -> CGPoint? {
        guard let menuView, let row = menuView.layout.rows.first(where: { $0.title == title }) else { return nil }
        return window.convert(CGPoint(x: row.frame.midX, y: row.frame.midY), from: menuView)
    }
}

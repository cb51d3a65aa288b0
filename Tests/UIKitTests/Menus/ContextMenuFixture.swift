import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A 320×480 window holding a collection view of 100×100 items (three a row, rows 110 points
/// apart) whose delegate gives a context menu (Copy, Share, Delete) for every item and logs
/// the context-menu calls, the actions and the animators' completions.
@MainActor
final class ContextMenuFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView: UICollectionView
    let input: TouchInput
    let clock: ManualAnimationClock
    var log: [String] = []
    /// Whether the delegate implements the iOS 16 plural form (else the iOS 13 single form).
    var usesPluralForm = true
    var commitStyle: UIContextMenuInteractionCommitStyle = .pop

    override init() {
        clock = useManualClock()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        input = TouchInput(window: window)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    private func configuration(for indexPath: IndexPath) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: "item \(indexPath.item)" as NSString, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [unowned self] _ in log.append("Copy \(indexPath.item)") },
                UIAction(title: "Share") { [unowned self] _ in log.append("Share \(indexPath.item)") },
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("Delete \(indexPath.item)") },
            ])
        }
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard usesPluralForm else {
            guard let first = indexPaths.first else { return nil }
            return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
        }
        log.append("configuration \(indexPaths.map(\.item)) (\(Int(point.x)), \(Int(point.y)))")
        return indexPaths.first.map(configuration(for:))
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("single configuration \(indexPath.item)")
        return configuration(for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        log.append("highlightPreview \(indexPath.item)")
        return nil
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        log.append("dismissalPreview \(indexPath.item)")
        return nil
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier)")
        animator?.addCompletion { [unowned self] in log.append("displayed") }
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \(configuration.identifier)")
        animator?.addCompletion { [unowned self] in log.append("ended") }
    }

    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
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

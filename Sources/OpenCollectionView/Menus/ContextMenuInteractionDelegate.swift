import Foundation

/// What a context menu interaction asks and tells its delegate, as UIKit's
/// `UIContextMenuInteractionDelegate` (iOS 13). UIKit's optional requirements are plain ones
/// with defaults that do what UIKit does without them.
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a press at `location` (the interaction's view's
    /// coordinates); nil shows no menu.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> ContextMenuConfiguration?
    /// The preview lifted while the menu shows (iOS 16). Default: the iOS 13 form's answer.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> TargetedPreview?
    /// The preview the menu goes back to when it goes away (iOS 16). Default: the iOS 13 form's answer.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> TargetedPreview?
    /// The preview lifted while the menu shows (iOS 13). Default: nil, the interaction's view.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The preview the menu goes back to (iOS 13). Default: nil, the highlighting preview.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The menu is about to appear; the animator's animations run with it.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?)
    /// The menu is about to go away (a tap outside it, a chosen action, a tapped preview).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?)
    /// The preview was tapped: open what it previews, in the animator's completion.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionCommitAnimating)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: NSCopying) -> TargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> TargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        nil
    }
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        nil
    }
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionCommitAnimating) {}
}

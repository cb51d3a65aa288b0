import Foundation

/// What a drop does with the dragged data, as UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
    /// The drop is cancelled: nothing is transferred.
    case cancel = 0
    /// A drop would be possible but is not allowed here.
    case forbidden = 1
    /// The data is copied to the destination.
    case copy = 2
    /// The data moves to the destination (only within the app, and only when the drag session
    /// allows moving).
    case move = 3
}

/// A drop target's answer to where a drag is: the operation a drop would do, as UIKit's
/// `UIDropProposal`.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The operation of a drop now.
    public let operation: UIDropOperation
    /// Whether the drop wants the touch point finely placed (UIKit offsets the preview). Default
    /// false; kept for ported code, it changes nothing here.
    open var isPrecise = false
    /// Whether the preview should be drawn full size over the target. Default false; kept for
    /// ported code, it changes nothing here.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// A collection view's drop proposal: the operation and how the items go in, as UIKit's
/// `UICollectionViewDropProposal`.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// How dropped items are incorporated, as UIKit's `UICollectionViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// No intent: the drop goes to the collection view as a whole; no gap opens.
        case unspecified = 0
        /// The items are inserted at the destination index path: the other items move apart to
        /// open a gap there while the drag hovers.
        case insertAtDestinationIndexPath = 1
        /// The items go into the item at the destination index path (a folder-like cell).
        case insertIntoDestinationIndexPath = 2
    }

    /// How the dropped items are incorporated.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with the unspecified intent.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

// UIKit's names for drag and drop in collection views. `NSItemProvider`,
// `NSItemProviderWriting`, `NSItemProviderReading` and `NSItemProviderRepresentationVisibility`
// keep Foundation's names (Foundation on Linux lacks them; the core defines them).
import OpenCollectionView

public typealias UIDragItem = DragItem
public typealias UIDragPreview = DragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropIntent = CollectionViewDropProposal.Intent
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UIDragAnimating = DragAnimating
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

import Foundation

/// What drag sessions and drop sessions share, as UIKit's `UIDragDropSession`: the items and
/// where the touch is.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// The touch's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (the drag delegate's `dragSessionAllowsMoveOperation`).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may only be dropped in this app. Drags here always stay in the app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item provides one of the type identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether at least one item can load an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag session as its source sees it, as UIKit's `UIDragSession`.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Information the app keeps with the drag, seen only by drops in the app. Default nil.
    var localContext: Any? { get set }
}

/// A drag session as a drop target sees it, as UIKit's `UIDropSession`.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app (always here).
    var localDragSession: UIDragSession? { get }
    /// Loads an object of `aClass` from every item that can provide one, in item order; the
    /// completion runs on the main thread with the objects.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
}

/// The drag in progress, in both roles: the source's drag session and the targets' drop
/// session (one object here; `localDragSession` is the object itself).
@MainActor
final class LocalDragSession: UIDragSession, UIDropSession {
    private(set) var items: [UIDragItem]
    /// The items' index paths in the source collection view, in item order.
    var sourceIndexPaths: [IndexPath]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The touch's location in the window.
    var windowLocation: CGPoint
    weak var window: UIWindow?

    init(items: [UIDragItem], sourceIndexPaths: [IndexPath], windowLocation: CGPoint, window: UIWindow?) {
        self.items = items
        self.sourceIndexPaths = sourceIndexPaths
        self.windowLocation = windowLocation
        self.window = window
    }

    func add(_ newItems: [UIDragItem], from indexPath: IndexPath) {
        items += newItems
        sourceIndexPaths += Array(repeating: indexPath, count: newItems.count)
    }

    var localDragSession: UIDragSession? { self }

    func location(in view: UIView) -> CGPoint {
        view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        var loaded: [T] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { loaded.append(object) }
            }
        }
        progress.completedUnitCount = Int64(items.count)
        completion(loaded)
        return progress
    }
}

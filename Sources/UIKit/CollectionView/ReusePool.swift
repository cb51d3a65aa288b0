import Foundation

/// The registrations and reuse queues of a collection view's cells, supplementary views and
/// decoration views.
@MainActor
struct ReusePool {
    /// What a registration creates views from.
    @MainActor
    enum Source {
        case viewClass(UICollectionReusableView.Type)
        case factory(@MainActor () -> UICollectionReusableView)

        func make(frame: CGRect) -> UICollectionReusableView {
            switch self {
            case .viewClass(let cls):
                return cls.init(registeredClassWithFrame: frame)
            case .factory(let make):
                let view = make()
                view.frame = frame
                return view
            }
        }
    }

    /// A registration: the element kind (nil for cells) and the reuse identifier.
    struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var identifier: String
    }

    /// One queue of views waiting for reuse; a class, so that taking a view out of it does not
    /// copy the array through the dictionary.
    private final class Queue {
        var views: [UICollectionReusableView] = []
    }

    private var sources: [Key: Source] = [:]
    private var queues: [Key: Queue] = [:]
    /// How many views the pool has created, for counting tests and benchmarks.
    private(set) var createdCount = 0

    mutating func register(_ source: Source?, for key: Key) {
        sources[key] = source
        queues[key] = nil
    }

    func isRegistered(_ key: Key) -> Bool { sources[key] != nil }

    /// A view for `key`: a queued one made ready with `prepareForReuse()`, else a new one made
    /// with the frame `frame` gives; nil when nothing is registered for `key`.
    mutating func dequeue(_ key: Key, frame: () -> CGRect) -> UICollectionReusableView? {
        if let view = queues[key]?.views.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let source = sources[key] else { return nil }
        let view = source.make(frame: frame())
        view.reuseIdentifier = key.identifier
        createdCount += 1
        return view
    }

    /// Puts a view that left the screen back in its queue.
    mutating func enqueue(_ view: UICollectionReusableView, as key: Key) {
        guard sources[key] != nil else { return }
        if let queue = queues[key] {
            queue.views.append(view)
        } else {
            let queue = Queue()
            queue.views.append(view)
            queues[key] = queue
        }
    }
}

extension ReusePool.Key {
    /// UIKit's wording for a dequeue of an unregistered identifier.
    var unregisteredMessage: String {
        let kindName = category == .cell ? "UICollectionElementKindCell" : (kind ?? "")
        return "could not dequeue a view of kind: \(kindName) with identifier \(identifier) - must register a nib "
            + "or a class for the identifier or connect a prototype cell in a storyboard"
    }
}

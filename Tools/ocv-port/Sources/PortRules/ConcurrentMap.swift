import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map`, with the elements transformed on every core at once; the results keep the order.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = transform(self[index])
            results.withLock { $0[index] = value }
        }
        return results.withLock { $0.map { $0! } }
    }
}

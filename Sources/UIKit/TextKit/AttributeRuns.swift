import Foundation

/// The attributes of a text storage's characters, as runs of equal attributes. Kept in Swift
/// rather than in Foundation's attributed string: on Linux, Foundation halts when it compares
/// the attribute dictionaries of neighbouring runs that hold different objects (fonts,
/// colors), which editing rich text does at every step.
struct AttributeRuns {
    struct Run {
        var length: Int
        var attributes: [NSAttributedString.Key: Any]
    }

    private(set) var runs: [Run] = []

    init(length: Int, attributes: [NSAttributedString.Key: Any]) {
        if length > 0 { runs = [Run(length: length, attributes: attributes)] }
    }

    /// The run holding `offset`, its index and start (the last run at the end).
    func run(at offset: Int) -> (index: Int, start: Int)? {
        var start = 0
        for (index, run) in runs.enumerated() {
            if offset < start + run.length { return (index, start) }
            start += run.length
        }
        return runs.isEmpty ? nil : (runs.count - 1, start - runs[runs.count - 1].length)
    }

    /// The attributes at `offset` and the range of their run.
    func attributes(at offset: Int) -> ([NSAttributedString.Key: Any], NSRange) {
        guard let (index, start) = run(at: offset) else { return ([:], NSRange(location: 0, length: 0)) }
        return (runs[index].attributes, NSRange(location: start, length: runs[index].length))
    }

    /// Replaces `range` with `length` characters of `attributes`.
    mutating func replace(_ range: NSRange, withLength length: Int, attributes: [NSAttributedString.Key: Any]) {
        split(at: range.location)
        split(at: NSMaxRange(range))
        var start = 0, first = runs.count, last = runs.count
        for (index, run) in runs.enumerated() {
            if start == range.location, first == runs.count { first = index }
            if start == NSMaxRange(range) { last = index; break }
            start += run.length
        }
        if first == runs.count { first = last }
        runs.replaceSubrange(first..<max(first, last), with: length > 0 ? [Run(length: length, attributes: attributes)] : [])
        merge(around: first)
    }

    /// Splits the run holding `offset` so that a run starts there.
    private mutating func split(at offset: Int) {
        guard let (index, start) = run(at: offset), offset > start, offset < start + runs[index].length else { return }
        let run = runs[index]
        runs[index].length = offset - start
        runs.insert(Run(length: start + run.length - offset, attributes: run.attributes), at: index + 1)
    }

    /// Joins runs of equal attributes around `index`.
    private mutating func merge(around index: Int) {
        var index = min(max(0, index - 1), max(0, runs.count - 1))
        let end = min(runs.count, index + 3)
        var limit = end
        while index + 1 < limit, index + 1 < runs.count {
            if Self.equal(runs[index].attributes, runs[index + 1].attributes) {
                runs[index].length += runs.remove(at: index + 1).length
                limit -= 1
            } else {
                index += 1
            }
        }
    }

    /// Whether two attribute dictionaries hold the same keys and equal values (compared in
    /// Swift, by identity or `isEqual`).
    static func equal(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            let (left, right) = (value as AnyObject, other as AnyObject)
            if left === right { continue }
            if let object = left as? NSObject, object.isEqual(right) { continue }
            return false
        }
        return true
    }
}

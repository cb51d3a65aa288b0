/// The objective of the optimization: one row per priority level, highest level first, each
/// the sum of the errors of that level's optional constraints. Levels are compared
/// lexicographically, as UIKit's engine compares priorities: no amount of error at one level
/// is worth a unit of error at a higher one (weights such as kiwi's strengths would let many
/// small low-priority errors outvote a high-priority one, and a fitting size of 10,000,000
/// at priority 50 outvote a label's hugging at 250).
struct LexicographicObjective: Sendable {
    /// The priority of each level, highest first.
    private(set) var priorities: [Float] = []
    /// The objective row of each level, in terms of non-basic symbols.
    var rows: [SolverRow] = []
    /// How many error symbols each level holds; a level is dropped when it has none left.
    private var counts: [Int] = []

    /// The index of the level of `priority`, made when missing.
    mutating func level(for priority: Float) -> Int {
        var index = 0
        while index < priorities.count && priorities[index] > priority { index += 1 }
        if index < priorities.count && priorities[index] == priority { return index }
        priorities.insert(priority, at: index)
        rows.insert(SolverRow(), at: index)
        counts.insert(0, at: index)
        return index
    }

    func existingLevel(for priority: Float) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// Counts an error symbol in at `priority`'s level and returns the level.
    mutating func retain(_ priority: Float) -> Int {
        let index = level(for: priority)
        counts[index] += 1
        return index
    }

    /// Counts an error symbol out; the level goes when it was the last (its row is then empty
    /// but for dust, which goes with it).
    mutating func release(_ priority: Float) {
        guard let index = existingLevel(for: priority) else { return }
        counts[index] -= 1
        if counts[index] <= 0 {
            priorities.remove(at: index)
            rows.remove(at: index)
            counts.remove(at: index)
        }
    }

    mutating func substitute(_ symbol: Symbol, with row: SolverRow) {
        for index in rows.indices { rows[index].substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in rows.indices { rows[index].remove(symbol) }
    }

    /// The coefficient of `symbol` at every level, highest first.
    func coefficients(for symbol: Symbol) -> [Double] {
        rows.map { $0.coefficient(for: symbol) }
    }

    /// Whether `symbol`'s coefficient is zero at every level above `level`.
    private func isZeroAbove(_ level: Int, _ symbol: Symbol) -> Bool {
        for index in 0..<level where rows[index].contains(symbol) { return false }
        return true
    }

    /// A symbol whose increase lowers the objective: its first non-zero coefficient, from the
    /// highest level down, is negative. The highest level with such a symbol decides, and
    /// within it the lowest symbol (Bland's rule, which keeps degenerate pivots from cycling).
    func enteringSymbol(kinds: UnsafeBufferPointer<SymbolKind>) -> Symbol {
        for level in rows.indices {
            for cell in rows[level].cells where cell.coefficient < 0 && kinds[Int(cell.symbol.id)] != .dummy {
                if isZeroAbove(level, cell.symbol) { return cell.symbol }
            }
        }
        return .invalid
    }

    /// Whether `a / da` is lexicographically below `b / db`; nil when they are equal.
    func ratio(_ a: Symbol, _ da: Double, isBelow b: Symbol, _ db: Double) -> Bool? {
        for row in rows {
            let left = row.coefficient(for: a) / da, right = row.coefficient(for: b) / db
            if abs(left - right) > solverEpsilon { return left < right }
        }
        return nil
    }

    /// Whether `symbol`'s coefficients are zero at every level: moving it costs nothing.
    func isFree(_ symbol: Symbol) -> Bool {
        for row in rows where row.contains(symbol) { return false }
        return true
    }
}

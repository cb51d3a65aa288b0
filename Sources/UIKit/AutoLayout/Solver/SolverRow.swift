/// What a symbol of the tableau stands for: a variable of the caller (`external`, free in
/// sign), the slack of an inequality, one of the errors of an optional constraint (both
/// restricted to be non-negative), or the dummy marker of a required equation (always zero).
enum SymbolKind: UInt8, Sendable {
    case external, slack, error, dummy
}

/// A symbol of the tableau: an index into the solver's symbol tables.
struct Symbol: Hashable, Comparable, Sendable {
    var id: Int32
    static let invalid = Symbol(id: -1)
    var isValid: Bool { id >= 0 }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// Coefficients smaller than this are zero: the tableau's arithmetic leaves such dust.
let solverEpsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < solverEpsilon }

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, before it has a
/// basic symbol, the equation `0 = constant + Σ coefficient × symbol`. The cells are kept
/// sorted by symbol, as kiwi's `AssocVector`, so that lookups are binary searches and rows
/// stay compact (a row of a layout system has a handful of cells).
struct SolverRow: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells = []
        if capacity > 0 { cells.reserveCapacity(capacity) }
    }

    /// The index of `symbol`'s cell, or where it would be inserted.
    @inline(__always) func find(_ symbol: Symbol) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            // Outside the row's range of symbols: no search (most rows, for most symbols).
            guard high > 0 else { return (false, 0) }
            if symbol.id < buffer[0].symbol.id { return (false, 0) }
            if symbol.id > buffer[high - 1].symbol.id { return (false, high) }
            while low < high {
                let middle = (low + high) >> 1
                let id = buffer[middle].symbol.id
                if id == symbol.id { return (true, middle) }
                if id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return (false, low)
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = find(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { find(symbol).found }

    /// Adds `coefficient × symbol`; a cell that becomes zero is removed.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (found, index) = find(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other`, constant included.
    mutating func add(_ other: SolverRow, times factor: Double) {
        constant += other.constant * factor
        if other.cells.count <= 4 || cells.isEmpty {
            for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
            return
        }
        // A merge of the two sorted lists.
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0
                while i < mine.count || j < theirs.count {
                    if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                        merged.append(mine[i]); i += 1
                    } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                        let value = theirs[j].coefficient * factor
                        if !nearZero(value) { merged.append(Cell(symbol: theirs[j].symbol, coefficient: value)) }
                        j += 1
                    } else {
                        let value = mine[i].coefficient + theirs[j].coefficient * factor
                        if !nearZero(value) { merged.append(Cell(symbol: mine[i].symbol, coefficient: value)) }
                        i += 1; j += 1
                    }
                }
            }
        }
        cells = merged
    }

    /// Removes `symbol`'s cell; returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, index) = find(symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = row'`: the symbol's cell is removed and the rest is
    /// divided by its negated coefficient.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = row'` (a pivot).
    mutating func solve(for lhs: Symbol, and rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`'s expression of it; returns whether the row had it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: SolverRow) -> Bool {
        let (found, index) = find(symbol)
        guard found else { return false }
        let coefficient = cells.remove(at: index).coefficient
        add(row, times: coefficient)
        return true
    }
}

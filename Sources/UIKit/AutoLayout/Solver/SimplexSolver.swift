/// An incremental simplex solver of the Cassowary family (Badros, Borning and Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", 2001), the algorithm of UIKit's
/// layout engine, after kiwi's compact design (`solverimpl.h`): symbols, rows kept in solved
/// form, an objective, required constraints that must hold and optional ones whose errors are
/// minimized, edit variables, and a dual simplex after a constant changes so that a change
/// re-solves from the current solution instead of from scratch.
///
/// A pure value: no views, no actor; layouts can be solved off the main actor. Constraints
/// are `Σ coefficient × variable + constant ⋈ 0` with ⋈ one of ≤, =, ≥, and a UIKit
/// priority (1000: required; 1…999: optional, compared lexicographically).
///
/// - Complexity: adding or removing a constraint pivots a few times, each pivot touching
///   every row that holds the entering symbol; `value(of:)` is O(1).
@_spi(Benchmarks) public struct SimplexSolver: Sendable {
    /// A variable of the system.
    public struct Variable: Hashable, Sendable {
        let symbol: Symbol
        /// A number unique among the solver's live variables.
        public var id: Int { Int(symbol.id) }
    }

    /// A constraint in the solver.
    public struct ConstraintID: Hashable, Sendable {
        public let index: Int
    }

    /// How a constraint's expression compares with zero.
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `coefficient × variable`.
    public struct Term: Sendable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// Required constraints that cannot hold together: the one added (or changed) and those of
    /// the system it conflicts with.
    public struct Unsatisfiable: Error, Sendable {
        /// The constraints that conflict, the offending one last.
        public var conflicting: [ConstraintID]
    }

    /// The priority of required constraints.
    public static let required: Float = 1000

    struct ConstraintRecord: Sendable {
        var marker: Symbol
        var other: Symbol
        var priority: Float
        /// The constant of the expression as added or last changed.
        var constant: Double
        /// The coefficient of the marker in the constraint's original equation.
        var markerSign: Double
        var isRequired: Bool { priority >= SimplexSolver.required }
    }

    // Symbols: kinds, the row each basic symbol heads, and who owns each marker.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    var ownerOf: [Int32] = []
    /// Whether the symbol was ever put in a row of the tableau: a symbol that was not is in no
    /// row, so making it basic needs no substitution in the other rows (a new constraint's own
    /// variable or marker, the common case, costs no scan of the tableau).
    var inTableau: [Bool] = []
    /// The symbols whose values changed since `takeChangedVariables()` was last called, each
    /// once, and a count of changes (cheap to compare).
    private var changedFlags: [Bool] = []
    private var changedSymbols: [Symbol] = []
    /// Counts every change of the solution.
    public private(set) var solutionVersion = 0
    private var freeSymbols: [Int32] = []

    // The tableau: the rows and the basic symbol of each.
    var rows: [SolverRow] = []
    var basics: [Symbol] = []
    var objective = LexicographicObjective()
    var artificial: SolverRow?
    var infeasible: [Symbol] = []

    var records: [ConstraintRecord?] = []
    var freeRecords: [Int] = []
    /// The edit constraint of each edited variable, and its suggested value.
    var edits: [Int32: (constraint: ConstraintID, value: Double)] = [:]
    /// Pivots left before a solve gives up (a guard against cycling: never hang).
    var pivotBudget = 0

    public init() {}

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let id = freeSymbols.popLast() {
            kinds[Int(id)] = kind
            inTableau[Int(id)] = false
            return Symbol(id: id)
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        ownerOf.append(-1)
        inTableau.append(false)
        changedFlags.append(false)
        return Symbol(id: id)
    }

    mutating func freeSymbol(_ symbol: Symbol) {
        guard symbol.isValid else { return }
        ownerOf[Int(symbol.id)] = -1
        freeSymbols.append(symbol.id)
    }

    @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol.id)] }
    @inline(__always) func row(of symbol: Symbol) -> Int? {
        let index = rowOf[Int(symbol.id)]
        return index >= 0 ? Int(index) : nil
    }

    /// A new variable, free until constraints mention it.
    public mutating func makeVariable() -> Variable { Variable(symbol: makeSymbol(.external)) }

    /// Forgets a variable that no constraint mentions any more.
    public mutating func removeVariable(_ variable: Variable) {
        if let edit = edits[variable.symbol.id] { removeConstraint(edit.constraint); edits[variable.symbol.id] = nil }
        if let index = row(of: variable.symbol) { removeRow(at: index) }
        freeSymbol(variable.symbol)
    }

    /// The value of `variable` in the current solution (0 for a variable nothing determines).
    public func value(of variable: Variable) -> Double {
        guard let index = row(of: variable.symbol) else { return 0 }
        return rows[index].constant
    }

    /// How many constraints the solver holds.
    public var constraintCount: Int { records.count - freeRecords.count }

    // MARK: Rows

    /// Notes that a symbol's value may have changed.
    @inline(__always) mutating func noteChange(_ symbol: Symbol) {
        solutionVersion &+= 1
        guard !changedFlags[Int(symbol.id)] else { return }
        changedFlags[Int(symbol.id)] = true
        changedSymbols.append(symbol)
    }

    /// The variables whose values may have changed since the last call; clears the list.
    public mutating func takeChangedVariables() -> [Variable] {
        var result: [Variable] = []
        result.reserveCapacity(changedSymbols.count)
        for symbol in changedSymbols {
            changedFlags[Int(symbol.id)] = false
            if kinds[Int(symbol.id)] == .external { result.append(Variable(symbol: symbol)) }
        }
        changedSymbols.removeAll(keepingCapacity: true)
        return result
    }

    mutating func appendRow(_ row: SolverRow, basic: Symbol) {
        noteChange(basic)
        inTableau[Int(basic.id)] = true
        for cell in row.cells { inTableau[Int(cell.symbol.id)] = true }
        rowOf[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    @discardableResult
    mutating func removeRow(at index: Int) -> SolverRow {
        let removed = rows[index]
        noteChange(basics[index])
        rowOf[Int(basics[index].id)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOf[Int(basics[index].id)] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        return removed
    }

    /// Replaces `symbol` by `row` everywhere: the other rows, the objective, the artificial
    /// objective; rows of restricted symbols that turn negative are noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: SolverRow) {
        let count = rows.count
        if inTableau[Int(symbol.id)] {
            for index in 0..<count where rows[index].substitute(symbol, with: row) {
                noteChange(basics[index])
                if rows[index].constant < 0 && kind(basics[index]) != .external { infeasible.append(basics[index]) }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in the row at `index` in place of its basic symbol.
    mutating func pivot(row index: Int, entering: Symbol) {
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: leaving, and: entering)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
    }
}

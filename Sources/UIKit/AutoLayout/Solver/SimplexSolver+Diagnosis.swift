extension SimplexSolver {
    // MARK: Ambiguity and explanations

    /// Whether another optimal solution gives `variable` another value: it depends on a free
    /// variable, or on a slack or error that costs nothing and can grow (an alternative
    /// optimum). A variable nothing determines is ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let index = row(of: variable.symbol) else { return true }
        for cell in rows[index].cells {
            switch kind(cell.symbol) {
            case .dummy:
                continue
            case .external:
                return true
            case .slack, .error:
                if objective.isFree(cell.symbol) && canGrow(cell.symbol) { return true }
            }
        }
        return false
    }

    /// A direction in which `variable` can move at no cost, as (symbol to grow, rate), for
    /// exercising an ambiguous layout; nil when the variable is not ambiguous.
    func freeDirection(of variable: Variable) -> (symbol: Symbol, rate: Double)? {
        guard let index = row(of: variable.symbol) else { return (variable.symbol, 1) }
        for cell in rows[index].cells {
            switch kind(cell.symbol) {
            case .dummy: continue
            case .external: return (cell.symbol, cell.coefficient)
            case .slack, .error:
                if objective.isFree(cell.symbol) && canGrow(cell.symbol) { return (cell.symbol, cell.coefficient) }
            }
        }
        return nil
    }

    /// Whether a non-basic restricted symbol can grow from zero: no restricted row at zero
    /// falls as it grows.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for index in rows.indices where kind(basics[index]) != .external {
            if rows[index].coefficient(for: symbol) < 0 && nearZero(rows[index].constant) { return false }
        }
        return true
    }

    /// The constraints whose markers or errors the variable's value is expressed in: those
    /// that determine it now, required or not.
    public func constraintsDetermining(_ variable: Variable) -> [ConstraintID] {
        guard let index = row(of: variable.symbol) else { return [] }
        var result: [ConstraintID] = []
        for cell in rows[index].cells {
            let owner = ownerOf[Int(cell.symbol.id)]
            guard owner >= 0 else { continue }
            let id = ConstraintID(index: Int(owner))
            if !result.contains(id) { result.append(id) }
        }
        return result
    }

    /// The value the variable would take if `symbol` grew by `step` (all else staying).
    func value(of variable: Variable, moving symbol: Symbol, by step: Double) -> Double {
        guard let index = row(of: variable.symbol) else { return variable.symbol == symbol ? step : 0 }
        return rows[index].constant + rows[index].coefficient(for: symbol) * step
    }

    /// The largest step `symbol` can grow by before a restricted basic symbol turns negative
    /// (infinity for a free direction).
    func maximumStep(of symbol: Symbol) -> Double {
        var best = Double.infinity
        for index in rows.indices where kind(basics[index]) != .external {
            let c = rows[index].coefficient(for: symbol)
            if c < 0 { best = min(best, -rows[index].constant / c) }
        }
        return best
    }

    /// The values of all variables if `symbol` grew by `step`: a map from variable id.
    func valuesMoving(_ symbol: Symbol, by step: Double) -> [Int32: Double] {
        var result: [Int32: Double] = [:]
        for index in rows.indices where kind(basics[index]) == .external {
            let c = rows[index].coefficient(for: symbol)
            if c != 0 { result[basics[index].id] = rows[index].constant + c * step }
        }
        if kind(symbol) == .external { result[symbol.id] = step }
        return result
    }

    /// Checks the tableau's invariants (tests): rows and basics agree, no basic symbol appears
    /// in a row, restricted basic symbols are non-negative.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for index in rows.indices {
            let basic = basics[index]
            if rowOf[Int(basic.id)] != Int32(index) { problems.append("row \(index): basic \(basic.id) not indexed") }
            for cell in rows[index].cells where rowOf[Int(cell.symbol.id)] >= 0 {
                problems.append("row \(index): basic symbol \(cell.symbol.id) in a row")
            }
            if kind(basic) != .external && kind(basic) != .dummy && rows[index].constant < -1e-6 {
                problems.append("row \(index): restricted basic \(basic.id) negative \(rows[index].constant)")
            }
        }
        return problems
    }
}

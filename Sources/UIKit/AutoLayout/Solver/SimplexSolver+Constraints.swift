extension SimplexSolver {
    // MARK: Adding and removing constraints

    /// Adds `Σ terms + constant ⋈ 0` at `priority` (clamped to 1…1000; 1000 is required) and
    /// re-optimizes.
    ///
    /// - Throws: `Unsatisfiable` when the constraint is required and cannot hold together with
    ///   the required constraints already there; the solver is then as it was.
    @discardableResult
    public mutating func addConstraint(_ terms: some Sequence<Term>, constant: Double, relation: Relation,
                                       priority: Float) throws(Unsatisfiable) -> ConstraintID {
        let priority = priority.isNaN ? 1 : min(max(priority, 1), Self.required)
        var row = SolverRow(constant: constant, capacity: terms.underestimatedCount + 3)
        for term in terms where !nearZero(term.coefficient) {
            if let index = self.row(of: term.variable.symbol) {
                row.add(rows[index], times: term.coefficient)
            } else {
                row.add(term.variable.symbol, term.coefficient)
            }
        }
        var record = ConstraintRecord(marker: .invalid, other: .invalid, priority: priority, constant: constant, markerSign: 1)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            record.marker = makeSymbol(.slack)
            record.markerSign = sign
            row.add(record.marker, sign)
            if !record.isRequired {
                record.other = makeSymbol(.error)
                row.add(record.other, -sign)
                let level = objective.retain(priority)
                objective.rows[level].add(record.other, 1)
            }
        case .equal:
            if record.isRequired {
                record.marker = makeSymbol(.dummy)
                row.add(record.marker, 1)
            } else {
                record.marker = makeSymbol(.error)
                record.other = makeSymbol(.error)
                record.markerSign = -1
                row.add(record.marker, -1)
                row.add(record.other, 1)
                let level = objective.retain(priority)
                objective.rows[level].add(record.marker, 1)
                objective.rows[level].add(record.other, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        let id = storeRecord(record)
        var subject = chooseSubject(row, record)
        if !subject.isValid && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            if !nearZero(row.constant) {
                let conflict = owners(of: row.cells.map(\.symbol)).filter { $0 != id }
                forgetRecord(id)
                throw Unsatisfiable(conflicting: conflict + [id])
            }
            subject = record.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, basic: subject)
        } else {
            let (success, conflictSymbols) = addWithArtificialVariable(row)
            if !success {
                let conflict = owners(of: conflictSymbols).filter { $0 != id } + [id]
                // The constraint's row stays in the tableau after a failed artificial solve
                // (pivoted onto some symbol): take it out as a removal would, or a later removal
                // of another constraint could pivot on it.
                removeConstraint(id)
                throw Unsatisfiable(conflicting: conflict)
            }
        }
        optimize()
        return id
    }

    /// Removes a constraint and re-optimizes.
    public mutating func removeConstraint(_ id: ConstraintID) {
        guard id.index < records.count, let record = records[id.index] else { return }
        if kind(record.marker) == .error { removeErrorEffects(record.marker, record.priority) }
        if record.other.isValid && kind(record.other) == .error { removeErrorEffects(record.other, record.priority) }
        if let index = row(of: record.marker) {
            removeRow(at: index)
        } else if let index = markerLeavingRow(record.marker) {
            let leaving = basics[index]
            var row = removeRow(at: index)
            row.solve(for: leaving, and: record.marker)
            substitute(record.marker, with: row)
        }
        // The other error symbol's column is the marker's negated: it left with the marker's row.
        if record.other.isValid, let index = row(of: record.other) { removeRow(at: index) }
        objective.remove(record.marker)
        if record.other.isValid { objective.remove(record.other) }
        if !record.isRequired { objective.release(record.priority) }
        forgetRecord(id)
        optimize()
    }

    /// Whether the solver holds `id`.
    public func contains(_ id: ConstraintID) -> Bool { id.index < records.count && records[id.index] != nil }

    /// The priority of a constraint the solver holds.
    public func priority(of id: ConstraintID) -> Float? { contains(id) ? records[id.index]!.priority : nil }

    private mutating func storeRecord(_ record: ConstraintRecord) -> ConstraintID {
        let index: Int
        if let reused = freeRecords.popLast() {
            index = reused
            records[index] = record
        } else {
            index = records.count
            records.append(record)
        }
        ownerOf[Int(record.marker.id)] = Int32(index)
        if record.other.isValid { ownerOf[Int(record.other.id)] = Int32(index) }
        return ConstraintID(index: index)
    }

    /// Drops a record and frees its symbols (which no row holds any more).
    private mutating func forgetRecord(_ id: ConstraintID) {
        guard let record = records[id.index] else { return }
        freeSymbol(record.marker)
        freeSymbol(record.other)
        records[id.index] = nil
        freeRecords.append(id.index)
    }

    /// The required constraints whose markers are among `symbols`, in order, each once.
    func owners(of symbols: [Symbol]) -> [ConstraintID] {
        var result: [ConstraintID] = []
        for symbol in symbols {
            let owner = ownerOf[Int(symbol.id)]
            guard owner >= 0, let record = records[Int(owner)], record.isRequired else { continue }
            let id = ConstraintID(index: Int(owner))
            if !result.contains(id) { result.append(id) }
        }
        return result
    }

    /// kiwi's subject: an external symbol; else the marker or other symbol when it is a slack
    /// or error with a negative coefficient (so that it starts non-negative).
    private func chooseSubject(_ row: SolverRow, _ record: ConstraintRecord) -> Symbol {
        for cell in row.cells where kind(cell.symbol) == .external { return cell.symbol }
        for symbol in [record.marker, record.other] where symbol.isValid {
            let symbolKind = kind(symbol)
            if (symbolKind == .slack || symbolKind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Adds a row with no obvious subject through an artificial variable (phase one of the
    /// simplex): the row is feasible when the artificial variable can be driven to zero. On
    /// failure the row is dropped (it was never a pivot row, so the others do not depend on
    /// it) and the symbols of the artificial objective explain the conflict.
    private mutating func addWithArtificialVariable(_ row: SolverRow) -> (Bool, [Symbol]) {
        let art = makeSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        optimizeArtificial()
        let success = nearZero(artificial!.constant)
        let conflict = success ? [] : artificial!.cells.map(\.symbol)
        artificial = nil
        if let index = self.row(of: art) {
            let removed = removeRow(at: index)
            if !success || removed.cells.isEmpty {
                freeSymbol(art)
                return (success, conflict)
            }
            guard let entering = removed.cells.first(where: { kind($0.symbol) == .slack || kind($0.symbol) == .error })?.symbol else {
                freeSymbol(art)
                return (false, removed.cells.map(\.symbol))
            }
            var pivotRow = removed
            pivotRow.solve(for: art, and: entering)
            substitute(entering, with: pivotRow)
            appendRow(pivotRow, basic: entering)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        freeSymbol(art)
        return (success, conflict)
    }

    private mutating func removeErrorEffects(_ error: Symbol, _ priority: Float) {
        guard let level = objective.existingLevel(for: priority) else { return }
        if let index = row(of: error) {
            objective.rows[level].add(rows[index], times: -1)
        } else {
            objective.rows[level].add(error, -1)
        }
    }

    /// The row to pivot a marker into when removing its constraint: a redundant copy of the
    /// constraint (a dummy row) if there is one; else kiwi's choice, the restricted row that
    /// limits it most, else any restricted row, else an external one.
    private func markerLeavingRow(_ marker: Symbol) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for index in rows.indices {
            let c = rows[index].coefficient(for: marker)
            if c == 0 { continue }
            // A redundant required equality (a dummy row, constant zero) that repeats the
            // constraint takes its place: pivoting anywhere else would leave that dummy row
            // with a constant, a required equality broken.
            if kind(basics[index]) == .dummy { return index }
            if kind(basics[index]) == .external {
                third = index
            } else if c < 0 {
                let r = -rows[index].constant / c
                if r < r1 { r1 = r; first = index }
            } else {
                let r = rows[index].constant / c
                if r < r2 { r2 = r; second = index }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Optimizing

    private var pivotLimit: Int { 200 + 20 * (rows.count + kinds.count) }

    /// Primal simplex on the objective: pivots while some symbol lowers it.
    mutating func optimize() {
        var budget = pivotLimit
        while budget > 0 {
            budget -= 1
            let entering = kinds.withUnsafeBufferPointer { objective.enteringSymbol(kinds: $0) }
            guard entering.isValid, let index = leavingRow(for: entering) else { return }
            pivot(row: index, entering: entering)
        }
    }

    private mutating func optimizeArtificial() {
        var budget = pivotLimit
        while budget > 0, let row = artificial {
            budget -= 1
            guard let entering = row.cells.first(where: { $0.coefficient < 0 && kind($0.symbol) != .dummy })?.symbol,
                  let index = leavingRow(for: entering) else { return }
            pivot(row: index, entering: entering)
        }
    }

    /// The restricted row that bounds `entering` first (the minimum ratio), ties to the lowest
    /// basic symbol; nil when nothing bounds it.
    private func leavingRow(for entering: Symbol) -> Int? {
        var found: Int?
        var best = Double.greatestFiniteMagnitude
        for index in rows.indices where kind(basics[index]) != .external {
            let c = rows[index].coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -rows[index].constant / c
            if ratio < best || (ratio == best && found.map { basics[index] < basics[$0] } == true) {
                best = ratio
                found = index
            }
        }
        return found
    }

    /// Dual simplex: pivots the rows of restricted symbols that went negative back to
    /// feasibility, keeping the objective optimal. Returns the row that could not be repaired
    /// (its symbols explain the conflict), or nil on success.
    mutating func dualOptimize() -> SolverRow? {
        var budget = pivotLimit
        while let leaving = infeasible.popLast() {
            guard let index = row(of: leaving), rows[index].constant < 0, !nearZero(rows[index].constant) else { continue }
            budget -= 1
            guard budget > 0 else { infeasible.removeAll(); return nil }
            let entering = dualEnteringSymbol(rows[index])
            guard entering.isValid else {
                infeasible.removeAll()
                return rows[index]
            }
            pivot(row: index, entering: entering)
        }
        return nil
    }

    private func dualEnteringSymbol(_ row: SolverRow) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
            if !best.isValid {
                best = cell.symbol; bestCoefficient = cell.coefficient
                continue
            }
            if objective.ratio(cell.symbol, cell.coefficient, isBelow: best, bestCoefficient) == true {
                best = cell.symbol; bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}

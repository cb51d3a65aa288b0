extension SimplexSolver {
    // MARK: Changing constants

    /// Changes the constant of a constraint's expression and re-solves incrementally: the
    /// change moves the constraint's marker, so only the rows that hold the marker change
    /// their constants, and a dual simplex repairs the rows that became infeasible (kiwi's
    /// `suggestValue`, for any constraint). A required constraint that can no longer hold is
    /// put back as it was.
    ///
    /// - Throws: `Unsatisfiable` when the constraint is required and the new constant
    ///   conflicts with other required constraints.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(Unsatisfiable) {
        guard contains(id) else { return }
        let record = records[id.index]!
        let delta = constant - record.constant
        guard delta != 0 else { return }
        records[id.index]!.constant = constant
        var failure = shiftMarker(of: record, by: delta)
        if failure == nil { failure = dualOptimize() }
        guard let failure else { return }
        records[id.index]!.constant = record.constant
        _ = shiftMarker(of: record, by: -delta)
        _ = dualOptimize()
        optimize()
        throw Unsatisfiable(conflicting: owners(of: failure.cells.map(\.symbol)).filter { $0 != id } + [id])
    }

    /// The constant of a constraint.
    public func constant(of id: ConstraintID) -> Double? { contains(id) ? records[id.index]!.constant : nil }

    /// Moves the constraint's marker m to m + delta / sign, the same solution of the changed
    /// equation; returns a row that cannot hold (a required equation that became redundant and
    /// false), else nil.
    private mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) -> SolverRow? {
        let shift = delta / record.markerSign
        let marker = record.marker
        if let index = row(of: marker) {
            noteChange(marker)
            rows[index].constant -= shift
            if kind(marker) == .dummy {
                if !nearZero(rows[index].constant) { return rows[index] }
            } else if rows[index].constant < 0 {
                infeasible.append(marker)
            }
            return nil
        }
        if record.other.isValid, let index = row(of: record.other) {
            noteChange(record.other)
            rows[index].constant += rows[index].coefficient(for: marker) * shift
            if rows[index].constant < 0 { infeasible.append(record.other) }
            return nil
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            noteChange(basics[index])
            rows[index].constant += coefficient * shift
            if rows[index].constant < 0 && kind(basics[index]) != .external { infeasible.append(basics[index]) }
        }
        return nil
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (optional; below 1000): `suggestValue(_:for:)`
    /// then pulls it toward a value.
    public mutating func addEditVariable(_ variable: Variable, priority: Float) {
        guard edits[variable.symbol.id] == nil else { return }
        let id = try! addConstraint([Term(variable)], constant: 0, relation: .equal, priority: min(priority, 999))
        edits[variable.symbol.id] = (id, 0)
    }

    /// Stops editing `variable`.
    public mutating func removeEditVariable(_ variable: Variable) {
        guard let edit = edits.removeValue(forKey: variable.symbol.id) else { return }
        removeConstraint(edit.constraint)
    }

    /// Whether `variable` is being edited.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.symbol.id] != nil }

    /// Suggests a value for an edit variable; the solution follows incrementally.
    public mutating func suggestValue(_ value: Double, for variable: Variable) {
        guard let edit = edits[variable.symbol.id], value.isFinite else { return }
        edits[variable.symbol.id]!.value = value
        try? setConstant(-value, of: edit.constraint)
    }
}

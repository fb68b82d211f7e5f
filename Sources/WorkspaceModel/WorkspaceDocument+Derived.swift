import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// Derived columns: the spec's `derived` list, `--derive` flags and those added in the window,
/// computed on every load after the file's columns and listed and plotted like them.
extension WorkspaceDocument {
    /// Every derived column's definition, in order: the spec's and the flags', then the window's,
    /// each once (a saved workspace opened again with the same --derive names it twice).
    public var derivedDefinitions: [String] {
        var seen = Set<String>()
        return ((spec.derived ?? []) + options.derived + addedDerived).filter { seen.insert($0).inserted }
    }

    /// `t` with the derived columns that compute appended; why the others do not is kept in
    /// `derivedProblems` (the data still shows).
    /// With `appended` (the file only grew by that many rows), a column of each row alone is
    /// extended over the new rows instead of computed again.
    public func withDerived(_ t: DataTable, appended: Int? = nil) -> DataTable {
        derivedProblems = []
        var out = t
        var kept: [String: ColumnBuffer] = [:]
        // Derived columns computed again in full this time: a column reading one is too (its old
        // rows may have changed: a derivative's last row, another file's values).
        var recomputed = Set<String>()
        for d in derivedDefinitions {
            do {
                let column = try DerivedColumn(d)
                // Values over the rows before the append, when every column read kept its old rows.
                let previous = appended.flatMap { a in derivedValues[d].flatMap { $0.count == t.rowCount - a ? $0 : nil } }
                let stale = column.expression.columns.contains { c in
                    recomputed.contains(c) || (out.columnIndex(c) == nil && split(c) != nil)
                }
                let (next, values, extended) = try out.adding(column, extending: stale ? nil : previous,
                                                              resolve: otherFilesColumn(at: out))
                if !extended { recomputed.insert(column.name) }
                out = next
                kept[d] = values
            } catch let e as ExpressionError {
                derivedProblems.append("derived column '\(d)': \(e)")
            } catch {
                derivedProblems.append("derived column '\(d)': \(error)")
            }
        }
        derivedValues = kept
        return out
    }

    /// Finds `FILE:COLUMN` of a further file for a derived column of the first file's table `t`:
    /// its values read at `t`'s rows, by x (each file's first ascending date or number column,
    /// shifted by the files' offsets), linear between its samples.
    public func otherFilesColumn(at t: DataTable) -> (String) -> [Double]? {
        { [self] name in
            guard let (k, c) = split(name), let other = extras[k].table, let i = other.columnIndex(c),
                  let y = other.columns[i].numbers else { return nil }
            let dx = offset(extras[k].name) - offset(displayName)
            let x = ExpressionEvaluator.defaultX(other).map { $0 + dx }
            return Resample.linear(x: x, y: y.array, at: ExpressionEvaluator.defaultX(t).array)
        }
    }

    /// Whether a derived column reads further file `k`'s columns.
    public func derivedReads(extra k: Int) -> Bool {
        let prefix = extras[k].name + ":"
        return derivedDefinitions.contains { d in
            (try? DerivedColumn(d))?.expression.columns.contains { $0.hasPrefix(prefix) } == true
        }
    }

    /// Computes the derived columns again (a further file they read changed) and shows the plots.
    public func recomputeDerived() throws {
        guard let raw = rawTable else { return }
        let t = withDerived(raw)
        try show(model, table: t, summaries: ColumnSummary.of(t))
    }

    /// Adds a derived column typed in the window (`NAME = EXPRESSION` or an expression alone):
    /// it is computed at once (an action, so it can be undone), or the error (pointing into the
    /// expression) is thrown and nothing changes. Returns its name and what changed.
    public func addDerived(_ definition: String) throws -> (String, WorkspaceChange) {
        let column = try DerivedColumn(definition)
        guard let t = table else { throw ExpressionError("there is no data yet") }
        // Checked over the table shown, with further files' columns read as the loads read them.
        _ = try t.adding(column, extending: nil, resolve: otherFilesColumn(at: t))
        return (column.name, try perform(.addDerived(column.definition)))
    }
}

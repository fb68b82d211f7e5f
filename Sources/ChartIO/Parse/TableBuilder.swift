import ChartCore
import Foundation

/// Accumulates typed columns record by record.
struct TableBuilder {
    let names: [String]
    var kinds: [ColumnKind]
    var numbers: [[Double]]
    var texts: [[String]]
    /// How each number column writes its numbers (empty: all plain).
    var forms: [NumberForm] = []
    /// Columns found not to match their sampled kind; refilled as text at the end.
    var demoted = Set<Int>()
    var rows = 0

    init(names: [String], kinds: [ColumnKind], estimatedRows: Int) {
        self.names = names
        self.kinds = kinds
        numbers = kinds.map { k in
            var a: [Double] = []
            if k == .number || k == .date { a.reserveCapacity(estimatedRows) }
            return a
        }
        texts = kinds.map { _ in [] }
    }

    mutating func append(_ fields: [FieldRange], scanner: RecordScanner, dates: inout DateParser,
                         name: String, line: Int) throws {
        let width = kinds.count
        if fields.count > width {
            // Extra fields are fine when empty (a trailing separator), an error otherwise.
            for k in width..<fields.count where fields[k].end > fields[k].start {
                throw DataError(file: name, line: line, column: k + 1,
                                message: "this row has \(fields.count) fields but the header has \(width)")
            }
        }
        let b = scanner.bytes
        for c in 0..<width {
            guard c < fields.count else {
                // A short row: the missing cells are gaps.
                if kinds[c] == .text { texts[c].append("") } else { numbers[c].append(.nan) }
                continue
            }
            let f = fields[c]
            let v = UnsafeBufferPointer(rebasing: b[f.start..<f.end])
            switch kinds[c] {
            case .number, .empty:
                let form = c < forms.count ? forms[c] : .plain
                if let x = form == .plain ? NumberParser.parse(v) : LocaleNumber.parse(v, form: form) {
                    numbers[c].append(x)
                } else if CellKinds.isMissing(v) {
                    numbers[c].append(.nan)
                } else if !demoted.contains(c) {
                    demoted.insert(c)
                    numbers[c].append(.nan)
                } else {
                    numbers[c].append(.nan)
                }
            case .date:
                if let x = dates.parse(v) { numbers[c].append(x) } else if CellKinds.isMissing(v) {
                    numbers[c].append(.nan)
                } else {
                    demoted.insert(c)
                    numbers[c].append(.nan)
                }
            case .text:
                guard let s = scanner.string(f) else {
                    throw DataError(file: name, line: line, column: c + 1, message: "not valid UTF-8 text")
                }
                texts[c].append(s)
            }
        }
        rows += 1
    }

    /// Re-reads demoted columns as text.
    mutating func refillText(scannerFactory: () -> RecordScanner, skipHeader: Bool) {
        var scanner = scannerFactory()
        for c in demoted {
            kinds[c] = .text
            texts[c] = []
            texts[c].reserveCapacity(rows)
            numbers[c] = []
        }
        var first = true
        while (try? scanner.next()) == true {
            if first && skipHeader { first = false; continue }
            first = false
            for c in demoted {
                if c < scanner.fields.count {
                    texts[c].append(scanner.string(scanner.fields[c]) ?? "\u{FFFD}")
                } else {
                    texts[c].append("")
                }
            }
        }
        demoted.removeAll()
    }

    /// The finished table (epoch-like numeric time columns become date columns), with each date
    /// followed by its time of day read as one instant in `timeZone` (see ``DateTimeJoin``).
    func finish(joiningTimesIn timeZone: TimeZone) -> DataTable {
        Self.table(names: names, kinds: kinds, forms: forms, timeZone: timeZone, numbers: { ColumnBuffer(numbers[$0]) }, texts: { texts[$0] })
    }

    /// The table of columns `names` of `kinds` written in `forms`: a text column's strings from
    /// `texts`, the others' values from `numbers` (epoch-like numeric time columns become date
    /// columns, durations and times of day are marked), each date followed by its time of day
    /// read as one instant in `timeZone` (see ``DateTimeJoin``).
    static func table(names: [String], kinds: [ColumnKind], forms: [NumberForm], timeZone: TimeZone,
                      numbers: (Int) -> ColumnBuffer, texts: (Int) -> [String]) -> DataTable {
        var table = DataTable(columns: kinds.indices.map { c in
            guard kinds[c] != .text else { return .init(name: names[c], values: .text(texts(c))) }
            var column = numericColumn(names[c], kind: kinds[c], numbers(c))
            column.isDuration = !column.isDate && c < forms.count && forms[c].isSeconds
            return column
        })
        DateTimeJoin.apply(to: &table, timeZone: timeZone)
        // Local date-times through the hour repeated in autumn, in order (epoch numbers are
        // instants already; a joined date has its own rule).
        for c in kinds.indices where kinds[c] == .date && (c + 1 == kinds.count || table.columns[c + 1].joinedInto != names[c]) {
            if let v = table.columns[c].numbers, let ordered = RepeatedHour.inOrder(v, timeZone: timeZone) {
                table.columns[c].values = .date(ColumnBuffer(ordered))
            }
        }
        return table
    }

    /// A column of numbers or dates: numbers in a column named like a time (`time`, `ts`…) that
    /// are plausible epoch seconds or milliseconds become dates.
    static func numericColumn(_ name: String, kind: ColumnKind, _ v: ColumnBuffer) -> DataTable.Column {
        if kind == .date { return .init(name: name, values: .date(v)) }
        if CellKinds.looksLikeTimeName(name), let scale = epochScale(v) {
            return .init(name: name, values: .date(scale == 1 ? v : ColumnBuffer(v.map { $0 / scale })))
        }
        return .init(name: name, values: .number(v))
    }

    /// 1 for epoch seconds, 1000 for milliseconds, nil when the values are not plausible times
    /// (1973 to 2286).
    static func epochScale<C: Collection>(_ v: C) -> Double? where C.Element == Double {
        guard let (lo, hi) = extent(v) else { return nil }
        if lo >= 1e8, hi <= 1e10 { return 1 }
        if lo >= 1e11, hi <= 1e13 { return 1000 }
        return nil
    }

    static func extent<C: Collection>(_ v: C) -> (Double, Double)? where C.Element == Double {
        var lo = Double.infinity, hi = -Double.infinity
        for x in v where x.isFinite { lo = min(lo, x); hi = max(hi, x) }
        return lo <= hi ? (lo, hi) : nil
    }
}

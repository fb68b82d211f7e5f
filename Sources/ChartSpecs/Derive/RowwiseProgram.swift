import ChartIO
import ChartCore
import Foundation

/// An expression with no transform along the rows (each row's value depends on that row alone),
/// compiled to a small stack program and run a block of rows at a time: the temporaries stay in
/// the cache, only the result is written out, the two halves of the rows run on two cores, and
/// any range of rows can be computed alone (so appended rows extend a derived column).
struct RowwiseProgram {
    enum Op {
        case constant(Double)
        case column(Int)
        case negate
        case unary(String)
        case binary(Character)
        case minimum, maximum
    }

    /// The operations in postfix order.
    let ops: [Op]
    /// The columns read, by index into `ops`' column numbers.
    let columns: [ColumnBuffer]
    /// The deepest the stack gets.
    let depth: Int
    /// Rows per block.
    static let block = 4_096

    /// The program of `e`, or nil when `e` has a transform along the rows; `column` finds a
    /// column's numbers (throwing for a missing or text one).
    init?(_ e: Expression, column: (String) throws -> ColumnBuffer) rethrows {
        guard Self.isRowwise(e) else { return nil }
        var ops: [Op] = [], cols: [ColumnBuffer] = [], names: [String: Int] = [:]
        var depth = 0, now = 0, most = 0
        func emit(_ e: Expression) throws {
            switch e {
            case .number(let v):
                ops.append(.constant(v)); now += 1
            case .column(let name):
                let k: Int
                if let i = names[name] { k = i } else { k = cols.count; names[name] = k; cols.append(try column(name)) }
                ops.append(.column(k)); now += 1
            case .negate(let a):
                try emit(a); ops.append(.negate)
            case .binary(let op, let a, let b):
                try emit(a); try emit(b); ops.append(.binary(op)); now -= 1
            case .call(let f, let args):
                for a in args { try emit(a) }
                switch f {
                case "min": ops.append(.minimum); now -= 1
                case "max": ops.append(.maximum); now -= 1
                default: ops.append(.unary(f))
                }
            }
            most = Swift.max(most, now)
        }
        try emit(e)
        depth = most
        self.ops = ops
        columns = cols
        self.depth = depth
    }

    /// Whether every row's value depends on that row alone.
    static func isRowwise(_ e: Expression) -> Bool {
        switch e {
        case .number, .column: return true
        case .negate(let a): return isRowwise(a)
        case .binary(_, let a, let b): return isRowwise(a) && isRowwise(b)
        case .call(let f, let args): return !["deriv", "integral", "movavg", "movmedian"].contains(f) && args.allSatisfy(isRowwise)
        }
    }

    /// The values of rows `rows` (row numbers past a column's end read as missing).
    func run(_ rows: Range<Int>) -> [Double] {
        let n = rows.count
        return [Double](unsafeUninitializedCapacity: n) { out, count in
            let blocks = (n + Self.block - 1) / Self.block
            let parts = n >= 4 * Self.block ? 2 : 1
            let job = Job(program: self, start: rows.lowerBound, n: n, blocks: blocks, parts: parts, out: out)
            if parts == 1 { job.run(0) } else { DispatchQueue.concurrentPerform(iterations: parts) { job.run($0) } }
            count = n
        }
    }

    /// What the two halves share: each writes only its own blocks of `out`.
    private struct Job: @unchecked Sendable {
        let program: RowwiseProgram
        let start: Int, n: Int, blocks: Int, parts: Int
        let out: UnsafeMutableBufferPointer<Double>

        func run(_ part: Int) {
            let first = blocks * part / parts, last = blocks * (part + 1) / parts
            var registers = [Double](repeating: 0, count: Swift.max(1, program.depth) * RowwiseProgram.block)
            registers.withUnsafeMutableBufferPointer { reg in
                for b in first..<last {
                    let lo = b * RowwiseProgram.block, hi = Swift.min(n, lo + RowwiseProgram.block)
                    program.runBlock(start + lo, hi - lo, reg, UnsafeMutableBufferPointer(rebasing: out[lo..<hi]))
                }
            }
        }
    }

    /// One block of `m` rows from row `start`, through the stack of registers, into `out`.
    func runBlock(_ start: Int, _ m: Int, _ reg: UnsafeMutableBufferPointer<Double>, _ out: UnsafeMutableBufferPointer<Double>) {
        // Each stack slot is a constant or a register of `m` values.
        var isConstant = [Bool](repeating: false, count: Swift.max(1, depth))
        var constant = [Double](repeating: 0, count: Swift.max(1, depth))
        var top = -1
        let B = Self.block
        @inline(__always) func slot(_ s: Int) -> UnsafeMutablePointer<Double> { reg.baseAddress! + s * B }
        for op in ops {
            switch op {
            case .constant(let v):
                top += 1; isConstant[top] = true; constant[top] = v
            case .column(let k):
                top += 1; isConstant[top] = false
                let r = slot(top)
                columns[k].withUnsafeBufferPointer { c in
                    let have = Swift.max(0, Swift.min(m, c.count - start))
                    if have > 0 { r.update(from: c.baseAddress! + start, count: have) }
                    for i in have..<m { r[i] = .nan }
                }
            case .negate:
                if isConstant[top] { constant[top] = -constant[top] } else { let r = slot(top); for i in 0..<m { r[i] = -r[i] } }
            case .unary(let f):
                let fn = Self.function(f)
                if isConstant[top] { constant[top] = fn(constant[top]) } else { let r = slot(top); for i in 0..<m { r[i] = fn(r[i]) } }
            case .binary(let c):
                switch c {
                case "+": combine(&top, m, &isConstant, &constant, slot) { $0 + $1 }
                case "-": combine(&top, m, &isConstant, &constant, slot) { $0 - $1 }
                case "*": combine(&top, m, &isConstant, &constant, slot) { $0 * $1 }
                case "/": combine(&top, m, &isConstant, &constant, slot) { $0 / $1 }
                default: combine(&top, m, &isConstant, &constant, slot) { Foundation.pow($0, $1) }
                }
            case .minimum:
                combine(&top, m, &isConstant, &constant, slot) { p, q in p.isNaN || q.isNaN ? .nan : Swift.min(p, q) }
            case .maximum:
                combine(&top, m, &isConstant, &constant, slot) { p, q in p.isNaN || q.isNaN ? .nan : Swift.max(p, q) }
            }
        }
        if isConstant[0] {
            for i in 0..<m { out[i] = constant[0] }
        } else {
            out.baseAddress!.update(from: slot(0), count: m)
        }
    }

    /// Pops the top two slots and pushes `f` of them, row by row (the left slot is written over).
    @inline(__always)
    private func combine(_ top: inout Int, _ m: Int, _ isConstant: inout [Bool], _ constant: inout [Double],
                         _ slot: (Int) -> UnsafeMutablePointer<Double>, _ f: (Double, Double) -> Double) {
        let r = top, l = top - 1
        top -= 1
        switch (isConstant[l], isConstant[r]) {
        case (true, true): constant[l] = f(constant[l], constant[r])
        case (false, true): let p = slot(l), q = constant[r]; for i in 0..<m { p[i] = f(p[i], q) }
        case (true, false):
            let p = constant[l], q = slot(r), o = slot(l)
            for i in 0..<m { o[i] = f(p, q[i]) }
            isConstant[l] = false
        case (false, false): let p = slot(l), q = slot(r); for i in 0..<m { p[i] = f(p[i], q[i]) }
        }
    }

    /// A one-argument function by name.
    static func function(_ f: String) -> (Double) -> Double {
        switch f {
        case "abs": return { Swift.abs($0) }
        case "log": return { Foundation.log($0) }
        case "log10": return { Foundation.log10($0) }
        case "exp": return { Foundation.exp($0) }
        case "sqrt": return { $0.squareRoot() }
        case "sin": return { Foundation.sin($0) }
        case "cos": return { Foundation.cos($0) }
        case "seconds": return { $0 }
        default: return { Foundation.tan($0) }
        }
    }
}

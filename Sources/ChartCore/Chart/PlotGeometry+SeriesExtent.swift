extension PlotGeometry {
    /// The data extents of one series, computed once per data change.
    package struct SeriesExtent: Sendable {
        /// Smallest and largest x (indices when there is no x column); nil when none or radial.
        package var x: (Double, Double)?
        /// Smallest and largest y, with open, high and low for financial series; nil when none.
        package var y: (Double, Double)?
        /// Smallest and largest lower bound, when the series has a `lo` column.
        package var lo: (Double, Double)?
        /// The smallest and largest positive values (what a log axis can show).
        package var positiveY: (Double, Double)?
        /// Whether the scanned x values were all finite, and whether their finite values ascend
        /// (nil when the series has no x column or is radial; after `union`, unknown).
        var xFinite: Bool?
        var xAscends: Bool?

        /// Scans a series once (from point `start` on: the extent of points appended after `start`):
        /// one pass over each column, which also tells whether x ascends and is free of gaps.
        /// - Complexity: O(n − start).
        package init(_ s: Series, from start: Int = 0) {
            let start = max(0, min(start, s.count))
            /// The profile of a column from `start` on.
            func scan(_ c: [Double]) -> ColumnProfile {
                c[min(start, c.count)...].withUnsafeBufferPointer { ColumnProfile.of($0) }
            }
            func scan(_ c: ColumnBuffer) -> ColumnProfile {
                // A whole column whose summary noted what one pass found is not read again.
                if start == 0, let p = c.notedProfile { return p }
                // An x column already found to ascend (choosing lines over dots asks) has its
                // extent at its ends: no second pass over millions of values.
                let known = c.knownToStrictlyAscend
                return c[min(start, c.count)...].withUnsafeBufferPointer { known ? ColumnProfile.ascending($0) : ColumnProfile.of($0) }
            }
            guard !s.kind.isRadial else { return }
            if let xs = s.x {
                let p = scan(xs)
                x = p.extent
                xFinite = p.allFinite
                xAscends = p.ascends
            } else if s.count > start {
                x = (Double(start), Double(s.count - 1))
            }
            let ys = scan(s.y)
            y = ys.extent
            positiveY = ys.positive
            if let c = s.lo {
                let p = scan(c)
                lo = p.extent
                positiveY = NumberRange.union(positiveY, p.positive)
            }
            if s.kind.isFinancial {
                for col in [s.open, s.high, s.low] {
                    guard let c = col else { continue }
                    let p = scan(c)
                    y = NumberRange.union(y, p.extent)
                    positiveY = NumberRange.union(positiveY, p.positive)
                }
            }
        }

        /// The extent of both: a series' extent from those of its first points and the rest.
        package func union(_ o: SeriesExtent) -> SeriesExtent {
            var e = self
            e.x = NumberRange.union(x, o.x)
            e.y = NumberRange.union(y, o.y)
            e.lo = NumberRange.union(lo, o.lo)
            e.positiveY = NumberRange.union(positiveY, o.positiveY)
            e.xFinite = nil
            e.xAscends = nil
            return e
        }
    }
}

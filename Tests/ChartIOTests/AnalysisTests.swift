import Foundation
import Testing
@testable import ChartAnalysis
@testable import ChartIO
@testable import ChartSpecs

/// Histograms and power spectra against answers known beforehand.
struct AnalysisTests {
    @Test func theSpectrumOfASumOfSinesPeaksAtTheirFrequencies() throws {
        // 5 Hz and 12.5 Hz (the second half as strong), sampled at 200 Hz for 10 s, unevenly.
        var x: [Double] = [], y: [Double] = []
        var t = 0.0
        var state: UInt64 = 3
        while t < 10 {
            x.append(t)
            y.append(sin(2 * .pi * 5 * t) + 0.5 * sin(2 * .pi * 12.5 * t) + 3)
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            t += 0.004 + Double(state % 100) / 100 * 0.002
        }
        let s = try Spectrum.of(x: x, y: y)
        #expect(abs(s.peakFrequency! - 5) < 0.15, "peak at \(s.peakFrequency!)")
        // The second-largest local peak is the 12.5 Hz one, about a quarter of the power.
        let bin = s.frequencies[1]
        func power(near f: Double) -> Double {
            let k = Int((f / bin).rounded())
            return s.power[max(1, k - 2)...min(s.power.count - 1, k + 2)].max()!
        }
        let ratio = power(near: 12.5) / power(near: 5)
        #expect(ratio > 0.15 && ratio < 0.35, "12.5 Hz against 5 Hz: \(ratio)")
        #expect(power(near: 8) < power(near: 5) / 100, "nothing between them")
        // The mean (3) is taken out: no power at 0.
        #expect(s.power[0] < power(near: 5) / 1000)
        // Parseval, roughly: the density integrates to the variance of the sines (0.5 + 0.125).
        let total = s.power.reduce(0, +) * bin
        #expect(abs(total - 0.625) < 0.1, "integrated power \(total)")
    }

    @Test func tooFewPointsSaySo() {
        #expect(throws: AnalysisError.self) { try Spectrum.of(x: [0, 1, 2], y: [1, 2, 3]) }
        #expect(throws: AnalysisError.self) { try Spectrum.of(x: [0, 1, 2, .nan, 4], y: [1, 2, .nan, 4, 5]) }
        #expect(throws: AnalysisError.self) { try Histogram.of([.nan, .infinity]) }
    }

    @Test func histogramsCountIntoEqualBins() throws {
        let h = try Histogram.of([0, 1, 1, 2, 3, 3, 3, 4], bins: 4)
        #expect(h.edges == [0, 1, 2, 3, 4] && h.counts == [1, 2, 1, 4])
        #expect(abs(zip(h.density, h.edges.dropFirst()).map { $0.0 * h.width }.reduce(0, +) - 1) < 1e-12)
        let one = try Histogram.of([7, 7, 7])
        #expect(one.counts == [3] && one.edges[0] < 7 && one.edges[1] > 7)
        // Freedman–Diaconis on a uniform sample of 1000: about 10 bins (2·IQR·n^(−1/3) = 0.1 of the range).
        let u = (0..<1000).map { Double($0) / 999 }
        let fd = Histogram.freedmanDiaconis(u)
        #expect(fd >= 9 && fd <= 11, "\(fd) bins")
        #expect(try Histogram.of(u).total == 1000)
    }
}

/// Histogram and spectrum plots built from a table's columns, limited to an x range.
struct AnalysisPlotTests {
    static let table: DataTable = {
        let t = (0..<400).map { Double($0) * 0.01 }
        return DataTable(columns: [
            .init(name: "t", values: .number(t)),
            .init(name: "v", values: .number(t.map { sin(2 * .pi * 10 * $0) })),
            .init(name: "name", values: .text(t.map { _ in "x" })),
        ])
    }()

    @Test func aHistogramPlotCountsTheRowsInItsRange() throws {
        var s = ChartSpec()
        s.kind = "histogram"; s.y = ["v"]; s.x = "t"; s.bins = 8
        let all = try ChartBuilder.build(Self.table, spec: s, name: "t")
        #expect(all.kind == "bar" && all.data.categories.count == 8 && all.data.series[0].y.reduce(0, +) == 400)
        s.xRange = [1, 1.995]
        let part = try ChartBuilder.build(Self.table, spec: s, name: "t")
        #expect(part.data.series[0].y.reduce(0, +) == 100)
        // As a density the bars' areas sum to one.
        s.scale = "density"
        let d = try ChartBuilder.build(Self.table, spec: s, name: "t")
        let width = d.data.categories.count > 1 ? Double(d.data.categories[1])! - Double(d.data.categories[0])! : 1
        #expect(d.yTitle == "density" && d.isAnalysis && abs(d.data.series[0].y.reduce(0, +) * width - 1) < 0.02,
                "\(d.data.series[0].y) \(d.data.categories)")
    }

    @Test func aSpectrumOnLinearAxesIsPowerOverFrequency() throws {
        var s = ChartSpec()
        s.kind = "spectrum"; s.y = ["v"]; s.scale = "linear"
        let b = try ChartBuilder.build(Self.table, spec: s, name: "t")
        #expect(!b.xIsLog && b.isAnalysis && b.yTitle == "power")
        let ser = b.data.series[0]
        #expect(ser.y.allSatisfy { $0 >= 0 }, "power, not decibels")
        let peak = ser.y.indices.max { ser.y[$0] < ser.y[$1] }!
        #expect(abs(ser.x![peak] - 10) < 0.5)
    }

    @Test func aSpectrumPlotPeaksAtItsFrequencyOnALogAxis() throws {
        var s = ChartSpec()
        s.kind = "spectrum"; s.y = ["v"]
        let b = try ChartBuilder.build(Self.table, spec: s, name: "t")
        #expect(b.xIsLog && b.yTitle == "power (dB)")
        let ser = b.data.series[0]
        let peak = ser.y.indices.max { ser.y[$0] < ser.y[$1] }!
        #expect(abs(ser.x![peak] - 10) < 0.5, "the peak at \(ser.x![peak]) per unit of t")
        #expect(b.xTitle?.contains("peak 10") == true, "\(b.xTitle ?? "")")
    }

    @Test func tooLittleOrTextIsAPlotError() {
        var s = ChartSpec()
        s.kind = "spectrum"; s.y = ["v"]; s.x = "t"; s.xRange = [0, 0.02]
        #expect(throws: DataError.self) { try ChartBuilder.build(Self.table, spec: s, name: "t") }
        s.y = ["name"]; s.xRange = nil
        #expect(throws: DataError.self) { try ChartBuilder.build(Self.table, spec: s, name: "t") }
    }
}

/// A far outlier (a fill value) makes a histogram of few bins, not a crash.
struct HistogramOutlierTests {
    @Test func defaultBinsAreRoundAndCoverEveryValue() throws {
        var state: UInt64 = 42
        let v = (0..<5_000).map { _ -> Double in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return 0.31 + Double(state >> 11) / Double(1 << 53) * 99.39
        }
        let h = try Histogram.of(v)
        let w = h.width
        let mantissa = w / pow(10, floor(log10(w)))
        #expect([1, 2, 2.5, 5].contains { abs(mantissa - $0) < 1e-9 }, "width \(w)")
        #expect(abs((h.edges[0] / w).rounded() * w - h.edges[0]) < 1e-9 && h.edges[0] <= 0.31 && h.edges.last! > 99.7)
        #expect(h.total == 5_000)
        // Bins asked for are kept as asked.
        #expect(try Histogram.of(v, bins: 7).counts.count == 7)
    }


    @Test func aFillValueDoesNotOverflowTheBinCount() throws {
        let h = try Histogram.of((0...100).map(Double.init) + [9.97e36])
        #expect(h.counts.count <= 200 && h.total == 102)
        #expect(throws: AnalysisError.self) { try Histogram.of([-1.7e308, 1.7e308]) }
        // Values at a double's limit (a missing-value sentinel): equal bins, no overflow.
        let sentinel = try Histogram.of([0, 0, .greatestFiniteMagnitude, .greatestFiniteMagnitude, 1, 2])
        #expect(sentinel.total == 6 && sentinel.edges.allSatisfy(\.isFinite))
    }
}

import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// The first picture from the table's shape: every shape the issue names, as a table.
struct InferenceTests {
    /// A table from CSV text.
    static func table(_ s: String) -> DataTable { try! CSVReader.parse(Array(s.utf8), name: "t") }

    /// Rows of a CSV with a header, from a row maker.
    static func csv(_ header: String, _ n: Int, _ row: (Int) -> String) -> String {
        ([header] + (0..<n).map(row)).joined(separator: "\n") + "\n"
    }

    /// A plot as `kind x [y…] group aggregate`, for compact expectations.
    static func describe(_ p: PlotSpec) -> String {
        [p.kind ?? "-", p.x ?? "-", p.y.map { $0.joined(separator: "+") } ?? "-", p.groupBy ?? "-", p.aggregate ?? "-"].joined(separator: " ")
    }

    static let shapes: [(String, String, [String])] = [
        ("a date that is not first is x; values of like size share a plot",
         csv("temp,date,humidity", 30) { "\($0 % 7 + 10),2024-01-\(String(format: "%02d", $0 + 1)),\(40 + $0 % 5)" },
         ["- date temp+humidity - -"]),
        ("a column a thousand times larger goes to its own linked plot",
         csv("date,small,big", 30) { "2024-01-\(String(format: "%02d", $0 + 1)),\($0 % 5 + 1),\(100000 + $0 * 37)" },
         ["- date small - -", "- date big - -"]),
        ("unsorted numbers give dots, never lines (a table of cars or flowers)",
         csv("length,width", 40) { "\(Double(($0 * 37) % 23) / 3 + 4),\(Double(($0 * 11) % 13) / 4 + 2)" },
         ["scatter length width - -"]),
        ("a category with two measures: their dots split by it, then the mean by it (its counts are equal: no count plot)",
         csv("sepal,petal,species", 60) { "\(Double(($0 * 37) % 23) / 3 + 4),\(Double(($0 * 11) % 13) / 4 + 2),\(["setosa", "virginica", "versicolor"][$0 % 3])" },
         ["scatter sepal petal species -", "- species petal - mean"]),
        ("a text key first with repeats and one measure named as an amount: its sum by key, then its histogram",
         csv("city,amount", 3000) { "\(["Oslo", "Rome", "Lima", "Pune"][$0 % 4]),\($0 % 17)" },
         ["- city amount - sum", "histogram (row) amount - -"]),
        ("a first column of identifiers (one row each, a few repeated) is no key: a sample's histogram, then its values by row",
         csv("id,value", 500) { "u\(($0 * 7919) % 490),\(($0 * 37) % 101)" },
         ["histogram (row) value - -", "scatter (row) value - -"]),
        ("unique text keys with few rows give bars of the measures (cylinders, three values, are a category)",
         csv("model,mpg,cyl", 12) { "car \($0),\(20 + $0 % 9),\([4, 6, 8][$0 % 3])" },
         ["bar model mpg - -"]),
        ("a long table (key, time, value) gives one line per key",
         csv("symbol,date,price", 40) { "\(["AAA", "BBB"][$0 % 2]),2024-02-\(String(format: "%02d", $0 / 2 + 1)),\(100 + $0)" },
         ["- date price symbol -"]),
        ("a long table sorted by key, its time a year: still one line per key",
         csv("country,year,gdp", 30) { "\(["France", "Chile", "Japan"][$0 / 10]),\(2000 + $0 % 10),\(1000 + $0 * 3)" },
         ["- year gdp country -"]),
        ("a key whose 'time' repeats within it (cylinders within a car model) is no long table: dots split by the model, its mean hwy, counts of cylinders",
         csv("model,cyl,displ,hwy", 30) { "\(["a4", "civic", "golf"][$0 / 10]),\([4, 4, 6, 6, 8][$0 % 5]),\(Double($0 % 7) + 1.5),\(20 + ($0 * 7) % 13)" },
         ["scatter displ hwy model -", "- model hwy - mean", "- cyl - - count"]),
        ("a table of counts (a Freq column) sums them by its first two keys",
         csv("Class,Sex,Freq", 8) { "\(["1st", "2nd", "3rd", "Crew"][$0 / 2]),\(["Male", "Female"][$0 % 2]),\(($0 * 37) % 200)" },
         ["- Class Freq - sum", "- Sex Freq - sum"]),
        ("row labels named rownames are never values, even when they do not count from 1",
         csv("rownames,a,b", 20) { "\($0 * 3 + 7),\(($0 * 7) % 11),\(($0 * 5) % 13)" },
         ["scatter a b - -"]),
        ("beside a date, the parts of a date (year, month) are no series",
         csv("date,year,month,sales", 24) { "2024-\(String(format: "%02d", $0 / 2 + 1))-\(String(format: "%02d", $0 % 2 * 14 + 1)),2024,\($0 / 2 + 1),\(100 + ($0 * 7) % 30)" },
         ["- date sales - -"]),
        ("text columns alone: counts of the first short-listed one",
         csv("name,colour", 20) { "item \($0),\(["red", "blue", "green"][$0 % 3])" },
         ["- colour - - count"]),
        ("a written-out row number is not x; an ascending measured column is",
         csv("rownames,time,value", 30) { "\($0 + 1),\(Double($0) * 0.25 + 3),\(($0 * 7) % 11)" },
         ["- time value - -"]),
        ("a column named like data that counts rows (t = 0, 1, 2…) is x",
         csv("t,value", 30) { "\($0),\(($0 * 7) % 23)" },
         ["- t value - -"]),
        ("a log of events, several rows an instant (orders of several pizzas), gives dots, not a zigzag",
         csv("date,time,price", 300) { "2015-01-\(String(format: "%02d", $0 / 30 + 1)),\(11 + $0 % 30 / 3):00:00,\([12.75, 16.5, 20.75][$0 % 3])" },
         ["scatter date price - -"]),
        ("a log with a repeated instant now and then (one in ten rows) still gives lines",
         csv("date,level", 300) { "2024-03-01 10:\(String(format: "%02d", ($0 - $0 / 10) / 60)):\(String(format: "%02d", ($0 - $0 / 10) % 60)),\($0 % 17)" },
         ["- date level - -"]),
        ("a column that ascends with repeats (a month) is not x",
         csv("ozone,temp,month", 30) { "\(($0 * 7) % 40 + 5),\(60 + ($0 * 3) % 20),\(5 + $0 / 10)" },
         ["scatter ozone temp - -"]),
        ("one numeric column: against the row number (under 20 rows, no histogram)",
         csv("reading", 10) { "\(($0 * 7) % 11)" },
         ["- (row) reading - -"]),
        ("one numeric column that wanders (a series: neighbours alike) is a line by row",
         csv("level", 200) { "\(sin(Double($0) / 9) * 40 + Double(($0 * 7) % 11))" },
         ["- (row) level - -"]),
        ("one numeric column that alternates (neighbours opposite) is a series too",
         csv("swing", 100) { "\(($0 % 2 == 0 ? 50 : -50) + ($0 * 7) % 5)" },
         ["- (row) swing - -"]),
        ("one numeric column of a sample near the largest doubles is still a sample",
         csv("huge", 60) { "\(Double(($0 * 7919) % 1013 + 1) * 1e304)" },
         ["histogram (row) huge - -", "scatter (row) huge - -"]),
        ("one numeric column of a sample (neighbours no more alike than any two: rivers' lengths) is its histogram, then dots by row",
         csv("rownames,length", 141) { "\($0 + 1),\(200 + ($0 * 7919) % 1013)" },
         ["histogram (row) length - -", "scatter (row) length - -"]),
        ("a data frame's index written out first (pandas' to_csv) is skipped: bars by the text key after it",
         csv(",rownames,Murder,UrbanPop", 20) { "\($0),State \($0),\(Double($0 % 9) + 2.5),\(40 + ($0 * 7) % 50)" },
         ["bar rownames Murder+UrbanPop - -"]),
        ("numbers after a written-out index give what they give without it",
         csv(",length,width", 40) { "\($0),\(Double(($0 * 37) % 23) / 3 + 4),\(Double(($0 * 11) % 13) / 4 + 2)" },
         ["scatter length width - -"]),
        ("a headerless file's first column (named column 1) counting 1, 2, 3… is still data when it is not",
         "1,5\n2,7\n4,6\n8,9\n", ["- column 1 column 2 - -"]),
        ("a date in order give or take (flights listed by departure, each with its scheduled hour) is x for dots, before a text key first; the parts of a date are no series",
         csv("carrier,year,month,dep_time,dep_delay,time_hour", 200) { r in
             let hour = 6 + r % 10 + (r % 10 == 3 ? 2 : 0)   // one flight a day listed before those scheduled earlier
             return "\(["UA", "AA"][r % 2]),2013,1,\(hour * 100 + r % 7),\((r * 37) % 90 - 10),2013-01-\(String(format: "%02d", r / 10 + 1))T\(String(format: "%02d", hour)):00:00Z"
         },
         ["scatter time_hour dep_time - -", "scatter time_hour dep_delay - -"]),   // before a text key's counts
        ("a date in order but for a few misdated rows (31 February read as 3 March), 55 states a day: rising within each state, one line per state (a panel)",
         csv("state,year,month,day,date,births", 55 * 40) { r in
             let k = r / 55, odd = r == 1000 || r == 1001, year = 1969 + k / 12, month = k % 12 + 1
             return "S\(r % 55),\(year),\(odd ? month - 1 : month),\(odd ? 31 : 1),\(year)-\(String(format: "%02d", month))-0\(odd ? 3 : 1),\(100 + (r * 37) % 50)"
         },
         ["- date births state -"]),
        ("a date in no order (flights listed month 1, 10, 11, 12, 2…) is x for dots when no rule before applies",
         csv("date,a,b,carrier", 40) { r in "2024-\(String(format: "%02d", (r * 7) % 12 + 1))-01,\((r * 37) % 23),\((r * 11) % 13),\(["UA", "AA"][r % 2])" },
         ["scatter date a+b - -"]),
        ("a date in under half the rows (a date of death) is no x for them all; a 0/1 outcome is a category, not a measure: the age's histogram, then its mean by the outcome",
         csv("age,survived,death", 40) { r in "\((r * 37) % 60 + 1),\(r % 3 == 0 ? 1 : 0),\(r % 4 == 0 ? "1846-12-\(String(format: "%02d", (r / 4 * 11) % 28 + 1))" : "")" },
         ["histogram (row) age - -", "- survived age - mean"]),
        ("a date in no order yields to a text key first: bars by the unique key",
         csv("name,born,height", 20) { r in "person \(r),19\(String(format: "%02d", (r * 37) % 90 + 10))-05-01,\(150 + (r * 7) % 40)" },
         ["bar name height - -"]),
        ("unordered numbers: dots of the first two that vary and are not parts of a date (a year of one value is no axis)",
         csv("year,month,dep,arr", 40) { r in "2013,\(r % 12 + 1),\((r * 37) % 230 * 10),\((r * 53) % 240 * 10)" },
         ["scatter dep arr - -"]),
        ("a measure by direction (N, NNE…) goes round the compass: a radar of its mean first",
         csv("dir,speed,gust", 64) { r in "\(["N", "NE", "E", "SE", "S", "SW", "W", "NW"][(r * 3) % 8]),\(5 + (r * 7) % 11),\(9 + (r * 7) % 11 + r % 3)" },
         ["radar dir gust - mean", "scatter speed gust - -"]),
        ("a wind log over time: its lines, then the speed round the compass",
         csv("time,dir,speed", 48) { r in "2024-05-01T\(String(format: "%02d", r / 2)):\(r % 2 * 30 + 10):00,\(["north", "east", "south", "west"][(r * 3) % 4]),\(5 + (r * 7) % 11)" },
         ["- time speed - -", "radar dir speed - mean"]),
        ("many columns: the first six plotted, all listed",
         csv("t," + (1...12).map { "c\($0)" }.joined(separator: ","), 10) { r in "\(r * 2 + 1)," + (1...12).map { "\(r * $0 % 7 + 10)" }.joined(separator: ",") },
         ["- t c1+c2+c3+c4+c5+c6 - -"]),
    ]

    @Test(arguments: shapes.indices)
    func shapesGiveTheirPicture(_ k: Int) throws {
        let (what, text, expected) = Self.shapes[k]
        let t = Self.table(text)
        let spec = WorkspaceInference.infer(t)
        #expect((spec.plots ?? []).map(Self.describe) == expected, "\(what)")
        // Every inferred plot builds.
        for p in spec.plotSpecs { _ = try ChartBuilder.build(t, spec: p, name: "t") }
    }

    /// Logs whose repeats come in step with where evenly spaced samples would fall are judged
    /// by what they hold: one repeat in ten (every tenth pair) gives lines, pairs of rows an
    /// instant (every other pair) dots.
    @Test func periodicRepeatsAreJudgedByWhatTheyHold() {
        func log(rows: Int, repeats: (Int) -> Bool) -> String {
            var t = 0
            return Self.csv("date,level", rows) { i in
                if i > 0, !repeats(i) { t += 1 }
                return "2024-03-01 \(String(format: "%02d:%02d:%02d", t / 3600, t / 60 % 60, t % 60)),\(i % 17)"
            }
        }
        let oneInTen = Self.table(log(rows: 40_961) { $0 % 10 == 1 })
        #expect((WorkspaceInference.infer(oneInTen).plots ?? []).map(Self.describe) == ["- date level - -"])
        let pairs = Self.table(log(rows: 8_193) { $0 % 2 == 0 })
        #expect((WorkspaceInference.infer(pairs).plots ?? []).map(Self.describe) == ["scatter date level - -"])
    }

    @Test func unsortedXGivesDotsEvenWhenAsked() throws {
        let t = Self.table("a,b\n3,1\n1,2\n2,3\n")
        var s = ChartSpec()
        s.x = "a"
        #expect(try ChartBuilder.build(t, spec: s, name: "t").kind == "scatter")
        s.x = "b"
        #expect(try ChartBuilder.build(t, spec: s, name: "t").kind == "line")
    }

    @Test func countsAreSortedWithTheRestAsOther() throws {
        // 30 keys: key k occurs k+1 times; the 20 most frequent show, the other 10 are one bar.
        var rows: [String] = []
        for k in 0..<30 { for _ in 0...k { rows.append("k\(k),1") } }
        let t = Self.table("key,v\n" + rows.joined(separator: "\n") + "\n")
        var s = ChartSpec()
        s.x = "key"
        s.aggregate = "count"
        let b = try ChartBuilder.build(t, spec: s, name: "t")
        #expect(b.data.categories.count == 21)
        #expect(b.data.categories.first == "k29" && b.data.categories.last == "other (10)")
        #expect(b.data.series[0].y.first == 30 && b.data.series[0].y.last == Double((1...10).reduce(0, +)))
        s.aggregate = "mean"
        s.y = ["v"]
        #expect(try ChartBuilder.build(t, spec: s, name: "t").data.series[0].name == "mean of v")
    }

    @Test func printedSpecReadsBackTheSame() throws {
        let t = Self.table(Self.shapes[3].1)
        let spec = WorkspaceInference.infer(t)
        let back = try ChartSpec.parse(Data(spec.yaml().utf8), name: "spec")
        #expect(back == spec)
    }

    @Test func badWorkspaceFilesAreOneLine() {
        for (text, expected) in [("plots:\n  - kind: donught\n", "plots[0]: unknown kind 'donught'"),
                                 ("plots:\n  - aggregate: median\n", "unknown aggregate 'median'"),
                                 ("layout: diagonal\n", "layout is vertical or horizontal"),
                                 ("plots: 3\n", "plots")] {
            #expect(throws: DataError.self) { try ChartSpec.parse(Data(text.utf8), name: "w.yaml") }
            do { _ = try ChartSpec.parse(Data(text.utf8), name: "w.yaml") } catch {
                #expect("\(error)".contains(expected) && !"\(error)".contains("\n"), "\(error)")
            }
        }
    }

    @Test func summariesCountGapsAndDistinctValues() {
        let t = Self.table("n,s,d\n1,a,2024-01-01\n,b,2024-01-02\n3,a,\n")
        let s = ColumnSummary.of(t)
        #expect(s[0].kind == .number && s[0].count == 2 && s[0].gaps == 1 && s[0].min == 1 && s[0].max == 3)
        #expect(s[1].kind == .text && s[1].distinct == 2 && s[1].topValues.first == "a")
        #expect(s[2].kind == .date && s[2].gaps == 1 && s[2].ascends)
        #expect(s[0].outline.count == 3)
        // Few values are counted by comparison, runs without lookups, many by hashing: the same counts.
        let cells = (0..<400).map { i in "k\((i / 3) % 20)" } + ["k0", "", "k19"]
        let t2 = ColumnSummary.texts(cells, name: "k")
        #expect(t2.distinct == 20 && t2.gaps == 1 && t2.count == 402 && t2.repeatsNeighbour)
        var expected: [String: Int] = [:]
        for c in cells where !c.isEmpty { expected[c, default: 0] += 1 }
        let top = expected.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(8)
        #expect(t2.topValues == top.map(\.key) && t2.outline == top.map { Double($0.value) })
        let few = ColumnSummary.texts(["b", "a", "b", "b", "c"], name: "few")
        #expect(few.distinct == 3 && few.topValues == ["b", "a", "c"] && few.outline == [3, 1, 1])
        // Values found by their bytes first are the values `==` finds: "é" written precomposed or
        // as e and an accent is one value, and long values (not two words) are found too.
        let long = "Zürich, Switzerland (canton)"
        let accents = ColumnSummary.texts(["Orléans", "São Paulo", "Orle\u{301}ans", long, "São Paulo", String(decoding: Array(long.utf8), as: UTF8.self), "Oslo"], name: "a")
        #expect(accents.distinct == 4 && accents.topValues == ["Orléans", "São Paulo", long, "Oslo"] && accents.outline == [2, 2, 2, 1])
        #expect(!accents.repeatsNeighbour)
        let run = ColumnSummary.texts(["São Paulo", "Orléans", "Orle\u{301}ans", "Orléans"], name: "r")
        #expect(run.repeatsNeighbour && run.distinct == 2 && run.outline == [3, 1])
    }
}

import ChartTestSupport
import Foundation
import Testing

/// `--table` and `--query` as `--help` and the README promise them, and Parquet and Arrow files
/// opened by their first bytes whatever their names.
@Suite(.serialized)
struct DatabaseCLITests {
    let cli = CLIRunner()

    /// Runs a Python script (its standard library's sqlite3, or pyarrow) with `path` as its argument.
    private func python(_ script: String, _ path: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }

    @Test(.enabled(if: Python.has("sqlite3"), "python3 writes the database"))
    func tableAndQueryChooseTheRows() throws {
        let db = cli.tmp("runs.db")
        try? FileManager.default.removeItem(atPath: db)
        try python("""
            import sqlite3, sys; c = sqlite3.connect(sys.argv[1])
            c.execute('create table a (t, v)'); c.executemany('insert into a values (?, ?)', [(i, i * 2) for i in range(10)])
            c.execute('create table b (t, w)'); c.executemany('insert into b values (?, ?)', [(i, 100 + i) for i in range(5)])
            c.commit()
            """, db)
        let a = try cli.run([db, "--table", "a", "--stats", "--json"])
        #expect(a.status == 0 && a.stdout.contains("\"max\":18"), "\(a.stdout) \(a.stderr)")
        let q = try cli.run([db, "--query", "select t, w * 10 as big from b where t > 1", "--stats", "--json"])
        #expect(q.status == 0 && q.stdout.contains("\"series\":\"big\"") && q.stdout.contains("\"min\":1020"), "\(q.stdout) \(q.stderr)")
        // Neither: the tables, one line, a non-zero exit.
        let none = try cli.run([db, "--stats"])
        #expect(none.status != 0 && none.stderr.contains("holds 2 tables (a, b): choose one with --table NAME"), "\(none.stderr)")
        // Both: a usage error.
        let both = try cli.run([db, "--table", "a", "--query", "select 1", "--stats"])
        #expect(both.status == 64 && both.stderr.contains("--table and --query"), "\(both.status) \(both.stderr)")
        // A writing query is refused; a table that is not there is named.
        let write = try cli.run([db, "--query", "delete from a", "--stats"])
        #expect(write.status != 0 && write.stderr.contains("only queries that read"), "\(write.stderr)")
        let missing = try cli.run([db, "--table", "c", "--stats"])
        #expect(missing.status != 0 && missing.stderr.contains("has no table \"c\" (its tables: a, b)"), "\(missing.stderr)")
        // Beside a CSV, --table chooses the database's rows and the CSV is read as usual.
        let csv = cli.tmp("beside.csv")
        try "t,u\n1,40\n2,41\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let mixed = try cli.run([db, csv, "--table", "b", "--y", "w,beside.csv:u", "--stats", "--json"])
        #expect(mixed.status == 0 && mixed.stdout.contains("\"max\":104") && mixed.stdout.contains("\"max\":41"), "\(mixed.stdout) \(mixed.stderr)")
        // With no database among the files it is a usage error.
        let noDatabase = try cli.run([csv, csv, "--table", "b", "--stats"])
        #expect(noDatabase.status == 64 && noDatabase.stderr.contains("none of the files is one"), "\(noDatabase.stderr)")
    }

    @Test(.enabled(if: Python.has("pyarrow"), "pyarrow writes the files (python3 -m pip install pyarrow)"))
    func columnarFilesOpenByTheirBytes() throws {
        let base = cli.tmp("columnar")
        try python("""
            import sys, pyarrow as pa, pyarrow.parquet as pq, pyarrow.feather as f
            t = pa.table({'t': [1.0, 2.0, 3.0], 'v': [5.0, None, 7.5]})
            pq.write_table(t, sys.argv[1] + '.data'); f.write_feather(t, sys.argv[1] + '.other')
            """, base)
        for path in [base + ".data", base + ".other"] {
            let r = try cli.run([path, "--x", "t", "--y", "v", "--stats", "--json"])
            #expect(r.status == 0 && r.stdout.contains("\"count\":2") && r.stdout.contains("\"max\":7.5"), "\(path): \(r.stdout) \(r.stderr)")
        }
        let table = try cli.run([base + ".data", "--table", "x", "--stats"])
        #expect(table.status != 0 && table.stderr.contains("is not a SQLite database, so --table does not apply"), "\(table.stderr)")
    }

    /// Without a window, `--x` and `--y` naming every column plotted read only those from a
    /// Parquet or Arrow file: a damaged or nested column elsewhere is never read.
    @Test(.enabled(if: Python.has("numpy", "pyarrow"), "numpy and pyarrow write the files (python3 -m pip install numpy pyarrow)"))
    func onlyThePlottedColumnsAreRead() throws {
        let base = cli.tmp("projection")
        // The Parquet file's column "bad" has its pages overwritten; the Feather file has a list column.
        try python("""
            import sys, numpy as np, pyarrow as pa, pyarrow.parquet as pq, pyarrow.feather as f
            n = 40000; rng = np.random.default_rng(3)
            c = np.arange(n) * 0.5 + 10
            t = pa.table({'t': np.arange(n) * 1.0, 'bad': rng.normal(0, 1, n), 'V': np.arange(n) * 2.0,
                          'open': c, 'high': c + 1, 'low': c - 1, 'close': c + 0.25})
            pq.write_table(t, sys.argv[1] + '.parquet', compression='none', use_dictionary=False)   # 2 MB: read mapped
            c = pq.ParquetFile(sys.argv[1] + '.parquet').metadata.row_group(0).column(1)
            start, size = c.data_page_offset, c.total_compressed_size
            with open(sys.argv[1] + '.parquet', 'r+b') as out:
                out.seek(start); out.write(bytes([255]) * size)
            f.write_feather(pa.table({'t': [1.0, 2.0], 'xs': [[1, 2], [3]], 'V': [4.0, 8.0]}), sys.argv[1] + '.arrow')
            """, base)
        let parquet = base + ".parquet", arrow = base + ".arrow"
        // Asked for t and v (any case): the damaged column is not read.
        let only = try cli.run([parquet, "--x", "t", "--y", "v", "--stats", "--json"])
        #expect(only.status == 0 && only.stdout.contains("\"count\":40000") && only.stdout.contains("\"max\":79998"), "\(only.stdout) \(only.stderr)")
        // A candle chart reads open, high, low and close by name: they are read too.
        let candles = try cli.run([parquet, "--type", "candlestick", "--x", "t", "--y", "close", "--stats", "--json"])
        #expect(candles.status == 0 && candles.stdout.contains("\"count\":40000"), "\(candles.stdout) \(candles.stderr)")
        // Chosen from the table's shape, or asked for the damaged one: every column is read, and it is named.
        for args in [[parquet, "--stats"], [parquet, "--x", "t", "--y", "bad", "--stats"], [parquet, "--x", "t", "--y", "v", "--derive", "w = v * 2", "--stats"]] {
            let all = try cli.run(args)
            #expect(all.status != 0 && all.stderr.contains("column \"bad\""), "\(args): \(all.stderr)")
        }
        // A column the file does not have: every column is read (the damaged one fails first), and
        // in a file without damage the missing one is named as ever.
        let missing = try cli.run([parquet, "--x", "t", "--y", "nope", "--stats"])
        #expect(missing.status != 0 && missing.stderr.contains("bad"), "\(missing.stderr)")
        let absent = try cli.run([arrow, "--x", "t", "--y", "nope", "--stats"])
        #expect(absent.status != 0 && absent.stderr.contains("nope"), "\(absent.stderr)")
        // Arrow: the list column left out is not mentioned when only t and V are read.
        let plotted = try cli.run([arrow, "--x", "t", "--y", "V", "--stats", "--json"])
        #expect(plotted.status == 0 && plotted.stdout.contains("\"max\":8") && !plotted.stderr.contains("xs"), "\(plotted.stdout) \(plotted.stderr)")
        let shaped = try cli.run([arrow, "--stats", "--json"])
        #expect(shaped.status == 0 && shaped.stderr.contains("column \"xs\" is a list"), "\(shaped.stderr)")
    }
}

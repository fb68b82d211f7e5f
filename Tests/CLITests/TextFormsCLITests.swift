import ChartTestSupport
import Foundation
import Testing

/// `--decimal` and `--date-order` as `--help` and the README promise them: they change how the
/// file is read, and a value out of their range is a usage error (exit 64).
@Suite(.serialized)
struct TextFormsCLITests {
    let cli = CLIRunner()

    @Test func decimalAndDateOrderDecide() throws {
        let path = cli.tmp("forms.csv")
        try "d;v\n01/02/2024;1.234\n03/04/2024;2.500\n".write(toFile: path, atomically: true, encoding: .utf8)
        // Read as it stands: 1.234 and 2.5 (plain numbers), dates day first (a ; file).
        let plain = try cli.run([path, "--x", "d", "--y", "v", "--stats", "--json"])
        #expect(plain.status == 0 && plain.stdout.contains("\"max\":2.5") && plain.stdout.contains("\"min\":1.234"), "\(plain.stdout) \(plain.stderr)")
        // With a decimal comma the points group thousands: 1234 and 2500.
        let comma = try cli.run([path, "--x", "d", "--y", "v", "--stats", "--json", "--decimal", ","])
        #expect(comma.status == 0 && comma.stdout.contains("\"max\":2500") && comma.stdout.contains("\"min\":1234"), "\(comma.stdout)")
        // The date order moves the x range: 1 February…3 April, or 2 January…4 March.
        let dmy = try cli.run([path, "--x", "d", "--y", "v", "--stats", "--x-range", "2024-02-01:2024-02-02"])
        let mdy = try cli.run([path, "--x", "d", "--y", "v", "--stats", "--x-range", "2024-02-01:2024-02-02", "--date-order", "mdy"])
        #expect(dmy.status == 0 && dmy.stdout.contains("v ") && dmy.stdout.split(separator: "\n").last?.split(separator: " ").dropFirst().first == "1", "\(dmy.stdout)")
        #expect(mdy.status == 0 && mdy.stdout.split(separator: "\n").last?.split(separator: " ").dropFirst().first == "0", "\(mdy.stdout)")
    }

    @Test func twoDigitYearsAreThePast() throws {
        // KMsurv's baboon births, day first: 1963, not strptime's 2063.
        let path = cli.tmp("baboon.csv")
        try "date,time\n25/11/63,656\n29/10/63,659\n1/12/63,700\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try cli.run([path, "--x", "date", "--y", "time", "--stats", "--x-range", "1963-11-01:1963-11-30"])
        #expect(r.status == 0 && r.stdout.split(separator: "\n").last?.split(separator: " ").dropFirst().first == "1", "\(r.stdout) \(r.stderr)")
    }

    @Test(arguments: [["--decimal", "x"], ["--date-order", "ymd"]])
    func outOfRangeIsAUsageError(args: [String]) throws {
        let path = cli.tmp("forms2.csv")
        try "a,b\n1,2\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try cli.run([path, "--stats"] + args)
        #expect(r.status == 64 && r.stderr.contains(args[0]), "\(r.status) \(r.stderr)")
    }
}

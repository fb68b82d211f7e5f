import ChartTestSupport
import Foundation
import Testing

/// `$XDG_CONFIG_HOME/chartreuse/config.yaml` under the flags: a flag beats the file, the file beats
/// the default; a bad file is one warning line and the defaults; `--print-config` says where each
/// value came from.
@Suite(.serialized)
struct SettingsCLITests {
    let cli = CLIRunner()

    func config(_ name: String, _ text: String?) throws -> [String: String] {
        let dir = cli.tmp(name)
        try FileManager.default.createDirectory(atPath: dir + "/chartreuse", withIntermediateDirectories: true)
        if let text { try text.write(toFile: dir + "/chartreuse/config.yaml", atomically: true, encoding: .utf8) }
        return ["XDG_CONFIG_HOME": dir]
    }

    func value(_ out: String, _ key: String) -> (String, String)? {
        guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix(key + ": ") }) else { return nil }
        let parts = line.dropFirst(key.count + 2).components(separatedBy: "    # ")
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    @Test(arguments: [
        // (settings file, flags, key, value, source)
        (nil, [], "theme", "light", "default"),
        ("theme: dark\n", [], "theme", "dark", "from "),
        ("theme: dark\n", ["--theme", "light"], "theme", "light", "from the flag"),
        (nil, [], "export_size", "1600x900", "default"),
        ("export_size: 800x500\n", [], "export_size", "800x500", "from "),
        ("export_size: 800x500\n", ["--size", "640x480"], "export_size", "640x480", "from the flag"),
        ("follow: true\n", [], "follow", "true", "from "),
        ("window_size: 1400x900\n", [], "window_size", "1400x900", "from "),
        (nil, [], "window_size", "1100x680", "default"),
        ("palette: ['#0072B2', '#e69f00']\n", [], "palette", "#0072b2, #e69f00", "from "),
        ("export_scale: 2\n", ["--scale", "1.5"], "export_scale", "1.5", "from the flag"),
        ("font_size: 14\n", [], "font_size", "14", "from "),
        ("number_format: \"1.234,5\"\n", [], "number_format", "1.234,5", "from "),
        (nil, [], "number_format", "1,234.5", "default"),
        ("keys: {z: c, \"ctrl+q\": q}\n", [], "keys", "ctrl+q acts as q, z acts as c", "from "),
    ] as [(String?, [String], String, String, String)])
    func flagsBeatTheFileWhichBeatsTheDefault(_ file: String?, _ flags: [String], _ key: String, _ want: String, _ source: String) throws {
        let env = try config("cfg-\(key)-\(flags.count)-\(file == nil)", file)
        let r = try cli.run(flags + ["--print-config"], env: env)
        #expect(r.status == 0, "\(r.stderr)")
        let got = value(r.stdout, key)
        #expect(got?.0 == want && got?.1.hasPrefix(source) == true, "\(key): \(r.stdout)")
    }

    @Test(arguments: ["theme: purple\n", "bogus: 1\n", "palette: [nocolour]\n", "window_size: huge\n", "[not: a map\n", "- a list\n",
                      "keys: {hyper+z: c}\n", "font_size: 200\n", "number_format: 1-234\n"])
    func aBadFileIsOneWarningAndTheDefaults(_ text: String) throws {
        let env = try config("bad-\(abs(text.hashValue))", text)
        let path = cli.tmp("bad-settings.png")
        let r = try cli.run([CLIRunner.repo.appendingPathComponent("Assets/Samples/sample.csv").path, "--export", path, "--size", "300x200"], env: env)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("warning") && lines[0].contains("config.yaml") && lines[0].contains("using the defaults"), "\(r.stderr)")
        let p = try cli.run(["--print-config"], env: env)
        #expect(value(p.stdout, "theme")?.0 == "light" && p.stdout.contains("# warning:"), "\(p.stdout)")
    }

    @Test func theNumberFormatReachesTheAxes() throws {
        let env = try config("numbers-cfg", "number_format: \"1.234,5\"\n")
        let data = cli.tmp("decimals.csv")
        try (["t,v"] + (0..<20).map { "\($0),\(Double($0) * 0.037)" }).joined(separator: "\n").write(toFile: data, atomically: true, encoding: .utf8)
        let out = cli.tmp("decimals.svg")
        let r = try cli.run([data, "--export", out], env: env)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        // The y ticks (0 … 0.7 by tenths) read 0,2 0,4 … with the decimal comma.
        #expect(svg.contains(">0,2<") && svg.contains(">0,4<"), "\(svg.count) bytes")
        #expect(!svg.contains(">0.2<") && !svg.contains(">0.4<"))
    }

    @Test func theFilesExportSizeAndPaletteReachTheExport() throws {
        let env = try config("export-cfg", "export_size: 320x240\npalette: ['#ff0000']\n")
        let out = cli.tmp("cfg-export.svg")
        let r = try cli.run([CLIRunner.repo.appendingPathComponent("Assets/Samples/sample.csv").path, "--y", "temperature (°C)", "--export", out], env: env)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(svg.contains("width=\"320\"") && svg.contains("height=\"240\""), "\(svg.prefix(300))")
        #expect(svg.lowercased().contains("#ff0000") || svg.contains("rgb(255,0,0)") || svg.contains("rgb(255, 0, 0)"), "the palette's red is not in the export")
    }
}

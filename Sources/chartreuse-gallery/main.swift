import ArgumentParser
import ChartCore
import ChartGallery
import ChartSDL
import Foundation

/// The gallery: every page built through the public library API.
///
///     chartreuse-gallery [--page SLUG]            open the window (overview first unless a page is named)
///     chartreuse-gallery --export DIR [--dark | --both] [--size WxH]   write every page (and the overview) as PNGs
let pages = GalleryPages.all

/// The gallery's command line (swift-argument-parser: --help, --version, completions).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreuse-gallery",
        abstract: "Every chart type and feature of Chartreuse, built through the public library API.",
        discussion: """
            In the window: arrows or PageUp/PageDown turn pages, Home or o (or Escape on a page) shows the \
            overview, t light/dark, space collapses and expands, a replays the entry animation, q quits.

            PAGES: \(GalleryPages.all.map(\.slug).joined(separator: ", "))
            """,
        version: "chartreuse-gallery \(ChartreuseVersion.number) (commit \(buildCommit))")

    @Option(name: .customLong("page"), help: ArgumentHelp("Open one page (its slug; see the list above).", valueName: "slug"))
    var page: String?
    @Option(name: .customLong("export"), help: ArgumentHelp("Write every page and the overview as PNG files, then exit.", valueName: "dir"))
    var export: String?
    @Flag(name: .customLong("dark"), help: "Export in the dark theme.")
    var dark = false
    @Flag(name: .customLong("both"), help: "Export in both themes.")
    var both = false
    @Option(name: .customLong("size"), help: ArgumentHelp("Export size in pixels (default 1000x620).", valueName: "wxh"))
    var size: String?

    /// The export size, checked.
    func exportSize() throws -> (Int, Int) {
        guard let s = size else { return (1000, 620) }
        let parts = s.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 64 && $0 <= 8192 }) else { throw ValidationError("--size wants WxH from 64 to 8192, e.g. 1000x620") }
        return (parts[0], parts[1])
    }

    func validate() throws {
        _ = try exportSize()
        if let slug = page, !pages.contains(where: { $0.slug == slug }) {
            throw ValidationError("no page named \(slug); pages: \(pages.map(\.slug).joined(separator: ", "))")
        }
    }
}

let command: GalleryCommand
do {
    command = try GalleryCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    GalleryCommand.exit(withError: error)
}

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write("chartreuse-gallery: \(message)\n".data(using: .utf8)!)
    exit(code)
}

let size = (try? command.exportSize()) ?? (1000, 620)

if let dir = command.export {
    let themes: [Theme] = command.both ? [.light, .dark] : [command.dark ? .dark : .light]
    do {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let atlas = try GlyphAtlas()
        for theme in themes {
            var charts: [(String, ChartView)] = pages.map { ($0.slug, $0.make()) }
            charts.append(("overview", GalleryPages.overview(theme: theme, highlighted: nil).0))
            for (slug, chart) in charts {
                chart.theme = theme
                let r = try OffscreenRenderer(width: size.0, height: size.1, atlas: atlas)
                r.render(chart)
                let path = "\(dir)/\(slug)-\(theme.name).png"
                try r.savePNG(to: path)
                print(path)
            }
        }
    } catch {
        fail("\(error)", 1)
    }
    exit(0)
}

// The library's own messages (a display lost, a font put in for a missing one), on stderr.
LibraryMessages.handler = { FileHandle.standardError.write(Data("chartreuse-gallery: \($0)\n".utf8)) }
let start = command.page.flatMap { slug in pages.firstIndex { $0.slug == slug } }

do {
    try GalleryApp(pages: pages).run(startAt: start)
} catch {
    fail("\(error)", 1)
}

import ChartCore
import ChartGallery
import ChartSDL
import Foundation

/// The gallery: every page built through the public library API.
///
///     chartreuse-gallery [--page SLUG]            open the window (overview first unless a page is named)
///     chartreuse-gallery --export DIR [--dark | --both] [--size WxH]   write every page (and the overview) as PNGs
let pages = GalleryPages.all
let args = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: chartreuse-gallery [--page SLUG]
           chartreuse-gallery --export DIR [--dark | --both] [--size WxH]

    Every chart type and feature of Chartreuse, built through the public library API.
      --page SLUG     open one page (its slug; see the list below)
      --export DIR    write every page and the overview as PNG files, then exit
      --dark, --both  export in the dark theme, or in both themes
      --size WxH      export size in pixels (default 1000x620)
      -h, --help      this text

    In the window: arrows or PageUp/PageDown turn pages, Home or o (or Escape on a page) shows
    the overview, t light/dark, space collapses and expands, a replays the entry animation, q quits.

    pages: \(pages.map(\.slug).joined(separator: ", "))

    """
if args.contains("-h") || args.contains("--help") {
    print(usage, terminator: "")
    exit(0)
}
let known: Set<String> = ["--page", "--export", "--dark", "--both", "--size"]
for (i, a) in args.enumerated() where a.hasPrefix("-") && !known.contains(a) {
    // A flag's value (a slug, a folder, a size) may not start with a dash: only flags are checked.
    if i > 0, ["--page", "--export", "--size"].contains(args[i - 1]) { continue }
    FileHandle.standardError.write("chartreuse-gallery: unknown option \(a) (see --help)\n".data(using: .utf8)!)
    exit(2)
}

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write("chartreuse-gallery: \(message)\n".data(using: .utf8)!)
    exit(code)
}

func value(after flag: String) -> String? {
    guard let i = args.firstIndex(of: flag) else { return nil }
    guard i + 1 < args.count else { fail("\(flag) needs a value", 2) }
    return args[i + 1]
}

var size = (1000, 620)
if let s = value(after: "--size") {
    let parts = s.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 >= 64 && $0 <= 8192 }) else { fail("--size wants WxH, e.g. 1000x620", 2) }
    size = (parts[0], parts[1])
}

if let dir = value(after: "--export") {
    let themes: [Theme] = args.contains("--both") ? [.light, .dark] : [args.contains("--dark") ? .dark : .light]
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

var start: Int?
if let slug = value(after: "--page") {
    guard let i = pages.firstIndex(where: { $0.slug == slug }) else {
        fail("no page named \(slug); pages: \(pages.map(\.slug).joined(separator: ", "))", 2)
    }
    start = i
}

do {
    try GalleryApp(pages: pages).run(startAt: start)
} catch {
    fail("\(error)", 1)
}

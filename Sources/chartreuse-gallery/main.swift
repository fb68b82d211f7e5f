import ChartCore
import ChartSDL
import Foundation

/// The gallery: every page built through the public library API.
let pages = GalleryPages.all

let args = Array(CommandLine.arguments.dropFirst())
if let i = args.firstIndex(of: "--export") {
    guard i + 1 < args.count else {
        FileHandle.standardError.write("chartreuse-gallery: --export needs a directory\n".data(using: .utf8)!)
        exit(2)
    }
    let dir = args[i + 1]
    let theme = args.contains("--dark") ? Theme.dark : Theme.light
    do {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let atlas = try GlyphAtlas()
        for page in pages {
            let chart = page.make()
            chart.theme = theme
            let r = try OffscreenRenderer(width: 900, height: 560, atlas: atlas)
            r.render(chart)
            let path = "\(dir)/\(page.slug)-\(theme.name).png"
            try r.savePNG(to: path)
            print(path)
        }
    } catch {
        FileHandle.standardError.write("chartreuse-gallery: \(error)\n".data(using: .utf8)!)
        exit(1)
    }
    exit(0)
}

do {
    try GalleryApp(pages: pages).run()
} catch {
    FileHandle.standardError.write("chartreuse-gallery: \(error)\n".data(using: .utf8)!)
    exit(1)
}

// swift-tools-version:6.0
import Foundation
import PackageDescription

/// swift-argument-parser, which the three executables parse their arguments with.
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "Chartreuse",
    products: [
        .library(name: "ChartCore", targets: ["ChartCore"]),
        .library(name: "ChartIO", targets: ["ChartIO"]),
        .library(name: "ChartSpecs", targets: ["ChartSpecs"]),
        .library(name: "ChartClickHouse", targets: ["ChartClickHouse"]),
        .library(name: "ChartAnalysis", targets: ["ChartAnalysis"]),
        .library(name: "ChartRaster", targets: ["ChartRaster"]),
        .library(name: "ChartExport", targets: ["ChartExport"]),
        .library(name: "ChartSDL", targets: ["ChartSDL"]),
        .library(name: "WorkspaceModel", targets: ["WorkspaceModel"]),
        .library(name: "ChartWorkspace", targets: ["ChartWorkspace"]),
        .executable(name: "chartreuse", targets: ["chartreuse"]),
        .executable(name: "chartreuse-gallery", targets: ["chartreuse-gallery"]),
        .executable(name: "chartreuse-bench", targets: ["chartreuse-bench"]),
        .executable(name: "chartreuse-example-window", targets: ["chartreuse-example-window"]),
        .executable(name: "chartreuse-example-live", targets: ["chartreuse-example-live"]),
        .executable(name: "chartreuse-example-export", targets: ["chartreuse-example-export"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (the DocC catalogs; a plugin: nothing is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // SDL2, SDL2_ttf and SDL2_image (zlib licence; apt: libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev).
        // Found without pkg-config, whose -D_REENTRANT SwiftPM refuses ("prohibited flag") in every consumer build.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // libdbus (AFL-2.1 or GPL-2+; apt: libdbus-1-dev), for the desktop portal's file chooser.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // Debian's kissfft (BSD-3-Clause; apt: libkissfft-dev), for power spectra.
        // Without pkg-config too (its -D flags are refused the same way); the shim sets the float build.
        .systemLibrary(name: "CKissFFT", path: "Sources/CKissFFT"),
        // zlib, zstd, xz, bzip2 and libdeflate (apt: zlib1g-dev libzstd-dev liblzma-dev libbz2-dev
        // libdeflate-dev), for compressed data files and streams; LZ4 (liblz4-dev) for Parquet pages,
        // snappy (libsnappy-dev) as the tests' reference for Chartreuse's own snappy decoder.
        .systemLibrary(name: "CCompression", path: "Sources/CCompression",
                       providers: [.apt(["zlib1g-dev", "libzstd-dev", "liblzma-dev", "libbz2-dev", "libdeflate-dev", "libsnappy-dev", "liblz4-dev"])]),
        // SQLite (public domain; apt: libsqlite3-dev), for tables and queries of database files.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "ChartCore"),
        // Histograms and power spectra of a series (the FFT is kissfft's).
        .target(name: "ChartAnalysis", dependencies: ["ChartCore", "CKissFFT"]),
        // Guards file mappings against files cut short underneath them (a SIGBUS handler, in C).
        .target(name: "CMapGuard"),
        .target(name: "ChartIO", dependencies: ["ChartCore", "CCompression", "CSQLite", "CMapGuard"]),
        // What the picture is: the spec (YAML), the inference of a first workspace, derived columns, and the chart builder from a table and a spec.
        .target(name: "ChartSpecs", dependencies: ["ChartCore", "ChartIO", "ChartAnalysis", .product(name: "Yams", package: "Yams")]),
        // ClickHouse sources: URL and credentials, an HTTP client over plain sockets, the viewport query and rollups, the chart's provider.
        .target(name: "ChartClickHouse", dependencies: ["ChartCore", "ChartIO", "ChartSpecs"]),
        // PNG writing through libpng (apt: libpng-dev), in C for its setjmp/longjmp errors.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        // The software rasterizer: pure Swift, never imports SDL; software windows and PNG export both draw with it.
        .target(name: "ChartRaster", dependencies: ["ChartCore"]),
        // FreeType (apt: libfreetype-dev), the glyphs of export without SDL.
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Charts to PNG and SVG with no display and no SDL: FreeType glyphs, the software rasterizer, libpng.
        .target(name: "ChartExport", dependencies: ["ChartCore", "ChartRaster", "CPNG", "CFreeType"]),
        .target(name: "ChartSDL", dependencies: ["ChartCore", "ChartRaster", "ChartExport", "CSDL2"]),
        // The workspace as one value: plots by identity, actions, changes, undo and redo (no SDL, no views).
        .target(name: "WorkspaceModel", dependencies: ["ChartCore", "ChartIO", "ChartSpecs", "ChartClickHouse"]),
        // The exploration workspace's views: column browser, plot stack, linked plots (no SDL).
        .target(name: "ChartWorkspace", dependencies: ["ChartCore", "ChartIO", "ChartSpecs", "ChartClickHouse", "WorkspaceModel"]),
        // Writes the commit the executables are built from into them (for --version).
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "Sources/BuildInfoPlugin"),
        .executableTarget(name: "chartreuse", dependencies: ["ChartCore", "ChartIO", "ChartSDL", "ChartSpecs", "ChartWorkspace", "WorkspaceModel", "ChartClickHouse", "CDBus", argumentParser],
                          plugins: ["BuildInfoPlugin"]),
        // The gallery's pages (public API only), a library so tests depend on no executable.
        .target(name: "ChartGallery", dependencies: ["ChartCore"]),
        .executableTarget(name: "chartreuse-gallery", dependencies: ["ChartCore", "ChartGallery", "ChartSDL", argumentParser],
                          plugins: ["BuildInfoPlugin"]),
        // Counts the bench's heap allocations (interposes malloc; glibc only, never linked into the library).
        .target(name: "CAllocCount"),
        .executableTarget(name: "chartreuse-bench", dependencies: ["ChartCore", "ChartIO", "ChartSpecs", "ChartAnalysis", "ChartSDL", "ChartWorkspace", "WorkspaceModel", "ChartClickHouse", "CAllocCount", argumentParser],
                          plugins: ["BuildInfoPlugin"]),
        // The library's examples, as an app developer writes them: a line chart from a data source in a
        // window with a delegate; a bar chart fed from background work through the main actor; a PNG with no display.
        .executableTarget(name: "chartreuse-example-window", dependencies: ["ChartCore", "ChartSDL"]),
        .executableTarget(name: "chartreuse-example-live", dependencies: ["ChartCore", "ChartSDL"]),
        .executableTarget(name: "chartreuse-example-export", dependencies: ["ChartCore", "ChartExport"]),
        // What the test targets share: one glyph fake, seeded series, the golden checker, the CLI runner.
        .target(name: "ChartTestSupport", dependencies: ["ChartCore"], path: "Tests/ChartTestSupport"),
        .testTarget(name: "ChartCoreTests", dependencies: ["ChartCore", "ChartTestSupport"]),
        .testTarget(name: "ChartIOTests", dependencies: ["ChartIO", "ChartSpecs", "ChartClickHouse", "ChartCore", "ChartAnalysis", "ChartTestSupport"]),
        .testTarget(name: "ChartSDLTests", dependencies: ["ChartSDL", "ChartExport", "ChartRaster", "ChartCore", "ChartIO", "ChartSpecs", "ChartGallery", "ChartWorkspace", "WorkspaceModel", "ChartTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "ChartWorkspaceTests", dependencies: ["ChartWorkspace", "WorkspaceModel", "ChartIO", "ChartSpecs", "ChartCore", "ChartTestSupport"]),
        .testTarget(name: "WorkspaceModelTests", dependencies: ["WorkspaceModel", "ChartIO", "ChartSpecs", "ChartCore", "ChartAnalysis", "ChartTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["chartreuse", "chartreuse-gallery", "ChartCore", "ChartSpecs", "ChartClickHouse", "WorkspaceModel", "ChartTestSupport"]),
    ]
)

// libFuzzer harnesses, only with CHARTREUSE_FUZZ=1 (they have no main: libFuzzer provides it).
// Build and run them with Tests/Fuzz/run.sh.
if ProcessInfo.processInfo.environment["CHARTREUSE_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["ChartCore"], path: "Tests/Fuzz/FuzzSupport"))
    for name in ["FuzzCSV", "FuzzJSON", "FuzzSpec", "FuzzDecimation", "FuzzNumber", "FuzzExpression", "FuzzDecompress", "FuzzParquet", "FuzzArrow"] {
        package.targets.append(.executableTarget(name: name, dependencies: ["ChartCore", "ChartIO", "ChartSpecs", "FuzzSupport", "ChartTestSupport"], path: "Tests/Fuzz/\(name)"))
        package.products.append(.executable(name: name, targets: [name]))
    }
}

// swift-tools-version:6.0
import PackageDescription

// Packages of app developers outside Chartreuse, who see its public API only.
// - export-only writes pictures: it depends on the ChartExport product alone, and so builds no
//   SDL, viewer, plugin or workspace target and links no SDL.
// - The examples and the gallery's pages, compiled here from Chartreuse's own sources (symbolic
//   links), prove they use nothing an outside app cannot (`package` declarations are invisible here).
// Tests/e2e/examples-x11.sh builds both and checks them.
let package = Package(
    name: "OutsideApps",
    dependencies: [.package(name: "Chartreuse", path: "../..")],
    targets: [
        .executableTarget(name: "export-only", dependencies: [
            .product(name: "ChartExport", package: "Chartreuse"),
            .product(name: "ChartCore", package: "Chartreuse"),
        ]),
        .executableTarget(name: "example-export", dependencies: [
            .product(name: "ChartExport", package: "Chartreuse"),
            .product(name: "ChartCore", package: "Chartreuse"),
        ]),
        .executableTarget(name: "example-window", dependencies: [
            .product(name: "ChartSDL", package: "Chartreuse"),
            .product(name: "ChartCore", package: "Chartreuse"),
        ]),
        .executableTarget(name: "example-live", dependencies: [
            .product(name: "ChartSDL", package: "Chartreuse"),
            .product(name: "ChartCore", package: "Chartreuse"),
        ]),
        .target(name: "gallery-pages", dependencies: [.product(name: "ChartCore", package: "Chartreuse")]),
    ]
)

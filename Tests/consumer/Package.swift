// swift-tools-version:6.0
import PackageDescription

// A package of an app developer who only writes pictures: it depends on Chartreuse's ChartExport
// product, and so builds no SDL, viewer, plugin or workspace target and links no SDL
// (Tests/e2e/examples-x11.sh builds it, runs it and checks both).
let package = Package(
    name: "ExportOnly",
    dependencies: [.package(name: "Chartreuse", path: "../..")],
    targets: [
        .executableTarget(name: "export-only", dependencies: [
            .product(name: "ChartExport", package: "Chartreuse"),
            .product(name: "ChartCore", package: "Chartreuse"),
        ]),
    ]
)

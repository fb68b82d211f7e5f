// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Chartreuse",
    products: [
        .library(name: "ChartCore", targets: ["ChartCore"]),
        .library(name: "ChartIO", targets: ["ChartIO"]),
        .library(name: "ChartSDL", targets: ["ChartSDL"]),
        .executable(name: "chartreuse", targets: ["chartreuse"]),
        .executable(name: "chartreuse-gallery", targets: ["chartreuse-gallery"]),
        .executable(name: "chartreuse-bench", targets: ["chartreuse-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "ChartCore"),
        .target(name: "ChartIO", dependencies: ["ChartCore", .product(name: "Yams", package: "Yams")]),
        .target(name: "ChartSDL", dependencies: ["ChartCore", "CSDL2"]),
        .executableTarget(name: "chartreuse", dependencies: ["ChartCore", "ChartIO", "ChartSDL"]),
        .executableTarget(name: "chartreuse-gallery", dependencies: ["ChartCore", "ChartSDL"]),
        .executableTarget(name: "chartreuse-bench", dependencies: ["ChartCore", "ChartIO", "ChartSDL"]),
        .testTarget(name: "ChartCoreTests", dependencies: ["ChartCore"]),
        .testTarget(name: "ChartIOTests", dependencies: ["ChartIO", "ChartCore"]),
        .testTarget(name: "ChartSDLTests", dependencies: ["ChartSDL", "ChartCore", "ChartIO"], exclude: ["Golden"]),
        .testTarget(name: "CLITests", dependencies: ["chartreuse", "chartreuse-gallery"]),
    ]
)

// swift-tools-version: 6.1
// The benchmarks: a package of their own, so that package-benchmark's long first build stays out
// of script/test. Run them with script/benchmark.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "OpenCollectionView", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "UIKit", package: "OpenCollectionView")],
            path: "Benchmarks/BenchmarkSupport",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "FlowLayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/FlowLayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CompositionalBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/CompositionalBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/ListBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Cairo itself, for the baseline of Core Graphics drawing: the same calls made directly.
        .systemLibrary(name: "CCairo", path: "Benchmarks/CCairo", pkgConfig: "cairo"),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "CCairo",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
                .product(name: "Rendering", package: "OpenCollectionView"),
                .product(name: "PhotoAlbum", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKit", package: "OpenCollectionView"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Layout",
    products: [
        .library(name: "Constraints", targets: ["Constraints"]),
        .library(name: "Stacks", targets: ["Stacks"]),
        .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
        .executable(name: "layout", targets: ["LayoutTool"]),
    ],
    targets: [
        .target(name: "Constraints"),
        .target(
            name: "Stacks", dependencies: ["Constraints"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // File formats shared by the command-line tool and the benchmarks.
        .target(name: "LayoutFiles", dependencies: ["Constraints", "Stacks"]),
        .executableTarget(name: "LayoutTool", dependencies: ["LayoutFiles"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Constraints", "Stacks", "LayoutFiles", "BenchmarkSupport"],
            path: "Benchmarks",
            exclude: [
                "enaml-like.constraints", "fragile-strict.layout.json", "compare.sh", "compare.py",
                "instructions.py", "peers", "Support", "StackShapes",
            ],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Issue 8's shapes, one per process, in a program that links `Stacks` alone (no
        // Foundation), so that its peak memory is a stack layout's (docs/benchmarks.md).
        .executableTarget(
            name: "StackShapes",
            dependencies: ["Constraints", "Stacks", "BenchmarkSupport"],
            path: "Benchmarks/StackShapes",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The timing and memory readings and the tree of stacks both benchmark programs use.
        .target(name: "BenchmarkSupport", dependencies: ["Stacks"], path: "Benchmarks/Support"),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints"]),
        .testTarget(name: "StacksTests", dependencies: ["Stacks", "Constraints"]),
        .testTarget(name: "LayoutFilesTests", dependencies: ["LayoutFiles", "Constraints", "Stacks"]),
        // The Swift examples of README.md and docs/, compiled and run (see the test file).
        .testTarget(name: "DocumentationExamplesTests", dependencies: ["LayoutFiles", "Constraints", "Stacks"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// libFuzzer targets for the Layout package (the directory above). Not part of the main
// build: `Fuzz/run.sh` builds them with `--sanitize=fuzzer` and runs them; see
// `docs/testing.md`.
import PackageDescription

let package = Package(
    name: "LayoutFuzz",
    dependencies: [.package(name: "Layout", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzConstraintFile",
            dependencies: [
                "FuzzSupport", .product(name: "LayoutFiles", package: "Layout"),
                .product(name: "Constraints", package: "Layout"),
            ]
        ),
        .executableTarget(
            name: "FuzzLayoutFile",
            dependencies: [
                "FuzzSupport", .product(name: "LayoutFiles", package: "Layout"),
                .product(name: "Stacks", package: "Layout"),
            ]
        ),
        .executableTarget(
            name: "FuzzSolver",
            dependencies: ["FuzzSupport", .product(name: "Constraints", package: "Layout")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

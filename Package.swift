// swift-tools-version:6.0
// flowmap: a compiler for .flow files. Stages depend one way:
// FlowSyntax (text -> tokens -> syntax tree) -> FlowProgram (checked program)
// -> FlowCommand (the command line) -> flowmap (the thin executable).
import PackageDescription

let package = Package(
    name: "flowmap",
    products: [
        .executable(name: "flowmap", targets: ["flowmap"]),
        .library(name: "FlowSyntax", targets: ["FlowSyntax"]),
        .library(name: "FlowProgram", targets: ["FlowProgram"]),
    ],
    targets: [
        .target(name: "FlowSyntax"),
        .target(name: "FlowProgram", dependencies: ["FlowSyntax"]),
        .target(name: "FlowCommand", dependencies: ["FlowSyntax", "FlowProgram"]),
        .executableTarget(name: "flowmap", dependencies: ["FlowCommand"]),
        .testTarget(name: "FlowSyntaxTests", dependencies: ["FlowSyntax"]),
        .testTarget(name: "FlowProgramTests", dependencies: ["FlowSyntax", "FlowProgram"]),
        .testTarget(name: "FlowCommandTests", dependencies: ["FlowCommand", "FlowSyntax"]),
    ]
)

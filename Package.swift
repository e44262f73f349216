// swift-tools-version:6.0
// flowmap: a compiler for .flow files. Stages depend one way, and every renderer writes with
// FlowOutput (the byte buffer, escaping and percent-encoding; no dependencies):
// FlowSyntax (text -> tokens -> syntax tree) [-> FlowImport (accessibility dumps -> draft .flow text)]
// -> FlowProgram (checked program) [-> FlowVerify (a flow's screen compared with a dump's)]
// -> FlowNavigator (the navigator model and per-profile paths) -> FlowPipeline (the driver:
// `Compilation` runs the stages on a set of files) -> FlowDiff (two compilations compared: tasks
// matched by name, each profile's status, steps and findings before and after, for `flowmap diff`)
// -> FlowReport (Markdown with Mermaid pictures, JSON, SARIF, the index, the pattern guide behind
// `flowmap explain`, and the diff's Markdown and JSON)
// -> FlowCommand (the command line) -> flowmap (the thin executable). docs/architecture.md.
import PackageDescription

let package = Package(
    name: "flowmap",
    products: [
        .executable(name: "flowmap", targets: ["flowmap"]),
        .library(name: "FlowOutput", targets: ["FlowOutput"]),
        .library(name: "FlowSyntax", targets: ["FlowSyntax"]),
        .library(name: "FlowImport", targets: ["FlowImport"]),
        .library(name: "FlowProgram", targets: ["FlowProgram"]),
        .library(name: "FlowVerify", targets: ["FlowVerify"]),
        .library(name: "FlowNavigator", targets: ["FlowNavigator"]),
        .library(name: "FlowPipeline", targets: ["FlowPipeline"]),
        .library(name: "FlowDiff", targets: ["FlowDiff"]),
        .library(name: "FlowReport", targets: ["FlowReport"]),
        .plugin(name: "FlowMapPlugin", targets: ["FlowMapPlugin"]),
        .plugin(name: "FlowMapReports", targets: ["FlowMapReports"]),
    ],
    targets: [
        .target(name: "FlowOutput"),
        .target(name: "FlowSyntax", dependencies: ["FlowOutput"]),
        .target(name: "FlowImport", dependencies: ["FlowOutput", "FlowSyntax"]),
        .target(name: "FlowProgram", dependencies: ["FlowSyntax"]),
        .target(name: "FlowVerify", dependencies: ["FlowSyntax", "FlowImport", "FlowProgram"]),
        .target(name: "FlowNavigator", dependencies: ["FlowSyntax", "FlowProgram"]),
        .target(name: "FlowPipeline", dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator"]),
        .target(name: "FlowDiff", dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline"]),
        .target(
            name: "FlowReport", dependencies: ["FlowOutput", "FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline", "FlowDiff"]),
        .target(
            name: "FlowCommand",
            dependencies: [
                "FlowOutput", "FlowSyntax", "FlowImport", "FlowProgram", "FlowVerify", "FlowNavigator", "FlowPipeline", "FlowDiff",
                "FlowReport",
            ]),
        .executableTarget(name: "flowmap", dependencies: ["FlowCommand"]),
        .executableTarget(
            name: "flowmap-bench",
            dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline", "FlowReport", "flowmap"]),
        .testTarget(name: "FlowOutputTests", dependencies: ["FlowOutput"]),
        .testTarget(name: "FlowSyntaxTests", dependencies: ["FlowOutput", "FlowSyntax"]),
        .testTarget(
            name: "FlowImportTests", dependencies: ["FlowImport", "FlowSyntax", "FlowProgram", "FlowPipeline"],
            exclude: ["Golden"]),
        .testTarget(
            name: "FlowVerifyTests", dependencies: ["FlowVerify", "FlowImport", "FlowSyntax", "FlowProgram"],
            exclude: ["Fixtures"]),
        .testTarget(name: "FlowProgramTests", dependencies: ["FlowSyntax", "FlowProgram"], exclude: ["Fixtures"]),
        .testTarget(
            name: "FlowNavigatorTests", dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline"],
            exclude: ["Fixtures"]),
        .testTarget(name: "FlowPipelineTests", dependencies: ["FlowSyntax", "FlowNavigator", "FlowPipeline"]),
        .testTarget(name: "FlowDiffTests", dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline", "FlowDiff"]),
        .testTarget(
            name: "FlowReportTests",
            dependencies: ["FlowSyntax", "FlowProgram", "FlowNavigator", "FlowPipeline", "FlowDiff", "FlowReport"],
            exclude: ["Golden", "Inputs"]),
        .testTarget(
            name: "FlowCommandTests",
            dependencies: ["FlowCommand", "FlowSyntax", "FlowNavigator", "FlowPipeline", "FlowDiff", "FlowReport"]),
        // The plugins run the flowmap executable built from these sources, never a prebuilt one.
        .plugin(name: "FlowMapPlugin", capability: .buildTool(), dependencies: ["flowmap"]),
        .plugin(
            name: "FlowMapReports",
            capability: .command(
                intent: .custom(
                    verb: "flowmap", description: "Write the Markdown reports of the package's flows into docs/flows/"),
                permissions: [
                    .writeToPackageDirectory(reason: "flowmap writes the Markdown reports of the package's flows into docs/flows/")
                ]),
            dependencies: ["flowmap"]),
    ]
)

// swift-tools-version:6.0
// An app feature that keeps its .flow files beside its code: FlowMapPlugin checks them on every
// build that changes one, and fails the build when a task is blocked or unreachable.
import PackageDescription

let package = Package(
    name: "consumer",
    products: [
        .library(name: "Orders", targets: ["Orders"])
    ],
    dependencies: [
        // The flowmap package two folders up, whatever the clone's folder is called. Elsewhere:
        // .package(url: "https://github.com/<owner>/flowmap.git", branch: "main")
        .package(name: "flowmap", path: "../..")
    ],
    targets: [
        .target(
            name: "Orders",
            plugins: [.plugin(name: "FlowMapPlugin", package: "flowmap")])
    ]
)

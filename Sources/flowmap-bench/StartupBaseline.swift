import Foundation

/// The executable `flowmap`'s start-up is compared with: the smallest program that loads
/// Foundation, `import Foundation; print("")`, built with `swiftc -O` at run time so that it
/// uses the same toolchain and the same shared libraries as `flowmap`.
enum StartupBaseline {
    static let source = "import Foundation; print(\"\")\n"

    /// Builds the baseline into `folder` and returns its path.
    static func build(in folder: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = environment["SWIFTC"] ?? ChildProcess.find("swiftc") else {
            throw ChildProcess.Failure(description: "swiftc is not on the PATH (set SWIFTC to its path)")
        }
        let sourcePath = "\(folder)/minimal.swift"
        let executable = "\(folder)/minimal"
        try Data(source.utf8).write(to: URL(fileURLWithPath: sourcePath))
        let built = try ChildProcess.run(swiftc, ["-O", sourcePath, "-o", executable], showErrors: true)
        guard built.status == 0 else {
            throw ChildProcess.Failure(description: "swiftc -O \(sourcePath) failed with status \(built.status)")
        }
        return executable
    }
}

import FlowProgram
import FlowSyntax

/// The navigator stage in one call, for the pipeline: every task's paths for every profile
/// (`PathCompiler`), and what the model finds as diagnostics: the element checks' warnings and
/// the paths' errors (`PathDiagnostics`). The screen models are built once and shared by both.
public enum Navigator {
    /// `severities`: the patterns the project turns down to a warning (`.flowmap.json`).
    public static func run(
        _ program: Program, severities: PatternSeverities = .model
    ) -> (tasks: [TaskPaths], diagnostics: [[Diagnostic]]) {
        let screens = ScreenModels(program)
        let tasks = PathCompiler(program: program, screens: screens, severities: severities).compile()
        let checks = ElementChecks.run(program, screens: screens)
        return (tasks, [checks, PathDiagnostics.make(tasks, program: program)])
    }
}

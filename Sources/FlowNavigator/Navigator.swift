import FlowProgram
import FlowSyntax

/// The navigator stage in one call, for the pipeline: every task's paths for every profile
/// (`PathCompiler`), and what the model finds as diagnostics: the element checks' warnings and
/// the paths' errors (`PathDiagnostics`). The screen models are built once and shared by both.
public enum Navigator {
    public static func run(_ program: Program) -> (tasks: [TaskPaths], diagnostics: [[Diagnostic]]) {
        let screens = ScreenModels(program)
        let tasks = PathCompiler(program: program, screens: screens).compile()
        let checks = ElementChecks.run(program, screens: screens)
        return (tasks, [checks, PathDiagnostics.make(tasks)])
    }
}

/// Holds a checked program for the pipeline and, when the last holder lets go, gives a large
/// program's screens back to the allocator on every core.
///
/// This is the one seam through which a program is freed in parallel: `Program` itself stays a
/// plain value, and the pipeline's results (`Frontend.Result`, and `Compilation` above it) hold
/// it through this box. A copy of the program kept elsewhere stays valid; whatever it still
/// holds is freed later, by that copy, on whichever thread drops it.
public final class ParallelRelease: @unchecked Sendable {
    /// Below this many elements, freeing on one thread is quicker than starting others.
    static let minimumElements = 4_096

    // Replaced only in `deinit`, when no other thread can see the object: hence unchecked.
    public private(set) var program: Program

    init(_ program: Program) {
        self.program = program
    }

    deinit {
        guard ParallelMap.isEnabled, program.screens.reduce(0, { $0 + $1.elements.count }) >= Self.minimumElements else {
            return
        }
        var screens = program.screens
        program = Program(files: program.files, screens: [], tasks: program.tasks, screenIndex: [:])
        ParallelMap.dispose(&screens, bytes: ParallelMap.minimumBytes, parallel: true)
    }
}

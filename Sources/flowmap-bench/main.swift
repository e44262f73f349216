import FlowNavigator
import FlowProgram
import FlowSyntax
import Foundation

// flowmap-bench: the corpus generator, the benchmark, and a single-workload mode for profilers.

let usage = """
    usage: flowmap-bench [--json] [--runs N] [--runs-8x N] [--flowmap PATH] [--system-malloc]
           flowmap-bench generate DIR [--scale N]
           flowmap-bench profile frontend|compile [--scale N] [--repeat N]

      (no command)  measure front-end throughput, full compile time, peak memory, the scale-8
                    to scale-1 ratio and the start-up ratio; with --json the last line of
                    standard output is one JSON object with the five numbers
      generate      write the synthetic corpus under DIR (100 feature files per unit of scale)
      profile       run one workload on the in-memory corpus, for valgrind --tool=callgrind
                    --collect-atstart=no --toggle-collect='*frontEndWorkload*' (or
                    '*compileWorkload*')

    Build in release mode: swift run -c release flowmap-bench (it builds flowmap as well).
    --system-malloc leaves glibc's policy of giving freed memory back between runs as it is.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("flowmap-bench: \(message)\n".utf8))
    exit(2)
}

/// `--name VALUE` pairs and bare flags, in any order after the command.
struct Options {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ arguments: ArraySlice<String>, valued: Set<String>) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if valued.contains(argument) {
                guard index < arguments.endIndex else { fail("\(argument) needs a value\n\(usage)") }
                values[argument] = arguments[index]
                index += 1
            } else if argument.hasPrefix("-") {
                flags.insert(argument)
            } else {
                positional.append(argument)
            }
        }
    }

    func number(_ name: String, default value: Int) -> Int {
        guard let text = values[name] else { return value }
        guard let number = Int(text), number > 0 else { fail("\(name) needs a positive whole number, not '\(text)'") }
        return number
    }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--help", "-h", "help":
    print(usage, terminator: "")

case "measure-child":
    // Internal: see ChildProcess.runMeasured.
    exit(ChildProcess.measureChild(Array(arguments.dropFirst())))

case "generate":
    let options = Options(arguments.dropFirst(), valued: ["--scale"])
    guard options.positional.count == 1, options.flags.isEmpty else { fail("generate takes one folder\n\(usage)") }
    let scale = options.number("--scale", default: 1)
    let corpus = Corpus(scale: scale)
    do {
        try corpus.write(to: options.positional[0])
    } catch {
        fail("cannot write the corpus: \(error)")
    }
    print(CorpusSummary(corpus).text, terminator: "")

case "profile":
    let options = Options(arguments.dropFirst(), valued: ["--scale", "--repeat"])
    guard options.positional.count == 1, let workload = options.positional.first,
        workload == "frontend" || workload == "compile"
    else { fail("profile takes 'frontend' or 'compile'\n\(usage)") }
    let sources = Corpus(scale: options.number("--scale", default: 1)).sources()
    var total = 0
    for _ in 0..<options.number("--repeat", default: 1) {
        total &+= workload == "frontend" ? Workloads.frontEndWorkload(sources) : Workloads.compileWorkload(sources)
    }
    print("\(workload): done (\(total))")

default:
    let options = Options(arguments, valued: ["--runs", "--runs-8x", "--flowmap"])
    guard options.positional.isEmpty, options.flags.isSubset(of: ["--json", "--system-malloc"]) else {
        fail("unexpected arguments\n\(usage)")
    }
    var settings = Benchmark.Settings()
    settings.runs = options.number("--runs", default: settings.runs)
    settings.runs8x = options.number("--runs-8x", default: settings.runs8x)
    settings.systemMalloc = options.flags.contains("--system-malloc")
    settings.flowmap = options.values["--flowmap"]
    do {
        let results = try Benchmark(settings: settings).run()
        print(results.table, terminator: "")
        if options.flags.contains("--json") { print(results.json) }
    } catch {
        fail("\(error)")
    }
}

/// The help text, kept in one place so that usage errors quote the same synopsis.
enum Usage {
    static let synopsis =
        "usage: flowmap [compile] [--format markdown|json|sarif] [--output DIR [--check] [--program NAME PATH…]…] [--strict] PATH…"
    static let checkSynopsis = "usage: flowmap check [--strict] [--warnings] [--diagnostics short|rich|github] [--config FILE] PATH…"
    static let diffSynopsis = "usage: flowmap diff [--format markdown|json] [--max-increase N] [--config FILE] OLD NEW"
    static let formatSynopsis = "usage: flowmap fmt [--check] [--diagnostics short|rich|github] PATH…"

    /// The synopsis a usage error of `command` quotes: its own, or the compiler's.
    static func synopsis(for command: Invocation.Command?) -> String {
        switch command {
        case .diff: diffSynopsis
        case .fmt: formatSynopsis
        case .import: importSynopsis
        case .verify: verifySynopsis
        case .check: checkSynopsis
        case .compile, .explain, .help, nil: synopsis
        }
    }

    static let importSynopsis = "usage: flowmap import [--screen NAME] [--output FILE] DUMP…"

    static let verifySynopsis =
        "usage: flowmap verify [--strict] [--config FILE] [--format sarif [--output FILE]] FLOW… (--screen NAME DUMP | --dumps DIR)"

    static let text = """
        OVERVIEW: flowmap compiles .flow files, which describe screens and the tasks people do on
        them, into the path each task takes for seven ways of using a phone (touch, VoiceOver,
        Voice Control, Switch Control, Full Keyboard Access, a pointer, Larger Text), and
        reports every step that is blocked.

        USAGE: flowmap [compile] [--format markdown|json|sarif] [--output DIR] [--stamp FILE]
                       [--strict] [--diagnostics short|rich|github] [--config FILE] PATH…
               flowmap compile --output DIR [--check] [--program NAME PATH…]… [PATH…]
               flowmap check [--strict] [--warnings] [--diagnostics short|rich|github]
                             [--config FILE] PATH…
               flowmap diff [--format markdown|json] [--max-increase N]
                            [--diagnostics short|rich|github] [--config FILE] OLD NEW
               flowmap explain [PATTERN]
               flowmap fmt [--check] [--diagnostics short|rich|github] PATH…
               flowmap import [--screen NAME] [--output FILE] [--diagnostics short|rich|github]
                              DUMP…
               flowmap verify [--strict] [--diagnostics short|rich|github] [--config FILE]
                              [--format sarif [--output FILE]]
                              FLOW… (--screen NAME DUMP | --dumps DIR)
               flowmap --help | --version

        ARGUMENTS:
          PATH…                     .flow files, or folders searched recursively for .flow
                                    files (hidden folders such as .build are skipped); all of
                                    them are one program
          OLD NEW                   (diff) two programs, a file or a folder each

        SUBCOMMANDS:
          compile                   print the report of every file (the default: a bare
                                    'flowmap PATH…' is 'compile' in Markdown to standard output)
          check                     print diagnostics only: errors in the input, and one error
                                    per task and profile that is blocked or unreachable
          diff OLD NEW              compare two versions of a program: per task and profile,
                                    status before and after, steps with the difference,
                                    blockers and friction added and removed (tasks matched by
                                    name; a task with the same lines under a new name is
                                    renamed); Markdown for a pull-request comment, its first
                                    line a summary, or --format json
          explain [PATTERN]         what a pattern is, who it blocks and how to fix it in
                                    SwiftUI and UIKit, with a before and after flow
                                    ('flowmap explain swipe-trap'); alone, list every pattern
          fmt                       rewrite each file in its canonical layout (grammar.md,
                                    "Canonical layout"), in place, printing nothing; a file
                                    with an error is reported and left as it is
          import DUMP…              write a draft .flow of accessibility dumps, one screen
                                    per dump: XCUITest's debugDescription ('po app', raw or
                                    as the escaped string) or WebDriverAgent's XML page
                                    source, told apart by content; what VoiceOver would
                                    visit, in reading order, with a '# TODO' for what a dump
                                    cannot say (docs/real-apps.md)
          verify FLOW…              compare the screens the flows declare with the app's
                                    hierarchy in dumps: an element the app lacks, one whose
                                    name, role, heading, accessory or state differs (a
                                    button the app shows as text is a Semantic Control), a
                                    control the flow omits, another reading order; each at
                                    the flow's line with a note at the dump's
          help                      show this help

        OPTIONS:
          --format markdown|json|sarif
                                    the report's format (compile): Markdown, the default;
                                    one JSON document for all inputs (schema version 1); or
                                    SARIF 2.1.0 for code-scanning tools; diff takes markdown
                                    or json (schema version 1 of its own); verify takes sarif
                                    only, with each dump's line as a related location
          -o, --output DIR          write the report into DIR instead of standard output
                                    (compile): Markdown gives one <path>.md per input file,
                                    relative to the folder it was found in, and index.md;
                                    JSON gives DIR/flowmap.json, SARIF DIR/flowmap.sarif;
                                    DIR/.flowmap-reports lists them, and the reports it
                                    lists whose flow is gone are removed; for import, the
                                    draft's FILE, written whole or not at all; for verify
                                    --format sarif, the SARIF log's FILE
          --check                   write nothing, and exit 1 if something would change:
                                    with --output (compile), list each report of DIR that
                                    is out of date, missing, or of no flow any more; with
                                    fmt, list the files that fmt would change
          --program NAME PATH…      with --output: the PATHs that follow are one program,
                                    its reports in DIR/NAME/; several programs, each on its
                                    own, share one DIR/index.md
          --max-increase N          (diff) also fail (status 1) when a profile's path grows
                                    by more than N steps; without it growth is reported only
          --screen NAME             import: the screen's name (one dump only; else the
                                    navigation bar's title, the selected tab, the app's
                                    label or the dump's file name); verify: the screen of
                                    the flows that DUMP, the one last path, shows (each
                                    FLOW a .flow file or a folder)
          --dumps DIR               verify: every .txt and .xml dump in DIR (any case, not
                                    its subfolders; a warning for each other file), each
                                    paired with the screen called as its file is without
                                    the extension ('Log in.txt'), else as import would
                                    name it; exactly, else ignoring case and spaces
          --stamp FILE              after a successful run, write FILE: Swift comments naming
                                    the inputs, rewritten only when they change (the build
                                    plugin's declared output)
          --strict                  also fail (status 1) on friction and on warnings, and
                                    print them (verify: on an omitted control, another
                                    order or another state)
          -W, --warnings            also print warnings to standard error
          --config FILE             read the configuration from FILE instead of .flowmap.json
                                    in the current folder (if there is one): strict mode,
                                    warnings, patterns turned down to a warning (README)
          --diagnostics short|rich|github
                                    print each problem on one line (short, the default when
                                    standard error is not a terminal), with its source line
                                    (rich; colour only on a terminal without NO_COLOR), or as
                                    GitHub Actions annotations (github: ::error file=…::)
          -h, --help                show this help
          --version                 show the version

        EXIT STATUS:
          0  every task is ok (or waived) for every profile; nothing on standard error
          1  a task is blocked or unreachable for a profile, or an 'expect' is not met
             (with --strict, also friction or a warning); with --check, also a report
             of DIR that would change
          2  an error in the input, in the command line or in the configuration
             (.flowmap.json or --config); 2 wins over 1, and then no report is written
             (an existing one is left as it was); also a report that could not be
             written to standard output
          diff: 0 no regression; 1 a profile regressed (ok or waived to over its
             expect, blocked or unreachable; over its expect to blocked; blocked to
             unreachable; a new task that fails), or a path grew past --max-increase;
             2 an error in either input or in the command line
          import: 0 a draft written; 2 a dump that cannot be read or holds nothing
             VoiceOver visits (no draft is written)
          fmt: 0 when every file is (or now is) in canonical layout; 1 with --check when
             a file would change; 2 when a file has an error or could not be read or written
          verify: 0 the app matches the flows; 1 drift (any error: missing, different;
             with --strict, or "strict" in .flowmap.json, also a warning); 2 a flow with
             errors, a dump that cannot be read, or a dump that shows no screen of the
             flows (unpaired-dump)

        """
}

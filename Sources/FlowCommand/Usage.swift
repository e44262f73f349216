/// The help text, kept in one place so that usage errors quote the same synopsis.
enum Usage {
    static let synopsis = "usage: flowmap [check | compile] [--diagnostics short|rich] PATH…"

    static let text = """
        OVERVIEW: flowmap compiles .flow files, which describe screens and the tasks people do on
        them, and reports what makes no sense.

        USAGE: flowmap [check | compile] [--diagnostics short|rich] PATH…

        ARGUMENTS:
          PATH…                     .flow files, or folders searched recursively for .flow
                                    files (hidden folders such as .build are skipped)

        SUBCOMMANDS:
          check                     report problems in the input (the default)
          compile                   the same as check, for now
          help                      show this help

        OPTIONS:
          --diagnostics short|rich  print each problem on one line (short, the default when
                                    standard error is not a terminal) or with its source line
                                    (rich); colour only on a terminal without NO_COLOR
          -h, --help                show this help
          --version                 show the version

        EXIT STATUS:
          0 no errors (warnings allowed), 2 errors in the input or in the command line

        """
}

import FlowSyntax
import Foundation

/// A synthetic app: 100 feature files per unit of scale (1,000 screens, 20,000 elements and
/// 2,000 tasks), deterministic for a given scale. A folder of them is one program.
struct Corpus {
    static let featuresPerScale = 100

    let scale: Int
    let files: [FeatureFile]

    init(scale: Int) {
        self.scale = scale
        let count = Corpus.featuresPerScale * scale
        files = (0..<count).map { FeatureFile(index: $0, of: count) }
    }

    var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }
    var screenCount: Int { files.count * FeatureFile.screensPerFile }
    var elementCount: Int { screenCount * FeatureFile.elementsPerScreen }
    var taskCount: Int { files.count * FeatureFile.tasksPerFile }

    /// The corpus in memory, as the front end reads it, with paths under `root`.
    func sources(root: String = "corpus") -> [SourceFile] {
        files.map { SourceFile(path: "\(root)/\($0.path)", text: $0.text) }
    }

    /// Writes every file under `directory`, creating folders as needed.
    func write(to directory: String) throws {
        let manager = FileManager.default
        for file in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }
}

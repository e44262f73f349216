/// A step's words (`StepWording`) as parts of the JSON string being written, escaped straight
/// into the document: between `beginString()` and `endString()`.
extension JSONWriter: StepWordingOutput {
    mutating func words(_ piece: StaticString) {
        stringPart(piece)
    }

    mutating func words(from piece: String) {
        stringPart(piece)
    }

    mutating func name(_ piece: String) {
        stringPart(piece)
    }

    mutating func digits(_ number: Int) {
        stringPart(decimal: number)
    }
}

/// The two kinds of accessibility dump `flowmap import` reads, told apart by their content.
public enum DumpFormat: String, Sendable, Hashable, CaseIterable {
    /// XCUITest's `debugDescription` (`print(app)`, `po app`): one element a line, nesting by
    /// indentation. Raw, or as the escaped one-line string `po` prints; the Xcode 8 form with a
    /// numeric `traits:` field too.
    case debugDescription = "XCUITest debugDescription"
    /// WebDriverAgent's (Appium's) XML page source: one `XCUIElementType…` element per element.
    case pageSource = "WebDriverAgent page source"
}

import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// The flattening of navigator-model.md §2, one rule at a time, and Switch Control's scanning
/// through nested containers (§3).
@Suite struct AccessibilityViewTests {
    /// The first screen of a one-file program; elements are numbered in reading order from 0.
    static func screen(_ text: String) throws -> Screen {
        let front = Frontend.run(SourceSet([SourceFile(path: "view.flow", text: text)]))
        #expect(front.diagnostics.filter { $0.severity == .error }.isEmpty, "\(front.diagnostics.map(\.message))")
        return try #require(front.program.screens.first)
    }

    static func view(_ text: String, voiceOver: Bool = false) throws -> AccessibilityView {
        AccessibilityView(try screen(text), voiceOver: voiceOver)
    }

    /// The node an element became.
    static func node(_ view: AccessibilityView, _ element: Int) throws -> Node {
        guard case .node(let index) = view.placements[element] else {
            Issue.record("element \(element) is \(view.placements[element]), not a node")
            throw Missing()
        }
        return view.nodes[index]
    }

    struct Missing: Error {}

    // MARK: §2 rule 1 and the unnamed image

    @Test func hiddenElementsAndTheirChildrenAreGone() throws {
        let view = try Self.view(
            """
            screen "Player"
              header "Now playing"
              group "Artwork" hidden
                image "cover" label "Album cover"
                text "Blue Train"
              button "Play"
              image "divider"
            """)
        #expect(view.placements[1] == .hidden)
        #expect(view.placements[2] == .hidden)
        #expect(view.placements[3] == .hidden)
        #expect(view.placements[5] == .none, "an image with no label has no name, so no node")
        #expect(view.nodes.map(\.name) == ["Now playing", "Play"])
    }

    // MARK: §2 rule 2 and rule 8

    @Test func combineJoinsNamesAndTurnsButtonsIntoActionsAfterItsOwn() throws {
        let view = try Self.view(
            """
            screen "Orders"
              group "Order row" combine
                action "Share"
                text "Order No. 41"
                image "checkmark" label "Delivered"
                image "divider"
                button "Track"
                text "Rate it"
                  action "Rate"
                button icon "trash" label "Delete"
            """)
        #expect(view.nodes.count == 1)
        let row = try Self.node(view, 0)
        #expect(row.role == .combined)
        #expect(row.name == "Order No. 41, Delivered, Rate it")
        #expect(row.activation == nil)
        // Declared actions first, then the buttons in order, then the children's own actions.
        #expect(row.actions.map(\.name) == ["Share", "Track", "Delete", "Rate"])
        #expect(view.placements[1] == .merged(into: 0))
        #expect(view.placements[4] == .action(node: 0, index: 1))
        #expect(view.placements[6] == .action(node: 0, index: 2))
    }

    @Test func combinedSingleLinkIsTheActivationAndJoinsTheLabel() throws {
        let view = try Self.view(
            """
            screen "Orders"
              group "Order row" combine
                link "Order No. 42" -> "Order"
                text "November 12"
                button "Return"
            screen "Order"
              header "Order No. 42"
            """)
        let row = try Self.node(view, 0)
        #expect(row.activation == 1)
        #expect(view.placements[1] == .node(0))
        #expect(row.actions.map(\.name) == ["Return"])
        // §2 rule 2: "a single link among its children joins the label".
        #expect(row.name == "Order No. 42, November 12")
    }

    // MARK: §2 rule 3

    @Test func ignoreKeepsOnlyWhatTheGroupDeclares() throws {
        let view = try Self.view(
            """
            screen "Product"
              group "Rating" ignore label "Rated 4.5 of 5" value "12 reviews"
                action "Rate"
                image "star.fill" label "Star"
                text "4.5"
                button "Reviews"
            """)
        #expect(view.nodes.count == 1)
        let rating = try Self.node(view, 0)
        #expect(rating.name == "Rated 4.5 of 5")
        #expect(rating.value == "12 reviews")
        #expect(rating.actions.map(\.name) == ["Rate"])
        #expect(rating.activation == nil)
        #expect(!rating.adjustable)
        for child in 1...3 { #expect(view.placements[child] == .vanished(into: 0)) }
    }

    static func sizes(selected: String?) -> String {
        let trait = { (name: String) in name == selected ? " traits selected" : "" }
        return """
            screen "Product"
              group "Size" ignore label "Size" adjustable
                text "Size"
                button "Small"\(trait("Small"))
                image "divider"
                button "Medium"\(trait("Medium"))
                button "Large"\(trait("Large"))
            """
    }

    @Test func adjustableGroupTakesItsOptionsFromItsButtonsAndItsValueFromTheSelectedOne() throws {
        let view = try Self.view(Self.sizes(selected: "Medium"))
        let size = try Self.node(view, 0)
        #expect(size.role == .adjustable)
        #expect(size.options == [2, 4, 5], "buttons only, in order")
        #expect(size.selectedOption == 1)
        #expect(size.value == "Medium")
        #expect(view.placements[5] == .option(node: 0, index: 2))
        #expect(view.placements[1] == .vanished(into: 0))

        let unselected = try Self.node(try Self.view(Self.sizes(selected: nil)), 0)
        #expect(unselected.selectedOption == 0)
        #expect(unselected.value == "Small", "no selected option: the first")
    }

    // MARK: §2 rules 4, 5 and 7

    @Test func containKeepsChildrenInAContainerAndAPlainGroupAddsNothing() throws {
        let view = try Self.view(
            """
            screen "Product"
              group "Colors" contain
                button "Blue"
                button "Pink"
              group "Actions"
                button "Add to Cart"
            """)
        let colors = try Self.node(view, 0)
        #expect(colors.role == .container)
        guard case .node(let container) = view.placements[0] else { return }
        #expect(try Self.node(view, 1).container == container)
        #expect(try Self.node(view, 2).container == container)
        #expect(view.placements[3] == .none)
        #expect(try Self.node(view, 4).container == nil)
        #expect(view.nodes.map(\.role) == [.container, .control, .control, .control])
    }

    @Test func whenVoiceOverGroupingAppliesOnlyToVoiceOver() throws {
        let text = """
            screen "Products"
              group "Row" contain
                when voiceover combine
                text "iPhone 17"
                button "Add to Cart"
            """
        let voiceOver = try Self.view(text, voiceOver: true)
        #expect(voiceOver.nodes.count == 1)
        #expect(try Self.node(voiceOver, 0).role == .combined)
        #expect(voiceOver.placements[2] == .action(node: 0, index: 0))

        let others = try Self.view(text, voiceOver: false)
        #expect(others.nodes.map(\.role) == [.container, .text, .control])
        #expect(try Self.node(others, 2).name == "Add to Cart")
    }

    // MARK: §2 rule 6 and §4b pickers

    @Test func wrappingLinkIsOneElementAndSwallowsItsButtons() throws {
        let view = try Self.view(
            """
            screen "Products"
              link "iPhone 17" -> "Detail"
                action "Add to Cart"
                image "iphone" hidden
                text "iPhone 17"
                text "$999"
                button icon "cart" label "Add to Cart"
            screen "Detail"
              header "iPhone 17"
            """)
        #expect(view.nodes.count == 1)
        let row = try Self.node(view, 0)
        #expect(row.role == .control)
        #expect(row.name == "iPhone 17, $999")
        #expect(row.activation == 0)
        #expect(row.actions.map(\.name) == ["Add to Cart"])
        #expect(view.placements[1] == .hidden)
        #expect(view.placements[2] == .merged(into: 0))
        #expect(view.placements[4] == .swallowed(by: 0))
    }

    @Test func pickerOffersItsButtonsAsOptions() throws {
        let view = try Self.view(
            """
            screen "Settings"
              picker "Theme" value "Light"
                button "Light"
                button "Dark"
            """)
        let theme = try Self.node(view, 0)
        #expect(theme.role == .control)
        #expect(theme.pickerOptions == [1, 2])
        #expect(view.placements[2] == .pickerOption(node: 0, index: 1))
    }

    // MARK: §3 Switch Control scanning through nested containers

    /// A  [C1: text, B1, [C2: B2, B3]]  D, as node indices.
    static let nested = """
        screen "Filters"
          button "A"
          group "C1" contain
            text "Color"
            button "B1"
            group "C2" contain
              button "B2"
              button "B3"
          group "Empty" contain
            text "Nothing to press"
          button "D"
        """

    @Test func scanOrderKeepsContainersAsStops() throws {
        let view = try Self.view(Self.nested)
        let scan = ScanOrder(view)
        let index = try Self.nodeIndices(view)
        #expect(scan.top == [index["A"]!, index["C1"]!, index["D"]!], "a container with no stop inside is no stop")
        #expect(scan.children[index["C1"]!] == [index["B1"]!, index["C2"]!], "the text is skipped")
        #expect(scan.children[index["C2"]!] == [index["B2"]!, index["B3"]!])
        #expect(!scan.isStop(index["Color"]!))
        #expect(scan.first == index["A"]!)
    }

    @Test func scanOrderMovesEnterLeaveAndWrap() throws {
        let view = try Self.view(Self.nested)
        let scan = ScanOrder(view)
        let index = try Self.nodeIndices(view)
        // From the first stop, into both containers.
        #expect(scan.moves(from: nil, to: index["B3"]!) == [.scan, .select, .scan, .select, .scan])
        // Moving on from the last stop of the inner container leaves both containers: one move.
        #expect(scan.moves(from: index["B3"]!, to: index["D"]!) == [.scan])
        // From the last top-level stop the highlight wraps to the first.
        #expect(scan.moves(from: index["D"]!, to: index["A"]!) == [.scan])
        #expect(scan.moves(from: index["D"]!, to: index["B1"]!) == [.scan, .scan, .select])
        // From inside a container, forward only: out, wrap, and back in.
        #expect(scan.moves(from: index["B2"]!, to: index["B1"]!) == [.scan, .scan, .scan, .scan, .select])
        #expect(scan.moves(from: index["B1"]!, to: index["B1"]!) == [])
        #expect(scan.moves(from: nil, to: index["Color"]!) == nil, "a text is no stop")
    }

    /// Node indices by name (a container by its group name).
    static func nodeIndices(_ view: AccessibilityView) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, node) in view.nodes.enumerated() {
            if let name = node.name { found[name] = index }
        }
        return found
    }
}

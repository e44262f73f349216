/// A settings screen: native controls (a slider with a range), a toggle inside a combined group,
/// a tappable text that is not a control, clipped text, state written in a label or a value, a
/// label that is a paragraph, and a small close button. Every feature names its two settings
/// screens "Settings" and "Account", as real features do: names are looked up per file.
struct SettingsScreen {
    let name: String
    let list: String
    /// The list screen's header, found after leaving through "Privacy policy".
    let listHeader: String
    let stateInLabel: Bool
    let selectedAsValue: Bool
    let labelSoup: Bool
    let person: String
    let scrolls: Bool
    let textSize: Int

    init(name: String, list: String, listHeader: String, random: inout SplitMix) {
        self.name = name
        self.list = list
        self.listHeader = listHeader
        stateInLabel = random.chance(40)
        selectedAsValue = random.chance(30)
        labelSoup = random.chance(30)
        person = random.pick(CorpusWords.people)
        scrolls = random.chance(70)
        textSize = random.pick([1, 2, 5, 7])
    }

    /// The Info button's label: a paragraph (Label Soup) or a word.
    var infoLabel: String {
        labelSoup
            ? "Information about your plan, its renewal date, the price you pay each month and how to cancel it"
            : "Information"
    }

    /// 20 elements.
    var lines: [String] {
        FlowLines.screen(name, scrolls: scrolls, comment: "Settings.", header: "Settings", """
            toggle "Notifications" value "On"
            toggle "Dark mode" \(stateInLabel ? #"label "Dark mode, on""# : #"value "On""#)
            slider "Text size" value "3" range 1 7
            field "Name" value "\(person)"
            group "Account" contain
              header "Your account"
              button "Edit" label "Edit account"
              button "Sign out" traits not-enabled
            group "Plan" combine
              text "Plan"
              text "Premium"
              toggle "Auto-renew" value "On"
            text "Terms and conditions" fixed-height
            text "Privacy policy"
              gesture tap "Privacy policy" -> "\(list)"
            button "Help" hint "Opens the help center"
            button "Annual plan" \(selectedAsValue ? #"value "Selected""# : "traits selected")
            image "logo" label "Company logo"
            button "Info" label "\(infoLabel)"
            button icon "xmark" label "Close" size 30x30 -> "\(list)"
            """)
    }

    func tasks(_ feature: String, variant: Int) -> [[String]] {
        if variant == 0 {
            return [
                FlowLines.task("\(feature): adjust \(name)", start: name, """
                    activate "Notifications"
                    adjust "Text size" to \(textSize)
                    activate "Edit account" in "Account"
                    expect keyboard at most 16 steps
                    """),
                FlowLines.task("\(feature): read the policy from \(name)", start: name, """
                    activate "Privacy policy"
                    find "\(listHeader)"
                    """),
            ]
        }
        return [
            FlowLines.task("\(feature): renew and close \(name)", start: name, """
                activate "Auto-renew" in "Plan"
                activate "Close"
                activate "Previous page" in "Pages"
                """),
            FlowLines.task("\(feature): get help on \(name)", start: name, """
                find "Company logo"
                activate icon "xmark"
                back
                """),
        ]
    }
}

// navigator-model.md §2: "Every affordance on the current screen with that name is a candidate
// for the same step: a control's label, visible text or input label; a declared action; a swipe
// action; a gesture's action", and since §10.3 a context menu's item. These are the names an element offers, defined here once.
extension Element {
    /// Calls `body` with each name the element answers to as a control: its label (VoiceOver's
    /// too, unless `voiceOver` is false), its visible text and its input labels.
    public func forEachControlName(voiceOver: Bool = true, _ body: (String) -> Void) {
        if let label = accessibility.label { body(label) }
        if voiceOver, let label = voiceOverAccessibility.label { body(label) }
        if let text = visibleText { body(text) }
        for input in inputs { body(input) }
    }

    /// Its distinct labels, in order: the one for every method, then VoiceOver's if it differs;
    /// what the label checks read (Label Soup, Code Name).
    public var distinctLabels: [String] {
        var labels: [String] = []
        if let label = accessibility.label { labels.append(label) }
        if let label = voiceOverAccessibility.label, !labels.contains(label) { labels.append(label) }
        return labels
    }

    /// Whether the element answers to `name` as a control (`forEachControlName` as a test).
    public func offersControlName(_ name: String) -> Bool {
        var found = false
        forEachControlName { found = found || $0 == name }
        return found
    }

    /// Calls `body` with every name the element offers a step: its control names, then its
    /// custom actions (VoiceOver's, which include the others), swipe actions, gestures' actions and context menu items.
    public func forEachName(_ body: (String) -> Void) {
        forEachControlName(body)
        for action in voiceOverAccessibility.actions { body(action.name) }
        for action in swipeActions { body(action.name) }
        for gesture in gestures { body(gesture.name) }
        for item in contextMenu { body(item.name) }
    }

    /// Whether the element offers a step `name` (`forEachName` as a test).
    public func offers(_ name: String) -> Bool {
        var found = false
        forEachName { found = found || $0 == name }
        return found
    }
}

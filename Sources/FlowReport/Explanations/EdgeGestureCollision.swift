extension Explanation {
    static let edgeGestureCollision = Explanation(
        pattern: .edgeGestureCollision,
        what: """
            A drag or swipe that starts at an edge the system already uses: the bottom (the Home
            indicator, the app switcher, Reachability) or the top (Notification Center, Control
            Center). Touch users fight the system for the gesture, and often the system wins and takes
            them out of the app. For the methods that cannot make the gesture at all, it is a Swipe
            Trap as well, unless the action is offered some other way. Keep gesture areas clear of the
            edges (inside the safe area) and offer a button for the same action.
            """,
        swiftUI: #"""
            VStack {
                DayStrip(selection: $day)        // no .ignoresSafeArea(edges: .bottom)
                    .safeAreaPadding(.bottom, 8) // the drag starts clear of the Home indicator
                Button("Next day", systemImage: "chevron.right") { day.advance() }
                    .labelStyle(.iconOnly)
            }
            """#,
        uiKit: #"""
            dayStrip.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
            let nextDay = UIButton(configuration: .plain(), primaryAction: UIAction(
                title: "Next day", image: UIImage(systemName: "chevron.right")) { _ in day.advance() })
            """#,
        before: """
            screen "Delivery time"
              header "Delivery time"
              text "Thursday"
              group "Date scroller" edge bottom
                gesture drag "Next day"

            task "Go to the next day"
              start "Delivery time"
              activate "Next day"
            """,
        after: """
            screen "Delivery time"
              header "Delivery time"
              text "Thursday"
              button icon "chevron.right" label "Next day"
              group "Date scroller" edge bottom safe-area
                gesture drag "Next day"

            task "Go to the next day"
              start "Delivery time"
              activate "Next day"
            """)
}
